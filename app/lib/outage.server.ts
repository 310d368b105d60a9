import { data } from "react-router";
import { requestT } from "./language.server";
import { logger } from "./logger.server";

/**
 * The database going away is an outage, not a crash (issue 32): when a query fails because the database
 * cannot be reached (PostgreSQL stopped or restarting, the network gone) or cannot write (a full or
 * read-only disk under SQLite), pages answer 503 with Retry-After in the customer's language, a probe
 * tries a write every second, and service resumes by itself when it succeeds.
 */

/** How long a customer (or a crawler, or a balancer) is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;
const PROBE_EVERY_MS = 1_000;

/** PostgreSQL's error classes of a lost or refused connection, a shutdown, and exhausted resources. */
const POSTGRES_OUTAGE = /^(08|57P0[1-3]|53|58)/;
const NETWORK_OUTAGE = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH"]);
const SQLITE_OUTAGE = /^SQLITE_(FULL|IOERR|READONLY|CANTOPEN)/;
const LOST_CONNECTION = /Connection terminated|connection error|terminating connection/i;
/** pg-pool's words when every connection stayed busy for the whole wait: a burst of work, not a database gone. */
const POOL_WAIT = /timeout exceeded when trying to connect/i;

/** Whether `error` says the database is out of reach or cannot write, rather than that a query was wrong. */
export function isOutageError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (NETWORK_OUTAGE.has(code) || SQLITE_OUTAGE.test(code))) return true;
  if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return POSTGRES_OUTAGE.test(code);
  return LOST_CONNECTION.test(error.message);
}

/** Whether `error` says the request waited too long for a free database connection (the pool stayed busy). */
export function isBusyError(error: unknown): boolean {
  return error instanceof Error && POOL_WAIT.test(error.message);
}

/** Requests that failed waiting for a free connection: each is answered 503 itself, and nothing else changes. */
const waitedTooLong = new WeakSet<Request>();

let out = false;
let probe: (() => Promise<unknown>) | undefined;
let probing: NodeJS.Timeout | undefined;

/** The write the database module runs to see whether the database is back. */
export function setOutageProbe(write: () => Promise<unknown>): void {
  probe = write;
}

/** Whether the database is out now, as the last failed query said and no probe has yet disproved. */
export function databaseOut(): boolean {
  return out;
}

/** Whether a failed answer to `request` is the database's to explain: out now, or too busy for this request. */
export function databaseUnavailableFor(request: Request): boolean {
  return out || waitedTooLong.has(request);
}

/**
 * Notes a failed query: an outage error starts the outage (once) and the probe that ends it; a wait for a
 * busy pool marks only its request, answered 503 (a burst on one instance is not the database going away).
 */
export function noteDatabaseError(error: unknown, request?: Request): void {
  if (request && isBusyError(error)) waitedTooLong.add(request);
  if (out || !isOutageError(error)) return;
  out = true;
  logger().error({ err: error }, "the database is out: pages answer 503 until a probe write succeeds");
  probing = setInterval(() => {
    probe?.().then(noteDatabaseWorks, () => undefined);
  }, PROBE_EVERY_MS);
  probing.unref();
}

/** Notes a write that succeeded (the probe's, or readiness's): an outage is over. */
export function noteDatabaseWorks(): void {
  if (!out) return;
  out = false;
  clearInterval(probing);
  logger().info("the database is back: serving again");
}

/**
 * The root's first middleware: while the database is out, every page and form answers the outage page
 * (503; `entry.server.tsx` adds Retry-After) instead of trying, and failing, one query after another.
 */
export function outageMiddleware({ request }: { request: Request }) {
  if (!out) return;
  const t = requestT(request);
  throw data(
    {
      message: t(
        "We can't reach our kitchen right now. Your orders and your cart are safe: please try again in a moment.",
      ),
    },
    { status: 503 },
  );
}
