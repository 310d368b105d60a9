import { db } from "~/db/database.server";
import { invoicePdf, INVOICE_PDF_LANGUAGE } from "~/features/invoices/invoice-pdf.server";
import { findInvoice } from "~/features/invoices/invoices.server";
import { refundedPaise } from "~/features/payments/refunds.server";
import { config } from "~/lib/config.server";
import { DEFAULT_LANGUAGE, isLanguage } from "~/lib/i18n";
import { sendInBackground, sendWorded, type AttachmentWriter } from "~/lib/mail.server";
import { publicHref } from "~/lib/public-url.server";
import {
  orderCancelledMail,
  orderDeliveredMail,
  orderPlacedMail,
  type DeliveredMailValues,
  type OrderMailValues,
} from "./order-mail-words";
import { displayOrderId } from "./order-status";
import { findOrder, type Order } from "./orders.server";

/**
 * The customer's e-mails about their order, in the language they chose (else English): each is called once its
 * change has committed, and sends in the background (`sendInBackground`), so a slow or failing mail server
 * neither holds nor fails the change. Worded by order-mail-words.ts.
 */

interface Recipient {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  language: OrderMailValues["language"];
}

/** The order with its customer, or null for an order without one or a customer without an address (nobody to write to). */
async function orderWithCustomer(orderId: string): Promise<{ order: Order; to: Recipient } | null> {
  const row = await db()
    .selectFrom("orders")
    .innerJoin("users", "users.id", "orders.user_id")
    .select(["users.id", "users.email", "users.first_name", "users.last_name", "users.language"])
    .where("orders.id", "=", orderId)
    .executeTakeFirst();
  const order = row && (await findOrder(row.id, orderId));
  // An account signed up by mobile number may have no address to write to.
  if (!row?.email || !order) return null;
  const language = isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE;
  return {
    order,
    to: { userId: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name, language },
  };
}

function common(order: Order, to: Recipient): OrderMailValues {
  return {
    name: to.firstName,
    language: to.language,
    ref: displayOrderId(order.id),
    restaurant: order.restaurantName,
    orderLink: publicHref(`/profile/orders/${order.id}`),
  };
}

/** A cash order placed, or an online order paid: its dishes, bill and when it comes (its slot, if scheduled). */
export function mailOrderPlaced(orderId: string): void {
  sendInBackground(
    (async () => {
      const found = await orderWithCustomer(orderId);
      if (!found) return;
      const { order, to } = found;
      await sendWorded(to.email, to.language, orderPlacedMail, {
        ...common(order, to),
        items: order.items,
        bill: order.bill,
        scheduledFor: order.scheduledFor,
        minutes: order.deliveryMinutes,
        cash: order.paymentMethod === "COD",
      });
    })(),
    "order placed",
  );
}

/** An order cancelled by its customer or our team, with what its claimed refunds (`refunds`, payment ids) give back. */
export function mailOrderCancelled(
  orderId: string,
  cancel: { by: "customer" | "team"; reason: string; refunds: string[] },
): void {
  sendInBackground(
    (async () => {
      const found = await orderWithCustomer(orderId);
      if (!found) return;
      const { order, to } = found;
      await sendWorded(to.email, to.language, orderCancelledMail, {
        ...common(order, to),
        by: cancel.by,
        reason: cancel.reason || null,
        refundPaise: await refundedPaise(cancel.refunds),
      });
    })(),
    "order cancelled",
  );
}

/** An order delivered: "Rate this order", its invoice page, and (INVOICE_PDF) the invoice as a PDF. */
export function mailOrderDelivered(orderId: string): void {
  sendInBackground(
    (async () => {
      const found = await orderWithCustomer(orderId);
      if (!found) return;
      const { order, to } = found;
      const invoice = config().INVOICE_PDF ? await findInvoice(to.userId, orderId) : undefined;
      const issued = invoice?.documents.find((document) => document.kind === "invoice");
      const customer = `${to.firstName} ${to.lastName}`.trim();
      const attach: AttachmentWriter<DeliveredMailValues>[] =
        invoice && issued
          ? [{ language: INVOICE_PDF_LANGUAGE, write: (_, t) => invoicePdf({ ...invoice, customer }, issued, t) }]
          : [];
      await sendWorded(
        to.email,
        to.language,
        orderDeliveredMail,
        {
          ...common(order, to),
          bill: order.bill,
          reviewLink: publicHref(`/profile/orders/${order.id}/review`),
          invoiceLink: publicHref(`/profile/orders/${order.id}/invoice`),
          invoiceAttached: attach.length > 0,
        },
        attach,
      );
    })(),
    "order delivered",
  );
}
