import type { Translate } from "~/lib/i18n";
import { formatRupees } from "~/lib/money";
import type { Words } from "~/lib/words";
import type { PromoRefusal } from "./pricing";
import type { RestaurantOffer } from "./restaurant-offers";

/** Why a promo code does not apply, as the cart's promo box and summary say it. */
export const PRICING_WORDS: Words<PromoRefusal> = {
  "promo-invalid": (_, t) => t("Invalid promo code."),
  "promo-minimum": ({ minimumPaise }, t) =>
    t("Minimum order of {amount} required.", { amount: formatRupees(minimumPaise) }),
};

/**
 * English as the catalogues have it, for messages with plain `{arguments}` only: the wording an order keeps
 * (`offer_text`) whatever the page's language, and what callers that pass no `t` get.
 */
export const inEnglish = ((id: string, values: Record<string, unknown> = {}) =>
  id.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))) as Translate;

/** "20% OFF up to ₹100", "Flat ₹75 OFF above ₹249", "Free delivery above ₹199", "Buy 1 Get 1 Free". */
export function offerText(offer: RestaurantOffer, t: Translate): string {
  switch (offer.kind) {
    case "percent":
      return t("{percent}% OFF up to {amount}", {
        percent: offer.percent,
        amount: formatRupees(offer.maxDiscountPaise),
      });
    case "flat":
      return t("Flat {amount} OFF above {minimum}", {
        amount: formatRupees(offer.amountPaise),
        minimum: formatRupees(offer.minSubtotalPaise),
      });
    case "free-delivery":
      return offer.minSubtotalPaise > 0
        ? t("Free delivery above {minimum}", { minimum: formatRupees(offer.minSubtotalPaise) })
        : t("Free delivery");
    case "bogo":
      return t("Buy 1 Get 1 Free");
  }
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
