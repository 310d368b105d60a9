import { Link } from "react-router";
import { loginHref } from "~/features/accounts/auth-reasons";
import { getCurrentUser } from "~/features/accounts/session.server";
import { metaT } from "~/lib/i18n";
import { ContactCards } from "~/features/support/ContactCards";
import { FaqSection } from "~/features/support/FaqSection";
import { faqHref, shownFaqs } from "~/features/support/faqs";
import { listFaqs } from "~/features/support/faqs.server";
import { faqQuerySchema } from "~/features/support/support-query.server";
import { GuideTiles } from "~/features/support/GuideTiles";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { requestT } from "~/lib/language.server";
import { parseSearch } from "~/lib/search-params.server";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/help";

export const handle = { i18n: ["support"] } satisfies I18nHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = getCurrentUser(context);
  const query = parseSearch(request, faqQuerySchema);
  return {
    query,
    faqs: shownFaqs(await listFaqs(user?.id ?? null), query, requestT(request)),
    signInHref: user ? null : loginHref(faqHref("/help", query)),
    signedIn: user !== null,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Help")} — ${BRAND}` }];
}

export default function Help({ loaderData }: Route.ComponentProps) {
  const { query, faqs, signInHref, signedIn } = loaderData;
  const { t } = useT("support");
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <section className="rounded-3xl bg-brand-50 p-6 sm:p-10">
        <h1 className="text-3xl font-extrabold sm:text-4xl">{t("How can we help?")}</h1>
        <p className="mt-2 text-gray-800">
          {t("Search the answers below, read a guide, or get in touch — we are here around the clock.")}
        </p>
        {signedIn ? (
          <Link to="/profile/help-support?tab=tickets" className="btn-secondary mt-4">
            {t("My tickets")}
          </Link>
        ) : null}
      </section>
      <div className="mt-8">
        <FaqSection faqs={faqs} query={query} basePath="/help" signInHref={signInHref} />
      </div>
      <section aria-labelledby="contact-title" className="mt-10">
        <h2 id="contact-title" className="text-2xl font-bold">
          {t("Contact us")}
        </h2>
        <div className="mt-4">
          <ContactCards messageHref="/profile/help-support?tab=contact" />
        </div>
      </section>
      <section aria-labelledby="guides-title" className="mt-10">
        <h2 id="guides-title" className="text-2xl font-bold">
          {t("Guides")}
        </h2>
        <div className="mt-4">
          <GuideTiles />
        </div>
      </section>
    </div>
  );
}
