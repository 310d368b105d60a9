import express from "express";
import { bodyLimitFor, FORM_CONTENT_TYPES, PAGE_METHODS } from "./request-limits";

/** The normalised origin of an address (lower case, no default port), or undefined when it is not one. */
function originOf(address: string): string | undefined {
  try {
    const { origin } = new URL(address);
    return origin === "null" ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * Every request that can change state (anything but GET, HEAD and OPTIONS) must come from our own
 * pages, before any route code runs: its Origin must be ours exactly (scheme, host and port), or, for
 * a browser that sends no Origin, Sec-Fetch-Site must say same-origin. Anything else is refused with
 * 403: another site, a sibling subdomain (same-site), http:// for https://, or no evidence at all.
 * "Ours" is the address this request came to (PUBLIC_URL when set; under TRUST_PROXY, the proxy's
 * X-Forwarded-Host and -Proto).
 */
export function refuseCrossSiteWrites(req: express.Request, res: express.Response, next: express.NextFunction) {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const origin = req.get("Origin");
  const given = origin ? originOf(origin) : undefined;
  const sameOrigin = origin
    ? given !== undefined && given === originOf(`${req.protocol}://${req.host}`)
    : req.get("Sec-Fetch-Site") === "same-origin";
  if (sameOrigin) return next();
  // Warn: behind a TLS proxy without TRUST_PROXY or PUBLIC_URL, every form is refused here, and this says why.
  req.log.warn(
    { origin: origin ?? null, expected: originOf(`${req.protocol}://${req.host}`) ?? null },
    "refused a cross-site write: its Origin is not this site's (behind a proxy, set TRUST_PROXY or PUBLIC_URL)",
  );
  res.status(403).type("text/plain").send("Cross-site requests are not allowed.");
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

/**
 * Says once in the log what an operator who put a proxy in front forgot: TRUST_PROXY, when requests
 * carry a proxy's X-Forwarded-* headers (client addresses are then the proxy's, and behind TLS every
 * form is refused); PUBLIC_URL, when requests come for a name that is not where the server listens
 * (links in e-mails would point at the listening address).
 */
export function warnAboutProxySettings(settings: { TRUST_PROXY: unknown; PUBLIC_URL?: string; HOST: string }) {
  let proxyWarned = Boolean(settings.TRUST_PROXY);
  let hostWarned = Boolean(settings.PUBLIC_URL);
  return (req: express.Request, _res: express.Response, next: express.NextFunction) => {
    if (!proxyWarned && (req.get("X-Forwarded-For") || req.get("X-Forwarded-Proto"))) {
      proxyWarned = true;
      req.log.warn(
        { forwardedFor: req.get("X-Forwarded-For"), forwardedProto: req.get("X-Forwarded-Proto") },
        "requests come through a proxy but TRUST_PROXY is not set: set it (README: Behind a reverse proxy)",
      );
    }
    const hostname = req.hostname;
    if (!hostWarned && hostname && !LOOPBACK.has(hostname) && hostname !== settings.HOST) {
      hostWarned = true;
      req.log.warn(
        { host: req.get("Host") },
        "requests come for another address but PUBLIC_URL is not set: set it to the address customers use",
      );
    }
    next();
  };
}

/**
 * With PUBLIC_URL set, every request is taken to be for that address, whatever Host, X-Forwarded-Host
 * or scheme it arrived with: a TLS-terminating proxy needs no TRUST_PROXY for the scheme, and a forged
 * Host header changes nothing the app builds from the request's URL.
 */
export function answerAsPublicUrl(publicUrl: string): express.Handler {
  const { host, protocol } = new URL(publicUrl);
  return (req, _res, next) => {
    req.headers.host = host;
    delete req.headers["x-forwarded-host"];
    Object.defineProperty(req, "protocol", { value: protocol.slice(0, -1), configurable: true });
    next();
  };
}

/**
 * Every answer that does not say how it may be kept (pages, their data, redirects, errors) is this visitor's
 * alone: `Cache-Control: private, no-store` and `Vary: Cookie`, so no shared cache (a CDN, a proxy with a
 * default lifetime) keeps one customer's page for others. Kept guest pages, the built files and the
 * catalogues say their own. Decided as the head is written, once the app has set its headers.
 */
export function privateUnlessSaid(_req: express.Request, res: express.Response, next: express.NextFunction) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: express.Response, ...args: Parameters<typeof writeHead>) {
    if (!this.hasHeader("Cache-Control")) {
      this.setHeader("Cache-Control", "private, no-store");
      this.vary("Cookie");
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
}

/** A small HTML page for answers given before the app runs (405, 411, 413, 415, 500). */
export function plainPage(res: express.Response, status: number, message: string) {
  res
    .status(status)
    .type("html")
    .send(
      `<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${message}</title></head><body><main><h1>${message}</h1><p><a href="/">Back to the home page</a></p></main></body></html>`,
    );
}

/**
 * Bad requests are refused before anything reads them: methods pages do not have (405 with Allow),
 * bodies that are not HTML forms (415), bodies over the path's limit or of unknown length (413, 411).
 * Node's HTTP parser never delivers more than the declared Content-Length, so checking it is enough.
 */
export function refuseBadRequests(req: express.Request, res: express.Response, next: express.NextFunction) {
  if (!PAGE_METHODS.includes(req.method)) {
    plainPage(res.set("Allow", PAGE_METHODS.join(", ")), 405, "This address does not accept that kind of request.");
    return;
  }
  if (req.method !== "POST") return next();
  const length = req.get("Content-Length");
  if (length === undefined && req.get("Transfer-Encoding")) {
    plainPage(res, 411, "Send the form with a Content-Length.");
    return;
  }
  if (Number(length ?? 0) > bodyLimitFor(req.path)) {
    plainPage(res.set("Connection", "close"), 413, "This form is too large to send.");
    return;
  }
  if (Number(length ?? 0) > 0 && !FORM_CONTENT_TYPES.some((type) => req.is(type))) {
    plainPage(res, 415, "Send this as an HTML form.");
    return;
  }
  next();
}
