import { sql, type Kysely } from "kysely";

/**
 * Sign-up codes carry the credentials they were mailed for (security probe N1). A code verifies only
 * the name and password of the sign-up that asked for it, and only in the browser that made that
 * sign-up (its id is in the signed pending cookie); a later sign-up for the same address gets a row of
 * its own and never changes an earlier one. Codes in flight when this runs are dropped (they would
 * verify whatever password was last typed), and unverified accounts lose the password a stranger may
 * have set: their owners sign up again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("signup_codes")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addColumn("failed_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("signup_codes_user").on("signup_codes").columns(["user_id", "created_at"]).execute();
  await db.schema.dropTable("verification_codes").execute();
  await sql`UPDATE users SET password_hash = NULL WHERE email_verified_at IS NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("verification_codes")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addColumn("failed_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.dropTable("signup_codes").execute();
}
