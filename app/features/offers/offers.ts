import { PROMOS, type PromoCode } from "~/features/pricing/pricing-config";

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
  /** The code's minimum order as checkout applies it (`promoTermsText` says it), or null without a code. */
  minimumPaise: number | null;
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
  return Object.hasOwn(PROMOS, code);
}

/** The minimum order checkout requires for a code; null for a code checkout would refuse. */
export function promoMinimum(code: string): number | null {
  return isPromoCode(code) ? PROMOS[code].minimumPaise : null;
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

/** A deal a menu offers; `dealText` in offers-words.ts says it. */
export type Deal =
  /** The restaurant's own offer, as its card words it. */
  | { kind: "restaurant"; offer: string }
  /** Its dishes' best "% OFF". */
  | { kind: "dishes"; percent: number }
  | { kind: "promo"; code: PromoCode; description: string; minimumPaise: number };

/**
 * A menu's 'Deals for You': only what checkout applies. The restaurant's own offer and its dishes'
 * offers (no code needed), then the promo codes with their terms.
 */
export function menuDeals(restaurantOffer: string | null, dishOfferPercents: readonly (number | null)[]): Deal[] {
  const deals: Deal[] = [];
  if (restaurantOffer) deals.push({ kind: "restaurant", offer: restaurantOffer });
  const best = Math.max(0, ...dishOfferPercents.map((percent) => percent ?? 0));
  if (best > 0) deals.push({ kind: "dishes", percent: best });
  for (const code of Object.keys(PROMOS) as PromoCode[]) {
    const { description, minimumPaise } = PROMOS[code];
    deals.push({ kind: "promo", code, description, minimumPaise });
  }
  return deals;
}
