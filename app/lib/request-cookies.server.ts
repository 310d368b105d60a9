/**
 * The cookies a request carries, read as React Router's cookie parser reads them (names and values trimmed;
 * of a name sent twice, the first counts), each name with every value it was sent with, in order.
 */
export function requestCookies(cookieHeader: string | null | undefined): Map<string, string[]> {
  const cookies = new Map<string, string[]>();
  for (const pair of (cookieHeader ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    cookies.set(name, [...(cookies.get(name) ?? []), pair.slice(at + 1).trim()]);
  }
  return cookies;
}

/** The value of the request's cookie `name`: the first, when it was sent twice. */
export function requestCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  return requestCookies(cookieHeader).get(name)?.[0];
}
