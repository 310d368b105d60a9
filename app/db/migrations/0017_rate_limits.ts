import type { Kysely } from "kysely";
import { wideIntegerType } from "../dialect.server";

/**
 * Request limits kept in the database, so a limit holds across instances: the table rate-limiter-flexible's
 * SQLite and PostgreSQL stores use (features/accounts/request-limits.server.ts). `expire` is a time in ms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.notNull().primaryKey())
    .addColumn("points", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("expire", wideIntegerType(db))
    .execute();
  await db.schema.createIndex("rate_limits_expire").on("rate_limits").column("expire").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("rate_limits").execute();
}
