import type { DB } from "~/db/database.server";
import { lockOrder } from "~/db/dialect.server";
import { nowIso } from "~/lib/ids.server";
import { mailOrderPlaced } from "~/features/orders/order-mail.server";
import { confirmPaidOrder } from "~/features/orders/status-changes.server";
import { sendRefunds } from "./refunds.server";
import { apply } from "./transitions.server";

/** What a transaction that may record a capture leaves to do once it commits. */
export interface AfterCapture {
  /** Payments to refund (`sendRefunds`). */
  refunds: string[];
  /** The order the capture paid, whose customer is told it is placed. */
  paidOrderId: string | null;
}

export const NOTHING_AFTER: AfterCapture = { refunds: [], paidOrderId: null };

/** Once the capture's transaction has committed: the paid order's customer is e-mailed and refunds asked for. */
export async function afterCapture({ refunds, paidOrderId }: AfterCapture): Promise<void> {
  if (paidOrderId) mailOrderPlaced(paidOrderId);
  await sendRefunds(refunds);
}

/**
 * The gateway took the money for an attempt (its amount and currency confirmed). The attempt pays its
 * order if the order still awaits payment; otherwise (paid through another attempt, cancelled, or
 * expired) the money goes back. What is left to do is returned for `afterCapture` after the transaction.
 * A capture already recorded is a no-op.
 */
export async function recordCapture(trx: DB, gatewayOrderId: string, gatewayPaymentId: string): Promise<AfterCapture> {
  const payment = await trx
    .selectFrom("payments")
    .select(["id", "order_id"])
    .where("gateway_order_id", "=", gatewayOrderId)
    .executeTakeFirst();
  if (!payment) return NOTHING_AFTER;
  await lockOrder(trx, payment.order_id);
  const captured = await apply(trx, payment.id, "capture", {
    gateway_payment_id: gatewayPaymentId,
    captured_at: nowIso(),
    failure_reason: null,
  });
  if (!captured) return NOTHING_AFTER;
  if (await confirmPaidOrder(trx, payment.order_id)) return { refunds: [], paidOrderId: payment.order_id };
  await apply(trx, payment.id, "requestRefund");
  return { refunds: [payment.id], paidOrderId: null };
}
