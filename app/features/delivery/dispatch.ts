import type { Coordinates } from "~/features/location/geo";
import { deliveryKm } from "~/features/catalogue/delivery-estimate";

/**
 * Dispatch (issue 36): which online rider is offered which order waiting for one, as a pure function of the
 * riders and orders given to it, so that the background job only reads them, calls this once a round and
 * writes its answer. Orders are served oldest first; each gets the nearest free rider by road (straight line
 * times the road factor) within the radius, a rider heading back from a delivery counting as nearer; an
 * offer lapses when it is not answered in time and the order moves on to the next rider; a rider who
 * declined or let an order's offer lapse is not offered that order again; an order nobody in reach has
 * taken for the give-up time is stranded, for the console to assign by hand.
 */

export interface DispatchRider {
  id: string;
  position: Coordinates;
  /** Holds a trip (accepted and not yet delivered): never offered another. */
  onTrip: boolean;
  /** Delivered lately and free again, riding back: preferred over a rider as near. */
  returning: boolean;
}

export interface DispatchOffer {
  riderId: string;
  expiresAt: Date;
}

export interface DispatchOrder {
  id: string;
  restaurant: Coordinates;
  /** Since when it waits for a rider (the restaurant accepted it). */
  waitingSince: Date;
  /** The offer out now and not answered yet (a declined one is no offer: its rider joins `passedBy`). */
  offer: DispatchOffer | null;
  /** Riders who declined it or let its offer lapse. */
  passedBy: readonly string[];
}

export interface DispatchSettings {
  /** How far by road a rider may be from the restaurant to be offered its order. */
  radiusKm: number;
  offerSeconds: number;
  giveUpMinutes: number;
}

export interface NewOffer {
  orderId: string;
  riderId: string;
  /** The rider's road km to the restaurant. */
  km: number;
  expiresAt: Date;
}

export interface DispatchRound {
  offers: NewOffer[];
  /** Offers that ran out unanswered: their riders join the orders' `passedBy`. */
  lapsed: { orderId: string; riderId: string }[];
  /**
   * Orders without a rider for the give-up time: the console is alerted and may assign by hand. Listed every
   * round until a rider takes one; the caller alerts once.
   */
  stranded: string[];
}

/** A rider heading back from a delivery counts as this many road km nearer than they are. */
export const RETURNING_HEAD_START_KM = 1;

export function dispatchRound(
  riders: readonly DispatchRider[],
  orders: readonly DispatchOrder[],
  settings: DispatchSettings,
  now: Date,
): DispatchRound {
  const round: DispatchRound = { offers: [], lapsed: [], stranded: [] };
  const taken = new Set(riders.filter((rider) => rider.onTrip).map((rider) => rider.id));
  const waiting: { order: DispatchOrder; passedBy: Set<string> }[] = [];
  for (const order of orders) {
    if (order.offer && order.offer.expiresAt > now) {
      taken.add(order.offer.riderId);
      continue;
    }
    const passedBy = new Set(order.passedBy);
    if (order.offer) {
      round.lapsed.push({ orderId: order.id, riderId: order.offer.riderId });
      passedBy.add(order.offer.riderId);
    }
    waiting.push({ order, passedBy });
  }
  waiting.sort(
    (a, b) => a.order.waitingSince.getTime() - b.order.waitingSince.getTime() || a.order.id.localeCompare(b.order.id),
  );
  const expiresAt = new Date(now.getTime() + settings.offerSeconds * 1000);
  const giveUpBefore = now.getTime() - settings.giveUpMinutes * 60_000;
  for (const { order, passedBy } of waiting) {
    let best: { rider: DispatchRider; km: number; rank: number } | null = null;
    for (const rider of riders) {
      if (taken.has(rider.id) || passedBy.has(rider.id)) continue;
      const km = deliveryKm(order.restaurant, rider.position);
      if (km > settings.radiusKm) continue;
      const rank = km - (rider.returning ? RETURNING_HEAD_START_KM : 0);
      if (!best || rank < best.rank || (rank === best.rank && rider.id < best.rider.id)) best = { rider, km, rank };
    }
    if (best) {
      taken.add(best.rider.id);
      round.offers.push({ orderId: order.id, riderId: best.rider.id, km: best.km, expiresAt });
    } else if (order.waitingSince.getTime() <= giveUpBefore) {
      round.stranded.push(order.id);
    }
  }
  return round;
}
