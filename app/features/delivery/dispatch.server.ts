import { db } from "~/db/database.server";
import { markStranded, ordersWaitingForRider, ridersOnTrips } from "~/features/orders/rider-trips.server";
import { config } from "~/lib/config.server";
import { newId } from "~/lib/ids.server";
import { logger } from "~/lib/logger.server";
import { runJob } from "~/lib/metrics.server";
import { forgetOldPositions } from "./trips.server";
import { dispatchRound, type DispatchOrder, type DispatchRider } from "./dispatch";

/**
 * The dispatch job (issue 36): every few seconds, in the one instance holding the background jobs' lease,
 * reads the online riders and the orders waiting for one, lets `dispatchRound` decide, and writes its answer:
 * lapsed offers closed, new offers made (only for orders still waiting), stranded orders marked for the
 * console. Riders answer offers in offers.server.ts.
 */

const EVERY_MS = 5_000;
const FORGET_EVERY_MS = 60_000;
/** A rider who delivered within this long is riding back: dispatch prefers them. */
const RETURNING_MS = 15 * 60_000;

export interface DispatchReport {
  offered: number;
  lapsed: number;
  /** Orders newly stranded this round. */
  stranded: string[];
}

export async function dispatchOnce(now = new Date()): Promise<DispatchReport> {
  const { RIDER_OFFER_SECONDS, DISPATCH_RADIUS_KM, DISPATCH_GIVE_UP_MINUTES } = config();
  // A shop without a fleet (no rider accounts yet) delivers as before, by the console's driver: no alerts.
  const fleet = await db().selectFrom("riders").select("user_id").limit(1).executeTakeFirst();
  const waiting = fleet ? await ordersWaitingForRider() : [];
  if (waiting.length === 0) return { offered: 0, lapsed: 0, stranded: [] };
  const [riderRows, onTrips, offerRows] = await Promise.all([
    db()
      .selectFrom("riders")
      .select(["user_id", "latitude", "longitude", "free_since"])
      .where("online", "=", 1)
      .where("latitude", "is not", null)
      .where("longitude", "is not", null)
      .execute(),
    ridersOnTrips(),
    db()
      .selectFrom("delivery_offers")
      .select(["order_id", "rider_id", "expires_at", "answer"])
      .where(
        "order_id",
        "in",
        waiting.map((order) => order.id),
      )
      .execute(),
  ]);
  const riders: DispatchRider[] = riderRows.map((row) => ({
    id: row.user_id,
    position: { latitude: row.latitude ?? 0, longitude: row.longitude ?? 0 },
    onTrip: onTrips.has(row.user_id),
    returning: row.free_since !== null && now.getTime() - Date.parse(row.free_since) < RETURNING_MS,
  }));
  const orders: DispatchOrder[] = waiting.map((order) => {
    const offers = offerRows.filter((offer) => offer.order_id === order.id);
    const open = offers.find((offer) => offer.answer === null);
    return {
      id: order.id,
      restaurant: order.restaurant,
      waitingSince: order.waitingSince,
      offer: open ? { riderId: open.rider_id, expiresAt: new Date(open.expires_at) } : null,
      passedBy: offers
        .filter((offer) => offer.answer === "declined" || offer.answer === "lapsed")
        .map((o) => o.rider_id),
    };
  });
  const round = dispatchRound(
    riders,
    orders,
    { radiusKm: DISPATCH_RADIUS_KM, offerSeconds: RIDER_OFFER_SECONDS, giveUpMinutes: DISPATCH_GIVE_UP_MINUTES },
    now,
  );
  const pay = new Map(waiting.map((order) => [order.id, order.payPaise]));
  const offered = await db()
    .transaction()
    .execute(async (trx) => {
      for (const { orderId, riderId } of round.lapsed)
        await trx
          .updateTable("delivery_offers")
          .set({ answer: "lapsed", answered_at: now.toISOString() })
          .where("order_id", "=", orderId)
          .where("rider_id", "=", riderId)
          .where("answer", "is", null)
          .execute();
      let made = 0;
      for (const offer of round.offers) {
        // Only while the order still waits: a rider may have taken it since it was read.
        const result = await trx
          .insertInto("delivery_offers")
          .columns(["id", "order_id", "rider_id", "km", "pay_paise", "offered_at", "expires_at"])
          .expression((eb) =>
            eb
              .selectFrom("orders")
              // Typed casts: PostgreSQL reads a bare parameter in a select list as text.
              .select([
                eb.cast<string>(eb.val(newId()), "text").as("id"),
                "id as order_id",
                eb.cast<string>(eb.val(offer.riderId), "text").as("rider_id"),
                eb.cast<number>(eb.val(Math.round(offer.km * 100) / 100), "double precision").as("km"),
                eb.cast<number>(eb.val(pay.get(offer.orderId) ?? 0), "integer").as("pay_paise"),
                eb.cast<string>(eb.val(now.toISOString()), "text").as("offered_at"),
                eb.cast<string>(eb.val(offer.expiresAt.toISOString()), "text").as("expires_at"),
              ])
              .where("id", "=", offer.orderId)
              .where("rider_id", "is", null),
          )
          .executeTakeFirst();
        made += Number(result.numInsertedOrUpdatedRows ?? 0n);
      }
      return made;
    });
  const stranded = await markStranded(round.stranded);
  if (stranded.length > 0)
    logger().warn({ orders: stranded }, "no rider within reach: orders wait for the console to assign one");
  return { offered, lapsed: round.lapsed.length, stranded };
}

/** Runs a dispatch round every few seconds, and forgets day-old trails every minute; returns a stop function. */
export function startDispatcher(): () => void {
  const timer = setInterval(() => void runJob("dispatch", "dispatch round failed", () => dispatchOnce()), EVERY_MS);
  const forget = setInterval(
    () => void runJob("forget-positions", "deleting old rider positions failed", () => forgetOldPositions()),
    FORGET_EVERY_MS,
  );
  return () => {
    clearInterval(timer);
    clearInterval(forget);
  };
}
