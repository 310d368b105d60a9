import type { DB } from "~/db/database.server";
import { lockOrder } from "~/db/dialect.server";
import { nowIso } from "~/lib/ids.server";
import { mailOrderPlaced } from "~/features/orders/order-mail.server";
import { confirmPaidOrder } from "~/features/orders/status-changes.server";
import { addExtraTip } from "~/features/orders/extra-tips.server";
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
 * order if the order still awaits payment, and a tip attempt tips its delivered order if it has no tip
 * after checkout yet; otherwise (paid or tipped through another attempt, cancelled, or expired) the
 * money goes back. What is left to do is returned for `afterCapture` after the transaction.
 * A capture already recorded is a no-op.
 */
export async function recordCapture(trx: DB, gatewayOrderId: string, gatewayPaymentId: string): Promise<AfterCapture> {
  const payment = await trx
    .selectFrom("payments")
    .select(["id", "order_id", "purpose", "amount_paise"])
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
  if (payment.purpose === "tip") {
    if (await addExtraTip(trx, payment.order_id, payment.amount_paise, "online")) return NOTHING_AFTER;
  } else if (await confirmPaidOrder(trx, payment.order_id)) return { refunds: [], paidOrderId: payment.order_id };
  await apply(trx, payment.id, "requestRefund");
  return { refunds: [payment.id], paidOrderId: null };
}
