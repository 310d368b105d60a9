import { db, type DB } from "~/db/database.server";
import { lockOrder } from "~/db/dialect.server";
import { newId, nowIso, sha256 } from "~/lib/ids.server";
import { logger } from "~/lib/logger.server";
import { metrics } from "~/lib/metrics.server";
import { cancelUnpaidOrder, confirmPaidOrder, orderAwaitingPayment } from "~/features/orders/orders.server";
import { config } from "~/lib/config.server";
import { PENDING_PAYMENT } from "~/features/orders/order-status";
import {
  createGatewayOrder,
  fetchGatewayPayment,
  GatewayError,
  gatewaySettings,
  refundGatewayPayment,
} from "./gateway.server";
import { PAYMENT_EVENTS, type PaymentEvent } from "./payment-states";
import { checkoutSignature, signaturesMatch, webhookSignature } from "./signatures";

/**
 * Payments through the gateway, as the state machine in payment-states.ts says: every change of a
 * payment's state is `apply` (one conditional UPDATE), inside the transaction of whatever caused it.
 * Network calls to the gateway happen outside transactions; what they settle is applied after.
 */

/**
 * Applies `event` to one payment if its state allows; false (nothing changed) otherwise. A change is counted
 * as a payment outcome once written (a transaction rolled back after it is counted too: rare, and only ever one).
 */
async function apply(
  trx: DB,
  paymentId: string,
  event: PaymentEvent,
  set: { gateway_payment_id?: string; captured_at?: string; failure_reason?: string | null; refund_id?: string } = {},
): Promise<boolean> {
  const rule = PAYMENT_EVENTS[event];
  const result = await trx
    .updateTable("payments")
    .set({ state: rule.to, updated_at: nowIso(), ...set })
    .where("id", "=", paymentId)
    .where("state", "in", rule.from)
    .executeTakeFirst();
  const moved = Number(result.numUpdatedRows) > 0;
  if (moved) metrics.paymentOutcomes.inc({ state: rule.to });
  return moved;
}

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
    .where("state", "=", "created")
    .executeTakeFirst();
  if (open) return;
  const gatewayOrder = await createGatewayOrder(settings, order.totalPaise, order.id);
  if (gatewayOrder.amount !== order.totalPaise || gatewayOrder.currency !== "INR")
    throw new GatewayError("The gateway created an order for another amount.");
  const now = nowIso();
  await db()
    .insertInto("payments")
    .values({
      id: newId(),
      order_id: order.id,
      gateway_order_id: gatewayOrder.id,
      gateway_payment_id: null,
      amount_paise: order.totalPaise,
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
    .where("state", "=", "created")
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  if (!payment) return "none";
  return {
    orderId: order.id,
    userId,
    gatewayOrderId: payment.gateway_order_id,
    amountPaise: payment.amount_paise,
    keyId: settings.keyId,
    checkoutScriptUrl: settings.checkoutScriptUrl,
    apiUrl: settings.apiUrl,
    test: settings.test,
  };
}

/**
 * The gateway took the money for an attempt (its amount and currency confirmed). The attempt pays its
 * order if the order still awaits payment; otherwise (paid through another attempt, cancelled, or
 * expired) the money goes back: the payment's id is returned for `sendRefunds` after the transaction.
 * A capture already recorded is a no-op.
 */
async function recordCapture(trx: DB, gatewayOrderId: string, gatewayPaymentId: string): Promise<string[]> {
  const payment = await trx
    .selectFrom("payments")
    .select(["id", "order_id"])
    .where("gateway_order_id", "=", gatewayOrderId)
    .executeTakeFirst();
  if (!payment) return [];
  await lockOrder(trx, payment.order_id);
  if (
    !(await apply(trx, payment.id, "capture", {
      gateway_payment_id: gatewayPaymentId,
      captured_at: nowIso(),
      failure_reason: null,
    }))
  )
    return [];
  if (await confirmPaidOrder(trx, payment.order_id)) return [];
  await apply(trx, payment.id, "requestRefund");
  return [payment.id];
}

export type VerifyOutcome =
  { kind: "paid"; orderId: string } | { kind: "verifying"; orderId: string } | { kind: "refused" };

/**
 * The checkout's answer (the modal's handler, or the hosted checkout's callback): the signature is
 * checked against our stored gateway order id, then the payment's order, amount and currency with the
 * gateway. When the gateway cannot be reached the attempt is "verifying": the webhook (or the next
 * check) completes it; nothing is marked paid on the signature alone. `sessionUserId`, when the
 * customer's session came along, must own the order.
 */
export async function verifyCheckout(
  input: { gatewayOrderId: string; paymentId: string; signature: string },
  sessionUserId: string | null,
): Promise<VerifyOutcome> {
  const settings = gatewaySettings();
  const payment = await db()
    .selectFrom("payments")
    .innerJoin("orders", "orders.id", "payments.order_id")
    .select([
      "payments.id",
      "payments.gateway_order_id",
      "payments.amount_paise",
      "orders.id as order_id",
      "orders.user_id",
    ])
    .where("payments.gateway_order_id", "=", input.gatewayOrderId)
    .executeTakeFirst();
  if (!settings || !payment) return { kind: "refused" };
  if (sessionUserId && payment.user_id !== sessionUserId) return { kind: "refused" };
  if (
    !signaturesMatch(checkoutSignature(payment.gateway_order_id, input.paymentId, settings.keySecret), input.signature)
  )
    return { kind: "refused" };
  let confirmed: boolean;
  try {
    const taken = await fetchGatewayPayment(settings, input.paymentId);
    confirmed =
      taken.order_id === payment.gateway_order_id &&
      taken.amount === payment.amount_paise &&
      taken.currency === "INR" &&
      (taken.status === "captured" || taken.status === "authorized");
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    logger().warn(
      { err: error, orderId: payment.order_id },
      "payment gateway unavailable while verifying a payment; it stays 'verifying' until the webhook confirms it",
    );
    await apply(db(), payment.id, "verifyLater", { gateway_payment_id: input.paymentId });
    return { kind: "verifying", orderId: payment.order_id };
  }
  if (!confirmed) return { kind: "refused" };
  const refunds = await db()
    .transaction()
    .execute((trx) => recordCapture(trx, payment.gateway_order_id, input.paymentId));
  await sendRefunds(refunds);
  return { kind: "paid", orderId: payment.order_id };
}

interface WebhookEvent {
  event?: string;
  payload?: {
    payment?: {
      entity?: { id?: string; order_id?: string; amount?: number; currency?: string; error_description?: string };
    };
    order?: { entity?: { id?: string } };
    refund?: { entity?: { id?: string; payment_id?: string } };
  };
}

export type WebhookOutcome = "processed" | "duplicate" | "ignored" | "bad-signature";

/** Processed webhook events are forgotten after this long. */
const WEBHOOK_MEMORY_DAYS = 30;

/**
 * A gateway webhook, authenticated by its signature over the raw body. Deduplicated on the event id
 * (else a SHA-256 of the body), recorded in the same transaction as the change it causes, so a crash in
 * between leaves the redelivery to do the work. Repeated and out-of-order events are normal input: each
 * is a state-machine event that does nothing where it does not apply.
 */
export async function handleWebhook(rawBody: string, signature: string, eventId: string): Promise<WebhookOutcome> {
  const settings = gatewaySettings();
  if (!settings || !signaturesMatch(webhookSignature(rawBody, settings.webhookSecret), signature))
    return "bad-signature";
  let event: WebhookEvent;
  try {
    event = JSON.parse(rawBody) as WebhookEvent;
  } catch {
    return "ignored";
  }
  const type = event.event ?? "";
  const outcome = await db()
    .transaction()
    .execute(async (trx) => {
      const now = nowIso();
      const recorded = await trx
        .insertInto("webhook_events")
        .values({ event_id: eventId || `sha256:${sha256(rawBody)}`, event_type: type, received_at: now })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(recorded.numInsertedOrUpdatedRows ?? 0) === 0) return { result: "duplicate" as const, refunds: [] };
      await trx
        .deleteFrom("webhook_events")
        .where("received_at", "<", new Date(Date.now() - WEBHOOK_MEMORY_DAYS * 86_400_000).toISOString())
        .execute();
      return { result: "processed" as const, refunds: await processWebhook(trx, type, event) };
    });
  await sendRefunds(outcome.refunds);
  return outcome.result;
}

async function processWebhook(trx: DB, type: string, event: WebhookEvent): Promise<string[]> {
  const entity = event.payload?.payment?.entity;
  switch (type) {
    case "payment.captured":
    case "order.paid": {
      const gatewayOrderId = entity?.order_id ?? event.payload?.order?.entity?.id;
      if (!gatewayOrderId || !entity?.id) return [];
      const payment = await trx
        .selectFrom("payments")
        .select("amount_paise")
        .where("gateway_order_id", "=", gatewayOrderId)
        .executeTakeFirst();
      if (!payment || entity.amount !== payment.amount_paise || entity.currency !== "INR") {
        logger().warn({ gatewayOrderId }, "a capture webhook for an unknown attempt or another amount was ignored");
        return [];
      }
      return recordCapture(trx, gatewayOrderId, entity.id);
    }
    case "payment.failed": {
      if (!entity?.order_id) return [];
      const payment = await trx
        .selectFrom("payments")
        .select("id")
        .where("gateway_order_id", "=", entity.order_id)
        .executeTakeFirst();
      if (payment)
        await apply(trx, payment.id, "fail", {
          failure_reason: (entity.error_description ?? "Payment failed").slice(0, 300),
        });
      return [];
    }
    case "refund.processed":
    case "refund.failed": {
      const refund = event.payload?.refund?.entity;
      if (!refund?.payment_id) return [];
      const payment = await trx
        .selectFrom("payments")
        .select(["id", "refund_id"])
        .where("gateway_payment_id", "=", refund.payment_id)
        .executeTakeFirst();
      if (!payment) return [];
      if (type === "refund.processed")
        await apply(trx, payment.id, "refunded", refund.id ? { refund_id: refund.id } : {});
      // Only the refund asked for now can fail it: an earlier, refused one says nothing about a retry.
      else if (refund.id && refund.id === payment.refund_id) await apply(trx, payment.id, "refundFailed");
      return [];
    }
    default:
      return [];
  }
}

/**
 * A cancelled order's money goes back: each of its captured payments moves to 'refund_requested' (one
 * conditional update, so two cancels at once claim it once), then the gateway is asked.
 */
export async function refundOrder(orderId: string): Promise<void> {
  const claimed = await db()
    .updateTable("payments")
    .set({ state: PAYMENT_EVENTS.requestRefund.to, updated_at: nowIso() })
    .where("order_id", "=", orderId)
    .where("state", "in", PAYMENT_EVENTS.requestRefund.from)
    .returning("id")
    .execute();
  await sendRefunds(claimed.map((row) => row.id));
}

/**
 * Refunds to ask for again, for the console: ones the gateway refused, and ones asked for but never
 * answered (the idempotency key makes asking again safe). Send them with `sendRefunds`.
 */
export async function claimRefundRetry(orderId: string, executor: DB = db()): Promise<string[]> {
  const stuck = await executor
    .selectFrom("payments")
    .select(["id", "state"])
    .where("order_id", "=", orderId)
    .where((eb) =>
      eb.or([
        eb("state", "=", "refund_failed"),
        eb.and([eb("state", "=", "refund_requested"), eb("refund_id", "is", null)]),
      ]),
    )
    .execute();
  for (const payment of stuck) {
    // After a refusal the refund is a new request (a new idempotency key); an unanswered one is the same request again.
    if (payment.state === "refund_failed" && (await apply(executor, payment.id, "retryRefund"))) {
      await executor
        .updateTable("payments")
        .set((eb) => ({ refund_attempts: eb("refund_attempts", "+", 1), refund_id: null }))
        .where("id", "=", payment.id)
        .execute();
    }
  }
  return stuck.map((payment) => payment.id);
}

/**
 * Asks the gateway to refund these payments in full (never inside a transaction: network calls). Our
 * payment id and its refund attempt are the refund's idempotency key, so asking twice refunds once. A
 * refusal leaves the payment 'refund_failed', visible and retryable in the console.
 */
export async function sendRefunds(paymentIds: string[]): Promise<void> {
  const settings = gatewaySettings();
  if (!settings) return;
  for (const id of paymentIds) {
    const payment = await db()
      .selectFrom("payments")
      .select(["gateway_payment_id", "amount_paise", "order_id", "refund_attempts", "state"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!payment?.gateway_payment_id || payment.state !== "refund_requested") continue;
    try {
      const refund = await refundGatewayPayment(
        settings,
        payment.gateway_payment_id,
        payment.amount_paise,
        `${id}-${payment.refund_attempts}`,
      );
      await db()
        .updateTable("payments")
        .set({ refund_id: refund.id, updated_at: nowIso() })
        .where("id", "=", id)
        .execute();
      if (refund.status === "processed") await apply(db(), id, "refunded");
      else if (refund.status === "failed")
        await apply(db(), id, "refundFailed", { failure_reason: "The gateway could not make the refund." });
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      logger().warn(
        { err: error, orderId: payment.order_id },
        "payment gateway refused or did not answer a refund; it can be retried from the console",
      );
      await apply(db(), id, "refundFailed", { failure_reason: error.message.slice(0, 300) });
    }
  }
}

/** Whether every refund the order's payments need has gone through. */
export async function refundsSettled(orderId: string): Promise<boolean> {
  const open = await db()
    .selectFrom("payments")
    .select("id")
    .where("order_id", "=", orderId)
    .where("state", "in", ["refund_requested", "refund_failed"])
    .executeTakeFirst();
  return !open;
}

/**
 * Orders nobody paid for within PAYMENT_EXPIRY_MINUTES are cancelled ("Payment not completed") and
 * their open attempts expire; the customer's cart stays as it is. An order with a payment the gateway
 * has not yet confirmed ('verifying') waits for it. A capture arriving later is refunded.
 */
export async function expireAbandonedPayments(now = Date.now()): Promise<number> {
  const cutoff = new Date(now - config().PAYMENT_EXPIRY_MINUTES * 60_000).toISOString();
  const abandoned = await db()
    .selectFrom("orders")
    .select("id")
    .where("status", "=", PENDING_PAYMENT)
    .where("created_at", "<", cutoff)
    .where(({ exists, selectFrom, not }) =>
      not(
        exists(
          selectFrom("payments")
            .select("payments.id")
            .whereRef("payments.order_id", "=", "orders.id")
            .where("payments.state", "=", "verifying"),
        ),
      ),
    )
    .execute();
  let expired = 0;
  for (const order of abandoned) {
    const cancelled = await db()
      .transaction()
      .execute(async (trx) => {
        if (!(await cancelUnpaidOrder(trx, order.id, "Payment not completed"))) return false;
        await trx
          .updateTable("payments")
          .set({ state: PAYMENT_EVENTS.expire.to, updated_at: nowIso() })
          .where("order_id", "=", order.id)
          .where("state", "in", PAYMENT_EVENTS.expire.from)
          .execute();
        return true;
      });
    if (cancelled) expired += 1;
  }
  return expired;
}

/** Payments left 'verifying' (the gateway did not answer at checkout) are checked with the gateway again. */
export async function recheckVerifyingPayments(): Promise<number> {
  const settings = gatewaySettings();
  if (!settings) return 0;
  const waiting = await db()
    .selectFrom("payments")
    .select(["id", "gateway_order_id", "gateway_payment_id", "amount_paise"])
    .where("state", "=", "verifying")
    .execute();
  let settled = 0;
  for (const payment of waiting) {
    if (!payment.gateway_payment_id) continue;
    let taken;
    try {
      taken = await fetchGatewayPayment(settings, payment.gateway_payment_id);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      continue;
    }
    const confirmed =
      taken.order_id === payment.gateway_order_id &&
      taken.amount === payment.amount_paise &&
      taken.currency === "INR" &&
      (taken.status === "captured" || taken.status === "authorized");
    if (confirmed) {
      const gatewayPaymentId = payment.gateway_payment_id;
      await sendRefunds(
        await db()
          .transaction()
          .execute((trx) => recordCapture(trx, payment.gateway_order_id, gatewayPaymentId)),
      );
      settled += 1;
    } else if (taken.status === "failed") {
      if (await apply(db(), payment.id, "fail", { failure_reason: "The gateway reported the payment failed." }))
        settled += 1;
    }
  }
  return settled;
}

/** The order a gateway order belongs to, for its customer only (a failed checkout's way back). */
export async function orderForAttempt(userId: string, gatewayOrderId: string): Promise<string | null> {
  const row = await db()
    .selectFrom("payments")
    .innerJoin("orders", "orders.id", "payments.order_id")
    .select("orders.id")
    .where("payments.gateway_order_id", "=", gatewayOrderId)
    .where("orders.user_id", "=", userId)
    .executeTakeFirst();
  return row?.id ?? null;
}

export function onlinePaymentAvailable(): boolean {
  return gatewaySettings() !== null;
}
