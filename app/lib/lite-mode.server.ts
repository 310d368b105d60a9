import { requestCookie } from "./request-cookies.server";

/**
 * Lite mode: pages without any script (and no module preloads), the smallest pages we serve. Chosen
 * with the `lite` cookie (Settings, or the footer's button; no sign-in needed); without a choice, a
 * browser that asks to save data (`Save-Data: on`) gets it.
 */
const COOKIE = "lite";
const ONE_YEAR = 365 * 24 * 60 * 60;

export function liteMode(request: Request): boolean {
  const chosen = requestCookie(request.headers.get("Cookie"), COOKIE);
  if (chosen === "0" || chosen === "1") return chosen === "1";
  return request.headers.get("Save-Data")?.trim().toLowerCase() === "on";
}

/** The Set-Cookie header recording the customer's choice (a preference, not a secret: unsigned). */
export function liteModeCookie(on: boolean): string {
  return `${COOKIE}=${on ? "1" : "0"}; Max-Age=${ONE_YEAR}; Path=/; SameSite=Lax`;
}
