import crypto from "node:crypto";
import { createCookie } from "react-router";
import { db } from "~/db/database.server";
import { config } from "~/lib/config.server";
import type { Language } from "~/lib/i18n";
import { nowIso, sha256 } from "~/lib/ids.server";
import { servedOverHttps } from "~/lib/public-url.server";
import { sendInBackground } from "~/lib/mail.server";
import { sendPasswordResetLink } from "./account-mail.server";
import { hashPassword } from "./password.server";
import { normaliseEmail } from "./users.server";
import { RESET_LINK_MINUTES } from "./verification-rules";

/** Another reset link is sent at most this often per account. */
const RESEND_AFTER_SECONDS = 60;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * "Forgot password?": e-mails a single-use link to the account's address, replacing any earlier
 * link. Answers the same, as fast, whether or not the address has an account: the e-mail goes out
 * after the answer (a failure to send is logged).
 */
export async function requestPasswordReset(email: string, language: Language): Promise<void> {
  const account = await db()
    .selectFrom("users")
    .select(["id", "email", "first_name"])
    .where("email", "=", normaliseEmail(email))
    .$narrowType<{ email: string }>()
    .executeTakeFirst();
  if (!account) return;
  const now = Date.now();
  const token = crypto.randomBytes(32).toString("base64url");
  const row = {
    token_hash: sha256(token),
    expires_at: new Date(now + RESET_LINK_MINUTES * 60_000).toISOString(),
    sent_at: new Date(now).toISOString(),
  };
  const stored = await db()
    .insertInto("password_resets")
    .values({ user_id: account.id, ...row })
    .onConflict((oc) =>
      oc
        .column("user_id")
        .doUpdateSet(row)
        .where("password_resets.sent_at", "<", new Date(now - RESEND_AFTER_SECONDS * 1000).toISOString()),
    )
    .executeTakeFirst();
  if (Number(stored.numInsertedOrUpdatedRows ?? 0) === 0) return;
  sendInBackground(
    sendPasswordResetLink({ email: account.email, firstName: account.first_name }, token, RESET_LINK_MINUTES, language),
    "password reset",
  );
}

/** The account a reset link is for, while the link is unused and unexpired. */
export async function accountForResetLink(
  token: string,
): Promise<{ id: string; email: string; firstName: string } | null> {
  if (!TOKEN.test(token)) return null;
  const row = await db()
    .selectFrom("password_resets")
    .innerJoin("users", "users.id", "password_resets.user_id")
    .select(["users.id", "users.email", "users.first_name", "password_resets.expires_at"])
    .where("password_resets.token_hash", "=", sha256(token))
    // Reset links are mailed, so only to accounts with an address.
    .$narrowType<{ email: string }>()
    .executeTakeFirst();
  if (!row || Date.parse(row.expires_at) <= Date.now()) return null;
  return { id: row.id, email: row.email, firstName: row.first_name };
}

/**
 * Sets the new password through a reset link and uses the link up. Opening the link proved the
 * address is theirs, so an unverified account becomes verified; every session and pending code ends.
 * Refused when the link is unknown, used or expired.
 */
export async function resetPassword(
  token: string,
  newPassword: string,
): Promise<
  { ok: true; account: { id: string; email: string; firstName: string } } | { ok: false; code: "link-expired" }
> {
  const account = await accountForResetLink(token);
  const expired = { ok: false, code: "link-expired" } as const;
  if (!account) return expired;
  const passwordHash = await hashPassword(newPassword);
  return db()
    .transaction()
    .execute(async (trx) => {
      const used = await trx
        .deleteFrom("password_resets")
        .where("token_hash", "=", sha256(token))
        .where("expires_at", ">", nowIso())
        .executeTakeFirst();
      if (Number(used.numDeletedRows) === 0) return expired;
      const verified = await trx
        .selectFrom("users")
        .select("email_verified_at")
        .where("id", "=", account.id)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable("users")
        .set({ password_hash: passwordHash, email_verified_at: verified.email_verified_at ?? nowIso() })
        .where("id", "=", account.id)
        .execute();
      await trx.deleteFrom("sessions").where("user_id", "=", account.id).execute();
      await trx.deleteFrom("signup_codes").where("user_id", "=", account.id).execute();
      return { ok: true as const, account };
    });
}

/**
 * A reset link's token after the link was first opened: the page moves it here and to a clean address,
 * so that no browser history, log line or Referer holds it. Signed, HttpOnly, as long as a link lasts.
 */
function resetLinkCookie(request: Request) {
  return createCookie("reset_link", {
    httpOnly: true,
    sameSite: "lax",
    secure: servedOverHttps(request),
    path: "/",
    maxAge: RESET_LINK_MINUTES * 60,
    secrets: [config().SESSION_SECRET],
  });
}

export function keepResetToken(request: Request, token: string): Promise<string> {
  return resetLinkCookie(request).serialize(token);
}

/** The token the reset page keeps, or "" when there is none. */
export async function keptResetToken(request: Request): Promise<string> {
  const value: unknown = await resetLinkCookie(request).parse(request.headers.get("Cookie"));
  return typeof value === "string" ? value : "";
}

export function forgetResetToken(request: Request): Promise<string> {
  return resetLinkCookie(request).serialize("", { maxAge: 0 });
}
