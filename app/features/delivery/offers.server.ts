import { db } from "~/db/database.server";
import { activeTripOf, assignRider } from "~/features/orders/rider-trips.server";

/**
 * A rider's answer to an offer (issue 36). Accepting takes the order in one transaction that first locks the
 * rider's row, so a rider never holds two trips, and hands the order over with a conditional update, so of
 * riders accepting one order at once exactly one holds it; the others are told it was taken.
 */

export type OfferAnswer =
  { ok: true; orderId: string } | { ok: false; code: "offer-gone" | "order-taken" | "on-a-trip" };

class Refused extends Error {
  constructor(readonly code: "offer-gone" | "order-taken" | "on-a-trip") {
    super(code);
  }
}

export async function acceptOffer(riderId: string, offerId: string, now = new Date()): Promise<OfferAnswer> {
  try {
    return await db()
      .transaction()
      .execute(async (trx) => {
        // The rider's row, locked until the end (PostgreSQL): a second acceptance of theirs waits here.
        const rider = await trx
          .updateTable("riders")
          .set((eb) => ({ online: eb.ref("online") }))
          .where("user_id", "=", riderId)
          .executeTakeFirst();
        if (Number(rider.numUpdatedRows) !== 1) throw new Refused("offer-gone");
        if (await activeTripOf(riderId, trx)) throw new Refused("on-a-trip");
        const offer = await trx
          .updateTable("delivery_offers")
          .set({ answer: "accepted", answered_at: now.toISOString() })
          .where("id", "=", offerId)
          .where("rider_id", "=", riderId)
          .where("answer", "is", null)
          .where("expires_at", ">", now.toISOString())
          .returning("order_id")
          .executeTakeFirst();
        if (!offer) throw new Refused("offer-gone");
        if (!(await assignRider(trx, offer.order_id, riderId))) throw new Refused("order-taken");
        return { ok: true, orderId: offer.order_id } as const;
      });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, code: error.code };
    throw error;
  }
}

/** Declines an open offer: dispatch offers the order to the next rider and never to this one again. */
export async function declineOffer(riderId: string, offerId: string, now = new Date()): Promise<OfferAnswer> {
  const offer = await db()
    .updateTable("delivery_offers")
    .set({ answer: "declined", answered_at: now.toISOString() })
    .where("id", "=", offerId)
    .where("rider_id", "=", riderId)
    .where("answer", "is", null)
    .returning("order_id")
    .executeTakeFirst();
  return offer ? { ok: true, orderId: offer.order_id } : { ok: false, code: "offer-gone" };
}
