import {
  deliveryEstimate,
  type DeliveryEstimate,
  type DeliveryRestaurant,
} from "~/features/catalogue/delivery-estimate";
import type { Coordinates } from "./geo";

/**
 * Where each served city delivers: the PIN code areas (their first three digits) of the city and
 * its suburbs. A restaurant delivers to addresses in its own city's areas only, as Indian delivery
 * apps check serviceability by PIN code.
 */
export const DELIVERY_PIN_PREFIXES: Record<string, readonly string[]> = {
  ahmadabad: ["380", "382"],
  bangalore: ["560", "562"],
  bhopal: ["462", "463", "464"],
  calcutta: ["700", "711", "712", "743"],
  chennai: ["600", "601", "602", "603"],
  delhi: ["110", "121", "122", "201"],
  hyderabad: ["500", "501", "502"],
  indore: ["452", "453"],
  jaipur: ["302", "303"],
  kochi: ["682", "683"],
  lucknow: ["226", "227"],
  mumbai: ["400", "401", "410", "421"],
  nagpur: ["440", "441"],
  pune: ["411", "412"],
  surat: ["394", "395"],
};

/** Why a restaurant does not deliver to an address, with what its words need (`ADDRESS_DELIVERY_WORDS`). */
export type AddressUnreached =
  | { ok: false; code: "other-city"; restaurant: string; city: string; pin: string }
  | { ok: false; code: "no-position"; restaurant: string; address: string }
  | { ok: false; code: "too-far"; restaurant: string; radiusKm: number; address: string; km: number };

export type AddressDelivery = { ok: true; estimate: DeliveryEstimate } | AddressUnreached;

/**
 * The one rule for delivering to an address: in the restaurant's city (by PIN code), in a known area, and
 * within the restaurant's delivery radius; with the distance and delivery time when it can.
 */
export function deliveryToAddress(
  restaurant: DeliveryRestaurant & { name: string; city: { slug: string; name: string } },
  address: { zipCode: string; addressLine1: string; position: Coordinates | null },
): AddressDelivery {
  if (servedCityForPin(address.zipCode) !== restaurant.city.slug)
    return {
      ok: false,
      code: "other-city",
      restaurant: restaurant.name,
      city: restaurant.city.name,
      pin: address.zipCode,
    };
  if (!address.position)
    return { ok: false, code: "no-position", restaurant: restaurant.name, address: address.addressLine1 };
  const estimate = deliveryEstimate(restaurant, address.position);
  if (estimate.tooFar)
    return {
      ok: false,
      code: "too-far",
      restaurant: restaurant.name,
      radiusKm: restaurant.deliveryRadiusKm,
      address: address.addressLine1,
      km: estimate.km,
    };
  return { ok: true, estimate };
}

/** The served city (slug) whose delivery area a PIN code is in, or null. */
export function servedCityForPin(pin: string): string | null {
  const prefix = pin.slice(0, 3);
  return Object.entries(DELIVERY_PIN_PREFIXES).find(([, prefixes]) => prefixes.includes(prefix))?.[0] ?? null;
}
