import type { Kysely } from "kysely";

/** The language a customer chose ('en', 'hi'); none until they choose, when pages follow their browser. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("language", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("language").execute();
}
