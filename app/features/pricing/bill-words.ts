import { distanceText } from "~/features/catalogue/delivery-estimate";
import type { Translate } from "~/lib/i18n";
import { formatRupees } from "~/lib/money";
import type { PriceBreakdown, Surcharge, TaxLine } from "./pricing";
import { discountLines, offerText } from "./pricing-words";
import type { RestaurantOffer } from "./restaurant-offers";

/**
 * A bill as every page shows it — the cart's summary before the order, the order page, the receipt, the
 * invoice's totals, the console and the e-mails — from the cart's `PriceBreakdown` or an order's stored
 * figures (`orders.server.ts`). Orders placed before the Indian bill (version 1) keep the lines they had:
 * a service fee and "Tax (8%)".
 */
export type Bill = Pick<
  PriceBreakdown,
  | "subtotalPaise"
  | "itemDiscountPaise"
  | "discountPaise"
  | "packagingPaise"
  | "deliveryFeePaise"
  | "freeDeliveryPaise"
  | "distanceKm"
  | "surcharges"
  | "platformFeePaise"
  | "taxes"
  | "taxPaise"
  | "tipPaise"
  | "roundOffPaise"
  | "totalPaise"
> & {
  version: 1 | 2;
  /** Version 1's service fee (0 on version 2). */
  serviceFeePaise: number;
  /** The restaurant's offer: its terms (worded in the page's language) or, for old orders, its English words. */
  offer: { terms: RestaurantOffer | null; text: string | null; discountPaise: number; freeDelivery: boolean } | null;
  promoCode: string | null;
};

export interface BillRow {
  label: string;
  paise: number;
  /** What is shown instead of ₹0 for a delivery the offer paid for: "Free", in the page's language. */
  free?: string;
}

export interface BillView {
  rows: BillRow[];
  /** "GST and restaurant charges": the packaging and every tax, one line that opens to show them. */
  charges: { label: string; paise: number; rows: BillRow[] } | null;
  /** The tip and the round-off, after the charges. */
  after: BillRow[];
  total: BillRow;
  /** "You saved ₹X on this order": every discount and a delivery the offer made free; null when nothing was. */
  saved: string | null;
}

/** The cart's price as a bill. */
export function billOfPrice(price: PriceBreakdown): Bill {
  return {
    version: 2,
    subtotalPaise: price.subtotalPaise,
    itemDiscountPaise: price.itemDiscountPaise,
    offer: price.offer && {
      terms: price.offer.terms,
      text: price.offer.text,
      discountPaise: price.offer.discountPaise,
      freeDelivery: price.offer.freeDelivery,
    },
    discountPaise: price.discountPaise,
    promoCode: price.promo?.applied ? price.promo.code : null,
    packagingPaise: price.packagingPaise,
    deliveryFeePaise: price.deliveryFeePaise,
    freeDeliveryPaise: price.freeDeliveryPaise,
    distanceKm: price.distanceKm,
    surcharges: price.surcharges,
    platformFeePaise: price.platformFeePaise,
    serviceFeePaise: 0,
    taxes: price.taxes,
    taxPaise: price.taxPaise,
    tipPaise: price.tipPaise,
    roundOffPaise: price.roundOffPaise,
    totalPaise: price.totalPaise,
  };
}

const SURCHARGE_LABELS: Record<Surcharge["reason"], (t: Translate) => string> = {
  "late-night": (t) => t("Late-night delivery surcharge"),
  rain: (t) => t("Rain surcharge"),
};

/** "GST on food: CGST 2.5%", "GST on delivery: IGST 18%". */
export function taxLabel(tax: Pick<TaxLine, "on" | "kind" | "basisPoints">, t: Translate): string {
  const rate = t("{kind} {percent}%", { kind: tax.kind.toUpperCase(), percent: tax.basisPoints / 100 });
  switch (tax.on) {
    case "food":
      return t("GST on food and packaging: {rate}", { rate });
    case "delivery":
      return t("GST on delivery: {rate}", { rate });
    case "platform":
      return t("GST on platform fee: {rate}", { rate });
  }
}

/** Every line of `bill` in `t`'s language, in the order customers know from Swiggy and Zomato. */
export function billView(bill: Bill, t: Translate): BillView {
  const offer = bill.offer?.terms ? offerText(bill.offer.terms, t) : (bill.offer?.text ?? null);
  const discounts = discountLines(
    {
      itemDiscountPaise: bill.itemDiscountPaise,
      offerText: offer,
      offerDiscountPaise: bill.offer?.discountPaise ?? 0,
      promoCode: bill.promoCode,
      discountPaise: bill.discountPaise,
    },
    t,
  ).map(([label, paise]) => ({ label, paise }));
  const freeDelivery = Boolean(bill.offer?.freeDelivery) && bill.deliveryFeePaise === 0;
  const deliveryLabel =
    freeDelivery && offer
      ? t("Delivery fee ({offer})", { offer })
      : bill.distanceKm !== null && bill.version === 2
        ? t("Delivery fee ({distance})", { distance: distanceText(bill.distanceKm, t) })
        : t("Delivery fee");
  const rows: BillRow[] = [
    { label: t("Subtotal"), paise: bill.subtotalPaise },
    ...discounts,
    { label: deliveryLabel, paise: bill.deliveryFeePaise, ...(freeDelivery ? { free: t("Free") } : {}) },
  ];
  const savedPaise =
    bill.itemDiscountPaise + (bill.offer?.discountPaise ?? 0) + bill.discountPaise + bill.freeDeliveryPaise;
  const saved = savedPaise > 0 ? t("You saved {amount} on this order", { amount: formatRupees(savedPaise) }) : null;
  const total = { label: t("Total"), paise: bill.totalPaise };
  if (bill.version === 1) {
    rows.push({ label: t("Service fee"), paise: bill.serviceFeePaise }, { label: t("Tax (8%)"), paise: bill.taxPaise });
    return { rows, charges: null, after: [], total, saved };
  }
  rows.push(
    ...bill.surcharges.map((surcharge) => ({ label: SURCHARGE_LABELS[surcharge.reason](t), paise: surcharge.paise })),
    { label: t("Platform fee"), paise: bill.platformFeePaise },
  );
  const chargeRows: BillRow[] = [
    ...(bill.packagingPaise > 0 ? [{ label: t("Restaurant packaging charges"), paise: bill.packagingPaise }] : []),
    ...bill.taxes.map((tax) => ({ label: taxLabel(tax, t), paise: tax.paise })),
  ];
  const after: BillRow[] = [
    ...(bill.tipPaise > 0 ? [{ label: t("Delivery partner tip"), paise: bill.tipPaise }] : []),
    ...(bill.roundOffPaise !== 0 ? [{ label: t("Round off"), paise: bill.roundOffPaise }] : []),
  ];
  return {
    rows,
    charges: {
      label: t("GST and restaurant charges"),
      paise: bill.packagingPaise + bill.taxPaise,
      rows: chargeRows,
    },
    after,
    total,
    saved,
  };
}
