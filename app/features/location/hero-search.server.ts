import { db } from "~/db/database.server";
import { servedCityAt } from "./gazetteer.server";
import { suggest } from "./geocoder.server";
import { parseCoordinates } from "./geo";

export type HeroSearchOutcome =
  | { ok: true; redirect: string }
  | { ok: false; code: "no-place" }
  | { ok: false; code: "unknown-place"; place: string };

/**
 * The home hero's 'Find Delicious Food': resolves the place (the picked suggestion's coordinates,
 * or the best match for the typed text) and sends the customer to restaurants there, or to the
 * search for the food they typed. A city we serve is named; any other place goes by coordinates.
 */
export async function heroSearch(params: URLSearchParams): Promise<HeroSearchOutcome> {
  const place = (params.get("place") ?? "").trim();
  const food = (params.get("q") ?? "").trim().slice(0, 80);
  if (place === "") return { ok: false, code: "no-place" };

  // Coordinates count only while the text still names the place they were picked for.
  let point =
    place === (params.get("placeName") ?? "").trim() ? parseCoordinates(params.get("lat"), params.get("lng")) : null;
  if (!point) {
    const [best] = (await suggest(place)).suggestions;
    if (!best) return { ok: false, code: "unknown-place", place };
    point = best;
  }
  const city = await servedCityAt(db(), point);
  const scope: Record<string, string> = city
    ? { city }
    : { lat: point.latitude.toFixed(5), lng: point.longitude.toFixed(5) };
  const target = food
    ? `/search?${new URLSearchParams({ q: food, ...scope })}`
    : `/restaurants?${new URLSearchParams(scope)}`;
  return { ok: true, redirect: target };
}
