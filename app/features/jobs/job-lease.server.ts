import crypto from "node:crypto";
import os from "node:os";
import { db } from "~/db/database.server";
import { logger } from "~/lib/logger.server";

/**
 * Background work run by exactly one instance at a time (issue 18). Each instance asks for a named lease
 * in the database every RENEW_MS; the holder's lease lasts LEASE_MS, so when the holder dies another
 * instance takes the work over within LEASE_MS + RENEW_MS (40 seconds). A clean stop releases it at once.
 * The same SQL on SQLite and PostgreSQL: an update whose condition PostgreSQL checks again after a
 * concurrent one commits, so two instances never both win.
 */
const LEASE_MS = 30_000;
const RENEW_MS = 10_000;

/** This process, as a lease holder. */
export const THIS_INSTANCE = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString("hex")}`;

/** Takes the lease `name` for `holder`, or renews it; false while another holder's lease runs. */
export async function holdLease(name: string, holder: string, leaseMs = LEASE_MS): Promise<boolean> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + leaseMs).toISOString();
  await db()
    .insertInto("job_leases")
    .values({ name, holder, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const taken = await db()
    .updateTable("job_leases")
    .set({ holder, expires_at: expiresAt })
    .where("name", "=", name)
    .where((eb) => eb.or([eb("holder", "=", holder), eb("expires_at", "<=", now.toISOString())]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0;
}

/** Gives the lease up, if `holder` has it. */
export async function releaseLease(name: string, holder: string): Promise<void> {
  await db().deleteFrom("job_leases").where("name", "=", name).where("holder", "=", holder).execute();
}

/**
 * Runs `start` while this instance holds the lease `name`, and its returned stop function when the lease
 * is lost (or the database cannot be reached to renew it). Returns a stop function that also releases it.
 */
export function whileHoldingLease(
  name: string,
  start: () => () => void,
  { holder = THIS_INSTANCE, leaseMs = LEASE_MS, renewMs = RENEW_MS } = {},
): () => Promise<void> {
  let stopWork: (() => void) | null = null;
  let stopped = false;
  const renew = async () => {
    const held = await holdLease(name, holder, leaseMs).catch((error: unknown) => {
      logger().error({ err: error, lease: name }, "could not renew a job lease");
      return false;
    });
    if (stopped) return;
    if (held && !stopWork) {
      logger().info({ lease: name, holder }, "this instance runs the background jobs");
      stopWork = start();
    } else if (!held && stopWork) {
      logger().warn({ lease: name, holder }, "another instance runs the background jobs now");
      stopWork();
      stopWork = null;
    }
  };
  let renewing = renew();
  const timer = setInterval(() => (renewing = renew()), renewMs);
  return async () => {
    stopped = true;
    clearInterval(timer);
    await renewing;
    stopWork?.();
    stopWork = null;
    await releaseLease(name, holder).catch(() => {});
  };
}
