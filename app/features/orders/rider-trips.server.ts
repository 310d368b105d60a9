import crypto from "node:crypto";
import type { Selectable } from "kysely";
import type { Orders } from "~/db/database-types";
import { db, type DB } from "~/db/database.server";
import type { Coordinates } from "~/features/location/geo";
import { deliveryChargesPaise } from "~/features/payouts/payout-rules";
import { nowIso } from "~/lib/ids.server";
import { ACTIVE_STATUSES, type OrderStatus } from "./order-status";

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

export type RiderStep = NonNullable<Selectable<Orders>["rider_step"]>;

/** The trip's steps in order; each moves from the one before it. */
export const RIDER_STEPS: readonly RiderStep[] = ["to-restaurant", "at-restaurant", "picked-up", "at-customer"];

/** Wrong delivery codes allowed before the order goes to support. */
export const DELIVERY_CODE_TRIES = 3;

/** What a rider sees of the order they hold: where to go, whom for, and what to collect. */
export interface Trip {
  orderId: string;
  status: OrderStatus;
  step: RiderStep;
  restaurant: { name: string; locality: string; position: Coordinates };
  /** The customer's first name only, their address and what they asked. */
  customer: { firstName: string; address: string; locality: string | null; instructions: string; noContact: boolean };
  drop: Coordinates | null;
  /** The restaurant marked the food ready: it may be picked up. */
  ready: boolean;
  /** Cash to collect at the door, or null when paid online. */
  cashPaise: number | null;
  codeTriesLeft: number;
}

/** The order `riderId` is delivering now, as their screen shows it. */
export async function tripOf(riderId: string): Promise<Trip | null> {
  const row = await db()
    .selectFrom("orders as o")
    .innerJoin("restaurants as r", "r.id", "o.restaurant_id")
    .leftJoin("users as u", "u.id", "o.user_id")
    .select([
      "o.id",
      "o.status",
      "o.rider_step",
      "o.ready_at",
      "o.payment_method",
      "o.total_paise",
      "o.delivery_code_tries",
      "o.address_line1",
      "o.address_line2",
      "o.address_city",
      "o.drop_latitude",
      "o.drop_longitude",
      "o.drop_locality",
      "o.instructions",
      "o.no_contact",
      "r.name",
      "r.locality",
      "r.latitude",
      "r.longitude",
      "u.first_name",
    ])
    .where("o.rider_id", "=", riderId)
    .where("o.status", "in", ACTIVE_STATUSES)
    .executeTakeFirst();
  if (!row || !row.rider_step) return null;
  return {
    orderId: row.id,
    status: row.status,
    step: row.rider_step,
    restaurant: {
      name: row.name,
      locality: row.locality,
      position: { latitude: row.latitude, longitude: row.longitude },
    },
    customer: {
      firstName: row.first_name ?? "",
      address: [row.address_line1, row.address_line2, row.address_city].filter(Boolean).join(", "),
      locality: row.drop_locality,
      instructions: row.instructions,
      noContact: row.no_contact === 1,
    },
    drop:
      row.drop_latitude !== null && row.drop_longitude !== null
        ? { latitude: row.drop_latitude, longitude: row.drop_longitude }
        : null,
    ready: row.ready_at !== null,
    cashPaise: row.payment_method === "COD" ? row.total_paise : null,
    codeTriesLeft: Math.max(0, DELIVERY_CODE_TRIES - row.delivery_code_tries),
  };
}

export type TripMove =
  | { ok: true }
  | { ok: false; code: "no-trip" }
  | { ok: false; code: "out-of-order"; step: RiderStep }
  | { ok: false; code: "not-ready" };

/**
 * Moves the rider's trip to `to`, only from the step just before it (a form sent twice, or an old page, is
 * told where the trip stands); picking up needs the food marked ready and puts the order out for delivery.
 */
export async function moveTrip(
  riderId: string,
  orderId: string,
  to: Exclude<RiderStep, "to-restaurant">,
): Promise<TripMove> {
  const from = RIDER_STEPS[RIDER_STEPS.indexOf(to) - 1]!;
  const now = nowIso();
  const result = await db()
    .updateTable("orders")
    .set({
      rider_step: to,
      updated_at: now,
      ...(to === "picked-up" ? { status: "Out for Delivery" as const, picked_up_at: now } : {}),
    })
    .where("id", "=", orderId)
    .where("rider_id", "=", riderId)
    .where("rider_step", "=", from)
    .where("status", "in", ACTIVE_STATUSES)
    .$if(to === "picked-up", (query) => query.where("ready_at", "is not", null))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return { ok: true };
  const trip = await tripOf(riderId);
  if (!trip || trip.orderId !== orderId) return { ok: false, code: "no-trip" };
  if (to === "picked-up" && trip.step === "at-restaurant" && !trip.ready) return { ok: false, code: "not-ready" };
  return { ok: false, code: "out-of-order", step: trip.step };
}

export type Delivery =
  | { ok: true }
  | { ok: false; code: "no-trip" }
  | { ok: false; code: "out-of-order"; step: RiderStep }
  | { ok: false; code: "wrong-code"; triesLeft: number }
  | { ok: false; code: "code-locked" };

/**
 * The rider at the door enters the customer's code: the right one delivers the order, with the tip the
 * customer gave in cash if any (`cashTipPaise`, 0 for none); a wrong one counts, and after
 * DELIVERY_CODE_TRIES the order can only be closed by support (the caller opens the case).
 */
export async function deliverTrip(
  riderId: string,
  orderId: string,
  code: string,
  cashTipPaise: number,
): Promise<Delivery> {
  return db()
    .transaction()
    .execute(async (trx): Promise<Delivery> => {
      const row = await trx
        .selectFrom("orders")
        .select(["rider_step", "delivery_code", "delivery_code_tries"])
        .where("id", "=", orderId)
        .where("rider_id", "=", riderId)
        .where("status", "in", ACTIVE_STATUSES)
        .executeTakeFirst();
      if (!row || !row.rider_step) return { ok: false, code: "no-trip" };
      if (row.rider_step !== "at-customer") return { ok: false, code: "out-of-order", step: row.rider_step };
      if (row.delivery_code_tries >= DELIVERY_CODE_TRIES) return { ok: false, code: "code-locked" };
      if (code !== row.delivery_code) {
        const tries = await trx
          .updateTable("orders")
          .set((eb) => ({ delivery_code_tries: eb("delivery_code_tries", "+", 1) }))
          .where("id", "=", orderId)
          .where("delivery_code_tries", "=", row.delivery_code_tries)
          .returning("delivery_code_tries")
          .executeTakeFirst();
        const used = tries?.delivery_code_tries ?? DELIVERY_CODE_TRIES;
        if (used >= DELIVERY_CODE_TRIES) return { ok: false, code: "code-locked" };
        return { ok: false, code: "wrong-code", triesLeft: DELIVERY_CODE_TRIES - used };
      }
      const now = nowIso();
      const delivered = await trx
        .updateTable("orders")
        .set({
          status: "Delivered",
          delivered_at: now,
          rider_step: null,
          updated_at: now,
          ...(cashTipPaise > 0 ? { extra_tip_paise: cashTipPaise, extra_tip_method: "cash" as const } : {}),
        })
        .where("id", "=", orderId)
        .where("rider_step", "=", "at-customer")
        .where("status", "=", "Out for Delivery")
        .executeTakeFirst();
      return Number(delivered.numUpdatedRows) === 1 ? { ok: true } : { ok: false, code: "no-trip" };
    });
}

export interface RiderDay {
  trips: number;
  earningsPaise: number;
}

/** The trips `riderId` delivered since `since` (the day's start): the pay their offers promised and the tips given after checkout. */
export async function riderDeliveriesSince(riderId: string, since: Date): Promise<RiderDay> {
  const row = await db()
    .selectFrom("orders as o")
    .innerJoin("delivery_offers as d", (join) =>
      join.onRef("d.order_id", "=", "o.id").on("d.rider_id", "=", riderId).on("d.answer", "=", "accepted"),
    )
    .select((eb) => [
      eb.fn.countAll<number>().as("trips"),
      eb.fn.sum<number>("d.pay_paise").as("pay"),
      eb.fn.sum<number>("o.extra_tip_paise").as("tips"),
    ])
    .where("o.rider_id", "=", riderId)
    .where("o.status", "=", "Delivered")
    .where("o.delivered_at", ">=", since.toISOString())
    .executeTakeFirst();
  return { trips: Number(row?.trips ?? 0), earningsPaise: Number(row?.pay ?? 0) + Number(row?.tips ?? 0) };
}

/** The rider of an active order moved: its page, following the order's changes, draws the new position. */
export async function touchTrip(orderId: string, at: string): Promise<void> {
  await db()
    .updateTable("orders")
    .set({ updated_at: at })
    .where("id", "=", orderId)
    .where("status", "in", ACTIVE_STATUSES)
    .execute();
}

/** The two numbers of an active trip, for a masked call between them: neither party ever reads the other's. */
export async function tripPhones(orderId: string): Promise<{ customer: string | null; rider: string | null } | null> {
  const row = await db()
    .selectFrom("orders as o")
    .innerJoin("users as r", "r.id", "o.rider_id")
    .leftJoin("users as c", "c.id", "o.user_id")
    .select(["o.contact_phone", "c.phone as customer_phone", "r.mobile", "r.phone as rider_phone"])
    .where("o.id", "=", orderId)
    .where("o.status", "in", ACTIVE_STATUSES)
    .executeTakeFirst();
  if (!row) return null;
  return { customer: row.contact_phone ?? row.customer_phone, rider: row.mobile ?? row.rider_phone };
}
