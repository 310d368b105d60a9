import type { Selectable } from "kysely";
import type { Restaurants } from "~/db/database-types";

/**
 * A restaurant's own offer, applied by checkout without a code. The card, the menu's 'Deals for
 * You', the cart's summary and the receipt all word it with `offerText` (pricing-words.ts), so what is advertised is
 * exactly what is charged.
 */
export type RestaurantOffer =
  /** "20% OFF up to ₹100": a share of the food, capped. */
  | { kind: "percent"; percent: number; maxDiscountPaise: number }
  /** "Flat ₹75 OFF above ₹249". */
  | { kind: "flat"; amountPaise: number; minSubtotalPaise: number }
  /** "Free delivery" (minimum 0) or "Free delivery above ₹199". */
  | { kind: "free-delivery"; minSubtotalPaise: number }
  /** "Buy 1 Get 1 Free": every second unit of the same dish is free. */
  | { kind: "bogo" };

/** How a restaurant row stores its offer (`offer_type` is what the listing filters by). */
export type StoredOffer = Pick<
  Selectable<Restaurants>,
  "offer_type" | "offer_percent" | "offer_flat_paise" | "offer_min_subtotal_paise" | "offer_max_discount_paise"
>;

export function readOffer(row: StoredOffer): RestaurantOffer | null {
  switch (row.offer_type) {
    case "discount":
      if (row.offer_percent !== null)
        return { kind: "percent", percent: row.offer_percent, maxDiscountPaise: row.offer_max_discount_paise ?? 0 };
      if (row.offer_flat_paise !== null)
        return { kind: "flat", amountPaise: row.offer_flat_paise, minSubtotalPaise: row.offer_min_subtotal_paise ?? 0 };
      return null;
    case "free_delivery":
      return { kind: "free-delivery", minSubtotalPaise: row.offer_min_subtotal_paise ?? 0 };
    case "bogo":
      return { kind: "bogo" };
    default:
      return null;
  }
}

export function storeOffer(offer: RestaurantOffer | null): StoredOffer {
  const none = {
    offer_percent: null,
    offer_flat_paise: null,
    offer_min_subtotal_paise: null,
    offer_max_discount_paise: null,
  };
  if (!offer) return { offer_type: null, ...none };
  switch (offer.kind) {
    case "percent":
      return {
        ...none,
        offer_type: "discount",
        offer_percent: offer.percent,
        offer_max_discount_paise: offer.maxDiscountPaise,
      };
    case "flat":
      return {
        ...none,
        offer_type: "discount",
        offer_flat_paise: offer.amountPaise,
        offer_min_subtotal_paise: offer.minSubtotalPaise,
      };
    case "free-delivery":
      return { ...none, offer_type: "free_delivery", offer_min_subtotal_paise: offer.minSubtotalPaise };
    case "bogo":
      return { ...none, offer_type: "bogo" };
  }
}

/** The smallest food amount (after dish offers) at which the offer applies. */
export function offerMinimum(offer: RestaurantOffer): number {
  return offer.kind === "flat" || offer.kind === "free-delivery" ? offer.minSubtotalPaise : 0;
}
