import type { Translate } from "~/lib/i18n";
import { formatRupees } from "~/lib/money";
import { PRICING, type PromoCode } from "./pricing-config";
import { inEnglish, offerMinimum, offerText, type RestaurantOffer } from "./restaurant-offers";

/**
 * Order pricing, computed on the server only, all in integer paise.
 *
 * In order: dish offers ("15% OFF" on a dish) lower each unit's price; the restaurant's own offer
 * applies to the food after them; a promo code applies to what remains (its minimum is checked on
 * the menu-price subtotal). Delivery is free when the food after every discount reaches ₹35, or
 * when the restaurant's free-delivery offer applies. Tax is 8% of the menu-price subtotal.
 * Rounding: a computed amount (a percentage, the tax) is rounded to the nearest paisa, halves up,
 * once, where it is computed; sums of rounded amounts are exact.
 */
export interface PriceBreakdown {
  /** The food at menu prices. */
  subtotalPaise: number;
  /** Dish offers, summed over the lines. */
  itemDiscountPaise: number;
  /** The restaurant's offer: what it takes off, or why it does not apply yet. */
  offer: OfferApplied | null;
  /** The promo code's discount. */
  discountPaise: number;
  deliveryFeePaise: number;
  serviceFeePaise: number;
  taxPaise: number;
  totalPaise: number;
  promo: { code: PromoCode; applied: boolean; message: string | null } | null;
}

export interface OfferApplied {
  /** The offer's wording in English, as an order keeps it (`offerText(terms, t)` words it for a page). */
  text: string;
  terms: RestaurantOffer;
  discountPaise: number;
  freeDelivery: boolean;
  /** How much more food would make the offer apply (0 when it applies). */
  shortfallPaise: number;
}

export interface PricedLine {
  unitPricePaise: number;
  quantity: number;
  /** The dish's own offer, e.g. 15 for "15% OFF"; null for none. */
  dishOfferPercent: number | null;
}

export type PromoCheck = { ok: true; code: PromoCode } | { ok: false; message: string };

function percentOf(paise: number, basisPoints: number): number {
  return Math.round((paise * basisPoints) / 10_000);
}

/** A unit's price after its dish offer. */
export function offerUnitPrice(line: Pick<PricedLine, "unitPricePaise" | "dishOfferPercent">): number {
  return line.unitPricePaise - percentOf(line.unitPricePaise, (line.dishOfferPercent ?? 0) * 100);
}

/** A promo code as typed, matched case-insensitively, checked against the subtotal; a refusal in `t`'s language. */
export function checkPromo(text: string, subtotalPaise: number, t: Translate): PromoCheck {
  const code = text.trim().toUpperCase();
  if (!Object.hasOwn(PRICING.promos, code)) return { ok: false, message: t("Invalid promo code.") };
  const promo = PRICING.promos[code as PromoCode];
  if (subtotalPaise < promo.minimumPaise)
    return {
      ok: false,
      message: t("Minimum order of {amount} required.", { amount: formatRupees(promo.minimumPaise) }),
    };
  return { ok: true, code: code as PromoCode };
}

function promoDiscount(code: PromoCode, amountPaise: number): number {
  const promo = PRICING.promos[code];
  const discount = promo.kind === "percent" ? percentOf(amountPaise, promo.percent * 100) : promo.amountPaise;
  return Math.min(discount, amountPaise);
}

/** What the restaurant's offer does for this food (`foodPaise`: after dish offers). */
export function applyOffer(offer: RestaurantOffer, lines: readonly PricedLine[], foodPaise: number): OfferApplied {
  const shortfallPaise = Math.max(0, offerMinimum(offer) - foodPaise);
  const applies = shortfallPaise === 0;
  let discountPaise = 0;
  if (applies && offer.kind === "percent")
    discountPaise = Math.min(percentOf(foodPaise, offer.percent * 100), offer.maxDiscountPaise);
  if (applies && offer.kind === "flat") discountPaise = Math.min(offer.amountPaise, foodPaise);
  if (offer.kind === "bogo")
    discountPaise = lines.reduce((sum, line) => sum + Math.floor(line.quantity / 2) * offerUnitPrice(line), 0);
  return {
    text: offerText(offer, inEnglish),
    terms: offer,
    discountPaise,
    freeDelivery: applies && offer.kind === "free-delivery",
    shortfallPaise,
  };
}

/**
 * Every charge of an order from its lines, the restaurant's offer and the promo code kept with the cart; why
 * the promo code does not apply yet in `t`'s language.
 */
export function priceOrder(
  lines: readonly PricedLine[],
  restaurantOffer: RestaurantOffer | null,
  promoCode: string | null,
  t: Translate,
): PriceBreakdown {
  const subtotalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  if (subtotalPaise === 0) {
    return {
      subtotalPaise: 0,
      itemDiscountPaise: 0,
      offer: null,
      discountPaise: 0,
      deliveryFeePaise: 0,
      serviceFeePaise: 0,
      taxPaise: 0,
      totalPaise: 0,
      promo: null,
    };
  }
  const itemDiscountPaise = lines.reduce(
    (sum, line) => sum + (line.unitPricePaise - offerUnitPrice(line)) * line.quantity,
    0,
  );
  const foodPaise = subtotalPaise - itemDiscountPaise;
  const offer = restaurantOffer ? applyOffer(restaurantOffer, lines, foodPaise) : null;
  const afterOfferPaise = foodPaise - (offer?.discountPaise ?? 0);

  let promo: PriceBreakdown["promo"] = null;
  let discountPaise = 0;
  if (promoCode) {
    const check = checkPromo(promoCode, subtotalPaise, t);
    const code = promoCode.trim().toUpperCase() as PromoCode;
    if (check.ok) {
      discountPaise = promoDiscount(check.code, afterOfferPaise);
      promo = { code: check.code, applied: true, message: null };
    } else if (Object.hasOwn(PRICING.promos, code)) {
      promo = { code, applied: false, message: check.message };
    }
  }
  const payableFoodPaise = afterOfferPaise - discountPaise;
  const deliveryFeePaise =
    offer?.freeDelivery || payableFoodPaise >= PRICING.freeDeliveryFromPaise ? 0 : PRICING.deliveryFeePaise;
  const serviceFeePaise = PRICING.serviceFeePaise;
  const taxPaise = percentOf(subtotalPaise, PRICING.taxBasisPoints);
  const totalPaise = payableFoodPaise + deliveryFeePaise + serviceFeePaise + taxPaise;
  return {
    subtotalPaise,
    itemDiscountPaise,
    offer,
    discountPaise,
    deliveryFeePaise,
    serviceFeePaise,
    taxPaise,
    totalPaise,
    promo,
  };
}

/**
 * The discount lines of a bill, each its own line, as the cart's summary and the receipt show them, labelled
 * in `t`'s language.
 */
export function discountLines(
  bill: {
    itemDiscountPaise: number;
    offerText: string | null;
    offerDiscountPaise: number;
    promoCode: string | null;
    discountPaise: number;
  },
  t: Translate,
): [label: string, paise: number][] {
  const lines: [string, number][] = [];
  if (bill.itemDiscountPaise > 0) lines.push([t("Dish offers"), -bill.itemDiscountPaise]);
  if (bill.offerDiscountPaise > 0)
    lines.push([t("Restaurant offer: {offer}", { offer: bill.offerText }), -bill.offerDiscountPaise]);
  if (bill.discountPaise > 0) lines.push([t("Promo ({code})", { code: bill.promoCode }), -bill.discountPaise]);
  return lines;
}
