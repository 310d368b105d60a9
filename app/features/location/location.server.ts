import { createCookie } from "react-router";
import { db } from "~/db/database.server";
import { config } from "~/lib/config.server";
import { servedCityAt } from "./gazetteer.server";
import type { Coordinates } from "./geo";
import type { ChosenLocation } from "./location";
import { reverse } from "./geocoder.server";
import { chosenLocationSchema, type LocationIntent } from "./location.schema";
import { logger } from "~/lib/logger.server";

/** The chosen location lives in a signed cookie for a year; it drives every listing. */
function locationCookie(request: Request) {
  return createCookie("location", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: 60 * 60 * 24 * 365,
    secrets: [config().SESSION_SECRET],
    secure: new URL(request.url).protocol === "https:",
  });
}

export async function readChosenLocation(request: Request): Promise<ChosenLocation | null> {
  const value: unknown = await locationCookie(request).parse(request.headers.get("Cookie"));
  const parsed = chosenLocationSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function serializeChosenLocation(request: Request, location: ChosenLocation): Promise<string> {
  return locationCookie(request).serialize(location);
}

interface IpLookupAnswer {
  status?: string;
  city?: string;
  lat?: number;
  lon?: number;
}

/** The slug of the served city a point lies in, or null when it is outside every city we serve. */
export function servedCity(point: Coordinates): Promise<string | null> {
  return servedCityAt(db(), point);
}

/** Answers per client IP address, so a guest's every page does not ask the service again. */
const ipCache = new Map<string, ChosenLocation | null>();
const IP_CACHE_LIMIT = 5000;
const IP_LOOKUP_TIMEOUT_MS = 800;

async function locateByIp(ip: string): Promise<ChosenLocation | null> {
  const template = config().IP_LOOKUP_URL;
  if (!template || !ip) return null;
  if (ipCache.has(ip)) return ipCache.get(ip) ?? null;
  let found: ChosenLocation | null = null;
  try {
    const url = decodeURI(template).replace("{ip}", encodeURIComponent(ip));
    const response = await fetch(url, { signal: AbortSignal.timeout(IP_LOOKUP_TIMEOUT_MS) });
    const answer = (await response.json()) as IpLookupAnswer;
    if (response.ok && answer.status !== "fail" && typeof answer.lat === "number" && typeof answer.lon === "number") {
      const point = { latitude: answer.lat, longitude: answer.lon };
      const parsed = chosenLocationSchema.safeParse({
        name: answer.city ?? "Your area",
        ...point,
        city: await servedCity(point),
        source: "ip",
      });
      found = parsed.success ? parsed.data : null;
    }
  } catch (error) {
    logger().warn({ err: error }, "IP location lookup failed; using the default city");
    found = null;
  }
  if (ipCache.size >= IP_CACHE_LIMIT) ipCache.clear();
  ipCache.set(ip, found);
  return found;
}

export async function defaultLocation(): Promise<ChosenLocation> {
  const city = await db()
    .selectFrom("cities")
    .select(["name", "slug", "latitude", "longitude"])
    .where("slug", "=", config().DEFAULT_CITY)
    .executeTakeFirst();
  if (!city) return { name: "Bangalore", latitude: 12.9716, longitude: 77.5946, city: "bangalore", source: "default" };
  return { name: city.name, latitude: city.latitude, longitude: city.longitude, city: city.slug, source: "default" };
}

/** The customer's location: their choice, else a lookup of their IP address, else the default city. */
export async function currentLocation(request: Request, clientIp: string | undefined): Promise<ChosenLocation> {
  return (await readChosenLocation(request)) ?? (await locateByIp(clientIp ?? "")) ?? (await defaultLocation());
}

/**
 * The location a customer picked (a suggested place) or shared (the browser's coordinates), named
 * and matched to the city we serve there, as the cookie that keeps it; or that no place is known there.
 */
export async function chooseLocation(
  request: Request,
  intent: LocationIntent,
): Promise<{ ok: true; cookie: string } | { ok: false; code: "unnamed-place" }> {
  const point = { latitude: intent.latitude, longitude: intent.longitude };
  const place = intent.intent === "locate" ? await reverse(point) : { name: intent.name };
  if (!place) return { ok: false, code: "unnamed-place" };
  const cookie = await serializeChosenLocation(request, {
    name: place.name.split(",")[0] ?? place.name,
    ...point,
    city: await servedCity(point),
    source: intent.intent === "locate" ? "geolocation" : "manual",
  });
  return { ok: true, cookie };
}
