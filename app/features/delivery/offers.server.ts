import { db, type DB } from "~/db/database.server";
import { recordAudit, type Actor } from "~/features/admin/audit.server";
import { displayOrderId } from "~/features/orders/order-status";
import { activeTripOf, assignRider, ordersWaitingForRider } from "~/features/orders/rider-trips.server";
import { newId } from "~/lib/ids.server";

/**
 * A rider's answer to an offer (issue 36). Accepting takes the order in one transaction that first locks the
 * rider's row, so a rider never holds two trips, and hands the order over with a conditional update, so of
 * riders accepting one order at once exactly one holds it; the others are told it was taken.
 */

type RefusalCode = "offer-gone" | "order-taken" | "on-a-trip";

export type OfferAnswer = { ok: true; orderId: string } | { ok: false; code: RefusalCode };

class Refused extends Error {
  constructor(readonly code: RefusalCode) {
    super(code);
  }
}

/**
 * Locks the rider's row until the transaction ends (PostgreSQL: a second acceptance of theirs waits here)
 * and refuses when they already hold a trip.
 */
async function lockFreeRider(trx: DB, riderId: string): Promise<void> {
  const rider = await trx
    .updateTable("riders")
    .set((eb) => ({ online: eb.ref("online") }))
    .where("user_id", "=", riderId)
    .executeTakeFirst();
  if (Number(rider.numUpdatedRows) !== 1) throw new Refused("offer-gone");
  if (await activeTripOf(riderId, trx)) throw new Refused("on-a-trip");
}

async function refusedAsOutcome(work: () => Promise<OfferAnswer>): Promise<OfferAnswer> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refused) return { ok: false, code: error.code };
    throw error;
  }
}

export async function acceptOffer(riderId: string, offerId: string, now = new Date()): Promise<OfferAnswer> {
  return refusedAsOutcome(() =>
    db()
      .transaction()
      .execute(async (trx) => {
        await lockFreeRider(trx, riderId);
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
      }),
  );
}

/**
 * The console hands an order waiting for a rider (a stranded one) to a rider of its choice, free of a trip;
 * the order's unanswered offers lapse. Audited. The rider is paid as an offer would have paid them.
 */
export async function assignByHand(actor: Actor, orderId: string, riderId: string): Promise<OfferAnswer> {
  return refusedAsOutcome(() =>
    db()
      .transaction()
      .execute(async (trx) => {
        await lockFreeRider(trx, riderId);
        const waiting = (await ordersWaitingForRider(trx)).find((order) => order.id === orderId);
        if (!waiting || !(await assignRider(trx, orderId, riderId))) throw new Refused("order-taken");
        const now = new Date().toISOString();
        await trx
          .updateTable("delivery_offers")
          .set({ answer: "lapsed", answered_at: now })
          .where("order_id", "=", orderId)
          .where("answer", "is", null)
          .execute();
        await trx
          .insertInto("delivery_offers")
          .values({
            id: newId(),
            order_id: orderId,
            rider_id: riderId,
            km: 0,
            pay_paise: waiting.payPaise,
            offered_at: now,
            expires_at: now,
            answer: "accepted",
            answered_at: now,
          })
          .execute();
        await recordAudit(trx, actor, {
          action: "order.assign-rider",
          targetType: "order",
          targetId: orderId,
          summary: `Rider assigned by hand to order #${displayOrderId(orderId)}`,
          before: {},
          after: { riderId },
        });
        return { ok: true, orderId } as const;
      }),
  );
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
