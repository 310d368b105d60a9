import { checkPromo, type PromoCheck } from "~/features/pricing/pricing";
import { PROMOS, type PromoCode } from "~/features/pricing/pricing-config";
import type { Translate } from "~/lib/i18n";
import { formatRupees } from "~/lib/money";

/**
 * The cart's list of coupons (what a Swiggy or Zomato customer expects beside the promo field): every promo
 * code, each checked against the cart's food as applying it would check it, so it is applied with a button
 * rather than typed.
 */
export interface Coupon {
  code: PromoCode;
  check: PromoCheck;
}

/** Every promo code, and whether it applies to food worth `subtotalPaise` at menu prices. */
export function couponsFor(subtotalPaise: number): Coupon[] {
  return (Object.keys(PROMOS) as PromoCode[]).map((code) => ({ code, check: checkPromo(code, subtotalPaise) }));
}

/** A coupon as the cart lists it: its terms, and whether it applies to this cart or how much more it needs. */
export function couponText(
  { code, check }: Coupon,
  subtotalPaise: number,
  t: Translate,
): { code: PromoCode; terms: string; applies: boolean; note: string } {
  const promo = PROMOS[code];
  const minimum = formatRupees(promo.minimumPaise);
  const terms =
    promo.kind === "percent"
      ? t("{percent}% off the food after the restaurant's offer, on food of {minimum} or more", {
          percent: promo.percent,
          minimum,
        })
      : t("{amount} off the food after the restaurant's offer, on food of {minimum} or more", {
          amount: formatRupees(promo.amountPaise),
          minimum,
        });
  const note = check.ok
    ? t("Applies to this cart")
    : t("Add food worth {amount} more to use it", { amount: formatRupees(promo.minimumPaise - subtotalPaise) });
  return { code, terms, applies: check.ok, note };
}
