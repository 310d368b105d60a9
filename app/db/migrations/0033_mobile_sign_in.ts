import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect.server";
import { rebuildSqliteTables } from "../rebuild-sqlite-tables";

/**
 * Sign-in with a mobile number (issue 37, docs/decisions/0036-mobile-sign-in.md): an account may have no
 * e-mail address (`users.email` nullable), `users.mobile` holds the number verified by a code (one account
 * per number), and `phone_codes` the codes in flight, hashed, one row (one live code) per number, marked
 * verified by the right code until it is used (a new number's account waits for its owner's name). Not compatible with the
 * release before: it reads every account's e-mail as present.
 */
export const previousReleaseCompatible = false;

const REQUIRED_EMAIL = '"email" text not null unique';
const OPTIONAL_EMAIL = '"email" text unique';

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`ALTER TABLE users ALTER COLUMN email DROP NOT NULL`.execute(db);
  else await rebuildSqliteTables(db, ["users"], (_, ddl) => replaced(ddl, REQUIRED_EMAIL, OPTIONAL_EMAIL));
  await db.schema.alterTable("users").addColumn("mobile", "text").execute();
  await db.schema.createIndex("users_mobile").unique().on("users").column("mobile").execute();
  await db.schema
    .createTable("phone_codes")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("purpose", "text", (c) => c.notNull().check(sql`purpose in ('sign-in', 'add-mobile')`))
    .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addColumn("failed_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("verified_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("phone_codes_phone").unique().on("phone_codes").column("phone").execute();
}

/** Refuses while an account has no e-mail address: going back would have to delete it. */
export async function down(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ n: number | string }>`SELECT count(*) AS n FROM users WHERE email IS NULL`.execute(db);
  if (Number(rows[0]?.n ?? 0) > 0)
    throw new Error("Accounts signed up by mobile number have no e-mail address; the release before cannot hold them.");
  await db.schema.dropTable("phone_codes").execute();
  await db.schema.dropIndex("users_mobile").execute();
  await db.schema.alterTable("users").dropColumn("mobile").execute();
  if (isPostgres(db)) await sql`ALTER TABLE users ALTER COLUMN email SET NOT NULL`.execute(db);
  else await rebuildSqliteTables(db, ["users"], (_, ddl) => replaced(ddl, OPTIONAL_EMAIL, REQUIRED_EMAIL));
}

function replaced(ddl: string, from: string, to: string): string {
  if (!ddl.includes(from)) throw new Error(`The users table's definition has no ${from}: ${ddl}`);
  return ddl.replace(from, to);
}
