import { db } from "~/db/database.server";
import { config } from "~/lib/config.server";
import { nearestPlace, servedCityAt, suggestPlaces } from "./gazetteer.server";
import type { Coordinates } from "./geo";
import { MAX_SUGGESTIONS, MIN_SUGGESTION_QUERY, type PlaceSuggestion } from "./location";
import { logger } from "~/lib/logger.server";

/**
 * Place search and reverse lookup: the built-in gazetteer, or a Nominatim-compatible service when
 * GEOCODER_URL is set. A failing service falls back to the gazetteer and says so (`error`, a code
 * `location-words.ts` words).
 */
export interface SuggestOutcome {
  suggestions: PlaceSuggestion[];
  error: "service-failed" | null;
}

const TIMEOUT_MS = 2500;

interface NominatimPlace {
  lat: string;
  lon: string;
  display_name: string;
  address?: { city?: string; town?: string; village?: string; suburb?: string; state_district?: string };
}

async function nominatim(path: string, params: Record<string, string>): Promise<unknown> {
  const url = new URL(path, config().GEOCODER_URL);
  for (const [key, value] of Object.entries({
    format: "json",
    addressdetails: "1",
    "accept-language": "en",
    ...params,
  })) {
    url.searchParams.set(key, value);
  }
  const response = await fetch(url, {
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`Geocoder answered ${response.status}`);
  return response.json();
}

async function fromNominatim(place: NominatimPlace): Promise<PlaceSuggestion | null> {
  const latitude = Number(place.lat);
  const longitude = Number(place.lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const simpleCityName =
    place.address?.city ?? place.address?.town ?? place.address?.village ?? place.display_name.split(",")[0] ?? "";
  return {
    name: place.display_name.split(",").slice(0, 3).join(",").trim(),
    simpleCityName,
    latitude,
    longitude,
    city: await servedCityAt(db(), { latitude, longitude }),
  };
}

export async function suggest(text: string): Promise<SuggestOutcome> {
  if (text.trim().length < MIN_SUGGESTION_QUERY) return { suggestions: [], error: null };
  if (!config().GEOCODER_URL) return { suggestions: await suggestPlaces(db(), text), error: null };
  try {
    const places = (await nominatim("search", {
      q: text,
      limit: String(MAX_SUGGESTIONS),
      countrycodes: "in",
    })) as NominatimPlace[];
    const suggestions = (await Promise.all(places.map(fromNominatim))).filter((place) => place !== null);
    return { suggestions, error: null };
  } catch (error) {
    logger().warn({ err: error }, "geocoder failed to suggest places; using the built-in gazetteer");
    return {
      suggestions: await suggestPlaces(db(), text),
      error: "service-failed",
    };
  }
}

export async function reverse(point: Coordinates): Promise<PlaceSuggestion | null> {
  if (config().GEOCODER_URL) {
    try {
      const place = (await nominatim("reverse", {
        lat: String(point.latitude),
        lon: String(point.longitude),
      })) as NominatimPlace;
      const found = await fromNominatim(place);
      if (found) return { ...found, ...point };
    } catch (error) {
      logger().warn({ err: error }, "geocoder failed to name a point; using the built-in gazetteer");
    }
  }
  return nearestPlace(db(), point);
}
