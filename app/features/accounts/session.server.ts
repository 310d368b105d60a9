import crypto from "node:crypto";
import { createCookie, redirect } from "react-router";
import { db } from "~/db/database.server";
import { config } from "~/lib/config.server";
import { sha256 } from "~/lib/ids.server";
import { loginHref } from "./auth-reasons";

/** A session lasts this long after the customer was last seen. */
const SESSION_DAYS = 30;
/** Expiry is pushed forward at most this often, so most requests do not write. */
const EXTEND_AFTER_MS = 60 * 60 * 1000;
/** The cookie outlives any session; the database decides when a session ends. */
const COOKIE_MAX_AGE = 400 * 24 * 60 * 60;

export interface CurrentUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  role: "customer" | "admin";
  emailVerified: boolean;
  hasPassword: boolean;
  createdAt: string;
}

function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

/** Signed, HttpOnly, SameSite=Lax; `__Host-` prefixed and Secure over HTTPS. */
function sessionCookie(request: Request) {
  const secure = isHttps(request);
  return createCookie(secure ? "__Host-session" : "session", {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: COOKIE_MAX_AGE,
    secrets: [config().SESSION_SECRET],
  });
}

function expiry(from = Date.now()): string {
  return new Date(from + SESSION_DAYS * 24 * 60 * 60 * 1000).toISOString();
}

async function readToken(request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie(request).parse(request.headers.get("Cookie"));
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

/** Starts a new session (a new random 256-bit token at every sign-in) and returns its Set-Cookie header. */
export async function createSession(request: Request, userId: string): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await db()
    .insertInto("sessions")
    .values({ id: sha256(token), user_id: userId, created_at: new Date().toISOString(), expires_at: expiry() })
    .execute();
  return sessionCookie(request).serialize(token);
}

/** The signed-in customer, or null; an expired, revoked or forged session counts as none. */
export async function getCurrentUser(request: Request): Promise<CurrentUser | null> {
  const token = await readToken(request);
  if (!token) return null;
  const row = await db()
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select([
      "sessions.id as session_id",
      "sessions.expires_at",
      "users.id",
      "users.email",
      "users.first_name",
      "users.last_name",
      "users.phone",
      "users.role",
      "users.email_verified_at",
      "users.password_hash",
      "users.created_at",
    ])
    .where("sessions.id", "=", sha256(token))
    .executeTakeFirst();
  if (!row) return null;
  const now = Date.now();
  const expiresAt = Date.parse(row.expires_at);
  if (expiresAt <= now) return null;
  // Sliding expiry: session bookkeeping, not a change the customer made (see docs/decisions).
  if (expiry(now) > new Date(expiresAt + EXTEND_AFTER_MS).toISOString()) {
    await db().updateTable("sessions").set({ expires_at: expiry(now) }).where("id", "=", row.session_id).execute();
  }
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    role: row.role,
    emailVerified: row.email_verified_at !== null,
    hasPassword: row.password_hash !== null,
    createdAt: row.created_at,
  };
}

/** Ends this session and returns the Set-Cookie header that clears the cookie. */
export async function destroySession(request: Request): Promise<string> {
  const token = await readToken(request);
  if (token) await db().deleteFrom("sessions").where("id", "=", sha256(token)).execute();
  return sessionCookie(request).serialize("", { maxAge: 0 });
}

/** Ends every session of the user except the one making this request. */
export async function revokeOtherSessions(request: Request, userId: string): Promise<number> {
  const token = await readToken(request);
  const result = await db()
    .deleteFrom("sessions")
    .where("user_id", "=", userId)
    .where("id", "!=", token ? sha256(token) : "")
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The signed-in customer; guests go to the sign-in panel, which brings them back here. */
export async function requireUser(request: Request): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(loginHref(url.pathname + url.search));
  }
  return user;
}

export async function requireRole(request: Request, role: CurrentUser["role"]): Promise<CurrentUser> {
  const user = await requireUser(request);
  if (user.role !== role) throw redirect("/unauthorized");
  return user;
}
