import crypto from "node:crypto";
import { createCookie } from "react-router";
import { openDatabase, type DB } from "../../app/db/database.server";
import { hashPassword } from "../../app/features/accounts/password.server";

/**
 * Accounts and sessions on a running server started for a test or a script, made in its database
 * (as `npm run admin:create` makes an account) so they need not go through sign-up.
 */
export interface ServerUnderTest {
  url: string;
  databaseUrl: string;
  sessionSecret: string;
  /** Where a server with SMS_PROVIDER=outbox writes its SMS. */
  smsOutboxDir?: string;
}

export interface Account {
  id: string;
  email: string;
  password: string;
}

/**
 * A verified account straight in the server's database, as `npm run admin:create` makes one (sign-up
 * itself is tested in the accounts journey).
 */
export async function createAccount(
  server: ServerUnderTest,
  name: string,
  role: "customer" | "admin" = "customer",
): Promise<Account> {
  const id = crypto.randomBytes(12).toString("hex");
  const email = `${role}-${Date.now()}-${crypto.randomBytes(3).toString("hex")}@example.com`;
  const password = `Test-${crypto.randomBytes(9).toString("base64url")}`;
  const [firstName = "", ...rest] = name.split(" ");
  const passwordHash = await hashPassword(password);
  await inDatabase(server, (database) =>
    database
      .insertInto("users")
      .values({
        id,
        email,
        first_name: firstName,
        last_name: rest.join(" "),
        phone: null,
        password_hash: passwordHash,
        email_verified_at: new Date().toISOString(),
        role,
        settings: "{}",
        created_at: new Date().toISOString(),
      })
      .execute(),
  );
  return { id, email, password };
}

/** A new session for `account`: the `session` cookie's value, as the sign-in form would set it. */
export async function sessionCookie(server: ServerUnderTest, account: Account): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await inDatabase(server, (database) =>
    database
      .insertInto("sessions")
      .values({
        id: crypto.createHash("sha256").update(token).digest("hex"),
        user_id: account.id,
        created_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      })
      .execute(),
  );
  const cookie = await createCookie("session", {
    secrets: [server.sessionSecret],
    path: "/",
    httpOnly: true,
    sameSite: "lax",
  }).serialize(token);
  return cookie.slice("session=".length, cookie.indexOf(";"));
}

/** Runs `work` on the server's database (SQLite file or PostgreSQL), on a connection of its own. */
export async function inDatabase<T>(server: ServerUnderTest, work: (database: DB) => Promise<T>): Promise<T> {
  const database = openDatabase(server.databaseUrl, 1);
  try {
    return await work(database);
  } finally {
    await database.destroy();
  }
}
