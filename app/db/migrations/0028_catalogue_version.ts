import { sql, type Kysely } from "kysely";

/**
 * The catalogue's version (features/catalogue/catalogue-version.server.ts), one row: every console edit of
 * what customers see bumps it once committed, and every instance reads it, so pages kept for guests end on
 * all instances, not only on the one the edit was made on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("catalogue_version")
    .addColumn("id", "integer", (c) => c.notNull().primaryKey())
    .addColumn("version", "integer", (c) => c.notNull())
    .execute();
  await sql`INSERT INTO catalogue_version (id, version) VALUES (1, 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("catalogue_version").execute();
}
