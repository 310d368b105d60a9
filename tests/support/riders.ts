import { db } from "~/db/database.server";
import { acceptOffer } from "~/features/delivery/offers.server";
import { riderOf, type Rider } from "~/features/delivery/riders.server";
import { deliveryChargesPaise } from "~/features/payouts/payout-rules";
import { newId } from "~/lib/ids.server";
import { expect } from "vitest";
import { signedInCustomer } from "./accounts";
import { checkout, readyToOrder } from "./orders";

/** Orders waiting for riders, riders near them and offers between them, for the delivery tests (issue 36). */

export const SECOND = 1000;

/** A cooking order (the restaurant accepted it), with its restaurant's position. */
export async function cookingOrder() {
  const { jar } = await readyToOrder();
  const placed = await checkout(jar, `dispatch-${newId()}`);
  const id = /\/profile\/orders\/([0-9a-f]+)$/.exec(placed.location ?? "")?.[1] ?? "";
  const acceptedAt = new Date();
  await db()
    .updateTable("orders")
    .set({ status: "Preparing", accepted_at: acceptedAt.toISOString() })
    .where("id", "=", id)
    .execute();
  const row = await db()
    .selectFrom("orders as o")
    .innerJoin("restaurants as r", "r.id", "o.restaurant_id")
    .select(["r.latitude", "r.longitude", "r.city_id", "o.delivery_fee_paise", "o.surcharges", "o.tip_paise"])
    .where("o.id", "=", id)
    .executeTakeFirstOrThrow();
  // A rider's pay for it: the delivery fee, its surcharges (late night after 23:00 India time) and the tip.
  const payPaise = deliveryChargesPaise(row.delivery_fee_paise, row.surcharges) + row.tip_paise;
  return { id, acceptedAt, payPaise, ...row };
}

/** An online rider `north` degrees of latitude north of the order's restaurant (0.01° is 1.45 km by road). */
export async function riderNear(
  order: { latitude: number; longitude: number; city_id: string },
  north: number,
  online = 1,
) {
  const { userId } = await signedInCustomer();
  await db()
    .insertInto("riders")
    .values({
      user_id: userId,
      city_id: order.city_id,
      online,
      latitude: order.latitude + north,
      longitude: order.longitude,
      position_at: new Date().toISOString(),
      free_since: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  return userId;
}

/** What the order holds now: its rider and whether dispatch gave up on it. */
export const orderNow = (orderId: string) =>
  db()
    .selectFrom("orders")
    .select(["rider_id", "rider_step", "delivery_code", "stranded_at"])
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();

export const offersOf = (orderId: string) =>
  db()
    .selectFrom("delivery_offers")
    .select(["id", "rider_id", "answer", "pay_paise", "km", "expires_at"])
    .where("order_id", "=", orderId)
    .orderBy("offered_at")
    .execute();

export async function openOffer(orderId: string, riderId: string, expiresAt = new Date(Date.now() + 60 * SECOND)) {
  const id = newId();
  await db()
    .insertInto("delivery_offers")
    .values({
      id,
      order_id: orderId,
      rider_id: riderId,
      km: 1,
      pay_paise: 3000,
      offered_at: new Date().toISOString(),
      expires_at: expiresAt.toISOString(),
      answer: null,
      answered_at: null,
    })
    .execute();
  return id;
}

/** A cooking order held by a rider 1.45 km north of its restaurant, as the rider's screen reads it. */
export async function tripUnderWay() {
  const order = await cookingOrder();
  const riderId = await riderNear(order, 0.01);
  const offer = await openOffer(order.id, riderId);
  expect(await acceptOffer(riderId, offer)).toEqual({ ok: true, orderId: order.id });
  const rider = (await riderOf(riderId)) as Rider;
  return { order, rider };
}
