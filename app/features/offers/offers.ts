import { PRICING, type PromoCode } from "~/features/pricing/pricing-config";
import type { Translate } from "~/lib/i18n";
import { formatRupees } from "~/lib/money";

/** The Offers page tabs; 'all' shows every deal. Their names are translated where they are shown. */
export const OFFER_TABS = {
  all: "All",
  pizza: "Pizza",
  burgers: "Burgers",
  asian: "Asian",
  desserts: "Desserts",
} as const;
export type OfferTab = keyof typeof OFFER_TABS;

export const MAX_OFFER_QUERY = 60;

export interface Offer {
  id: string;
  title: string;
  description: string;
  discountLabel: string;
  code: string | null;
  /** The code's conditions as checkout applies them, e.g. "Min. order ₹25". */
  terms: string | null;
  category: string;
  link: string;
  featured: boolean;
  isNew: boolean;
  validUntil: string;
}

/** The Offers page's search and tab, from `?q=` and `?category=` (`offerQuerySchema`, offers-query.server.ts). */
export interface OfferQuery {
  q: string;
  tab: OfferTab;
}

export function isPromoCode(code: string): code is PromoCode {
  return Object.hasOwn(PRICING.promos, code);
}

/** What checkout requires for a code, written with `t`; null for a code checkout would refuse. */
export function promoTerms(code: string, t: Translate): string | null {
  if (!isPromoCode(code)) return null;
  return t("Min. order {amount}", { amount: formatRupees(PRICING.promos[code].minimumPaise) });
}

/**
 * The deals to show: not expired at `now`, in the chosen tab (deals valid everywhere belong to every tab),
 * and matching every word of the search in the title, description or code.
 */
export function selectOffers(offers: Offer[], query: OfferQuery, now: Date): Offer[] {
  const words = query.q.toLowerCase().split(/\s+/).filter(Boolean);
  return offers.filter((offer) => {
    if (Date.parse(offer.validUntil) <= now.getTime()) return false;
    if (query.tab !== "all" && offer.category !== query.tab && offer.category !== "all") return false;
    const text = `${offer.title} ${offer.description} ${offer.code ?? ""} ${offer.discountLabel}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

export interface Deal {
  title: string;
  detail: string;
}

/**
 * A menu's 'Deals for You': only what checkout applies. The restaurant's own offer and its dishes'
 * offers (no code needed), then the promo codes with their terms; written with `t`.
 */
export function menuDeals(
  restaurantOffer: string | null,
  dishOfferPercents: readonly (number | null)[],
  t: Translate,
): Deal[] {
  const deals: Deal[] = [];
  if (restaurantOffer) deals.push({ title: restaurantOffer, detail: t("Applied at checkout. No code needed.") });
  const best = Math.max(0, ...dishOfferPercents.map((percent) => percent ?? 0));
  if (best > 0) {
    deals.push({
      title: t("Up to {percent}% OFF on dishes", { percent: best }),
      detail: t("On dishes marked % OFF. No code needed."),
    });
  }
  for (const code of Object.keys(PRICING.promos) as PromoCode[]) {
    deals.push({
      title: t("{offer} with {code}", { offer: t(PRICING.promos[code].description), code }),
      detail: t("{terms}. Apply it on the cart page.", { terms: promoTerms(code, t) ?? "" }),
    });
  }
  return deals;
}
