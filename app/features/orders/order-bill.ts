import type { Selectable } from "kysely";
import type { Orders } from "~/db/database-types";
import type { Bill } from "~/features/pricing/bill-words";
import type { Surcharge, TaxLine } from "~/features/pricing/pricing";
import type { RestaurantOffer } from "~/features/pricing/restaurant-offers";

/** The columns an order keeps its bill in, as a query selects them from `orders`. */
export const STORED_BILL_COLUMNS = [
  "orders.bill_version",
  "orders.subtotal_paise",
  "orders.item_discount_paise",
  "orders.offer_discount_paise",
  "orders.offer_terms",
  "orders.offer_text",
  "orders.discount_paise",
  "orders.promo_code",
  "orders.packaging_paise",
  "orders.delivery_fee_paise",
  "orders.free_delivery_paise",
  "orders.distance_km",
  "orders.surcharges",
  "orders.platform_fee_paise",
  "orders.service_fee_paise",
  "orders.tax_lines",
  "orders.tax_paise",
  "orders.tip_paise",
  "orders.round_off_paise",
  "orders.total_paise",
] as const;

export type StoredBill = Pick<
  Selectable<Orders>,
  | "bill_version"
  | "subtotal_paise"
  | "item_discount_paise"
  | "offer_discount_paise"
  | "offer_terms"
  | "offer_text"
  | "discount_paise"
  | "promo_code"
  | "packaging_paise"
  | "delivery_fee_paise"
  | "free_delivery_paise"
  | "distance_km"
  | "surcharges"
  | "platform_fee_paise"
  | "service_fee_paise"
  | "tax_lines"
  | "tax_paise"
  | "tip_paise"
  | "round_off_paise"
  | "total_paise"
>;

/** An order's bill as it was charged, for every page that shows it (`BillLines`, `billView`). */
export function storedBill(row: StoredBill): Bill {
  const terms = row.offer_terms ? (JSON.parse(row.offer_terms) as RestaurantOffer) : null;
  const freeDelivery = terms?.kind === "free-delivery";
  return {
    version: row.bill_version === 2 ? 2 : 1,
    subtotalPaise: row.subtotal_paise,
    itemDiscountPaise: row.item_discount_paise,
    offer:
      terms || row.offer_text
        ? { terms, text: row.offer_text, discountPaise: row.offer_discount_paise, freeDelivery }
        : null,
    discountPaise: row.discount_paise,
    promoCode: row.promo_code,
    packagingPaise: row.packaging_paise,
    deliveryFeePaise: row.delivery_fee_paise,
    freeDeliveryPaise: row.free_delivery_paise,
    distanceKm: row.distance_km,
    surcharges: JSON.parse(row.surcharges) as Surcharge[],
    platformFeePaise: row.platform_fee_paise,
    serviceFeePaise: row.service_fee_paise,
    taxes: JSON.parse(row.tax_lines) as TaxLine[],
    taxPaise: row.tax_paise,
    tipPaise: row.tip_paise,
    roundOffPaise: row.round_off_paise,
    totalPaise: row.total_paise,
  };
}
