import { countOf } from "~/lib/plural";

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
export function itemsAdded(count: number): string {
  return `${countOf(count, "item")} added`;
}
