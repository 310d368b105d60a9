import { requestCookie } from "./request-cookies.server";
import { DEFAULT_LANGUAGE, fixedT, isLanguage, type Language, type Translate } from "./i18n";

/**
 * The language a page is in: `?lang=` (the `hreflang` links' addresses), else the customer's choice (the
 * `lang` cookie: the switch, or their setting when they signed in), else the browser's `Accept-Language`,
 * else English.
 */
const COOKIE = "lang";
const ONE_YEAR = 365 * 24 * 60 * 60;

export function requestLanguage(request: Request): Language {
  return chooseLanguage({
    asked: new URL(request.url).searchParams.get(COOKIE),
    cookieHeader: request.headers.get("Cookie"),
    acceptLanguage: request.headers.get("Accept-Language"),
  });
}

/** `t` in the request's language: what loaders, actions and server code write their messages with. */
export function requestT(request: Request): Translate {
  return fixedT(requestLanguage(request));
}

/** The same choice from a request's parts (the shared page cache keys pages by it). */
export function chooseLanguage(parts: {
  asked?: string | null;
  cookieHeader?: string | null;
  acceptLanguage?: string | null;
}): Language {
  if (isLanguage(parts.asked)) return parts.asked;
  const chosen = chosenLanguage(parts.cookieHeader);
  return chosen ?? preferredLanguage(parts.acceptLanguage);
}

/** The language the `lang` cookie holds, if it holds one of ours. */
export function chosenLanguage(cookieHeader: string | null | undefined): Language | null {
  const chosen = requestCookie(cookieHeader, COOKIE);
  return isLanguage(chosen) ? chosen : null;
}

/**
 * Ours that the browser prefers most: `Accept-Language: hi-IN,hi;q=0.9,en;q=0.8` gives Hindi. A language
 * matches by its primary tag (`hi-IN` is Hindi); equal weights go to the one listed first.
 */
export function preferredLanguage(acceptLanguage: string | null | undefined): Language {
  let best: { language: Language; weight: number } | null = null;
  for (const range of (acceptLanguage ?? "").split(",")) {
    const [tag = "", ...params] = range.trim().toLowerCase().split(";");
    const language = tag.split("-")[0];
    if (!isLanguage(language)) continue;
    // A weight is q=0 to q=1 with up to three decimals; a range with a malformed one does not count.
    const q = params.find((param) => /^\s*q=/.test(param));
    const weight = q === undefined ? 1 : Number(/^\s*q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)\s*$/.exec(q)?.[1] ?? 0);
    if (weight > 0 && (!best || weight > best.weight)) best = { language, weight };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}

/** The Set-Cookie header recording the customer's choice (a preference, not a secret: unsigned). */
export function languageCookie(language: Language): string {
  return `${COOKIE}=${language}; Max-Age=${ONE_YEAR}; Path=/; SameSite=Lax`;
}
