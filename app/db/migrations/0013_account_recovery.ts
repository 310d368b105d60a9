import type { Kysely } from "kysely";

/**
 * Failed sign-ins counted per key (an address, an account from an address, an account from unknown
 * devices, a known device) for back-off; and single-use password reset links.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("sign_in_failures")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("failures", "integer", (c) => c.notNull())
    .addColumn("last_failure_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sign_in_failures_last").on("sign_in_failures").column("last_failure_at").execute();

  await db.schema
    .createTable("password_resets")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("password_resets").execute();
  await db.schema.dropTable("sign_in_failures").execute();
}
