import { db } from "~/db/database.server";
import { newId, nowIso } from "~/lib/ids.server";
import { logger } from "~/lib/logger.server";
import { publicHref } from "~/lib/public-url.server";
import { orderAwaitingPayment } from "~/features/orders/orders.server";
import { createGatewayOrder, GatewayError, gatewaySettings, type GatewaySettings } from "./gateway.server";

/** Payment attempts: a gateway order and its payments row, opened for an order that awaits payment. */

export interface PaymentStep {
  orderId: string;
  userId: string;
  gatewayOrderId: string;
  amountPaise: number;
  keyId: string;
  checkoutScriptUrl: string;
  apiUrl: string;
  test: boolean;
}

/**
 * Opens a payment attempt for one of the customer's orders that awaits payment: a gateway order and
 * its payments row, unless an open one exists. Only ever from a POST (placing the order, or "Pay" and
 * "Retry Payment"): a page view never creates anything at the gateway. Throws GatewayError when the
 * gateway cannot create it.
 */
export async function openPaymentAttempt(userId: string, orderId: string): Promise<void> {
  const settings = gatewaySettings();
  const order = await orderAwaitingPayment(userId, orderId);
  if (!settings || !order) return;
  const open = await db()
    .selectFrom("payments")
    .select("id")
    .where("order_id", "=", orderId)
    .where("purpose", "=", "order")
    .where("state", "=", "created")
    .executeTakeFirst();
  if (open) return;
  const gatewayOrder = await createGatewayOrder(settings, order.totalPaise, order.id);
  if (gatewayOrder.amount !== order.totalPaise || gatewayOrder.currency !== "INR")
    throw new GatewayError("The gateway created an order for another amount.");
  await recordAttempt(order.id, "order", gatewayOrder.id, order.totalPaise);
}

/** A payments row for a gateway order just created: the order's payment, or a tip for it. */
export async function recordAttempt(
  orderId: string,
  purpose: "order" | "tip",
  gatewayOrderId: string,
  amountPaise: number,
): Promise<void> {
  const now = nowIso();
  await db()
    .insertInto("payments")
    .values({
      id: newId(),
      order_id: orderId,
      purpose,
      gateway_order_id: gatewayOrderId,
      gateway_payment_id: null,
      amount_paise: amountPaise,
      state: "created",
      captured_at: null,
      failure_reason: null,
      refund_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** Placing an order opens its first attempt; an unreachable gateway leaves that to the payment page's button. */
export async function openPaymentAttemptIfReachable(userId: string, orderId: string): Promise<void> {
  try {
    await openPaymentAttempt(userId, orderId);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    logger().warn(
      { err: error, orderId },
      "payment gateway unavailable when the order was placed; the payment page offers to try again",
    );
  }
}

/**
 * What the payment page shows (it writes nothing): the open attempt to pay with, "none" when the order
 * awaits payment but has no open attempt (the page offers to open one), or null when it does not await
 * payment.
 */
export async function paymentStep(userId: string, orderId: string): Promise<PaymentStep | "none" | null> {
  const settings = gatewaySettings();
  const order = await orderAwaitingPayment(userId, orderId);
  if (!settings || !order) return null;
  const payment = await db()
    .selectFrom("payments")
    .selectAll()
    .where("order_id", "=", orderId)
    .where("purpose", "=", "order")
    .where("state", "=", "created")
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  if (!payment) return "none";
  return stepOf(settings, userId, order.id, payment);
}

/** What the checkout needs to take the payment of an open attempt. */
export function stepOf(
  settings: GatewaySettings,
  userId: string,
  orderId: string,
  payment: { gateway_order_id: string; amount_paise: number },
): PaymentStep {
  return {
    orderId,
    userId,
    gatewayOrderId: payment.gateway_order_id,
    amountPaise: payment.amount_paise,
    keyId: settings.keyId,
    checkoutScriptUrl: settings.checkoutScriptUrl,
    apiUrl: settings.apiUrl,
    test: settings.test,
  };
}

/** The order a gateway order belongs to and what it paid, for its customer only (a failed checkout's way back). */
export async function orderForAttempt(
  userId: string,
  gatewayOrderId: string,
): Promise<{ orderId: string; purpose: "order" | "tip" } | null> {
  const row = await db()
    .selectFrom("payments")
    .innerJoin("orders", "orders.id", "payments.order_id")
    .select(["orders.id", "payments.purpose"])
    .where("payments.gateway_order_id", "=", gatewayOrderId)
    .where("orders.user_id", "=", userId)
    .executeTakeFirst();
  return row ? { orderId: row.id, purpose: row.purpose } : null;
}

/**
 * What the gateway's checkout is given besides the attempt: the customer's details to fill in, where it
 * answers (/checkout/verify) and where "cancel" on its hosted page goes.
 */
export function checkoutReturns(
  user: { firstName: string; lastName: string; email: string | null; phone: string | null; mobile: string | null },
  cancelPath: string,
) {
  return {
    prefill: {
      name: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email ?? "",
      contact: user.phone ?? user.mobile ?? "",
    },
    callbackUrl: publicHref("/checkout/verify"),
    cancelUrl: publicHref(cancelPath),
  };
}

export function onlinePaymentAvailable(): boolean {
  return gatewaySettings() !== null;
}
