import crypto from "node:crypto";
import BetterSqlite3 from "better-sqlite3";
import { createCookie } from "react-router";
import { hashPassword } from "../../app/features/accounts/password.server";

/**
 * Accounts and sessions on a running server started for a test or a script, made in its database
 * (as `npm run admin:create` makes an account) so they need not go through sign-up.
 */
export interface ServerUnderTest {
  url: string;
  databaseFile: string;
  sessionSecret: string;
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
  const [firstName, ...rest] = name.split(" ");
  const database = new BetterSqlite3(server.databaseFile);
  try {
    database.pragma("busy_timeout = 5000");
    database
      .prepare(
        "INSERT INTO users (id, email, first_name, last_name, phone, password_hash, email_verified_at, role, settings, created_at) VALUES (?, ?, ?, ?, NULL, ?, ?, ?, '{}', ?)",
      )
      .run(
        id,
        email,
        firstName,
        rest.join(" "),
        await hashPassword(password),
        new Date().toISOString(),
        role,
        new Date().toISOString(),
      );
  } finally {
    database.close();
  }
  return { id, email, password };
}

/** A new session for `account`: the `session` cookie's value, as the sign-in form would set it. */
export async function sessionCookie(server: ServerUnderTest, account: Account): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  const database = new BetterSqlite3(server.databaseFile);
  try {
    database.pragma("busy_timeout = 5000");
    database
      .prepare("INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)")
      .run(
        crypto.createHash("sha256").update(token).digest("hex"),
        account.id,
        new Date().toISOString(),
        new Date(Date.now() + 86_400_000).toISOString(),
      );
  } finally {
    database.close();
  }
  const cookie = await createCookie("session", {
    secrets: [server.sessionSecret],
    path: "/",
    httpOnly: true,
    sameSite: "lax",
  }).serialize(token);
  return cookie.slice("session=".length, cookie.indexOf(";"));
}
