import { db } from "~/db/database.server";

/** How long an instance uses the version it read before reading it again. */
const READ_EVERY_MS = 1000;

let read: { at: number; version: Promise<number> } | undefined;

async function storedVersion(): Promise<number> {
  const row = await db().selectFrom("catalogue_version").select("version").executeTakeFirstOrThrow();
  return Number(row.version);
}

/**
 * The catalogue's version: pages kept for everyone (`server/page-cache.ts`) made at an older one are not
 * served again. Read from the database at most once a second, so an edit made on another instance ends
 * this instance's kept pages within a second.
 */
export function catalogueVersion(): Promise<number> {
  if (!read || Date.now() - read.at >= READ_EVERY_MS) read = { at: Date.now(), version: storedVersion() };
  return read.version;
}

/**
 * Called once the console's change to what every customer sees (a restaurant opened or closed, its details,
 * a dish, a review hidden) has committed: pages kept before end on every instance, on this one at once.
 */
export async function catalogueChanged(): Promise<void> {
  const row = await db()
    .updateTable("catalogue_version")
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .returning("version")
    .executeTakeFirstOrThrow();
  read = { at: Date.now(), version: Promise.resolve(Number(row.version)) };
}
