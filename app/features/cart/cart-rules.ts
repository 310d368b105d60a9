import { TIPS } from "~/features/pricing/pricing-config";
import type { TipRefusal } from "./cart-outcomes";
import type { Translate } from "~/lib/i18n";

export const MAX_QUANTITY = 20;
export const MAX_INSTRUCTIONS = 300;
export const PAYMENT_METHODS = ["Credit Card", "UPI", "Debit Card", "COD", "Wallet"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = "UPI";

/** The header's cart badge: the item count, capped at 99+. */
export function cartBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? "99+" : String(count);
}

/** A payment method as pages name it: "Credit Card" in the page's language; "UPI" and "COD" as they are. */
export function paymentMethodText(method: string, t: Translate): string {
  switch (method) {
    case "Credit Card":
      return t("Credit Card");
    case "Debit Card":
      return t("Debit Card");
    case "Wallet":
      return t("Wallet");
    default:
      return method;
  }
}

/** A payment method as the checkout's and the profile's choices offer it: COD spelt out. */
export function paymentMethodChoice(method: string, t: Translate): string {
  return method === "COD" ? t("Cash on Delivery (COD)") : paymentMethodText(method, t);
}

/** The tip chosen on the cart: a listed amount in rupees, "0" for none, or "other" with the rupees typed. */
export function chosenTip(choice: string, other: string | undefined): { ok: true; paise: number } | TipRefusal {
  if (choice === "0") return { ok: true, paise: 0 };
  const listed = TIPS.choicesPaise.find((paise) => String(paise / 100) === choice);
  if (listed) return { ok: true, paise: listed };
  const rupees = /^\d{1,6}$/.test(other ?? "") ? Number(other) : NaN;
  if (choice === "other" && rupees >= 1 && rupees * 100 <= TIPS.maxPaise) return { ok: true, paise: rupees * 100 };
  return { ok: false, code: "tip-invalid", field: "tipOther", maxPaise: TIPS.maxPaise };
}
