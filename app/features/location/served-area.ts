import { distanceKm, type Coordinates } from "./geo";

/** A served city as far as where it is goes: its centre and its localities (suburbs included). */
export interface ServedArea extends Coordinates {
  slug: string;
  localities: readonly Coordinates[];
}

/** A place this close to a served city's centre counts as that city (Bengaluru → Bangalore). */
export const CENTRE_KM = 15;
/** A place this close to one of a served city's localities counts too (Whitefield, Electronic City). */
export const LOCALITY_KM = 5;

/**
 * The served city a point lies in, or null: near its centre or near one of its localities, the nearest
 * such city when two qualify. Whitefield (17 km from Bangalore's centre) is in Bangalore, as the city's
 * customers and its restaurants' delivery areas have it (customer audit M3).
 */
export function servedAreaAt(areas: readonly ServedArea[], point: Coordinates): string | null {
  let best: { slug: string; km: number } | null = null;
  for (const area of areas) {
    const fromCentre = distanceKm(point, area);
    const fromLocality = Math.min(Infinity, ...area.localities.map((locality) => distanceKm(point, locality)));
    if (fromCentre > CENTRE_KM && fromLocality > LOCALITY_KM) continue;
    const km = Math.min(fromCentre, fromLocality);
    if (!best || km < best.km) best = { slug: area.slug, km };
  }
  return best?.slug ?? null;
}
