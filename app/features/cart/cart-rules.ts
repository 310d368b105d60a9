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

/** 'N item(s) added', as the menu's cart bar says it. */
export function itemsAdded(count: number, t: Translate): string {
  return t("{count, plural, one {# item added} other {# items added}}", { count });
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
