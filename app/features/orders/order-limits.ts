/**
 * What one order may hold (security probe N17): enough for a large family or an office lunch, not a
 * cart of thousands that a restaurant would cook for a cash order nobody pays for. Cash on delivery has
 * a ceiling (online payment above it) and a limit on orders still open, as Indian delivery apps do.
 */
export const ORDER_LIMITS = {
  /** Different dishes (and choices of one dish) in one order. */
  lines: 25,
  /** Dishes in one order, counting each of a quantity. */
  items: 50,
  /** The largest cash-on-delivery order, in paise (₹5,000). */
  codMaxPaise: 5_000_00,
  /** Cash orders a customer may have open (not delivered or cancelled) at once. */
  openCodOrders: 3,
} as const;

export type OrderLimit = "lines" | "items" | "cod-value" | "open-cod-orders";

/** The first limit an order breaks, or null when it breaks none. */
export function brokenOrderLimit(order: {
  lines: { quantity: number }[];
  totalPaise: number;
  cod: boolean;
  openCodOrders: number;
}): OrderLimit | null {
  if (order.lines.length > ORDER_LIMITS.lines) return "lines";
  if (order.lines.reduce((sum, line) => sum + line.quantity, 0) > ORDER_LIMITS.items) return "items";
  if (order.cod && order.totalPaise > ORDER_LIMITS.codMaxPaise) return "cod-value";
  if (order.cod && order.openCodOrders >= ORDER_LIMITS.openCodOrders) return "open-cod-orders";
  return null;
}
