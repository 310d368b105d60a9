import { db } from "~/db/database.server";
import type { Coordinates } from "~/features/location/geo";
import { deliveryKm } from "~/features/catalogue/delivery-estimate";
import { servedCityForPin } from "~/features/location/delivery-areas";
import type { AreaGroup } from "./areas";

/**
 * The areas an address can be in: the localities of the cities we serve (the catalogue's reference data).
 * An address's area gives it a position, from which the distance to a restaurant is worked out.
 */
interface Area extends Coordinates {
  /** `city-slug/Locality`, as the address form's select sends it. */
  value: string;
  name: string;
  citySlug: string;
  cityName: string;
}

async function listAreas(): Promise<Area[]> {
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
export async function areaGroups(): Promise<AreaGroup[]> {
  const groups = new Map<string, AreaGroup>();
  for (const area of await listAreas()) {
    const group = groups.get(area.citySlug) ?? { city: area.cityName, areas: [] };
    group.areas.push({ value: area.value, name: area.name });
    groups.set(area.citySlug, group);
  }
  return [...groups.values()];
}

/** The area nearest a point in a served city (to suggest on a new address), or null. */
export async function nearestArea(point: Coordinates, citySlug: string | null): Promise<string | null> {
  const inCity = (await listAreas()).filter((area) => area.citySlug === citySlug);
  if (inCity.length === 0) return null;
  return inCity.reduce((best, area) => (deliveryKm(area, point) < deliveryKm(best, point) ? area : best)).value;
}

/** The area select's value for a saved address ("" when it has none). */
export function areaValue(address: { area: string | null; zipCode: string }): string {
  const city = servedCityForPin(address.zipCode);
  return address.area && city ? `${city}/${address.area}` : "";
}

export type AreaChoice =
  { ok: true; area: string | null; position: Coordinates | null } | { ok: false; message: string };

/**
 * The area chosen on the address form, checked against the PIN code: required where we deliver (so the
 * distance can be worked out), and in the PIN code's city.
 */
export async function chooseArea(value: string, zipCode: string): Promise<AreaChoice> {
  const pinCity = servedCityForPin(zipCode);
  if (value === "") {
    return pinCity
      ? { ok: false, message: "Choose the area of this address, so we can tell how far it is." }
      : { ok: true, area: null, position: null };
  }
  const area = (await listAreas()).find((candidate) => candidate.value === value);
  if (!area) return { ok: false, message: "Choose your area from the list." };
  if (area.citySlug !== pinCity)
    return {
      ok: false,
      message: `${area.name} is in ${area.cityName}, and PIN code ${zipCode} is not. Choose the area this address is in.`,
    };
  return { ok: true, area: area.name, position: { latitude: area.latitude, longitude: area.longitude } };
}
