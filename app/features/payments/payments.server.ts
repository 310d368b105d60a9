import { db, type DB } from "~/db/database.server";
import { newId, nowIso } from "~/lib/ids.server";
import { PENDING_PAYMENT } from "~/features/orders/order-status";
import {
  createGatewayOrder,
  fetchGatewayPayment,
  GatewayError,
  gatewaySettings,
  refundGatewayPayment,
  type GatewaySettings,
} from "./gateway.server";
import { PAID, VERIFICATION_FAILED } from "./payment-rules";
import { checkoutSignature, signaturesMatch, webhookSignature } from "./signatures";
import { logger } from "~/lib/logger.server";


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
  const order = await db().selectFrom("orders").select(["id", "total_paise", "status"]).where("id", "=", orderId).where("user_id", "=", userId).executeTakeFirst();
  if (!settings || !order || order.status !== PENDING_PAYMENT) return;
  const open = await db().selectFrom("payments").select("id").where("order_id", "=", orderId).where("status", "=", "created").executeTakeFirst();
  if (open) return;
  const gatewayOrder = await createGatewayOrder(settings, order.total_paise, order.id);
  if (gatewayOrder.amount !== order.total_paise || gatewayOrder.currency !== "INR") throw new GatewayError("The gateway created an order for another amount.");
  const now = nowIso();
  await db()
    .insertInto("payments")
    .values({ id: newId(), order_id: order.id, gateway_order_id: gatewayOrder.id, gateway_payment_id: null, amount_paise: order.total_paise, status: "created", failure_reason: null, refund_id: null, refund_status: null, created_at: now, updated_at: now })
    .execute();
}

/** Placing an order opens its first attempt; an unreachable gateway leaves that to the payment page's button. */
export async function openPaymentAttemptIfReachable(userId: string, orderId: string): Promise<void> {
  try {
    await openPaymentAttempt(userId, orderId);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    logger().warn({ err: error, orderId }, "payment gateway unavailable when the order was placed; the payment page offers to try again");
  }
}

/**
 * What the payment page shows (it writes nothing): the open attempt to pay with, "none" when the order
 * awaits payment but has no open attempt (the page offers to open one), or null when it does not await
 * payment.
 */
export async function paymentStep(userId: string, orderId: string): Promise<PaymentStep | "none" | null> {
  const settings = gatewaySettings();
  const order = await db().selectFrom("orders").select(["id", "status"]).where("id", "=", orderId).where("user_id", "=", userId).executeTakeFirst();
  if (!settings || !order || order.status !== PENDING_PAYMENT) return null;
  const payment = await db().selectFrom("payments").selectAll().where("order_id", "=", orderId).where("status", "=", "created").orderBy("created_at", "desc").executeTakeFirst();
  if (!payment) return "none";
  return { orderId: order.id, userId, gatewayOrderId: payment.gateway_order_id, amountPaise: payment.amount_paise, keyId: settings.keyId, checkoutScriptUrl: settings.checkoutScriptUrl, apiUrl: settings.apiUrl, test: settings.test };
}

/**
 * Marks a payment paid and its order Paid and Confirmed, and empties the customer's cart, in one
 * transaction. Only ever moves forward: an order already paid, cancelled or refunded stays as it is.
 */
async function markPaid(gatewayOrderId: string, paymentId: string): Promise<string | null> {
  return db().transaction().execute(async (trx) => {
    const payment = await trx.selectFrom("payments").innerJoin("orders", "orders.id", "payments.order_id").select(["payments.id", "payments.status", "orders.id as order_id", "orders.user_id", "orders.status as order_status"]).where("payments.gateway_order_id", "=", gatewayOrderId).executeTakeFirst();
    if (!payment) return null;
    if (payment.status === "paid") return payment.order_id;
    const now = nowIso();
    await trx.updateTable("payments").set({ status: "paid", gateway_payment_id: paymentId, failure_reason: null, updated_at: now }).where("id", "=", payment.id).execute();
    if (payment.order_status === PENDING_PAYMENT) {
      await trx.updateTable("orders").set({ status: "Confirmed", payment_status: PAID, updated_at: now }).where("id", "=", payment.order_id).execute();
      if (payment.user_id) {
        await trx.deleteFrom("cart_lines").where("user_id", "=", payment.user_id).execute();
        await trx.updateTable("carts").set({ promo_code: null, instructions: "", updated_at: now }).where("user_id", "=", payment.user_id).execute();
      }
    }
    return payment.order_id;
  });
}

async function markFailed(gatewayOrderId: string, reason: string): Promise<string | null> {
  const payment = await db().selectFrom("payments").select(["id", "order_id", "status"]).where("gateway_order_id", "=", gatewayOrderId).executeTakeFirst();
  if (!payment) return null;
  if (payment.status !== "paid") {
    // A failed attempt can be retried: the next attempt gets a fresh gateway order.
    await db().updateTable("payments").set({ status: "failed", failure_reason: reason.slice(0, 300), updated_at: nowIso() }).where("id", "=", payment.id).execute();
  }
  return payment.order_id;
}

export type VerifyOutcome = { ok: true; orderId: string } | { ok: false; orderId: string | null; message: string };

/**
 * The checkout's answer (the modal's handler, or the hosted checkout's callback): the signature is
 * checked against our stored gateway order id, then the payment's amount and currency with the gateway.
 * `sessionUserId`, when the customer's session came along, must own the order.
 */
export async function verifyCheckout(
  input: { gatewayOrderId: string; paymentId: string; signature: string },
  sessionUserId: string | null,
): Promise<VerifyOutcome> {
  const settings = gatewaySettings();
  const payment = await db().selectFrom("payments").innerJoin("orders", "orders.id", "payments.order_id").select(["payments.gateway_order_id", "payments.amount_paise", "orders.id as order_id", "orders.user_id"]).where("payments.gateway_order_id", "=", input.gatewayOrderId).executeTakeFirst();
  if (!settings || !payment) return { ok: false, orderId: null, message: VERIFICATION_FAILED };
  if (sessionUserId && payment.user_id !== sessionUserId) return { ok: false, orderId: null, message: VERIFICATION_FAILED };
  const expected = checkoutSignature(payment.gateway_order_id, input.paymentId, settings.keySecret);
  if (!signaturesMatch(expected, input.signature)) return { ok: false, orderId: payment.order_id, message: VERIFICATION_FAILED };
  try {
    const gatewayPayment = await fetchGatewayPayment(settings, input.paymentId);
    if (gatewayPayment.order_id !== payment.gateway_order_id || gatewayPayment.amount !== payment.amount_paise || gatewayPayment.currency !== "INR") {
      return { ok: false, orderId: payment.order_id, message: VERIFICATION_FAILED };
    }
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    // The signature proves the payment; the webhook will confirm the amount if the gateway is slow now.
    logger().warn({ err: error, orderId: payment.order_id }, "payment gateway unavailable while verifying a payment; relying on the signature and the webhook");
  }
  await markPaid(payment.gateway_order_id, input.paymentId);
  return { ok: true, orderId: payment.order_id };
}

export async function recordCheckoutFailure(gatewayOrderId: string, reason: string): Promise<string | null> {
  return markFailed(gatewayOrderId, reason || "Payment processing failed. Please try again.");
}

interface WebhookEvent {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; error_description?: string } };
    order?: { entity?: { id?: string } };
    refund?: { entity?: { id?: string; payment_id?: string } };
  };
}

export type WebhookOutcome = "processed" | "duplicate" | "ignored" | "bad-signature";

/** A gateway webhook: signature over the raw body, deduplicated on the event id, only ever moving forward. */
export async function handleWebhook(rawBody: string, signature: string, eventId: string): Promise<WebhookOutcome> {
  const settings = gatewaySettings();
  if (!settings || !signaturesMatch(webhookSignature(rawBody, settings.webhookSecret), signature)) return "bad-signature";
  let event: WebhookEvent;
  try {
    event = JSON.parse(rawBody) as WebhookEvent;
  } catch {
    return "ignored";
  }
  const type = event.event ?? "";
  const inserted = await db().insertInto("webhook_events").values({ event_id: eventId || `${type}:${rawBody.length}`, event_type: type, received_at: nowIso() }).onConflict((oc) => oc.doNothing()).executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return "duplicate";
  const paymentEntity = event.payload?.payment?.entity;
  switch (type) {
    case "payment.captured":
    case "order.paid": {
      const gatewayOrderId = paymentEntity?.order_id ?? event.payload?.order?.entity?.id;
      if (gatewayOrderId && paymentEntity?.id) await markPaid(gatewayOrderId, paymentEntity.id);
      return "processed";
    }
    case "payment.failed":
      if (paymentEntity?.order_id) await markFailed(paymentEntity.order_id, paymentEntity.error_description ?? "Payment failed");
      return "processed";
    case "refund.processed":
    case "refund.failed": {
      const paymentId = event.payload?.refund?.entity?.payment_id;
      if (paymentId) await settleRefund(paymentId, type === "refund.processed" ? "processed" : "failed");
      return "processed";
    }
    default:
      return "ignored";
  }
}

async function settleRefund(gatewayPaymentId: string, status: "processed" | "failed") {
  const payment = await db().selectFrom("payments").select(["id", "order_id", "refund_status"]).where("gateway_payment_id", "=", gatewayPaymentId).executeTakeFirst();
  if (!payment || payment.refund_status === "processed") return;
  await db().updateTable("payments").set({ refund_status: status, updated_at: nowIso() }).where("id", "=", payment.id).execute();
  await db().updateTable("orders").set({ payment_status: status === "processed" ? "Refunded" : "Refund failed", updated_at: nowIso() }).where("id", "=", payment.order_id).execute();
}

/**
 * Refunds a cancelled order's payment in full, once: the request is recorded before it is sent, so a
 * repeat (or a crash in between) never asks twice; a gateway failure leaves 'Refund pending' to retry.
 */
export async function refundOrder(orderId: string): Promise<void> {
  const claimed = await db()
    .updateTable("payments")
    .set({ refund_status: "pending", updated_at: nowIso() })
    .where("order_id", "=", orderId)
    .where("status", "=", "paid")
    .where("refund_status", "is", null)
    .returning(["id", "gateway_payment_id", "amount_paise"])
    .executeTakeFirst();
  await sendRefund(orderId, claimed);
}

export type RefundClaim = { id: string; gateway_payment_id: string | null; amount_paise: number } | undefined;

/**
 * Claims a refund to ask for again: one the gateway refused or never answered (no refund id), or one it
 * reported as failed. A refund it accepted and is still processing is never claimed. Send it with `sendRefund`.
 */
export async function claimRefundRetry(orderId: string, executor: DB = db()): Promise<RefundClaim> {
  return executor
    .updateTable("payments")
    .set({ refund_status: "pending", updated_at: nowIso() })
    .where("order_id", "=", orderId)
    .where("status", "=", "paid")
    .where((eb) => eb.or([eb.and([eb("refund_status", "=", "pending"), eb("refund_id", "is", null)]), eb("refund_status", "=", "failed")]))
    .returning(["id", "gateway_payment_id", "amount_paise"])
    .executeTakeFirst();
}

/** Asks the gateway for a claimed refund (never inside a transaction: it is a network call). */
export async function sendRefund(orderId: string, claimed: RefundClaim): Promise<void> {
  if (!claimed?.gateway_payment_id) return;
  await db().updateTable("orders").set({ payment_status: "Refund pending", updated_at: nowIso() }).where("id", "=", orderId).execute();
  const settings: GatewaySettings | null = gatewaySettings();
  if (!settings) return;
  try {
    const refund = await refundGatewayPayment(settings, claimed.gateway_payment_id, claimed.amount_paise, claimed.id);
    await db().updateTable("payments").set({ refund_id: refund.id, updated_at: nowIso() }).where("id", "=", claimed.id).execute();
    if (refund.status === "processed") await settleRefund(claimed.gateway_payment_id, "processed");
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    logger().warn({ err: error, orderId }, "payment gateway refused or did not answer a refund; it stays pending for a retry");
  }
}

export function onlinePaymentAvailable(): boolean {
  return gatewaySettings() !== null;
}
