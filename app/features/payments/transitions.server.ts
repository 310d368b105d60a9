import type { UpdateObject } from "kysely";
import { type DB } from "~/db/database.server";
import type { DB as Tables } from "~/db/database-types";
import { nowIso } from "~/lib/ids.server";
import { metrics } from "~/lib/metrics.server";
import type { GatewayPayment } from "./gateway.server";
import { PAYMENT_EVENTS, type PaymentEvent } from "./payment-states";

/**
 * The state machine's writes (payment-states.ts): every change of a payment's state is `apply` or
 * `applyMany`, one conditional UPDATE, inside the transaction of whatever caused it. Network calls to
 * the gateway happen outside transactions; what they settle is applied after.
 */

/** What an event may write along with the state. */
export type PaymentChange = Omit<
  UpdateObject<Tables, "payments">,
  "id" | "state" | "updated_at" | "order_id" | "created_at"
>;

/**
 * Applies `event` to one payment if its state allows; false (nothing changed) otherwise. A change is counted
 * as a payment outcome once written (a transaction rolled back after it is counted too: rare, and only ever one).
 */
export async function apply(
  trx: DB,
  paymentId: string,
  event: PaymentEvent,
  set: PaymentChange = {},
): Promise<boolean> {
  const moved = await applyMany(trx, { paymentId }, event, set);
  return moved.length > 0;
}

/**
 * Applies `event` to every payment `where` names (one payment, or an order's own, not its tips) that its state allows, in one
 * conditional UPDATE, so two callers at once claim each payment once. Returns the ids that moved.
 */
export async function applyMany(
  trx: DB,
  where: { paymentId: string } | { orderId: string },
  event: PaymentEvent,
  set: PaymentChange = {},
): Promise<string[]> {
  const rule = PAYMENT_EVENTS[event];
  const query = trx.updateTable("payments").set({ ...set, state: rule.to, updated_at: nowIso() });
  const moved = await (
    "paymentId" in where
      ? query.where("id", "=", where.paymentId)
      : query.where("order_id", "=", where.orderId).where("purpose", "=", "order")
  )
    .where("state", "in", rule.from)
    .returning("id")
    .execute();
  if (moved.length > 0) metrics.paymentOutcomes.inc({ state: rule.to }, moved.length);
  return moved.map((row) => row.id);
}

/**
 * Whether the gateway's record of a payment confirms our attempt: its gateway order, its amount, in
 * rupees, and the money taken (captured, or authorised for capture).
 */
export function gatewayConfirms(
  taken: GatewayPayment,
  attempt: { gateway_order_id: string; amount_paise: number },
): boolean {
  return (
    taken.order_id === attempt.gateway_order_id &&
    taken.amount === attempt.amount_paise &&
    taken.currency === "INR" &&
    (taken.status === "captured" || taken.status === "authorized")
  );
}
