import type { Coordinates } from "~/features/location/geo";
import type { Translate } from "~/lib/i18n";

/**
 * Distance, delivery time and serviceability: how far a restaurant is by road from where the food goes, how
 * long it takes (its preparation time plus the ride, and a spell for a rider to be free and pick it up), and
 * whether it delivers that far. Listings work the same out in SQL (delivery-estimate.server.ts), held to
 * these by a test. One distance, the road's, is shown, priced (the delivery fee), stored with an order and
 * held to the delivery radius (customer audit m21).
 */

/** How far a restaurant delivers by road unless the console says otherwise. */
export const DEFAULT_DELIVERY_RADIUS_KM = 8;
/** Roads are longer than the straight line: a ride covers this many road km per straight km. */
export const ROAD_FACTOR = 1.3;
/** A rider's average speed through city traffic. */
export const RIDER_KM_PER_HOUR = 20;
/**
 * The time a range allows on top of cooking and riding: a rider assigned while the food cooks arrives as it
 * is ready (the range's start); one still to be found, or waiting at a busy counter, takes up to this long.
 */
export const PICKUP_BUFFER_MINUTES = 5;

export const KM_PER_DEGREE = 111.32;

/** Minutes of riding per road km. */
export const RIDE_MINUTES_PER_KM = 60 / RIDER_KM_PER_HOUR;

/** The cosine that scales degrees of longitude to km at a point's latitude. */
export function longitudeScale(point: Coordinates): number {
  return Math.cos((point.latitude * Math.PI) / 180);
}

/**
 * Road km between a restaurant and a point: the straight line by the equirectangular approximation (within
 * metres of the great circle across a city, and simple enough for SQL to state the same way), times the
 * road factor.
 */
export function deliveryKm(restaurant: Coordinates, to: Coordinates): number {
  const dLatitude = restaurant.latitude - to.latitude;
  const dLongitude = (restaurant.longitude - to.longitude) * longitudeScale(to);
  return KM_PER_DEGREE * Math.sqrt(dLatitude * dLatitude + dLongitude * dLongitude) * ROAD_FACTOR;
}

/** Whole minutes of riding for a road distance, rounded up. */
export function rideMinutes(km: number): number {
  return Math.ceil(km * RIDE_MINUTES_PER_KM);
}

export interface DeliveryRestaurant extends Coordinates {
  prepMinutes: number;
  deliveryRadiusKm: number;
}

export interface DeliveryEstimate {
  /** By road: what the page shows, the delivery fee is priced by and the order keeps. */
  km: number;
  /** Preparation plus the ride: the soonest it arrives, which the listing's time filters and sort use. */
  minutes: number;
  /** Beyond the restaurant's delivery radius: it cannot be ordered from for this place. */
  tooFar: boolean;
}

export function deliveryEstimate(restaurant: DeliveryRestaurant, to: Coordinates): DeliveryEstimate {
  const km = deliveryKm(restaurant, to);
  return { km, minutes: restaurant.prepMinutes + rideMinutes(km), tooFar: km > restaurant.deliveryRadiusKm };
}

/** The latest the food should arrive: the soonest plus the pickup buffer. */
export function latestMinutes(estimate: Pick<DeliveryEstimate, "minutes">): number {
  return estimate.minutes + PICKUP_BUFFER_MINUTES;
}

/** "800 m", "3.4 km", "12 km". */
export function distanceText(km: number, t: Translate): string {
  if (km < 1) return t("{distance} m", { distance: Math.max(100, Math.round(km * 10) * 100) });
  return t("{distance} km", { distance: km < 10 ? km.toFixed(1) : String(Math.round(km)) });
}

/** "30–35 mins": from the soonest to the latest the food should arrive. */
export function minutesText(estimate: Pick<DeliveryEstimate, "minutes">, t: Translate): string {
  return t("{from}–{to} mins", { from: estimate.minutes, to: latestMinutes(estimate) });
}

/** What a card, the menu and the cart say of the estimate: "30–35 mins · 3.4 km" or "Too far to deliver · 12 km". */
export function estimateText(estimate: DeliveryEstimate, t: Translate): string {
  const distance = distanceText(estimate.km, t);
  return estimate.tooFar
    ? t("Too far to deliver · {distance}", { distance })
    : t("{time} · {distance}", { time: minutesText(estimate, t), distance });
}

/** Why a restaurant cannot deliver to a place that is too far. */
export function tooFarMessage(
  restaurantName: string,
  radiusKm: number,
  place: string,
  km: number,
  t: Translate,
): string {
  return t(
    "{restaurant} delivers within {radius} km, and {place} is {distance} away. Choose an address nearer the restaurant.",
    { restaurant: restaurantName, radius: radiusKm, place, distance: distanceText(km, t) },
  );
}

/**
 * Whether a restaurant is out of the customer's reach, so its menu offers no Add (customer audit m22): too far
 * from the place the customer chose or their device found. Measured from a guess (the default city, the
 * IP's) or from another city's centre while browsing it, the distance is only a guide, and the delivery
 * address decides at checkout.
 */
export function outOfReach(
  estimate: Pick<DeliveryEstimate, "tooFar">,
  measuredFrom: { kind: "named" | "centre" | "spot" },
  locationSource: "default" | "manual" | "geolocation" | "ip",
): boolean {
  return (
    estimate.tooFar &&
    measuredFrom.kind !== "centre" &&
    (locationSource === "manual" || locationSource === "geolocation")
  );
}
