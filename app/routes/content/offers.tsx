import { Form, Link } from "react-router";
import { CopyCode } from "~/features/offers/CopyCode";
import { MAX_OFFER_QUERY, OFFER_TABS, selectOffers, type Offer, type OfferTab } from "~/features/offers/offers";
import { offerQuerySchema } from "~/features/offers/offers-query.server";
import { currentOffers } from "~/features/offers/offers.server";
import { promoTermsText, wordOffer } from "~/features/offers/offers-words";
import { requestT } from "~/lib/language.server";
import { metaT } from "~/lib/i18n";
import { BRAND } from "~/lib/brand";
import { formatDate } from "~/lib/dates";
import { type I18nHandle } from "~/lib/i18n";
import { parseSearch } from "~/lib/search-params.server";
import { SearchField } from "~/ui/SearchField";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/offers";

export const handle = { i18n: ["catalogue"] } satisfies I18nHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const query = parseSearch(request, offerQuerySchema);
  const t = requestT(request);
  const now = new Date();
  // Found by the words on the page or by the stored English ("pizza" typed on a Hindi page).
  const stored = await currentOffers(now);
  const shown = stored.map((offer) => wordOffer(offer, t));
  const found = new Set(
    [...selectOffers(stored, query, now), ...selectOffers(shown, query, now)].map((offer) => offer.id),
  );
  return { query, offers: shown.filter((offer) => found.has(offer.id)) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Offers")} — ${BRAND}` }];
}

function tabHref(tab: OfferTab, q: string): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (tab !== "all") params.set("category", tab);
  const search = params.toString();
  return search ? `/offers?${search}` : "/offers";
}

export default function Offers({ loaderData }: Route.ComponentProps) {
  const { query, offers } = loaderData;
  const { t } = useT("catalogue");
  const featured = offers.filter((offer) => offer.featured);
  const more = offers.filter((offer) => !offer.featured);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <section className="rounded-3xl bg-brand-50 p-6 sm:p-10">
        <h1 className="text-3xl font-extrabold sm:text-4xl">{t("Offers for you")}</h1>
        <p className="mt-2 max-w-2xl text-gray-800">
          {t(
            "Codes that work at checkout and the best deals restaurants are running right now. Copy a code, fill your cart and apply it in the Promo Code box.",
          )}
        </p>
        <Link to="/restaurants" className="btn-primary mt-5">
          {t("Order now")}
        </Link>
      </section>

      <Form method="get" action="/offers" role="search" className="mt-6 flex flex-wrap gap-2">
        {query.tab !== "all" ? <input type="hidden" name="category" value={query.tab} /> : null}
        <SearchField
          id="offers-q"
          label={t("Search offers")}
          placeholder={t("Search offers, e.g. pizza or free delivery")}
          defaultValue={query.q}
          maxLength={MAX_OFFER_QUERY}
        />
      </Form>

      <nav aria-label={t("Offer categories")} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {(Object.keys(OFFER_TABS) as OfferTab[]).map((tab) => (
            <li key={tab}>
              <Link
                to={tabHref(tab, query.q)}
                aria-current={query.tab === tab ? "page" : undefined}
                className={`chip min-h-11 px-4 ${query.tab === tab ? "chip-active" : ""}`}
              >
                {t(OFFER_TABS[tab])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <p role="status" className="mt-4 text-gray-700">
        <OffersFound count={offers.length} q={query.q} tab={query.tab} />
      </p>

      <OfferSection id="featured-offers" title={t("Featured offers")} offers={featured} grid="md:grid-cols-3" />
      <OfferSection id="more-deals" title={t("More deals")} offers={more} grid="sm:grid-cols-2 lg:grid-cols-3" />

      <p className="mt-10 text-center">
        <Link to="/restaurants" className="font-semibold text-brand-700 underline">
          {t("Browse all restaurants")}
        </Link>
      </p>
    </div>
  );
}

/** "3 offers for “pizza” in Pizza", "No current offers match “x”." */
function OffersFound({ count, q, tab }: { count: number; q: string; tab: OfferTab }) {
  const { t } = useT("catalogue");
  const values = { count, query: q, tab: t(OFFER_TABS[tab]) };
  const inTab = tab !== "all";
  if (count === 0) {
    if (q && inTab) return t("No current offers match “{query}” in {tab}.", values);
    if (q) return t("No current offers match “{query}”.", values);
    return inTab ? t("No current offers in {tab}.", values) : t("No current offers.");
  }
  if (q && inTab) return t("{count, plural, one {# offer} other {# offers}} for “{query}” in {tab}", values);
  if (q) return t("{count, plural, one {# offer} other {# offers}} for “{query}”", values);
  return inTab
    ? t("{count, plural, one {# offer} other {# offers}} in {tab}", values)
    : t("{count, plural, one {# offer} other {# offers}}", values);
}

function OfferCard({ offer }: { offer: Offer }) {
  const { t, language } = useT("catalogue");
  return (
    <article
      aria-labelledby={`offer-${offer.id}`}
      className="flex h-full flex-col gap-3 rounded-2xl border border-gray-200 p-4 shadow-sm"
    >
      <p className="flex flex-wrap items-center gap-2">
        <span className="rounded-md bg-brand-600 px-2 py-1 text-sm font-bold text-white">{offer.discountLabel}</span>
        {offer.isNew ? (
          <span className="rounded-md bg-green-100 px-2 py-1 text-xs font-semibold text-green-900">{t("New")}</span>
        ) : null}
      </p>
      <h3 id={`offer-${offer.id}`} className="text-lg font-bold">
        {offer.title}
      </h3>
      <p className="text-gray-800">{offer.description}</p>
      {offer.code ? (
        <>
          <CopyCode code={offer.code} />
          {offer.minimumPaise !== null ? (
            <p className="meta">
              {t("{terms}. Apply it on the cart page.", { terms: promoTermsText(offer.minimumPaise, t) })}
            </p>
          ) : null}
        </>
      ) : (
        <p className="meta">{t("No code needed.")}</p>
      )}
      <p className="mt-auto text-sm text-gray-700">
        {t("Valid until {date}", { date: formatDate(offer.validUntil, language) })}
      </p>
      <Link to={offer.link} className="font-semibold text-brand-700 underline">
        {t("Find restaurants")}
        <span className="sr-only"> {t("for {offer}", { offer: offer.title })}</span>
      </Link>
    </article>
  );
}

function OfferSection({ id, title, offers, grid }: { id: string; title: string; offers: Offer[]; grid: string }) {
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <ul className={`mt-3 grid gap-4 ${grid}`}>
        {offers.map((offer) => (
          <li key={offer.id}>
            <OfferCard offer={offer} />
          </li>
        ))}
      </ul>
    </section>
  );
}
