import crypto from "node:crypto";
import zlib from "node:zlib";
import type express from "express";
import { chooseLanguage } from "../app/lib/language.server";

/**
 * Pages that are the same for every guest (home, listings, a category, a menu, search, offers, help and
 * the company pages) rendered once and served from memory for a few seconds, already compressed, the
 * way a static file is. Only requests that carry nothing of a person are served from it: no session,
 * no flash message, no pending add; the location, the language and Lite mode are part of the key. A response
 * that sets a cookie or is not a 200 is never kept. The console's edits end every kept page at once
 * (`catalogueVersion`). Cached pages are allowed to run their scripts by hash rather than by nonce, so
 * the same bytes can go to everyone under the strict policy.
 */
export interface PageCacheOptions {
  seconds: number;
  /** With a lookup of the visitor's IP address, a guest without a chosen location sees pages for where they are. */
  locatesByIp: boolean;
  /** Renders the page with the app (`nonce` is this response's script nonce, for a page that is not kept). */
  render: (
    request: Request,
    context: { clientIp: string | undefined; cspNonce: string; requestId: string },
  ) => Promise<Response>;
  version: () => number;
}

/** The paths of shared pages (a `.data` request for one is its data for a client-side navigation). */
const SHARED_PATHS = [
  /^\/$/,
  /^\/restaurants$/,
  /^\/categories\/[^/]+$/,
  /^\/menu\/[^/]+\/[^/]+$/,
  /^\/search$/,
  /^\/offers$/,
  /^\/help$/,
  /^\/help\/guides\/[^/]+$/,
  /^\/get-the-app$/,
  /^\/(about-us|careers|team|press|for-riders|for-businesses|privacy-policy|terms-of-service)$/,
];

/** Cookies that change nothing on a shared page, or only what the key already holds. */
const HARMLESS_COOKIES = new Set(["location", "lite", "lang", "device", "__Host-device"]);
const MAX_ENTRIES = 2000;

interface Entry {
  key: string;
  version: number;
  expires: number;
  status: number;
  headers: [string, string][];
  /** The security headers the first answer had, its script policy allowing the page's inline scripts by hash. */
  securityHeaders: [string, string][];
  etag: string;
  bodies: { identity: Buffer; br: Buffer; gzip: Buffer };
}

function pagePath(path: string): string {
  if (path === "/_root.data") return "/";
  return path.endsWith(".data") ? path.slice(0, -".data".length) : path;
}

function cookiesOf(req: express.Request): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return cookies;
}

/** The key of a shared page for this request, or null when it must be rendered for this visitor alone. */
function sharedPageKey(req: express.Request, locatesByIp: boolean): string | null {
  // HEAD is answered from the same kept page (Node sends its headers without the body).
  const reads = req.method === "GET" || req.method === "HEAD";
  if (!reads || !SHARED_PATHS.some((path) => path.test(pagePath(req.path)))) return null;
  const cookies = cookiesOf(req);
  if ([...cookies.keys()].some((name) => !HARMLESS_COOKIES.has(name))) return null;
  if (locatesByIp && !cookies.has("location")) return null;
  const saveData = req.get("Save-Data") === "on" ? "save-data" : "";
  const language = chooseLanguage({
    asked: typeof req.query.lang === "string" ? req.query.lang : null,
    cookieHeader: req.headers.cookie,
    acceptLanguage: req.get("Accept-Language"),
  });
  return [req.originalUrl, cookies.get("location") ?? "", cookies.get("lite") ?? "", saveData, language].join("\n");
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

function scriptHashesOf(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, body = ""] of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`'sha256-${crypto.createHash("sha256").update(body).digest("base64")}'`);
  }
  return [...hashes];
}

/** Headers of the answer that belong to this request alone, never replayed. */
const OWN_HEADERS = new Set(["content-length", "content-encoding", "set-cookie", "x-request-id", "vary"]);

function toEntry(
  key: string,
  version: number,
  seconds: number,
  response: Response,
  body: Buffer,
  res: express.Response,
): Entry {
  const headers = [...response.headers].filter(([name]) => !OWN_HEADERS.has(name));
  const html = response.headers.get("Content-Type")?.startsWith("text/html") ?? false;
  const scriptHashes = html ? scriptHashesOf(body.toString("utf8")) : [];
  const securityHeaders = Object.entries(res.getHeaders())
    .filter(([name]) => !OWN_HEADERS.has(name))
    .map(([name, value]): [string, string] => {
      const text = String(value);
      return name === "content-security-policy" && scriptHashes.length > 0
        ? [name, text.replace(/'nonce-[^']*'/, scriptHashes.join(" "))]
        : [name, text];
    });
  return {
    key,
    version,
    expires: Date.now() + seconds * 1000,
    status: response.status,
    headers,
    securityHeaders,
    etag: `W/"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
    bodies: {
      identity: body,
      br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
      gzip: zlib.gzipSync(body, { level: 6 }),
    },
  };
}

/** Brotli whenever accepted, whatever order the browser lists them in (Chrome says "gzip, deflate, br"). */
function encodingFor(req: express.Request): "br" | "gzip" | "identity" {
  if (!req.get("Accept-Encoding")) return "identity";
  return req.acceptsEncodings("br") ? "br" : req.acceptsEncodings("gzip") ? "gzip" : "identity";
}

/** Whether the browser's copy is this one (`If-None-Match`, compared weakly as RFC 9110 asks for it). */
function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}

function send(req: express.Request, res: express.Response, entry: Entry, publicCopy: boolean): void {
  for (const [name, value] of entry.securityHeaders) res.setHeader(name, value);
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader("ETag", entry.etag);
  // A visitor without cookies may be served by a shared cache (a CDN) for a few seconds; with the
  // location or Lite mode cookie the copy is theirs, checked again with the ETag.
  res.setHeader(
    "Cache-Control",
    publicCopy ? "public, max-age=0, s-maxage=5, stale-while-revalidate=30" : "private, no-cache",
  );
  res.setHeader("Vary", "Accept-Encoding, Cookie, Save-Data");
  if (matchesETag(req.get("If-None-Match"), entry.etag)) {
    res.status(304).end();
    return;
  }
  const encoding = encodingFor(req);
  const body = entry.bodies[encoding];
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.status(entry.status).end(body);
}

async function sendUncached(res: express.Response, response: Response, body: Buffer): Promise<void> {
  res.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie" && name !== "content-length") res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  res.end(body);
}

function webRequest(req: express.Request): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const one of value) headers.append(name, one);
  }
  return new Request(`${req.protocol}://${req.get("host")}${req.originalUrl}`, { method: "GET", headers });
}

/**
 * Two handlers sharing one cache: `serveKept` goes first of all, so a kept page costs no more than a
 * static file; `renderAndKeep` goes where pages are rendered, after the security headers, and keeps
 * what it renders. A guest arriving while the page is being rendered waits for that rendering.
 */
export function pageCache(options: PageCacheOptions): { serveKept: express.Handler; renderAndKeep: express.Handler } {
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<Entry | null>>();

  const fresh = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expires > Date.now() && entry.version === options.version()) return entry;
    if (entry) entries.delete(key);
    return undefined;
  };

  const keep = (entry: Entry) => {
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    entries.set(entry.key, entry);
  };

  const keyOf = (req: express.Request) => (options.seconds > 0 ? sharedPageKey(req, options.locatesByIp) : null);
  const publicCopy = (req: express.Request) => !req.headers.cookie && !options.locatesByIp;

  const serveKept: express.Handler = async (req, res, next) => {
    const key = keyOf(req);
    if (!key) return next();
    const kept = fresh(key) ?? (await rendering.get(key));
    return kept ? send(req, res, kept, publicCopy(req)) : next();
  };

  const renderAndKeep: express.Handler = async (req, res, next) => {
    const key = keyOf(req);
    if (!key) return next();
    const version = options.version();
    let finish: (entry: Entry | null) => void = () => {};
    rendering.set(key, new Promise((resolve) => (finish = resolve)));
    try {
      const response = await options.render(webRequest(req), {
        clientIp: req.ip,
        cspNonce: String(res.locals.cspNonce ?? ""),
        requestId: String(req.id ?? ""),
      });
      const body = Buffer.from(await response.arrayBuffer());
      const cacheable = response.status === 200 && response.headers.getSetCookie().length === 0;
      const entry = cacheable ? toEntry(key, version, options.seconds, response, body, res) : null;
      if (entry) keep(entry);
      finish(entry);
      if (entry) send(req, res, entry, publicCopy(req));
      else await sendUncached(res, response, body);
    } catch (error) {
      next(error);
    } finally {
      finish(null);
      rendering.delete(key);
    }
  };

  return { serveKept, renderAndKeep };
}
