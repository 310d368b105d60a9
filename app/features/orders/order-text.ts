import { stateText } from "~/features/addresses/addresses-words";
import { paymentMethodText } from "~/features/cart/cart-rules";
import { BRAND } from "~/lib/brand";
import { formatDateTimeLong } from "~/lib/dates";
import type { Language, Translate } from "~/lib/i18n";
import { slotText } from "./delivery-slots";
import { displayOrderId } from "./order-status";
import type { Order } from "./orders.server";

/** What an order's pages write of it, in a language: the bill, the payment, the receipt. Pure, for the pages and tests. */

/** "Payment: UPI · Paid": the method and the payment's state (`orderPaymentLabel`'s English, an id) in the page's language. */
export function paymentText(order: Pick<Order, "paymentMethod" | "paymentStatus">, t: Translate): string {
  return t("Payment: {method} · {status}", {
    method: paymentMethodText(order.paymentMethod, t),
    status: t(order.paymentStatus),
  });
}

/** A receipt as the receipt page loads it: the order, its seller's licence, our company, the customer's name. */
export interface ReceiptData {
  order: Order;
  fssaiLicence: string | null;
  company: { name: string; gstin: string | null };
  customer: string;
}

/** Every line of a receipt's text but its dishes and bill (`BillLines`), in `language`. */
export function receiptText({ order, fssaiLicence, company, customer }: ReceiptData, t: Translate, language: Language) {
  const a = order.address;
  return {
    title: t("Receipt"),
    heading: t("{brand} · Order #{id} · {date}", {
      brand: BRAND,
      id: displayOrderId(order.id),
      date: formatDateTimeLong(order.createdAt, language),
    }),
    seller: order.restaurantName,
    licence: fssaiLicence ? t("FSSAI Lic. No. {licence}", { licence: fssaiLicence }) : null,
    billedTo: t("Billed to {customer}, {address}", {
      customer,
      address: `${a.line1}, ${a.city}, ${stateText(a.state, t)} ${a.zipCode}`,
    }),
    slot: order.scheduledFor ? t("Delivery slot: {slot}", { slot: slotText(order.scheduledFor, language) }) : null,
    payment: paymentText(order, t),
    facilitator: company.gstin
      ? t("Order facilitated by {company} · GSTIN {gstin}", { company: company.name, gstin: company.gstin })
      : t("Order facilitated by {company}", { company: company.name }),
  };
}
