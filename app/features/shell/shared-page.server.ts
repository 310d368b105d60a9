import { readChosenLocation } from "~/features/location/location.server";
import { config } from "~/lib/config.server";
import { requestLanguage } from "~/lib/language.server";
import { liteMode } from "~/lib/lite-mode.server";
import { requestCookies } from "~/lib/request-cookies.server";

/** Cookies that change nothing on a page shared by guests, or only what its variant holds. */
const GUEST_COOKIES = new Set(["location", "lite", "lang", "device", "__Host-device"]);

/**
 * What a page shared by guests (`server/page-cache.ts`) shows besides its address, read from the request by
 * the functions its loaders read it with: the language, Lite mode and the chosen location (as its signed
 * cookie verifies and parses, not its bytes). Null when the page must be made for this visitor alone: a
 * cookie of a person (session, flash, a pending 'Add'), a cookie sent twice, or, when guests are located by
 * their IP address, no chosen location.
 */
export async function sharedPageVariant(request: Request): Promise<string | null> {
  const cookies = requestCookies(request.headers.get("Cookie"));
  for (const [name, values] of cookies) if (!GUEST_COOKIES.has(name) || values.length > 1) return null;
  const location = await readChosenLocation(request);
  if (!location && config().IP_LOOKUP_URL) return null;
  return JSON.stringify({ language: requestLanguage(request), lite: liteMode(request), location });
}
