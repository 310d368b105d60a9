import { RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite } from "rate-limiter-flexible";
import { db, driver, type DB } from "~/db/database.server";
import { config } from "~/lib/config.server";
import { runJob } from "~/lib/metrics.server";
import { TooManyAttempts } from "~/lib/rate-limit.server";
import { pruneSignInFailures } from "./sign-in-throttle.server";

const SMS_CAP_PREFIX = "sms-all";
const SMS_CAP_KEY = "all";

/** When the shop's hourly cap of SMS codes was reached, the moment it lifts; null while codes go out. */
export async function smsCapReachedUntil(): Promise<Date | null> {
  const row = await db()
    .selectFrom("rate_limits")
    .select(["points", "expire"])
    .where("key", "=", `${SMS_CAP_PREFIX}:${SMS_CAP_KEY}`)
    .executeTakeFirst();
  if (!row || Number(row.expire) <= Date.now() || Number(row.points) <= config().SMS_HOURLY_CAP) return null;
  return new Date(Number(row.expire));
}

/** The key the shop-wide cap counts under: one for everyone. */
export const EVERYONE = SMS_CAP_KEY;

/**
 * Requests limited per client address (support tickets: per account), counted in the database
 * (rate-limiter-flexible's store for the engine in use, table `rate_limits`, one upsert per attempt), so
 * a limit holds across every instance of the shop.
 */
export const signupsPerIp = limiter("signup", 10, 60 * 60);
export const resetRequestsPerIp = limiter("reset", 10, 60 * 60);
export const verificationsPerIp = limiter("verify", 30, 15 * 60);
export const leadsPerIp = limiter("lead", 5, 60 * 60);
export const ticketsPerAccount = limiter("ticket", 5, 60 * 60);

/** Sign-in codes by SMS (decision 0036): each send counts under every one of these, in one upsert each. */
export const smsCodeLimits = {
  perNumberHour: limiter("sms-number-hour", 5, 60 * 60),
  perNumberDay: limiter("sms-number-day", 10, 24 * 60 * 60),
  perIp: limiter("sms-ip", 20, 60 * 60),
  perDevice: limiter("sms-device", 5, 60 * 60),
  /** The whole shop's codes in an hour (SMS_HOURLY_CAP): a brake on SMS pumping, which the console shows. */
  everyone: limiter(SMS_CAP_PREFIX, () => config().SMS_HOURLY_CAP, 60 * 60),
};

type Store = RateLimiterSQLite | RateLimiterPostgres;

function limiter(name: string, points: number | (() => number), durationSeconds: number) {
  // Made on first use, for the database then open (tests open one per file).
  let made: { on: DB; store: Store } | undefined;
  const store = (): Store => {
    if (made?.on !== db()) {
      const options = {
        keyPrefix: name,
        points: typeof points === "number" ? points : points(),
        duration: durationSeconds,
        tableName: "rate_limits",
        tableCreated: true,
      };
      const open = driver();
      const store =
        open.engine === "postgres"
          ? new RateLimiterPostgres({ ...options, storeClient: open.pool, storeType: "pool" })
          : new RateLimiterSQLite({ ...options, storeClient: open.database, storeType: "better-sqlite3" });
      made = { on: db(), store };
    }
    return made.store;
  };
  return {
    /** Counts one attempt against `key`; the limit that was hit, or null when the attempt may go ahead. */
    async attempt(key: string): Promise<TooManyAttempts | null> {
      try {
        await store().consume(key);
        return null;
      } catch (error) {
        if (error instanceof RateLimiterRes) return new TooManyAttempts(error.msBeforeNext / 1000);
        throw error;
      }
    },
  };
}

/**
 * Forgets limits that have run out, sign-in counters a day old and codes by SMS past their time, once an hour (one of the background
 * jobs); returns a stop function.
 */
export function startPruningRequestLimits(): () => void {
  const prune = () =>
    void runJob("prune-request-limits", "pruning request limits failed", () =>
      Promise.all([
        db().deleteFrom("rate_limits").where("expire", "<", Date.now()).execute(),
        pruneSignInFailures(),
        db().deleteFrom("phone_codes").where("expires_at", "<", new Date().toISOString()).execute(),
      ]),
    );
  const timer = setInterval(prune, 60 * 60 * 1000);
  prune();
  return () => clearInterval(timer);
}
