import crypto from "node:crypto";
import {
  createContext,
  createCookie,
  redirect,
  type MiddlewareFunction,
  type RouterContextProvider,
} from "react-router";
import { db } from "~/db/database.server";
import { config } from "~/lib/config.server";
import { chosenLanguage, languageCookie } from "~/lib/language.server";
import { sha256 } from "~/lib/ids.server";
import { servedOverHttps } from "~/lib/public-url.server";
import { isLanguage } from "~/lib/i18n";
import { loginHref } from "./auth-reasons";
import { knownDeviceCookie } from "./device.server";
import { saveLanguage } from "./users.server";

/** A session lasts this long after the customer was last seen; the cookie's Max-Age says the same. */
const SESSION_DAYS = 30;
const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;
/** Expiry (and the cookie) is pushed forward at most this often, so most requests do not write. */
const EXTEND_AFTER_MS = 60 * 60 * 1000;

export interface CurrentUser {
  id: string;
  /** Null for an account signed up by mobile number that never added one. */
  email: string | null;
  /** The number the account signs in with, verified by a code. */
  mobile: string | null;
  firstName: string;
  lastName: string;
  phone: string | null;
  role: "customer" | "admin";
  emailVerified: boolean;
  hasPassword: boolean;
  createdAt: string;
}

/**
 * Signed, HttpOnly, SameSite=Lax, living as long as the session; `__Host-` prefixed and Secure when
 * the public URL is HTTPS or the request came over HTTPS.
 */
function sessionCookie(request: Request) {
  const secure = servedOverHttps(request);
  return createCookie(secure ? "__Host-session" : "session", {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: SESSION_MS / 1000,
    secrets: [config().SESSION_SECRET],
  });
}

function expiry(from = Date.now()): string {
  return new Date(from + SESSION_MS).toISOString();
}

async function readToken(request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie(request).parse(request.headers.get("Cookie"));
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

/**
 * Signs `userId` in on this browser: a new session (a new random 256-bit token), replacing the
 * browser's previous one, and this device remembered as one the account has signed in from. The shop
 * turns to the language the account chose; an account that chose none keeps the one this browser chose.
 * The answer's Set-Cookie headers.
 */
export async function startSession(request: Request, userId: string): Promise<Headers> {
  const previous = await readToken(request);
  const token = crypto.randomBytes(32).toString("base64url");
  await db()
    .transaction()
    .execute(async (trx) => {
      if (previous) await trx.deleteFrom("sessions").where("id", "=", sha256(previous)).execute();
      await trx
        .insertInto("sessions")
        .values({ id: sha256(token), user_id: userId, created_at: new Date().toISOString(), expires_at: expiry() })
        .execute();
    });
  const headers = new Headers();
  headers.append("Set-Cookie", await sessionCookie(request).serialize(token));
  headers.append("Set-Cookie", await knownDeviceCookie(request, userId));
  const account = await db().selectFrom("users").select("language").where("id", "=", userId).executeTakeFirst();
  const browserChoice = chosenLanguage(request.headers.get("Cookie"));
  if (isLanguage(account?.language)) headers.append("Set-Cookie", languageCookie(account.language));
  else if (browserChoice) await saveLanguage(userId, browserChoice);
  return headers;
}

/** A browser's live session: whose it is and when it ends (milliseconds since the epoch). */
interface Session {
  user: CurrentUser;
  expiresAt: number;
}

/**
 * The request's session, or null for a guest; an expired, revoked or forged session counts as none. Read
 * once per request, by `sessionMiddleware` (and by the payment callback, which React Router does not serve).
 */
export async function readSession(request: Request): Promise<Session | null> {
  const token = await readToken(request);
  if (!token) return null;
  const row = await db()
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select([
      "sessions.expires_at",
      "users.id",
      "users.email",
      "users.mobile",
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
  const expiresAt = row ? Date.parse(row.expires_at) : 0;
  if (!row || expiresAt <= Date.now()) return null;
  return {
    user: {
      id: row.id,
      email: row.email,
      mobile: row.mobile,
      firstName: row.first_name,
      lastName: row.last_name,
      phone: row.phone,
      role: row.role,
      emailVerified: row.email_verified_at !== null,
      hasPassword: row.password_hash !== null,
      createdAt: row.created_at,
    },
    expiresAt,
  };
}

const sessionContext = createContext<Session | null>();

/**
 * The root route's middleware: reads the session once, before any loader or action runs, for all of them
 * (`getCurrentUser`, `requireUser`, `requireRole`) and for `keepSessionAlive`.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  context.set(sessionContext, await readSession(request));
};

/** The signed-in customer, or null, as the session middleware read it for this request. */
export function getCurrentUser(context: Readonly<RouterContextProvider>): CurrentUser | null {
  return context.get(sessionContext)?.user ?? null;
}

/**
 * Sliding expiry, for pages and data requests the customer reads (GET): when the session's end is more
 * than an hour older than a fresh one would be, both the row and the cookie are renewed for 30 days.
 * Session bookkeeping, not a change the customer made (see docs/decisions). Leaves alone an answer
 * that already sets the session cookie (a sign-in or sign-out).
 */
export async function keepSessionAlive(
  request: Request,
  context: Readonly<RouterContextProvider>,
  responseHeaders: Headers,
): Promise<void> {
  if (request.method !== "GET") return;
  const session = context.get(sessionContext);
  const token = await readToken(request);
  if (!session || !token) return;
  const cookie = sessionCookie(request);
  if (responseHeaders.getSetCookie().some((header) => header.startsWith(`${cookie.name}=`))) return;
  // A write only when the hour has passed.
  const now = Date.now();
  if (session.expiresAt >= now + SESSION_MS - EXTEND_AFTER_MS) return;
  await db()
    .updateTable("sessions")
    .set({ expires_at: expiry(now) })
    .where("id", "=", sha256(token))
    .execute();
  responseHeaders.append("Set-Cookie", await cookie.serialize(token));
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

/** The signed-in customer; guests go to the sign-in panel, which brings them back to `url` (the route's `url`). */
export function requireUser(context: Readonly<RouterContextProvider>, url: URL): CurrentUser {
  const user = getCurrentUser(context);
  if (!user) throw redirect(loginHref(url.pathname + url.search));
  return user;
}

export function requireRole(
  context: Readonly<RouterContextProvider>,
  url: URL,
  role: CurrentUser["role"],
): CurrentUser {
  const user = requireUser(context, url);
  if (user.role !== role) throw redirect("/unauthorized");
  return user;
}
