import { db } from "~/db/database.server";
import type { Coordinates } from "~/features/location/geo";
import { deliveryKm } from "~/features/catalogue/delivery-estimate";
import { servedCityForPin } from "~/features/location/delivery-areas";
import type { LocalityGroup } from "./localities";

/**
 * The localities an address can be in: the localities of the cities we serve (the catalogue's reference data).
 * An address's locality gives it a position, from which the distance to a restaurant is worked out.
 */
interface Locality extends Coordinates {
  /** `city-slug/Locality`, as the address form's select sends it. */
  value: string;
  name: string;
  citySlug: string;
  cityName: string;
}

async function listLocalities(): Promise<Locality[]> {
  const cities = await db().selectFrom("cities").select(["slug", "name", "localities"]).orderBy("name").execute();
  return cities.flatMap((city) =>
    (JSON.parse(city.localities) as ({ name: string } & Coordinates)[])
      .map((locality) => ({
        value: `${city.slug}/${locality.name}`,
        name: locality.name,
        citySlug: city.slug,
        cityName: city.name,
        latitude: locality.latitude,
        longitude: locality.longitude,
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  );
}

/** The address form's choices, by city. */
export async function localityGroups(): Promise<LocalityGroup[]> {
  const groups = new Map<string, LocalityGroup>();
  for (const locality of await listLocalities()) {
    const group = groups.get(locality.citySlug) ?? { city: locality.cityName, localities: [] };
    group.localities.push({ value: locality.value, name: locality.name });
    groups.set(locality.citySlug, group);
  }
  return [...groups.values()];
}

/** The locality nearest a point in a served city (to suggest on a new address), or null. */
export async function nearestLocality(point: Coordinates, citySlug: string | null): Promise<string | null> {
  const inCity = (await listLocalities()).filter((locality) => locality.citySlug === citySlug);
  if (inCity.length === 0) return null;
  return inCity.reduce((best, locality) => (deliveryKm(locality, point) < deliveryKm(best, point) ? locality : best))
    .value;
}

/** The locality select's value for a saved address ("" when it has none). */
export function localityValue(address: { locality: string | null; zipCode: string }): string {
  const city = servedCityForPin(address.zipCode);
  return address.locality && city ? `${city}/${address.locality}` : "";
}

export type LocalityChoice =
  { ok: true; locality: string | null; position: Coordinates | null } | { ok: false; code: "locality-unknown" };

/**
 * The locality chosen on the address form (checked against its PIN code by `addressProblems`), with its
 * position; "" is none, for a place we do not deliver to.
 */
export async function placeLocality(value: string): Promise<LocalityChoice> {
  if (value === "") return { ok: true, locality: null, position: null };
  const locality = (await listLocalities()).find((candidate) => candidate.value === value);
  if (!locality) return { ok: false, code: "locality-unknown" };
  return {
    ok: true,
    locality: locality.name,
    position: { latitude: locality.latitude, longitude: locality.longitude },
  };
}
