import type { Bill } from "./bill-words";
import { priceOrder, type BillContext, type PricedLine } from "./pricing";

/** What the pricing and bill tests build bills from. */
export const line = (
  rupees: number,
  quantity = 1,
  dishOfferPercent: number | null = null,
  packagingRupees = 0,
): PricedLine => ({
  unitPricePaise: Math.round(rupees * 100),
  quantity,
  dishOfferPercent,
  packagingPaise: Math.round(packagingRupees * 100),
});

/** 14:00 in India (08:30 UTC), 2 km, Bengaluru, no rain, no tip. */
export const DAY = new Date("2026-11-26T08:30:00Z");
export const context = (overrides: Partial<BillContext> = {}): BillContext => ({
  offer: null,
  promoCode: null,
  distanceKm: 2,
  citySlug: "bengaluru",
  raining: false,
  deliverAt: DAY,
  interState: false,
  tipPaise: 0,
  ...overrides,
});
export const price = (lines: PricedLine[], overrides: Partial<BillContext> = {}) =>
  priceOrder(lines, context(overrides));
/** A bill's lines added up (a cart's price or an order's stored bill): they must make its total. */
export const sumOfLines = (
  bill: Omit<Bill, "offer" | "version" | "promoCode" | "serviceFeePaise"> & { offer: { discountPaise: number } | null },
) =>
  bill.subtotalPaise -
  bill.itemDiscountPaise -
  (bill.offer?.discountPaise ?? 0) -
  bill.discountPaise +
  bill.packagingPaise +
  bill.deliveryFeePaise +
  bill.surcharges.reduce((sum, surcharge) => sum + surcharge.paise, 0) +
  bill.platformFeePaise +
  bill.taxPaise +
  bill.tipPaise +
  bill.roundOffPaise;
