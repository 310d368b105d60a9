import { db } from "~/db/database.server";
import { logger } from "~/lib/logger.server";

const POLL_MS = 2000;
/**
 * How far back each poll looks. Orders changed within it are compared with what the last poll saw, so a
 * change is noticed even when its transaction commits late or the instance that made it has a clock a little
 * behind this one's.
 */
const WINDOW_MS = 60_000;

type Listener = (changedOrderIds: ReadonlySet<string>) => void;

const listeners = new Set<Listener>();
/** Each order changed within the window, by id: its status and when it last changed, as the last poll saw them. */
let seen = new Map<string, string>();
let timer: ReturnType<typeof setInterval> | undefined;

async function poll(): Promise<void> {
  const now = new Date().toISOString();
  const since = new Date(Date.now() - WINDOW_MS).toISOString();
  // Changed orders, and scheduled ones whose cooking has just started (nothing in the row changes then).
  const rows = await db()
    .selectFrom("orders")
    .select(["id", "status", "updated_at", "cooking_from"])
    .where((eb) =>
      eb.or([eb("updated_at", ">=", since), eb.and([eb("cooking_from", ">=", since), eb("cooking_from", "<=", now)])]),
    )
    .execute();
  const cooking = (from: string | null) => (from !== null && from <= now ? "cooking" : "");
  const next = new Map(rows.map((row) => [row.id, `${row.status} ${row.updated_at} ${cooking(row.cooking_from)}`]));
  const changed = new Set([...next].filter(([id, version]) => seen.get(id) !== version).map(([id]) => id));
  seen = next;
  if (changed.size === 0) return;
  for (const listener of listeners) listener(changed);
}

function pollQuietly(): void {
  poll().catch((error: unknown) => logger().warn({ err: error }, "watching order changes: a poll failed"));
}

/**
 * Calls `listener` with the ids of orders created or changed by any instance on the database, or whose
 * scheduled cooking has started, within about 2 s. One query every 2 s serves all of this instance's live streams, however many are open; polling runs
 * only while someone listens. The first poll reports every order changed in the last minute, so a listener
 * that started just before it misses nothing. Returns the function that stops listening.
 */
export function watchOrderChanges(listener: Listener): () => void {
  listeners.add(listener);
  if (!timer) {
    seen = new Map();
    timer = setInterval(pollQuietly, POLL_MS);
    pollQuietly();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0 || !timer) return;
    clearInterval(timer);
    timer = undefined;
  };
}
