import { Migrator, sql, type Migration } from "kysely";
import type { DB } from "./database.server";
import { migrations } from "./migrations";

/**
 * A migration that only adds (a table, a nullable or defaulted column, an index) says so with
 * `export const previousReleaseCompatible = true`: the release before it runs unchanged on its result, so a
 * release can be rolled back without rolling the database back (expand, then contract in a later release).
 */
export type ReleaseMigration = Migration & { previousReleaseCompatible?: boolean };

/** The database was migrated by a newer release in a way this one cannot run on. */
export class NewerDatabaseError extends Error {}

/**
 * Applies every pending migration and returns their names; throws with the failing migration's name on
 * error. A database a newer release migrated further starts as it is when every migration this release
 * does not know was marked compatible with the release before it (a rollback); otherwise it refuses.
 */
export async function migrateToLatest(db: DB, known: Record<string, ReleaseMigration> = migrations): Promise<string[]> {
  // Where each release writes which of its migrations the release before may ignore.
  await sql`CREATE TABLE IF NOT EXISTS migration_compatibility (name varchar(255) PRIMARY KEY, compatible integer NOT NULL)`.execute(
    db,
  );
  const ahead = (await appliedMigrations(db)).filter((name) => !(name in known));
  if (ahead.length > 0) {
    const compatible = await sql<{
      name: string;
    }>`SELECT name FROM migration_compatibility WHERE compatible = 1`.execute(db);
    const ignorable = new Set(compatible.rows.map((row) => row.name));
    const blocking = ahead.filter((name) => !ignorable.has(name));
    if (blocking.length > 0)
      throw new NewerDatabaseError(
        `The database was migrated by a newer release (${blocking.join(", ")}), which this release cannot run on. Start the newer release, or roll the database back with its \`npm run db:migrate -- --down\`.`,
      );
    return [];
  }
  const { error, results = [] } = await migratorFor(db, known).migrateToLatest();
  const failed = results.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
  for (const [name, migration] of Object.entries(known)) {
    const compatible = migration.previousReleaseCompatible ? 1 : 0;
    await sql`INSERT INTO migration_compatibility (name, compatible) VALUES (${name}, ${compatible})
      ON CONFLICT (name) DO UPDATE SET compatible = ${compatible}`.execute(db);
  }
  return results.map((result) => result.migrationName);
}

/** Undoes the newest applied migration (its `down`), as `npm run db:migrate -- --down` does; returns its name. */
export async function migrateDown(
  db: DB,
  known: Record<string, ReleaseMigration> = migrations,
): Promise<string | null> {
  const { error, results = [] } = await migratorFor(db, known).migrateDown();
  const failed = results.find((result) => result.status === "Error");
  if (error || failed)
    throw new Error(`Undoing ${failed?.migrationName ?? "the last migration"} failed: ${String(error)}`);
  const undone = results[0]?.migrationName ?? null;
  if (undone) await sql`DELETE FROM migration_compatibility WHERE name = ${undone}`.execute(db);
  return undone;
}

function migratorFor(db: DB, known: Record<string, ReleaseMigration>) {
  return new Migrator({ db, provider: { getMigrations: async () => known } });
}

/** The migrations the database has applied, by Kysely's own record (none on a new database). */
async function appliedMigrations(db: DB): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === "kysely_migration")) return [];
  const rows = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db);
  return rows.rows.map((row) => row.name);
}
