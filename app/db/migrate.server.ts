import { Migrator } from "kysely";
import type { DB } from "./database.server";
import { migrations } from "./migrations";

/** Applies every pending migration; throws with the failing migration's name on error. */
export async function migrateToLatest(db: DB): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
  return results.map((result) => result.migrationName);
}
