import { distanceKm, type Coordinates } from "~/features/location/geo";
import { deliveryKm, RIDER_KM_PER_HOUR } from "~/features/catalogue/delivery-estimate";

/**
 * When the food arrives, re-estimated from where the rider is (issue 36): the road km left (to the
 * restaurant and on to the customer before pick-up, to the customer after), ridden at the rider's recent
 * speed, and not before the food is ready; "nearby" within 300 m of the door once picked up.
 */

export interface TrailPoint {
  position: Coordinates;
  at: Date;
}

export interface TripProgress {
  /** Picked up: the food is with the rider. */
  pickedUp: boolean;
  /** The rider's recent positions, oldest first; the last is where they are. */
  trail: readonly TrailPoint[];
  restaurant: Coordinates;
  destination: Coordinates;
  /** When the restaurant marked the food ready, or expects to; null when unknown. */
  readyAt: Date | null;
}

export interface ArrivalEstimate {
  /** Road km the rider has left to ride. */
  km: number;
  /** Whole minutes until the food is at the door, at least 1. */
  minutes: number;
  /** Picked up and within NEARBY_KM of the door (straight line). */
  nearby: boolean;
}

export const NEARBY_KM = 0.3;
/** The speed is read from this much of the trail; less than the minimum and the city's average is used. */
export const SPEED_WINDOW_MS = 5 * 60_000;
const MIN_SPEED_SPAN_MS = 30_000;
/** A reading outside these is a stop at a light or a jump of the GPS, not a speed to plan by. */
const SLOWEST_KM_PER_HOUR = 8;
const FASTEST_KM_PER_HOUR = 35;

/** Road km an hour from the trail's last few minutes, within bounds; the city's average without enough of it. */
export function recentSpeed(trail: readonly TrailPoint[]): number {
  const last = trail.at(-1);
  if (!last) return RIDER_KM_PER_HOUR;
  const recent = trail.filter((point) => last.at.getTime() - point.at.getTime() <= SPEED_WINDOW_MS);
  const first = recent[0];
  const span = first ? last.at.getTime() - first.at.getTime() : 0;
  if (!first || span < MIN_SPEED_SPAN_MS) return RIDER_KM_PER_HOUR;
  // Points a few seconds apart follow the roads, so the straight lines between them are the road ridden.
  let km = 0;
  let previous = first.position;
  for (const point of recent) {
    km += distanceKm(previous, point.position);
    previous = point.position;
  }
  const speed = km / (span / 3_600_000);
  return Math.min(FASTEST_KM_PER_HOUR, Math.max(SLOWEST_KM_PER_HOUR, speed));
}

/** The estimate from the rider's last position; null before the rider has one. */
export function arrivalEstimate(trip: TripProgress, now: Date): ArrivalEstimate | null {
  const here = trip.trail.at(-1)?.position;
  if (!here) return null;
  const minutesPerKm = 60 / recentSpeed(trip.trail);
  if (trip.pickedUp) {
    const km = deliveryKm(here, trip.destination);
    return {
      km,
      minutes: Math.max(1, Math.ceil(km * minutesPerKm)),
      nearby: distanceKm(here, trip.destination) <= NEARBY_KM,
    };
  }
  const toRestaurant = deliveryKm(here, trip.restaurant);
  const onward = deliveryKm(trip.restaurant, trip.destination);
  const untilReady = trip.readyAt ? Math.max(0, (trip.readyAt.getTime() - now.getTime()) / 60_000) : 0;
  const leaves = Math.max(toRestaurant * minutesPerKm, untilReady);
  return {
    km: toRestaurant + onward,
    minutes: Math.max(1, Math.ceil(leaves + onward * minutesPerKm)),
    nearby: false,
  };
}
