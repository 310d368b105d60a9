import { TIPS } from "~/features/pricing/pricing-config";
import { cashTipPaise } from "~/features/tips/tip-rules";
import { db } from "~/db/database.server";
import type { Coordinates } from "~/features/location/geo";
import { mailOrderDelivered } from "~/features/orders/order-mail.server";
import { displayOrderId } from "~/features/orders/order-status";
import {
  deliverTrip,
  moveTrip,
  riderDeliveriesSince,
  touchTrip,
  tripOf,
  type Delivery,
  type RiderDay,
  type Trip,
  type TripMove,
} from "~/features/orders/rider-trips.server";
import { startOfDayIst } from "~/features/partners/partner-rules";
import { createTicket } from "~/features/support/tickets.server";
import { nowIso } from "~/lib/ids.server";
import { freeRider, placeRider, type Rider } from "./riders.server";

/**
 * The rider's screen (issue 36): the offer out to them, the trip they hold and its steps, and the day's
 * trips and pay. Each step places the rider where it happens (at the restaurant, at the customer), so the
 * customer's map moves even from a phone without JavaScript; with it, the browser's position comes in
 * between (`recordPosition`). Positions of a trip are kept as a short trail and forgotten a day after.
 */

/** A trip's trail keeps the positions of this long: enough to draw the way so far and the recent speed. */
const TRAIL_MS = 10 * 60_000;
/** Positions of an order are deleted this long after it was delivered or cancelled. */
const FORGET_AFTER_MS = 24 * 3_600_000;

export interface OpenOffer {
  id: string;
  orderId: string;
  restaurant: { name: string; locality: string };
  dropLocality: string | null;
  /** By road, from the rider to the restaurant, when offered. */
  kmToRestaurant: number;
  /** By road, from the restaurant to the customer. */
  kmToCustomer: number | null;
  payPaise: number;
  expiresAt: string;
}

export interface RiderScreen {
  offer: OpenOffer | null;
  trip: Trip | null;
  today: RiderDay;
}

export async function riderScreen(rider: Rider, now = new Date()): Promise<RiderScreen> {
  const [offer, trip, today] = await Promise.all([
    openOfferOf(rider.userId, now),
    tripOf(rider.userId),
    riderDeliveriesSince(rider.userId, startOfDayIst(now)),
  ]);
  return { offer: trip ? null : offer, trip, today };
}

async function openOfferOf(riderId: string, now: Date): Promise<OpenOffer | null> {
  const row = await db()
    .selectFrom("delivery_offers as d")
    .innerJoin("orders as o", "o.id", "d.order_id")
    .innerJoin("restaurants as r", "r.id", "o.restaurant_id")
    .select([
      "d.id",
      "d.order_id",
      "d.km",
      "d.pay_paise",
      "d.expires_at",
      "r.name",
      "r.locality",
      "o.drop_locality",
      "o.distance_km",
    ])
    .where("d.rider_id", "=", riderId)
    .where("d.answer", "is", null)
    .where("d.expires_at", ">", now.toISOString())
    .where("o.rider_id", "is", null)
    .orderBy("d.offered_at", "desc")
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    orderId: row.order_id,
    restaurant: { name: row.name, locality: row.locality },
    dropLocality: row.drop_locality,
    kmToRestaurant: row.km,
    kmToCustomer: row.distance_km,
    payPaise: row.pay_paise,
    expiresAt: row.expires_at,
  };
}

/** Moves the trip a step and places the rider where the step happens. */
export async function takeStep(
  rider: Rider,
  orderId: string,
  step: "at-restaurant" | "picked-up" | "at-customer",
): Promise<TripMove> {
  const moved = await moveTrip(rider.userId, orderId, step);
  if (!moved.ok) return moved;
  const trip = await tripOf(rider.userId);
  const place = step === "at-customer" ? trip?.drop : trip?.restaurant.position;
  if (place) await keepPosition(rider.userId, orderId, place);
  return moved;
}

export type DoorOutcome =
  | Delivery
  | { ok: false; code: "cash-unconfirmed"; cashPaise: number }
  | { ok: false; code: "cash-tip-invalid"; maxPaise: number };

/**
 * The rider at the door: a cash order needs the cash confirmed; the right code delivers (the rider is free
 * again, the customer mailed), recording a tip the customer gave in cash (`cashTip`, rupees as typed, empty
 * for none); the last wrong try opens a support case.
 */
export async function deliverAtDoor(
  rider: Rider,
  orderId: string,
  code: string,
  cashConfirmed: boolean,
  cashTip?: string,
): Promise<DoorOutcome> {
  const trip = await tripOf(rider.userId);
  if (trip && trip.orderId === orderId && trip.cashPaise !== null && !cashConfirmed)
    return { ok: false, code: "cash-unconfirmed", cashPaise: trip.cashPaise };
  const tip = cashTipPaise(cashTip);
  if (!tip.ok) return { ok: false, code: "cash-tip-invalid", maxPaise: TIPS.maxPaise };
  const outcome = await deliverTrip(rider.userId, orderId, code, tip.paise);
  if (outcome.ok) {
    await freeRider(rider.userId);
    mailOrderDelivered(orderId);
  }
  if (!outcome.ok && outcome.code === "code-locked") await openSupportCase(rider, orderId, "code");
  return outcome;
}

/** The customer does not answer at the door: support takes over (a case in the rider's name, once). */
export async function reportUnreachable(rider: Rider, orderId: string): Promise<{ ok: boolean }> {
  const trip = await tripOf(rider.userId);
  if (!trip || trip.orderId !== orderId) return { ok: false };
  await openSupportCase(rider, orderId, "unreachable");
  return { ok: true };
}

async function openSupportCase(rider: Rider, orderId: string, why: "code" | "unreachable"): Promise<void> {
  const ref = displayOrderId(orderId);
  await createTicket(
    rider.userId,
    {
      subject:
        why === "code" ? `Order #${ref}: delivery code wrong three times` : `Order #${ref}: customer unreachable`,
      category: "orders",
      priority: "high",
      message:
        why === "code"
          ? `Rider ${rider.firstName} entered a wrong delivery code three times at the door of order #${ref}.`
          : `Rider ${rider.firstName} is at the door of order #${ref} and cannot reach the customer.`,
    },
    `rider-${why}-${orderId}`,
  );
}

/**
 * The browser's position, every 15 s or 50 m: kept in the trip's trail while on one, else where dispatch
 * looks for an online rider. An offline rider without a trip is not followed: false.
 */
export async function recordPosition(rider: Rider, position: Coordinates): Promise<boolean> {
  const trip = await tripOf(rider.userId);
  if (trip) await keepPosition(rider.userId, trip.orderId, position);
  else if (rider.online) await placeRider(rider.userId, position);
  return trip !== null || rider.online;
}

async function keepPosition(riderId: string, orderId: string, position: Coordinates): Promise<void> {
  const at = nowIso();
  await placeRider(riderId, position, at);
  await db()
    .insertInto("rider_positions")
    .values({ order_id: orderId, ...position, at })
    .execute();
  await db()
    .deleteFrom("rider_positions")
    .where("order_id", "=", orderId)
    .where("at", "<", new Date(Date.parse(at) - TRAIL_MS).toISOString())
    .execute();
  // The order's page follows changes of the order: this one moved.
  await touchTrip(orderId, at);
}

/** Deletes the trails of orders delivered or cancelled more than a day ago; returns how many positions. */
export async function forgetOldPositions(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - FORGET_AFTER_MS).toISOString();
  const result = await db()
    .deleteFrom("rider_positions")
    .where("order_id", "in", (eb) =>
      eb
        .selectFrom("orders")
        .select("id")
        .where("status", "in", ["Delivered", "Cancelled"])
        .where("updated_at", "<", before),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
