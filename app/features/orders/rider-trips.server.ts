import crypto from "node:crypto";
import { db, type DB } from "~/db/database.server";
import { deliveryChargesPaise } from "~/features/payouts/payout-rules";
import { nowIso } from "~/lib/ids.server";
import { ACTIVE_STATUSES } from "./order-status";

/**
 * Orders and their riders (issue 36): which orders wait for one, handing an order to the rider who accepted
 * it (one rider an order, whoever asks at once), and the console's alert when dispatch finds nobody. The
 * delivery feature decides who; the orders feature writes the order.
 */

export interface OrderWaitingForRider {
  id: string;
  restaurant: { latitude: number; longitude: number };
  /** Since the restaurant accepted it (or, without partners, since it was placed). */
  waitingSince: Date;
  /** The rider's pay for the trip: the delivery fee, its surcharges and the tip. */
  payPaise: number;
}

/** Cooking orders with no rider, not out with the restaurant's own driver. */
export async function ordersWaitingForRider(executor: DB = db()): Promise<OrderWaitingForRider[]> {
  const rows = await executor
    .selectFrom("orders as o")
    .innerJoin("restaurants as r", "r.id", "o.restaurant_id")
    .select([
      "o.id",
      "r.latitude",
      "r.longitude",
      "o.accepted_at",
      "o.created_at",
      "o.delivery_fee_paise",
      "o.surcharges",
      "o.tip_paise",
    ])
    .where("o.status", "=", "Preparing")
    .where("o.rider_id", "is", null)
    .where("o.driver_name", "is", null)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    restaurant: { latitude: row.latitude, longitude: row.longitude },
    waitingSince: new Date(row.accepted_at ?? row.created_at),
    payPaise: deliveryChargesPaise(row.delivery_fee_paise, row.surcharges) + row.tip_paise,
  }));
}

/** The riders holding an active order (a trip). */
export async function ridersOnTrips(executor: DB = db()): Promise<Set<string>> {
  const rows = await executor
    .selectFrom("orders")
    .select("rider_id")
    .where("rider_id", "is not", null)
    .where("status", "in", ACTIVE_STATUSES)
    .execute();
  return new Set(rows.flatMap((row) => (row.rider_id ? [row.rider_id] : [])));
}

/** The order `riderId` is delivering now, if any. */
export async function activeTripOf(riderId: string, executor: DB = db()): Promise<string | null> {
  const row = await executor
    .selectFrom("orders")
    .select("id")
    .where("rider_id", "=", riderId)
    .where("status", "in", ACTIVE_STATUSES)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A four-digit code the customer tells the rider at the door. */
function deliveryCode(): string {
  return String(crypto.randomInt(0, 10_000)).padStart(4, "0");
}

/**
 * Hands the order to `riderId`, on its way to the restaurant, with its delivery code: only while it still
 * waits for a rider (one conditional update, so of riders accepting at once exactly one gets it).
 */
export async function assignRider(executor: DB, orderId: string, riderId: string): Promise<boolean> {
  const result = await executor
    .updateTable("orders")
    .set({ rider_id: riderId, rider_step: "to-restaurant", delivery_code: deliveryCode(), updated_at: nowIso() })
    .where("id", "=", orderId)
    .where("rider_id", "is", null)
    .where("status", "=", "Preparing")
    .where("driver_name", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks orders stranded (no rider found in time); returns those newly so, for the console to be told once. */
export async function markStranded(orderIds: readonly string[], executor: DB = db()): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const rows = await executor
    .updateTable("orders")
    .set({ stranded_at: nowIso() })
    .where("id", "in", orderIds)
    .where("stranded_at", "is", null)
    .returning("id")
    .execute();
  return rows.map((row) => row.id);
}
