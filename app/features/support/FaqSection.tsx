import { Form, Link } from "react-router";
import type { Translate } from "~/lib/i18n";
import { SearchField } from "~/ui/SearchField";
import { useT } from "~/ui/useT";
import { FAQ_CATEGORIES, faqHref, MAX_FAQ_QUERY, type Faq, type FaqCategoryFilter, type FaqQuery } from "./faqs";

interface FaqSectionProps {
  faqs: Faq[];
  query: FaqQuery;
  /** The page the search, tabs and votes return to, e.g. "/help". */
  basePath: string;
  /** Query parameters the page needs kept, e.g. { tab: "faqs" }. */
  keep?: Record<string, string>;
  /** Where a guest signs in to vote; null when signed in. */
  signInHref: string | null;
  headingLevel?: "h2" | "h3";
}

/** How many questions the search found, or what to try when it found none. */
function resultText(t: Translate, count: number, query: FaqQuery): string {
  const values = { count, query: query.q, category: t(FAQ_CATEGORIES[query.category]) };
  const inCategory = query.category !== "all";
  if (count > 0) {
    return query.q
      ? t("{count, plural, one {# question} other {# questions}} for “{query}”", values)
      : t("{count, plural, one {# question} other {# questions}}", values);
  }
  if (query.q && inCategory)
    return t("No questions match “{query}” in {category}. Try other words, or contact us.", values);
  if (query.q) return t("No questions match “{query}”. Try other words, or contact us.", values);
  if (inCategory) return t("No questions match in {category}. Try other words, or contact us.", values);
  return t("No questions match. Try other words, or contact us.");
}

/** FAQ search (GET), category links and the list with 'Was this helpful?' votes. */
export function FaqSection({ faqs, query, basePath, keep = {}, signInHref, headingLevel = "h2" }: FaqSectionProps) {
  const { t } = useT("support");
  const Heading = headingLevel;
  const QuestionHeading = headingLevel === "h2" ? "h3" : "h4";
  const here = faqHref(basePath, query, keep);
  return (
    <section aria-labelledby="faq-title">
      <Heading id="faq-title" className="text-2xl font-bold">
        {t("Frequently asked questions")}
      </Heading>
      <Form method="get" action={basePath} role="search" className="mt-4 flex flex-wrap gap-2">
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {query.category !== "all" ? <input type="hidden" name="category" value={query.category} /> : null}
        <SearchField
          id="faq-q"
          label={t("Search help articles")}
          placeholder={t("Search for help, e.g. refund")}
          defaultValue={query.q}
          maxLength={MAX_FAQ_QUERY}
        />
      </Form>
      <nav aria-label={t("FAQ categories")} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {(Object.keys(FAQ_CATEGORIES) as FaqCategoryFilter[]).map((category) => (
            <li key={category}>
              <Link
                to={faqHref(basePath, { ...query, category }, keep)}
                aria-current={query.category === category ? "page" : undefined}
                className={`chip min-h-11 px-4 ${query.category === category ? "chip-active" : ""}`}
              >
                {t(FAQ_CATEGORIES[category])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" className="mt-4 text-gray-700">
        {resultText(t, faqs.length, query)}
      </p>
      <ul className="mt-4 space-y-4">
        {faqs.map((faq) => (
          <li key={faq.id} id={faq.id} className="rounded-2xl border border-gray-200 p-4">
            <QuestionHeading className="text-lg font-bold">{faq.question}</QuestionHeading>
            <p className="mt-2 text-gray-800">{faq.answer}</p>
            <FaqVote faq={faq} returnTo={`${here}#${faq.id}`} signInHref={signInHref} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function FaqVote({ faq, returnTo, signInHref }: { faq: Faq; returnTo: string; signInHref: string | null }) {
  const { t } = useT("support");
  const counts =
    faq.voteCount === 0
      ? t("No votes yet.")
      : t("{helpful} of {votes} found this helpful.", { helpful: faq.helpfulCount, votes: faq.voteCount });
  return (
    <div
      role="group"
      aria-label={t("Was “{question}” helpful?", { question: faq.question })}
      className="mt-3 flex flex-wrap items-center gap-2 text-sm"
    >
      <span className="font-semibold">{t("Was this helpful?")}</span>
      {signInHref ? (
        <Link to={signInHref} className="font-semibold text-brand-700 underline">
          {t("Sign in to vote")}
        </Link>
      ) : (
        <Form method="post" action="/help/vote" className="flex gap-2">
          <input type="hidden" name="faqId" value={faq.id} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <button
            type="submit"
            name="helpful"
            value="yes"
            aria-pressed={faq.myVote === true}
            className={`chip min-h-11 px-4 ${faq.myVote === true ? "chip-active" : ""}`}
          >
            {t("Yes")}
          </button>
          <button
            type="submit"
            name="helpful"
            value="no"
            aria-pressed={faq.myVote === false}
            className={`chip min-h-11 px-4 ${faq.myVote === false ? "chip-active" : ""}`}
          >
            {t("No")}
          </button>
        </Form>
      )}
      <span className="text-gray-700">{counts}</span>
    </div>
  );
}
