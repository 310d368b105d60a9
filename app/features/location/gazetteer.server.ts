import type { DB } from "~/db/database.server";
import { distanceKm, type Coordinates } from "./geo";
import { servedAreaAt, type ServedArea } from "./served-area";
import { MAX_SUGGESTIONS, MIN_SUGGESTION_QUERY, type PlaceSuggestion } from "./location";

/**
 * The built-in gazetteer: India's cities (country-state-city) and the localities of the cities we
 * serve (from the catalogue). Loaded once per process, on first use: the list of India's cities is 17 MB
 * of modules, imported then rather than when the server starts.
 */
interface Place extends PlaceSuggestion {
  key: string;
  /** 0: a served city or one of its localities; 1: another place within a served city; 2: elsewhere. */
  tier: number;
}

/** Reverse lookups farther than this from any known place fail. */
const REVERSE_LIMIT_KM = 60;

let places: Promise<Place[]> | undefined;

export function normalise(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

async function loadPlaces(database: DB): Promise<Place[]> {
  const cities = await database.selectFrom("cities").selectAll().execute();
  const served = cities.map((city) => ({ ...city, position: { latitude: city.latitude, longitude: city.longitude } }));
  const areas = served.map(toServedArea);
  const servedCityNear = (point: Coordinates) => servedAreaAt(areas, point);

  const result: Place[] = [];
  for (const city of served) {
    result.push({
      key: normalise(city.name),
      name: `${city.name}, ${city.state}`,
      simpleCityName: city.name,
      latitude: city.latitude,
      longitude: city.longitude,
      city: city.slug,
      tier: 0,
    });
    const localities = JSON.parse(city.localities) as { name: string; latitude: number; longitude: number }[];
    for (const locality of localities) {
      result.push({
        key: normalise(locality.name),
        name: `${locality.name}, ${city.name}`,
        simpleCityName: city.name,
        latitude: locality.latitude,
        longitude: locality.longitude,
        city: city.slug,
        tier: 0,
      });
    }
  }
  const { City, State } = await import("country-state-city");
  const stateNames = new Map(State.getStatesOfCountry("IN").map((state) => [state.isoCode, state.name]));
  for (const city of City.getCitiesOfCountry("IN") ?? []) {
    const point = { latitude: Number(city.latitude), longitude: Number(city.longitude) };
    if (!Number.isFinite(point.latitude) || !Number.isFinite(point.longitude)) continue;
    const servedSlug = servedCityNear(point);
    if (servedSlug && served.some((s) => normalise(s.name) === normalise(city.name))) continue;
    result.push({
      key: normalise(city.name),
      name: `${city.name}, ${stateNames.get(city.stateCode) ?? "India"}`,
      simpleCityName: city.name,
      ...point,
      city: servedSlug,
      tier: servedSlug === null ? 2 : 1,
    });
  }
  return result;
}

function allPlaces(database: DB): Promise<Place[]> {
  places ??= loadPlaces(database).catch((error: unknown) => {
    places = undefined;
    throw error;
  });
  return places;
}

/** How well a place's name matches the query: lower is better, null for no match. */
function matchScore(key: string, query: string): number | null {
  if (key === query) return 0;
  if (key.startsWith(query)) return 1;
  if (key.split(" ").some((word) => word.startsWith(query))) return 2;
  if (key.includes(query)) return 3;
  return null;
}

export async function suggestPlaces(database: DB, text: string): Promise<PlaceSuggestion[]> {
  const query = normalise(text);
  if (query.length < MIN_SUGGESTION_QUERY) return [];
  const scored: { place: Place; score: number }[] = [];
  for (const place of await allPlaces(database)) {
    const score = matchScore(place.key, query);
    if (score !== null) scored.push({ place, score: score * 3 + place.tier });
  }
  scored.sort(
    (a, b) => a.score - b.score || a.place.key.length - b.place.key.length || a.place.name.localeCompare(b.place.name),
  );
  return scored.slice(0, MAX_SUGGESTIONS).map(({ place }) => toSuggestion(place));
}

export async function nearestPlace(database: DB, point: Coordinates): Promise<PlaceSuggestion | null> {
  let best: { place: Place; km: number } | null = null;
  for (const place of await allPlaces(database)) {
    const km = distanceKm(point, place);
    if (!best || km < best.km) best = { place, km };
  }
  if (!best || best.km > REVERSE_LIMIT_KM) return null;
  return { ...toSuggestion(best.place), latitude: point.latitude, longitude: point.longitude };
}

/** The served city a point lies in (`served-area.ts`), or null when it is outside every city we serve. */
export async function servedCityAt(database: DB, point: Coordinates): Promise<string | null> {
  const cities = await database.selectFrom("cities").select(["slug", "latitude", "longitude", "localities"]).execute();
  return servedAreaAt(cities.map(toServedArea), point);
}

function toServedArea(city: { slug: string; latitude: number; longitude: number; localities: string }): ServedArea {
  return {
    slug: city.slug,
    latitude: city.latitude,
    longitude: city.longitude,
    localities: JSON.parse(city.localities) as Coordinates[],
  };
}

function toSuggestion({ name, simpleCityName, latitude, longitude, city }: Place): PlaceSuggestion {
  return { name, simpleCityName, latitude, longitude, city };
}
