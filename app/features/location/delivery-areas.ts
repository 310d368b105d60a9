import {
  deliveryEstimate,
  tooFarMessage,
  type DeliveryEstimate,
  type DeliveryRestaurant,
} from "~/features/catalogue/delivery-estimate";
import type { Translate } from "~/lib/i18n";
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

export type AddressDelivery = { ok: true; estimate: DeliveryEstimate } | { ok: false; problem: string };

/**
 * The one rule for delivering to an address: in the restaurant's city (by PIN code), in a known area, and
 * within the restaurant's delivery radius; with the distance and delivery time when it can.
 */
export function deliveryToAddress(
  restaurant: DeliveryRestaurant & { name: string; city: { slug: string; name: string } },
  address: { zipCode: string; addressLine1: string; position: Coordinates | null },
  t: Translate,
): AddressDelivery {
  if (servedCityForPin(address.zipCode) !== restaurant.city.slug)
    return {
      ok: false,
      problem: t(
        "{restaurant} delivers in {city} only, and PIN code {pin} is outside it. Choose an address in {city}.",
        { restaurant: restaurant.name, city: restaurant.city.name, pin: address.zipCode },
      ),
    };
  if (!address.position)
    return {
      ok: false,
      problem: t("Edit {address} to choose its locality, so we can tell how far it is from {restaurant}.", {
        address: address.addressLine1,
        restaurant: restaurant.name,
      }),
    };
  const estimate = deliveryEstimate(restaurant, address.position);
  if (estimate.tooFar)
    return {
      ok: false,
      problem: tooFarMessage(restaurant.name, restaurant.deliveryRadiusKm, address.addressLine1, estimate.km, t),
    };
  return { ok: true, estimate };
}

/** The served city (slug) whose delivery area a PIN code is in, or null. */
export function servedCityForPin(pin: string): string | null {
  const prefix = pin.slice(0, 3);
  return Object.entries(DELIVERY_PIN_PREFIXES).find(([, prefixes]) => prefixes.includes(prefix))?.[0] ?? null;
}
