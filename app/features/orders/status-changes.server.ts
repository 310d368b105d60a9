import { db, type DB } from "~/db/database.server";
import { nowIso } from "~/lib/ids.server";
import { choiceKey, storedChoices } from "~/features/catalogue/dish-options";
import { emptyCartIfItHolds } from "~/features/cart/cart-lines.server";
import { issueCreditNoteIfInvoiced, issueInvoice } from "~/features/invoices/invoices.server";
import { claimOrderRefunds, sendRefunds } from "~/features/payments/refunds.server";
import { mailOrderCancelled } from "./order-mail.server";
import {
  ACTIVE_STATUSES,
  CANCELLED,
  CUSTOMER_CANCELLABLE,
  nextStatus,
  PENDING_PAYMENT,
  type TimelineStatus,
} from "./order-status";

/**
 * An order's status changes: paid, cancelled (by its customer, the console, or for want of payment) and
 * moved along its timeline. Each is one conditional UPDATE from the status its caller saw, so two
 * changes at once make one. Refusals are codes (orders-words.ts words them).
 */

/**
 * An order awaiting payment whose payment was captured: Confirmed, and the cart emptied only if it
 * still holds exactly this order's dishes (a customer who started another cart since keeps it). False
 * when the order no longer awaits payment (cancelled or expired meanwhile): the caller refunds.
 */
export async function confirmPaidOrder(trx: DB, orderId: string): Promise<boolean> {
  const confirmed = await trx
    .updateTable("orders")
    .set({ status: "Confirmed", updated_at: nowIso() })
    .where("id", "=", orderId)
    .where("status", "=", PENDING_PAYMENT)
    .returning("user_id")
    .executeTakeFirst();
  if (!confirmed) return false;
  await issueInvoice(trx, orderId);
  if (!confirmed.user_id) return true;
  const items = await trx
    .selectFrom("order_items")
    .select(["product_id as productId", "quantity", "customizations"])
    .where("order_id", "=", orderId)
    .execute();
  await emptyCartIfItHolds(
    trx,
    confirmed.user_id,
    items.map((item) => ({ ...item, key: choiceKey(storedChoices(item.customizations).map((c) => c.optionId)) })),
  );
  return true;
}

/** An order still awaiting payment is cancelled (its payment never came); false if it no longer awaits it. */
export async function cancelUnpaidOrder(trx: DB, orderId: string, reason: string): Promise<boolean> {
  const result = await trx
    .updateTable("orders")
    .set({ status: CANCELLED, cancellation_reason: reason, updated_at: nowIso() })
    .where("id", "=", orderId)
    .where("status", "=", PENDING_PAYMENT)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The order has moved on since the console showed it (another admin, the demo clock). */
type Stale = { ok: false; code: "stale"; orderId: string; status: string };

export type CancelOutcome =
  | { ok: true; from: string }
  | { ok: false; code: "cancel-failed" | "not-found" }
  | Stale
  | { ok: false; code: "not-cancellable"; status: string };

/**
 * Who cancels: a customer their own order, or the console, the restaurant or its timeout naming the status it
 * saw (`from`); `unaccepted` cancels only an order its restaurant has not accepted (a reject, the timeout).
 */
export type CancelScope = { userId: string } | { from: string; unaccepted?: boolean };

/**
 * Cancels an active order with a credit note against its invoice, in the caller's transaction or one of its
 * own; the caller refunds a paid one (a cash order is simply cancelled). A customer cancels their own order
 * (`userId`); the operations console names the status it saw (`from`), so a form that is out of date changes
 * nothing.
 */
export function cancelOrder(orderId: string, reason: string, scope: CancelScope, trx?: DB): Promise<CancelOutcome> {
  if (!trx)
    return db()
      .transaction()
      .execute((own) => cancelIn(own, orderId, reason, scope));
  return cancelIn(trx, orderId, reason, scope);
}

async function cancelIn(executor: DB, orderId: string, reason: string, scope: CancelScope): Promise<CancelOutcome> {
  const row = await executor
    .selectFrom("orders")
    .select(["status", "user_id"])
    .where("id", "=", orderId)
    .executeTakeFirst();
  const customer = "userId" in scope;
  if (!row || (customer && row.user_id !== scope.userId))
    return { ok: false, code: customer ? "cancel-failed" : "not-found" };
  if (!customer && row.status !== scope.from) return { ok: false, code: "stale", orderId, status: row.status };
  const result = await executor
    .updateTable("orders")
    .set({ status: CANCELLED, cancellation_reason: reason || null, updated_at: nowIso() })
    .where("id", "=", orderId)
    .where("status", "=", row.status)
    .where("status", "in", customer ? CUSTOMER_CANCELLABLE : ACTIVE_STATUSES)
    .$if(!customer && scope.unaccepted === true, (update) => update.where("accepted_at", "is", null))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return { ok: false, code: "not-cancellable", status: row.status };
  await issueCreditNoteIfInvoiced(executor, orderId);
  return { ok: true, from: row.status };
}

/**
 * The one cancel, for the customer and the console: the order is cancelled and its captured payments
 * claimed for refund in one transaction (with `alongside`, e.g. the console's audit entry, when it
 * is cancelled), then the gateway is asked for the refunds and the customer is e-mailed.
 */
export async function cancelWithRefund(
  orderId: string,
  reason: string,
  scope: CancelScope,
  alongside?: (trx: DB, from: string) => Promise<void>,
): Promise<CancelOutcome> {
  const { outcome, refunds } = await db()
    .transaction()
    .execute(async (trx) => {
      const cancelled = await cancelOrder(orderId, reason, scope, trx);
      if (!cancelled.ok) return { outcome: cancelled, refunds: [] };
      await alongside?.(trx, cancelled.from);
      return { outcome: cancelled, refunds: await claimOrderRefunds(trx, orderId) };
    });
  await sendRefunds(refunds);
  if (outcome.ok) mailOrderCancelled(orderId, { by: "userId" in scope ? "customer" : "team", reason, refunds });
  return outcome;
}

export type AdvanceOutcome =
  | { ok: true; from: string; to: TimelineStatus }
  | { ok: false; code: "not-found" | "needs-driver" }
  | Stale
  | { ok: false; code: "cannot-advance"; orderId: string; status: string };

/**
 * Moves an order from the status its mover saw (`from`) one step along its timeline; Out for Delivery
 * needs a driver. An order that has moved on since (another admin, the demo clock) is left as it is. In the
 * caller's transaction (`executor`), the caller tells the customer of a delivery once it commits
 * (`mailOrderDelivered`).
 */
export async function advanceOrder(
  orderId: string,
  from: string,
  driver?: { name: string; phone: string },
  executor: DB = db(),
): Promise<AdvanceOutcome> {
  const row = await executor.selectFrom("orders").select("status").where("id", "=", orderId).executeTakeFirst();
  if (!row) return { ok: false, code: "not-found" };
  if (row.status !== from) return { ok: false, code: "stale", orderId, status: row.status };
  const to = nextStatus(from);
  if (!to) return { ok: false, code: "cannot-advance", orderId, status: row.status };
  if (to === "Out for Delivery" && !driver) return { ok: false, code: "needs-driver" };
  const now = nowIso();
  const result = await executor
    .updateTable("orders")
    .set({
      status: to,
      updated_at: now,
      ...(to === "Out for Delivery" && driver ? { driver_name: driver.name, driver_phone: driver.phone } : {}),
      ...(to === "Delivered" ? { delivered_at: now } : {}),
    })
    .where("id", "=", orderId)
    .where("status", "=", from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    const current = await executor.selectFrom("orders").select("status").where("id", "=", orderId).executeTakeFirst();
    return { ok: false, code: "stale", orderId, status: current?.status ?? "gone" };
  }
  return { ok: true, from, to };
}
