import { db, type DB } from "~/db/database.server";
import { recordAudit, type Actor } from "~/features/admin/audit.server";
import { rideMinutes } from "~/features/catalogue/delivery-estimate";
import { storedChoices } from "~/features/catalogue/dish-options";
import { displayOrderId, isScheduled } from "./order-status";
import { cancelWithRefund } from "./status-changes.server";
import { config } from "~/lib/config.server";
import { nowIso } from "~/lib/ids.server";
import { runJob } from "~/lib/metrics.server";
import { logger } from "~/lib/logger.server";
import {
  acceptedDeliveryMinutes,
  partnerColumn,
  PREP_CHOICES,
  secondsToAccept,
  startOfDayIst,
  type PartnerColumn,
  type RejectionCode,
  type RejectReason,
} from "~/features/partners/partner-rules";
import { hasPartners } from "~/features/partners/partners.server";
import { REJECTION_REASON_TEXT } from "~/features/partners/partners-words";

/**
 * What a restaurant does with its orders: accept with a preparation time, reject with a reason (a paid
 * order is refunded at once), mark the food ready; and the background job that cancels an order nobody
 * accepted in ORDER_ACCEPT_MINUTES. Each change is one conditional UPDATE from the state the partner saw,
 * so an accept, a reject, the customer's cancel and the timeout racing each other make exactly one outcome.
 */

export interface PartnerOrderLine {
  name: string;
  quantity: number;
  options: string[];
  /** Null once the dish has been deleted from the menu. */
  productId: string | null;
}

export interface PartnerOrder {
  id: string;
  ref: string;
  status: string;
  column: PartnerColumn;
  placedAt: string;
  scheduledFor: string | null;
  cookingFrom: string | null;
  scheduled: boolean;
  acceptedAt: string | null;
  prepMinutes: number | null;
  readyAt: string | null;
  rejectionCode: string | null;
  /** Seconds left to accept a new order before it is cancelled. */
  secondsToAccept: number | null;
  instructions: string;
  paymentMethod: string;
  customerName: string;
  totalPaise: number;
  lines: PartnerOrderLine[];
}

/**
 * A restaurant's orders for its live page: every one still active, and those finished today (IST) — newest
 * first within each column. Orders awaiting online payment are not the restaurant's yet.
 */
export async function listPartnerOrders(restaurantId: string, now = new Date()): Promise<PartnerOrder[]> {
  const rows = await db()
    .selectFrom("orders as o")
    .leftJoin("users as u", "u.id", "o.user_id")
    .select([
      "o.id",
      "o.status",
      "o.created_at",
      "o.updated_at",
      "o.scheduled_for",
      "o.cooking_from",
      "o.accepted_at",
      "o.prep_minutes",
      "o.ready_at",
      "o.rejection_code",
      "o.instructions",
      "o.payment_method",
      "o.total_paise",
      "u.first_name",
    ])
    .where("o.restaurant_id", "=", restaurantId)
    .where("o.status", "!=", "Pending Payment")
    .where((eb) =>
      eb.or([
        eb("o.status", "in", ["Confirmed", "Preparing", "Out for Delivery"]),
        eb("o.updated_at", ">=", startOfDayIst(now).toISOString()),
      ]),
    )
    .orderBy("o.created_at", "desc")
    .limit(200)
    .execute();
  const items =
    rows.length === 0
      ? []
      : await db()
          .selectFrom("order_items")
          .select(["order_id", "product_id", "name", "quantity", "customizations"])
          .where(
            "order_id",
            "in",
            rows.map((row) => row.id),
          )
          .execute();
  const { ORDER_ACCEPT_MINUTES } = config();
  return rows.map((row) => {
    const column = partnerColumn({ status: row.status, acceptedAt: row.accepted_at, readyAt: row.ready_at });
    return {
      id: row.id,
      ref: displayOrderId(row.id),
      status: row.status,
      column: row.status === "Confirmed" && row.accepted_at ? "preparing" : column,
      placedAt: row.created_at,
      scheduledFor: row.scheduled_for,
      cookingFrom: row.cooking_from,
      scheduled: isScheduled({ status: row.status, cookingFrom: row.cooking_from }, now),
      acceptedAt: row.accepted_at,
      prepMinutes: row.prep_minutes,
      readyAt: row.ready_at,
      rejectionCode: row.rejection_code,
      secondsToAccept:
        column === "new" && !row.accepted_at ? secondsToAccept(row.updated_at, ORDER_ACCEPT_MINUTES, now) : null,
      instructions: row.instructions,
      paymentMethod: row.payment_method,
      customerName: row.first_name ?? "",
      totalPaise: row.total_paise,
      lines: items
        .filter((item) => item.order_id === row.id)
        .map((item) => ({
          name: item.name,
          quantity: item.quantity,
          options: storedChoices(item.customizations).map((choice) => choice.name),
          productId: item.product_id,
        })),
    };
  });
}

export type PartnerChange = { ok: true } | { ok: false; code: "not-found" | "moved-on" | "bad-prep" | "no-dishes" };

async function orderOf(executor: DB, restaurantId: string, orderId: string) {
  return executor
    .selectFrom("orders")
    .select(["id", "status", "created_at", "accepted_at", "ready_at", "cooking_from", "distance_km"])
    .where("id", "=", orderId)
    .where("restaurant_id", "=", restaurantId)
    .executeTakeFirst();
}

/**
 * Accepts a new order with `prepMinutes` of cooking: an order for now starts preparing and its customer's
 * estimate becomes the time waited, the cooking and the ride; a scheduled one is accepted ahead and starts at
 * its slot. Refused once anyone else moved it (a reject, a cancel, the timeout).
 */
export async function acceptOrder(
  restaurantId: string,
  orderId: string,
  prepMinutes: number,
  actor: Actor,
): Promise<PartnerChange> {
  if (!(PREP_CHOICES as readonly number[]).includes(prepMinutes)) return { ok: false, code: "bad-prep" };
  return db()
    .transaction()
    .execute(async (trx) => {
      const order = await orderOf(trx, restaurantId, orderId);
      if (!order) return { ok: false, code: "not-found" } as const;
      if (order.status !== "Confirmed" || order.accepted_at) return { ok: false, code: "moved-on" } as const;
      const now = nowIso();
      const later = isScheduled({ status: order.status, cookingFrom: order.cooking_from }, new Date(now));
      const result = await trx
        .updateTable("orders")
        .set({
          accepted_at: now,
          prep_minutes: prepMinutes,
          updated_at: now,
          ...(later
            ? {}
            : {
                status: "Preparing" as const,
                delivery_minutes: acceptedDeliveryMinutes(
                  order.created_at,
                  now,
                  prepMinutes,
                  rideMinutes(order.distance_km ?? 0),
                ),
              }),
        })
        .where("id", "=", orderId)
        .where("status", "=", "Confirmed")
        .where("accepted_at", "is", null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return { ok: false, code: "moved-on" } as const;
      await recordAudit(trx, actor, {
        action: "order.accept",
        targetType: "order",
        targetId: orderId,
        summary: `Accepted with ${prepMinutes} minutes to prepare`,
        before: { status: order.status },
        after: { status: later ? order.status : "Preparing", prepMinutes },
      });
      return { ok: true } as const;
    });
}

/**
 * Rejects a new order for `reason` (for "out-of-stock", the dishes that ran out): it is cancelled and a paid
 * one refunded at once through the payment state machine; the customer is told why by e-mail and on the
 * order's page, with "Order again without …" for the dishes that ran out.
 */
export async function rejectOrder(
  restaurantId: string,
  orderId: string,
  reason: RejectReason,
  outOfStock: string[],
  actor: Actor,
): Promise<PartnerChange> {
  const order = await orderOf(db(), restaurantId, orderId);
  if (!order) return { ok: false, code: "not-found" };
  const dishes = await db()
    .selectFrom("order_items")
    .select(["product_id", "name"])
    .where("order_id", "=", orderId)
    .execute();
  const gone = dishes.filter((dish) => dish.product_id !== null && outOfStock.includes(dish.product_id));
  if (reason === "out-of-stock" && gone.length === 0) return { ok: false, code: "no-dishes" };
  if (order.status !== "Confirmed" || order.accepted_at) return { ok: false, code: "moved-on" };
  const cancelled = await cancelWithRefund(
    orderId,
    REJECTION_REASON_TEXT[reason],
    { from: "Confirmed", unaccepted: true },
    async (trx) => {
      await trx
        .updateTable("orders")
        .set({
          rejection_code: reason,
          rejected_dishes: reason === "out-of-stock" ? JSON.stringify(gone.map((dish) => dish.product_id)) : null,
        })
        .where("id", "=", orderId)
        .execute();
      await recordAudit(trx, actor, {
        action: "order.reject",
        targetType: "order",
        targetId: orderId,
        summary: `Rejected: ${reason}${gone.length > 0 ? ` (${gone.map((dish) => dish.name).join(", ")})` : ""}`,
        before: { status: order.status },
        after: { status: "Cancelled", reason },
      });
    },
  );
  return cancelled.ok ? { ok: true } : { ok: false, code: cancelled.code === "not-found" ? "not-found" : "moved-on" };
}

/** The food is ready for pickup: the customer's page says so (and, with riders, the rider is told). */
export async function markReady(restaurantId: string, orderId: string, actor: Actor): Promise<PartnerChange> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const order = await orderOf(trx, restaurantId, orderId);
      if (!order) return { ok: false, code: "not-found" } as const;
      const now = nowIso();
      const result = await trx
        .updateTable("orders")
        .set({ ready_at: now, status: "Preparing", updated_at: now })
        .where("id", "=", orderId)
        .where("ready_at", "is", null)
        .where("accepted_at", "is not", null)
        .where("status", "in", ["Confirmed", "Preparing"])
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return { ok: false, code: "moved-on" } as const;
      await recordAudit(trx, actor, {
        action: "order.ready",
        targetType: "order",
        targetId: orderId,
        summary: "Food ready for pickup",
        before: { status: order.status },
        after: { status: "Preparing", readyAt: now },
      });
      return { ok: true } as const;
    });
}

/** The background job's actor in the audit log. */
const TIMEOUT_ACTOR: Actor = { id: "system", email: "order-timeout" };

/**
 * Cancels and refunds every order of a restaurant with partners that nobody accepted within
 * ORDER_ACCEPT_MINUTES of being placed (or paid for), and alerts the console in the log. Returns how many.
 */
export async function cancelUnacceptedOrders(now = new Date()): Promise<number> {
  const due = new Date(now.getTime() - config().ORDER_ACCEPT_MINUTES * 60_000).toISOString();
  const waiting = await db()
    .selectFrom("orders")
    .select(["id", "restaurant_id", "restaurant_name"])
    .where("status", "=", "Confirmed")
    .where("accepted_at", "is", null)
    .where("updated_at", "<=", due)
    .execute();
  let cancelled = 0;
  for (const order of waiting) {
    if (!(await hasPartners(order.restaurant_id))) continue;
    const outcome = await cancelWithRefund(
      order.id,
      REJECTION_REASON_TEXT["timed-out"],
      { from: "Confirmed", unaccepted: true },
      async (trx) => {
        await trx.updateTable("orders").set({ rejection_code: "timed-out" }).where("id", "=", order.id).execute();
        await recordAudit(trx, TIMEOUT_ACTOR, {
          action: "order.timeout",
          targetType: "order",
          targetId: order.id,
          summary: `Not accepted by ${order.restaurant_name} in time: cancelled`,
          before: { status: "Confirmed" },
          after: { status: "Cancelled", reason: "timed-out" satisfies RejectionCode },
        });
      },
    );
    if (outcome.ok) {
      cancelled++;
      logger().error(
        { orderId: order.id, restaurant: order.restaurant_name },
        "an order was not accepted in time: cancelled and refunded",
      );
    }
  }
  return cancelled;
}

/** Runs `cancelUnacceptedOrders` every 15 seconds; returns its stop function. */
export function startAcceptTimeouts(): () => void {
  const timer = setInterval(
    () => void runJob("accept-timeouts", "could not cancel orders nobody accepted", () => cancelUnacceptedOrders()),
    15_000,
  );
  return () => clearInterval(timer);
}
