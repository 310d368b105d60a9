import crypto from "node:crypto";
import zlib from "node:zlib";
import type express from "express";
import type { RequestFacts } from "~/lib/request-context.server";
import { KeptPages } from "./kept-pages";

/**
 * Pages that are the same for every guest (home, listings, a category, a menu, search, offers, help and
 * the company pages) rendered once and served from memory for a few seconds, already compressed, the
 * way a static file is. Only requests that carry nothing of a person are served from it: no session,
 * no flash message, no pending add, no cookie sent twice. The key is exactly what the page is made from:
 * its address (with only the query parameters its loaders read; a request with others is not kept) and
 * what `variant` reads from the very request the page is rendered from (the language, Lite mode and the
 * chosen location). Only requests for our public address are kept or served, so a forged Host never
 * reaches a kept page. A response that sets a cookie or is not a 200 is never kept. The console's edits
 * end every kept page (`catalogueVersion`): at once on the instance they are made on, within a second on
 * the others. Cached pages are allowed to run their scripts by hash rather than by nonce, so the same bytes
 * can go to everyone under the strict policy.
 */
export interface PageCacheOptions {
  seconds: number;
  /** Renders the page with the app (`cspNonce` is this response's script nonce, for a page that is not kept). */
  render: (request: Request, facts: RequestFacts) => Promise<Response>;
  /** What a shared page shows besides its address, read from the request it is rendered from; null for a visitor's own page. */
  variant: (request: Request) => Promise<string | null>;
  /** The origin customers reach us at (`PUBLIC_URL`, else the listening address). */
  origin: () => string;
  /** The catalogue's version: a page kept at another is not served. */
  version: () => Promise<number>;
  /** Called for each request for a shared page: a kept page answered it ("hit"), or it is rendered ("miss"). */
  counted: (result: "hit" | "miss") => void;
}

/** Query parameters every page reads (`?lang=`) or React Router adds to a data request (`_routes`). */
const EVERY_PAGE_PARAMS = ["lang", "_routes"];
const LISTING_PARAMS = ["city", "lat", "lng", "sort", "quick", "rating", "price", "delivery", "offers", "page"];

/**
 * The paths of shared pages (a `.data` request for one is its data for a client-side navigation) and the
 * query parameters their loaders read.
 */
const SHARED_PAGES: { path: RegExp; params: string[] }[] = [
  { path: /^\/$/, params: ["find", "place", "placeName", "q", "lat", "lng", "page", "index"] },
  { path: /^\/restaurants$/, params: LISTING_PARAMS },
  { path: /^\/categories\/[^/]+$/, params: LISTING_PARAMS },
  { path: /^\/menu\/[^/]+\/[^/]+$/, params: ["filter", "q"] },
  { path: /^\/search$/, params: ["q", "page", "city", "lat", "lng"] },
  { path: /^\/offers$/, params: ["q", "category"] },
  { path: /^\/help$/, params: ["q", "category"] },
  { path: /^\/help\/guides\/[^/]+$/, params: [] },
  { path: /^\/get-the-app$/, params: [] },
  {
    path: /^\/(about-us|careers|team|press|for-riders|for-businesses|privacy-policy|terms-of-service)$/,
    params: [],
  },
];

/** The memory kept pages may take, all three copies of each (identity, Brotli and gzip) counted. */
const MAX_BYTES = 32 * 1024 * 1024;

interface Entry {
  version: number;
  expires: number;
  bytes: number;
  status: number;
  headers: [string, string][];
  /** The security headers the first answer had, its script policy allowing the page's inline scripts by hash. */
  securityHeaders: [string, string][];
  etag: string;
  bodies: { identity: Buffer; br: Buffer; gzip: Buffer };
}

/** A request for a shared page: its key, and the request it is rendered from. */
interface SharedRequest {
  key: string;
  request: Request;
}

/** The page a path is for: itself, or the page whose data a `.data` request asks for (`/_.data`: the home page). */
export function pagePath(path: string): string {
  if (path.endsWith("/_.data")) return path.slice(0, -"_.data".length);
  return path.endsWith(".data") ? path.slice(0, -".data".length) : path;
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

function toEntry(version: number, seconds: number, response: Response, body: Buffer, res: express.Response): Entry {
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
  const bodies = {
    identity: body,
    br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gzip: zlib.gzipSync(body, { level: 6 }),
  };
  return {
    version,
    expires: Date.now() + seconds * 1000,
    bytes: bodies.identity.length + bodies.br.length + bodies.gzip.length,
    status: response.status,
    headers,
    securityHeaders,
    etag: `W/"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
    bodies,
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
  // location or Lite mode cookie the copy is theirs, checked again with the ETag. The page depends on
  // the language the browser asks for and on Save-Data too.
  res.setHeader(
    "Cache-Control",
    publicCopy ? "public, max-age=0, s-maxage=5, stale-while-revalidate=30" : "private, no-cache",
  );
  res.setHeader("Vary", "Accept-Encoding, Accept-Language, Cookie, Save-Data");
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

/** The request a page is rendered from: `url` on our public origin, never the request's Host. */
function webRequest(req: express.Request, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const one of value) headers.append(name, one);
  }
  return new Request(url, { method: "GET", headers });
}

/**
 * Two handlers sharing one cache: `serveKept` goes first of all, so a kept page costs no more than a
 * static file; `renderAndKeep` goes where pages are rendered, after the security headers, and keeps
 * what it renders. A guest arriving while the page is being rendered waits for that rendering.
 */
export function pageCache(options: PageCacheOptions): { serveKept: express.Handler; renderAndKeep: express.Handler } {
  const kept = new KeptPages<Entry>(MAX_BYTES);
  const rendering = new Map<string, Promise<Entry | null>>();
  if (options.seconds > 0) setInterval(() => kept.sweep(), options.seconds * 1000).unref();

  /** The catalogue's version, or null while the database cannot say (an outage: kept pages still serve). */
  const version = () => options.version().catch(() => null);

  const fresh = async (key: string): Promise<Entry | undefined> => {
    const entry = kept.get(key);
    const current = entry ? await version() : undefined;
    if (entry && entry.expires > Date.now() && (current === null || entry.version === current)) return entry;
    kept.delete(key);
    return undefined;
  };

  /** The shared page this request asks for, or null when it must be rendered for this visitor alone. */
  const sharedRequest = async (req: express.Request): Promise<SharedRequest | null> => {
    // HEAD is answered from the same kept page (Node sends its headers without the body).
    if (options.seconds === 0 || (req.method !== "GET" && req.method !== "HEAD")) return null;
    const page = SHARED_PAGES.find(({ path }) => path.test(pagePath(req.path)));
    const origin = options.origin();
    if (!page || `${req.protocol}://${req.get("Host")?.toLowerCase()}` !== origin) return null;
    const url = new URL(`${origin}${req.originalUrl}`);
    const known = [...page.params, ...EVERY_PAGE_PARAMS];
    if ([...url.searchParams.keys()].some((name) => !known.includes(name))) return null;
    const request = webRequest(req, url);
    const variant = await options.variant(request);
    if (variant === null) return null;
    const key = crypto.createHash("sha256").update(`${url.pathname}${url.search}\n${variant}`).digest("base64url");
    return { key, request };
  };

  const publicCopy = (req: express.Request) => !req.headers.cookie;

  const serveKept: express.Handler = async (req, res, next) => {
    const shared = await sharedRequest(req);
    if (!shared) return next();
    res.locals.sharedRequest = shared;
    const entry = (await fresh(shared.key)) ?? (await rendering.get(shared.key));
    options.counted(entry ? "hit" : "miss");
    return entry ? send(req, res, entry, publicCopy(req)) : next();
  };

  const renderAndKeep: express.Handler = async (req, res, next) => {
    const shared = res.locals.sharedRequest as SharedRequest | undefined;
    if (!shared) return next();
    const { key, request } = shared;
    const current = await version();
    // Without a version (the database is out) nothing is kept: the page is rendered (the outage page) and sent.
    if (current === null) return next();
    let finish: (entry: Entry | null) => void = () => {};
    rendering.set(key, new Promise((resolve) => (finish = resolve)));
    try {
      const response = await options.render(request, {
        clientIp: req.ip,
        cspNonce: String(res.locals.cspNonce ?? ""),
        requestId: String(req.id ?? ""),
      });
      const body = Buffer.from(await response.arrayBuffer());
      const cacheable = response.status === 200 && response.headers.getSetCookie().length === 0;
      const entry = cacheable ? toEntry(current, options.seconds, response, body, res) : null;
      if (entry) kept.set(key, entry);
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
