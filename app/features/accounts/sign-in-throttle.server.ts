import { db } from "~/db/database.server";
import { activeFailures, secondsToWait, THROTTLES, type ThrottleKind } from "./sign-in-throttle-rules";

/** One counter: a kind of throttle and whose failures it counts (an address, an account, a device). */
export interface ThrottleKey {
  kind: ThrottleKind;
  id: string;
}

const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

function rowKey(key: ThrottleKey): string {
  return `${key.kind}:${key.id}`;
}

/** The longest wait any of the keys imposes now, in seconds (0: the attempt may go ahead). */
export async function secondsBeforeNextTry(keys: ThrottleKey[], now = Date.now()): Promise<number> {
  const rows = await db().selectFrom("sign_in_failures").selectAll().where("key", "in", keys.map(rowKey)).execute();
  return Math.max(
    0,
    ...keys.map((key) => {
      const row = rows.find((candidate) => candidate.key === rowKey(key));
      return secondsToWait(
        row && { failures: row.failures, lastFailureAt: Date.parse(row.last_failure_at) },
        THROTTLES[key.kind],
        now,
      );
    }),
  );
}

/** Counts a failed sign-in under every key; returns each key's count now. Forgets day-old counters. */
export async function recordFailure(
  keys: ThrottleKey[],
  now = Date.now(),
): Promise<Partial<Record<ThrottleKind, number>>> {
  return db()
    .transaction()
    .execute(async (trx) => {
      await trx
        .deleteFrom("sign_in_failures")
        .where("last_failure_at", "<", new Date(now - FORGET_AFTER_MS).toISOString())
        .execute();
      const counts: Partial<Record<ThrottleKind, number>> = {};
      for (const key of keys) {
        const row = await trx
          .selectFrom("sign_in_failures")
          .selectAll()
          .where("key", "=", rowKey(key))
          .executeTakeFirst();
        const failures =
          activeFailures(row && { failures: row.failures, lastFailureAt: Date.parse(row.last_failure_at) }, now) + 1;
        const values = { failures, last_failure_at: new Date(now).toISOString() };
        await trx
          .insertInto("sign_in_failures")
          .values({ key: rowKey(key), ...values })
          .onConflict((oc) => oc.column("key").doUpdateSet(values))
          .execute();
        counts[key.kind] = failures;
      }
      return counts;
    });
}

/** Forgets the failures under these keys (after a success, or a new password). */
export async function clearFailures(keys: ThrottleKey[]): Promise<void> {
  if (keys.length === 0) return;
  await db().deleteFrom("sign_in_failures").where("key", "in", keys.map(rowKey)).execute();
}
