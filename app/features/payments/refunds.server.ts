import { sql } from "kysely";
import { db, type DB } from "~/db/database.server";
import { nowIso } from "~/lib/ids.server";
import { logger } from "~/lib/logger.server";
import { GatewayError, gatewaySettings, refundGatewayPayment } from "./gateway.server";
import { apply, applyMany } from "./transitions.server";

/**
 * Refunds: a cancelled order's captured payments, and second payments of a paid order, go back in full.
 * Claiming a refund is a state change (in its caller's transaction); asking the gateway happens after.
 */

/**
 * Claims the refund of an order's captured payments (each to 'refund_requested', once however many
 * callers claim at once), in the caller's transaction. Send the claimed ones with `sendRefunds` after it.
 */
export function claimOrderRefunds(trx: DB, orderId: string): Promise<string[]> {
  return applyMany(trx, { orderId }, "requestRefund");
}

/** What the payments `paymentIds` took, together: the amount their refunds give back. */
export async function refundedPaise(paymentIds: string[]): Promise<number> {
  if (paymentIds.length === 0) return 0;
  const rows = await db().selectFrom("payments").select("amount_paise").where("id", "in", paymentIds).execute();
  return rows.reduce((sum, row) => sum + row.amount_paise, 0);
}

/** A cancelled order's money goes back: its captured payments are claimed, then the gateway is asked. */
export async function refundOrder(orderId: string): Promise<void> {
  await sendRefunds(await claimOrderRefunds(db(), orderId));
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
    if (payment.state === "refund_failed")
      await apply(executor, payment.id, "retryRefund", {
        refund_attempts: sql<number>`refund_attempts + 1`,
        refund_id: null,
      });
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
      // The refund asked for is named only while it is the one asked for (a webhook may have settled it meanwhile).
      await db()
        .updateTable("payments")
        .set({ refund_id: refund.id, updated_at: nowIso() })
        .where("id", "=", id)
        .where("state", "=", "refund_requested")
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

/** A refund asked for again: none to ask for, or the gateway has not confirmed it yet. */
export type RefundRetryOutcome =
  | { ok: true }
  | { ok: false; code: "not-found" }
  | { ok: false; code: "no-refund"; orderId: string }
  | { ok: false; code: "refund-unconfirmed" };
