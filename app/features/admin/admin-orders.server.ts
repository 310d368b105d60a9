import { STORED_BILL_COLUMNS, storedBill } from "~/features/orders/order-bill";
import type { Bill } from "~/features/pricing/bill-words";
import { dishWithChoices, storedChoices } from "~/features/catalogue/dish-options";
import type { RiderStep } from "~/features/orders/rider-trips.server";
import { db } from "~/db/database.server";
import { listCities } from "~/features/catalogue/catalogue.server";
import { mailOrderDelivered } from "~/features/orders/order-mail.server";
import { ACTIVE_STATUSES, CANCELLED, displayOrderId, isScheduled } from "~/features/orders/order-status";
import {
  advanceOrder,
  cancelWithRefund,
  type AdvanceOutcome,
  type CancelOutcome,
} from "~/features/orders/status-changes.server";
import {
  claimRefundRetry,
  refundsSettled,
  sendRefunds,
  type RefundRetryOutcome,
} from "~/features/payments/refunds.server";
import type { PaymentStanding } from "~/features/payments/payment-states";
import type { BoardStatus } from "./admin-rules";
import { recordAudit, type Actor } from "./audit.server";
import { formatIndianMobile } from "~/features/accounts/phone";
import { orderPayment, paymentStatesColumn } from "~/features/payments/order-payment.server";

const FINISHED_LIMIT = 50;

export interface BoardFilters {
  cityId: string | null;
  restaurantId: string | null;
  status: BoardStatus | null;
}

export interface BoardOrder {
  id: string;
  restaurantId: string;
  restaurantName: string;
  cityId: string;
  cityName: string;
  status: string;
  paymentMethod: string;
  /** The payment's standing (compare this), and its label (an English id, to show). */
  paymentStanding: PaymentStanding;
  paymentStatus: string;
  totalPaise: number;
  /** Every line of its bill, as the customer was charged. */
  bill: Bill;
  items: { name: string; quantity: number }[];
  address: string;
  /** The customer's name, or null when their account was deleted. */
  customer: string | null;
  customerPhone: string | null;
  /** The restaurant's own delivery: the driver the console typed in when it went out. */
  driver: { name: string; phone: string } | null;
  /** The rider holding it (issue 36), and the step of their trip (null once delivered). */
  rider: { name: string; step: RiderStep | null } | null;
  /** Since when dispatch found nobody within reach, while no rider holds it: the console assigns one. */
  strandedAt: string | null;
  cancellationReason: string | null;
  /** A cancelled, paid order whose refund the gateway refused or never confirmed: it can be asked again. */
  refundRetryable: boolean;
  createdAt: string;
  /** The start of a scheduled order's slot, or null (the board's loader writes it with `slotText`). */
  scheduledFor: string | null;
  /** Waiting for its slot (isScheduled): the board lists it apart, under Scheduled. */
  scheduled: boolean;
  /** Since when it waits for its restaurant's partners to accept it; null when it does not (no partners). */
  awaitingAcceptSince: string | null;
  /** When its restaurant's partners accepted it. */
  acceptedAt: string | null;
}

function contactPhone(stored: string | null): string | null {
  return stored ? formatIndianMobile(stored) : null;
}

/** Orders for the board: active ones oldest first (the longest waiting on top), or the latest finished ones. */
export async function listBoardOrders(filters: BoardFilters): Promise<BoardOrder[]> {
  const finished = filters.status === "Delivered" || filters.status === CANCELLED;
  let query = db()
    .selectFrom("orders")
    .innerJoin("restaurants", "restaurants.id", "orders.restaurant_id")
    .innerJoin("cities", "cities.id", "restaurants.city_id")
    .leftJoin("users", "users.id", "orders.user_id")
    .leftJoin("users as rider_users", "rider_users.id", "orders.rider_id")
    .select([
      "orders.id",
      "orders.restaurant_id",
      "restaurants.city_id",
      "orders.rider_id",
      "orders.rider_step",
      "orders.stranded_at",
      "rider_users.first_name as rider_first_name",
      "rider_users.last_name as rider_last_name",
      "orders.restaurant_name",
      "cities.name as city_name",
      "orders.status",
      "orders.payment_method",
      paymentStatesColumn,
      ...STORED_BILL_COLUMNS,
      "orders.address_line1",
      "orders.address_line2",
      "orders.address_city",
      "orders.address_zip_code",
      "orders.driver_name",
      "orders.driver_phone",
      "orders.cancellation_reason",
      "orders.contact_phone",
      "orders.created_at",
      "orders.scheduled_for",
      "orders.cooking_from",
      "orders.accepted_at",
      "orders.updated_at",
      "users.first_name",
      "users.last_name",
      "users.phone",
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom("payments")
              .select("payments.id")
              .whereRef("payments.order_id", "=", "orders.id")
              .where((inner) =>
                inner.or([
                  inner.and([
                    inner("payments.state", "=", "refund_requested"),
                    inner("payments.refund_id", "is", null),
                  ]),
                  inner("payments.state", "=", "refund_failed"),
                ]),
              ),
          )
          .as("refund_retryable"),
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom("restaurant_members")
              .select("restaurant_members.user_id")
              .whereRef("restaurant_members.restaurant_id", "=", "orders.restaurant_id"),
          )
          .as("has_partners"),
    ])
    .where("orders.status", "in", filters.status ? [filters.status] : [...ACTIVE_STATUSES]);
  if (filters.cityId) query = query.where("restaurants.city_id", "=", filters.cityId);
  if (filters.restaurantId) query = query.where("orders.restaurant_id", "=", filters.restaurantId);
  const now = new Date();
  const rows = finished
    ? await query.orderBy("orders.updated_at", "desc").limit(FINISHED_LIMIT).execute()
    : await query.orderBy("orders.created_at").orderBy("orders.id").execute();
  const items = rows.length
    ? await db()
        .selectFrom("order_items")
        .select(["order_id", "name", "quantity", "customizations"])
        .where(
          "order_id",
          "in",
          rows.map((row) => row.id),
        )
        .orderBy("id")
        .execute()
    : [];
  return rows.map((row) => ({
    id: row.id,
    restaurantId: row.restaurant_id,
    restaurantName: row.restaurant_name,
    cityId: row.city_id,
    cityName: row.city_name,
    status: row.status,
    paymentMethod: row.payment_method,
    ...orderPayment(row),
    totalPaise: row.total_paise,
    bill: storedBill(row),
    items: items
      .filter((item) => item.order_id === row.id)
      .map((item) => ({
        name: dishWithChoices(item.name, storedChoices(item.customizations)),
        quantity: item.quantity,
      })),
    address: [row.address_line1, row.address_line2, `${row.address_city} ${row.address_zip_code}`]
      .filter(Boolean)
      .join(", "),
    customer: row.first_name ? `${row.first_name} ${row.last_name}`.trim() : null,
    // The number given at checkout; orders from before it was asked show the account's.
    customerPhone: contactPhone(row.contact_phone ?? row.phone),
    driver: row.driver_name && row.driver_phone ? { name: row.driver_name, phone: row.driver_phone } : null,
    rider: row.rider_id
      ? { name: `${row.rider_first_name ?? ""} ${row.rider_last_name ?? ""}`.trim(), step: row.rider_step }
      : null,
    strandedAt: row.rider_id ? null : row.stranded_at,
    cancellationReason: row.cancellation_reason,
    refundRetryable: Boolean(row.refund_retryable),
    createdAt: row.created_at,
    scheduledFor: row.scheduled_for,
    scheduled: isScheduled({ status: row.status, cookingFrom: row.cooking_from }, now),
    awaitingAcceptSince:
      row.status === "Confirmed" && !row.accepted_at && Boolean(row.has_partners) ? row.updated_at : null,
    acceptedAt: row.accepted_at,
  }));
}

/** The board's filter choices: every city, and the restaurants that have active orders now. */
export async function boardFilterOptions(selectedRestaurantId: string | null) {
  const [cities, restaurants] = await Promise.all([
    listCities(),
    db()
      .selectFrom("restaurants")
      .select(["id", "name"])
      .where((eb) =>
        eb.or([
          eb(
            "id",
            "in",
            eb
              .selectFrom("orders")
              .select("restaurant_id")
              .where("status", "in", [...ACTIVE_STATUSES]),
          ),
          eb("id", "=", selectedRestaurantId ?? ""),
        ]),
      )
      .orderBy("name")
      .execute(),
  ]);
  return { cities, restaurants };
}

/** An active order as the board's live updates compare it: a new one, a status changed, cooking started. */
export interface ActiveOrderState {
  id: string;
  status: string;
  restaurantName: string;
  scheduled: boolean;
}

/** Every active order's id and status, for the board's live updates to compare. */
export async function activeOrderStates(): Promise<ActiveOrderState[]> {
  const rows = await db()
    .selectFrom("orders")
    .select(["id", "status", "restaurant_name as restaurantName", "cooking_from"])
    .where("status", "in", [...ACTIVE_STATUSES])
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const now = new Date();
  return rows.map(({ cooking_from, ...row }) => ({
    ...row,
    scheduled: isScheduled({ status: row.status, cookingFrom: cooking_from }, now),
  }));
}

/**
 * Moves an order one step on behalf of an admin, recording it in the audit log in the same transaction; a
 * delivered order's customer is e-mailed once it commits.
 */
export async function advanceOrderAsAdmin(
  actor: Actor,
  orderId: string,
  from: string,
  driver?: { name: string; phone: string },
): Promise<AdvanceOutcome> {
  const moved = await db()
    .transaction()
    .execute(async (trx) => {
      const outcome = await advanceOrder(orderId, from, driver, trx);
      if (outcome.ok) {
        await recordAudit(trx, actor, {
          action: "order.advance",
          targetType: "order",
          targetId: orderId,
          summary: `Order #${displayOrderId(orderId)}: ${outcome.from} → ${outcome.to}${outcome.to === "Out for Delivery" && driver ? ` with ${driver.name}` : ""}`,
          before: { status: outcome.from },
          after: {
            status: outcome.to,
            ...(outcome.to === "Out for Delivery" && driver
              ? { driverName: driver.name, driverPhone: driver.phone }
              : {}),
          },
        });
      }
      return outcome;
    });
  if (moved.ok && moved.to === "Delivered") mailOrderDelivered(orderId);
  return moved;
}

/** Cancels an order on behalf of an admin (audited with it), then refunds it in full if it was paid online. */
export function cancelOrderAsAdmin(
  actor: Actor,
  orderId: string,
  from: string,
  reason: string,
): Promise<CancelOutcome> {
  return cancelWithRefund(orderId, reason, { from }, (trx, was) =>
    recordAudit(trx, actor, {
      action: "order.cancel",
      targetType: "order",
      targetId: orderId,
      summary: `Order #${displayOrderId(orderId)}: ${was} → ${CANCELLED}${reason ? ` (${reason})` : ""}`,
      before: { status: was },
      after: { status: CANCELLED, reason },
    }),
  );
}

/**
 * Asks the gateway again for a cancelled order's refund, on behalf of an admin: the claim and its audit
 * entry are written together, then the gateway is asked.
 */
export async function retryRefundAsAdmin(actor: Actor, orderId: string): Promise<RefundRetryOutcome> {
  const claim = await db()
    .transaction()
    .execute(async (trx): Promise<string[] | RefundRetryOutcome> => {
      const order = await trx.selectFrom("orders").select("id").where("id", "=", orderId).executeTakeFirst();
      if (!order) return { ok: false, code: "not-found" };
      const claimed = await claimRefundRetry(orderId, trx);
      if (claimed.length === 0) return { ok: false, code: "no-refund", orderId };
      await recordAudit(trx, actor, {
        action: "order.refund-retry",
        targetType: "order",
        targetId: orderId,
        summary: `Order #${displayOrderId(orderId)}: refund asked for again`,
        before: { refund: "refused or unanswered" },
        after: { refund: "requested again" },
      });
      return claimed;
    });
  if (!Array.isArray(claim)) return claim;
  await sendRefunds(claim);
  if (!(await refundsSettled(orderId))) return { ok: false, code: "refund-unconfirmed" };
  return { ok: true };
}
