import type { Coordinates } from "~/features/location/geo";
import type { Translate } from "~/lib/i18n";

/**
 * Distance, delivery time and serviceability: how far a restaurant is from where the food goes, how long it
 * takes (its preparation time plus the ride), and whether it delivers that far. Listings work the same out
 * in SQL (delivery-estimate.server.ts), held to these by a test.
 */

/** How far a restaurant delivers unless the console says otherwise. */
export const DEFAULT_DELIVERY_RADIUS_KM = 8;
/** Roads are longer than the straight line: a ride covers this many road km per straight km. */
export const ROAD_FACTOR = 1.3;
/** A rider's average speed through city traffic. */
export const RIDER_KM_PER_HOUR = 20;

export const KM_PER_DEGREE = 111.32;

/** Minutes of riding per straight-line km. */
export const RIDE_MINUTES_PER_KM = (ROAD_FACTOR / RIDER_KM_PER_HOUR) * 60;

/** The cosine that scales degrees of longitude to km at a point's latitude. */
export function longitudeScale(point: Coordinates): number {
  return Math.cos((point.latitude * Math.PI) / 180);
}

/**
 * Straight-line km between a restaurant and a point: the equirectangular approximation, within metres of
 * the great circle across a city, and simple enough for SQL to state the same way.
 */
export function deliveryKm(restaurant: Coordinates, to: Coordinates): number {
  const dLatitude = restaurant.latitude - to.latitude;
  const dLongitude = (restaurant.longitude - to.longitude) * longitudeScale(to);
  return KM_PER_DEGREE * Math.sqrt(dLatitude * dLatitude + dLongitude * dLongitude);
}

/** Whole minutes of riding for a straight-line distance, rounded up. */
export function rideMinutes(km: number): number {
  return Math.ceil(km * RIDE_MINUTES_PER_KM);
}

export interface DeliveryRestaurant extends Coordinates {
  prepMinutes: number;
  deliveryRadiusKm: number;
}

export interface DeliveryEstimate {
  km: number;
  /** Preparation plus the ride. */
  minutes: number;
  /** Beyond the restaurant's delivery radius: it cannot be ordered from for this place. */
  tooFar: boolean;
}

export function deliveryEstimate(restaurant: DeliveryRestaurant, to: Coordinates): DeliveryEstimate {
  const km = deliveryKm(restaurant, to);
  return { km, minutes: restaurant.prepMinutes + rideMinutes(km), tooFar: km > restaurant.deliveryRadiusKm };
}

/** "800 m", "3.4 km", "12 km". */
export function distanceText(km: number, t: Translate): string {
  if (km < 1) return t("{distance} m", { distance: Math.max(100, Math.round(km * 10) * 100) });
  return t("{distance} km", { distance: km < 10 ? km.toFixed(1) : String(Math.round(km)) });
}

/** What a card, the menu and the cart say of the estimate: "35 mins · 3.4 km" or "Too far to deliver · 12 km". */
export function estimateText(estimate: DeliveryEstimate, t: Translate): string {
  const distance = distanceText(estimate.km, t);
  return estimate.tooFar
    ? t("Too far to deliver · {distance}", { distance })
    : t("{minutes} mins · {distance}", { minutes: estimate.minutes, distance });
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
