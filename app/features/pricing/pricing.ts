import { formatRupees } from "~/lib/money";
import { PRICING, type PromoCode } from "./pricing-config";

/**
 * Order pricing, computed on the server only, all in integer paise.
 * Rounding rule: a computed amount (a percentage discount, the tax) is rounded to the nearest paisa,
 * halves up, once, where it is computed; sums of rounded amounts are exact.
 */
export interface PriceBreakdown {
  subtotalPaise: number;
  discountPaise: number;
  deliveryFeePaise: number;
  serviceFeePaise: number;
  taxPaise: number;
  totalPaise: number;
  promo: { code: PromoCode; applied: boolean; message: string | null } | null;
}

export type PromoCheck = { ok: true; code: PromoCode } | { ok: false; message: string };

function percentOf(paise: number, basisPoints: number): number {
  return Math.round((paise * basisPoints) / 10_000);
}

/** A promo code as typed, matched case-insensitively, checked against the subtotal. */
export function checkPromo(text: string, subtotalPaise: number): PromoCheck {
  const code = text.trim().toUpperCase();
  if (!Object.hasOwn(PRICING.promos, code)) return { ok: false, message: "Invalid promo code." };
  const promo = PRICING.promos[code as PromoCode];
  if (subtotalPaise < promo.minimumPaise) return { ok: false, message: `Minimum order of ${formatRupees(promo.minimumPaise)} required.` };
  return { ok: true, code: code as PromoCode };
}

function discountFor(code: PromoCode, subtotalPaise: number): number {
  const promo = PRICING.promos[code];
  const discount = promo.kind === "percent" ? percentOf(subtotalPaise, promo.percent * 100) : promo.amountPaise;
  return Math.min(discount, subtotalPaise);
}

/** Every charge of an order from its line amounts and the promo code kept with the cart. */
export function priceOrder(lines: readonly { unitPricePaise: number; quantity: number }[], promoCode: string | null): PriceBreakdown {
  const subtotalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  if (subtotalPaise === 0) {
    return { subtotalPaise: 0, discountPaise: 0, deliveryFeePaise: 0, serviceFeePaise: 0, taxPaise: 0, totalPaise: 0, promo: null };
  }
  let promo: PriceBreakdown["promo"] = null;
  let discountPaise = 0;
  if (promoCode) {
    const check = checkPromo(promoCode, subtotalPaise);
    const code = promoCode.trim().toUpperCase() as PromoCode;
    if (check.ok) {
      discountPaise = discountFor(check.code, subtotalPaise);
      promo = { code: check.code, applied: true, message: null };
    } else if (Object.hasOwn(PRICING.promos, code)) {
      promo = { code, applied: false, message: check.message };
    }
  }
  const deliveryFeePaise = subtotalPaise - discountPaise >= PRICING.freeDeliveryFromPaise ? 0 : PRICING.deliveryFeePaise;
  const serviceFeePaise = PRICING.serviceFeePaise;
  const taxPaise = percentOf(subtotalPaise, PRICING.taxBasisPoints);
  const totalPaise = subtotalPaise + deliveryFeePaise + serviceFeePaise + taxPaise - discountPaise;
  return { subtotalPaise, discountPaise, deliveryFeePaise, serviceFeePaise, taxPaise, totalPaise, promo };
}
