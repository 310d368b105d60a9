import { db } from "~/db/database.server";
import { lockSignInFailures } from "~/db/dialect.server";
import { activeFailures, secondsToWait, THROTTLES, type ThrottleKind } from "./sign-in-throttle-rules";

/** One counter: a kind of throttle and whose failures it counts (an address, an account, a device). */
export interface ThrottleKey {
  kind: ThrottleKind;
  id: string;
}

export type Reservation =
  { kind: "wait"; seconds: number } | { kind: "reserved"; counts: Partial<Record<ThrottleKind, number>> };

const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

function rowKey(key: ThrottleKey): string {
  return `${key.kind}:${key.id}`;
}

/**
 * Takes one try under every key before the password is checked (security probe N3): in one transaction
 * that holds the keys' rows, either some key makes the try wait (nothing is counted), or the try is
 * counted as a failure under every key. A burst of parallel tries is therefore checked no more times than
 * the throttles allow. A try that turns out right gives its count back (`refundTry`). Rows are only ever
 * added and changed here, never removed (day-old ones count as nothing, and the hourly job prunes them), so
 * a try waiting for a row always finds it.
 */
export async function reserveTry(keys: ThrottleKey[], now = Date.now()): Promise<Reservation> {
  const names = keys.map(rowKey).sort();
  const at = new Date(now).toISOString();
  return db()
    .transaction()
    .execute(async (trx): Promise<Reservation> => {
      // Every key gets a row first, so that there is a row to hold (and SQLite takes its write lock now).
      await trx
        .insertInto("sign_in_failures")
        .values(names.map((key) => ({ key, failures: 0, last_failure_at: at })))
        .onConflict((oc) => oc.column("key").doNothing())
        .execute();
      await lockSignInFailures(trx, names);
      const rows = await trx.selectFrom("sign_in_failures").selectAll().where("key", "in", names).execute();
      const countOf = (key: ThrottleKey) => {
        const row = rows.find((candidate) => candidate.key === rowKey(key));
        return row && { failures: row.failures, lastFailureAt: Date.parse(row.last_failure_at) };
      };
      const wait = Math.max(0, ...keys.map((key) => secondsToWait(countOf(key), THROTTLES[key.kind], now)));
      if (wait > 0) return { kind: "wait", seconds: wait };
      const counts: Partial<Record<ThrottleKind, number>> = {};
      for (const key of keys) {
        const failures = activeFailures(countOf(key), now) + 1;
        await trx
          .updateTable("sign_in_failures")
          .set({ failures, last_failure_at: at })
          .where("key", "=", rowKey(key))
          .execute();
        counts[key.kind] = failures;
      }
      return { kind: "reserved", counts };
    });
}

/**
 * A right password: the narrowest key (this device, or this account from this address) starts again
 * from nothing; the wider keys only get back the try `reserveTry` counted.
 */
export async function refundTry(keys: ThrottleKey[]): Promise<void> {
  const [narrowest, ...wider] = keys;
  if (narrowest)
    await db().updateTable("sign_in_failures").set({ failures: 0 }).where("key", "=", rowKey(narrowest)).execute();
  for (const key of wider) {
    await db()
      .updateTable("sign_in_failures")
      .set((eb) => ({ failures: eb("failures", "-", 1) }))
      .where("key", "=", rowKey(key))
      .where("failures", ">", 0)
      .execute();
  }
}

/** Forgets counters without a failure for a day (they count as nothing already); one of the hourly jobs. */
export async function pruneSignInFailures(now = Date.now()): Promise<void> {
  await db()
    .deleteFrom("sign_in_failures")
    .where("last_failure_at", "<", new Date(now - FORGET_AFTER_MS).toISOString())
    .execute();
}

/** Forgets the failures under these keys (after a new password). */
export async function clearFailures(keys: ThrottleKey[]): Promise<void> {
  if (keys.length === 0) return;
  await db().deleteFrom("sign_in_failures").where("key", "in", keys.map(rowKey)).execute();
}
