import crypto from "node:crypto";
import { sql } from "kysely";
import { db } from "~/db/database.server";
import { newId, nowIso, sha256 } from "~/lib/ids.server";
import { sendWorded } from "~/lib/mail.server";
import type { Language } from "~/lib/i18n";
import { verificationCodeMail, type AccountRefusal } from "./accounts-words";
import { CODE_LENGTH, RESEND_COOLDOWN_SECONDS } from "./verification-rules";

const CODE_MINUTES = 10;
const MAX_FAILED_ATTEMPTS = 5;
/** Sign-ups waiting for a code, per address; a further one pushes the oldest out. */
const MAX_PENDING_SIGNUPS = 10;

/**
 * A sign-up waiting for its code (docs/decisions/0027). Each sign-up has a row of its own, holding the
 * name and password typed with it, and its id travels in that browser's signed pending cookie: a code
 * verifies only that sign-up's credentials, and only presented with that cookie, so signing up again
 * with the same address (anyone's) never changes what an earlier code verifies.
 */
export interface SignupCredentials {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
}

export type VerifyOutcome =
  | { ok: true; userId: string }
  | (Extract<AccountRefusal, { code: "wrong-code" | "expired-code" | "locked-code" }> & { ok: false });

/** What a request for a new code did, and when the code now valid was sent (for the page's countdown). */
export type ResendOutcome =
  { ok: true; sentAt: number } | { ok: false; code: "resend-wait"; seconds: number; sentAt: number };

/** A random six-digit code, for an e-mail or an SMS. */
export function newCode(): string {
  return crypto
    .randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, "0");
}

const codeHash = (signupId: string, code: string) => sha256(`${signupId}:${code}`);

/**
 * Records a sign-up and e-mails its code, in `language`; returns the sign-up's id for the pending cookie.
 * With `mail: false` (an address that already has a verified account, whose owner is told so instead)
 * the row is made all the same, so what follows looks the same, but its code is never sent.
 */
export async function startSignup(
  credentials: SignupCredentials,
  language: Language,
  { mail }: { mail: boolean },
): Promise<string> {
  const id = newId();
  const code = newCode();
  const now = new Date();
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto("signup_codes")
        .values({
          id,
          user_id: credentials.userId,
          first_name: credentials.firstName,
          last_name: credentials.lastName,
          password_hash: credentials.passwordHash,
          code_hash: codeHash(id, code),
          expires_at: new Date(now.getTime() + CODE_MINUTES * 60_000).toISOString(),
          sent_at: now.toISOString(),
          failed_attempts: 0,
          created_at: now.toISOString(),
        })
        .execute();
      const kept = trx
        .selectFrom("signup_codes")
        .select("id")
        .where("user_id", "=", credentials.userId)
        .orderBy("created_at", "desc")
        .limit(MAX_PENDING_SIGNUPS);
      await trx
        .deleteFrom("signup_codes")
        .where("user_id", "=", credentials.userId)
        .where("id", "not in", kept)
        .execute();
    });
  if (mail) await mailCode(credentials.email, credentials.firstName, code, language);
  return id;
}

function mailCode(email: string, name: string, code: string, language: Language): Promise<void> {
  return sendWorded(email, language, verificationCodeMail, { name, code, minutes: CODE_MINUTES });
}

/**
 * A new code for this sign-up, replacing its earlier one, once a minute at most: the cooldown is taken
 * in the same statement that replaces the code, so parallel requests send one code. An address that
 * was verified meanwhile, or a sign-up that is gone, is answered the same way and sent nothing.
 */
export async function resendSignupCode(signupId: string, language: Language): Promise<ResendOutcome> {
  const code = newCode();
  const now = new Date();
  const allowedFrom = new Date(now.getTime() - RESEND_COOLDOWN_SECONDS * 1000).toISOString();
  const replaced = await db()
    .updateTable("signup_codes")
    .set({
      code_hash: codeHash(signupId, code),
      expires_at: new Date(now.getTime() + CODE_MINUTES * 60_000).toISOString(),
      sent_at: now.toISOString(),
      failed_attempts: 0,
    })
    .where("id", "=", signupId)
    .where("sent_at", "<=", allowedFrom)
    .returning(["user_id", "first_name"])
    .executeTakeFirst();
  if (!replaced) {
    const row = await db().selectFrom("signup_codes").select("sent_at").where("id", "=", signupId).executeTakeFirst();
    if (!row) return { ok: true, sentAt: now.getTime() };
    const sentAt = Date.parse(row.sent_at);
    return { ok: false, code: "resend-wait", seconds: secondsUntilResend(sentAt, now.getTime()), sentAt };
  }
  const user = await db()
    .selectFrom("users")
    .select(["email", "email_verified_at"])
    .where("id", "=", replaced.user_id)
    .executeTakeFirst();
  if (user?.email && !user.email_verified_at) await mailCode(user.email, replaced.first_name, code, language);
  return { ok: true, sentAt: now.getTime() };
}

/** Seconds before another code may be asked for, a code having been sent at `sentAt`. */
export function secondsUntilResend(sentAt: number, now = Date.now()): number {
  return Math.max(0, Math.ceil(RESEND_COOLDOWN_SECONDS - (now - sentAt) / 1000));
}

/**
 * Checks a sign-up's code: ten minutes, five tries, single use. The try is counted before the code is
 * compared, in one conditional update, so a burst of guesses is never checked more than five times.
 * The right code gives the account this sign-up's name and password, marks it verified, and ends every
 * earlier session, other sign-up and reset link; an address verified meanwhile is not touched.
 */
export async function checkSignupCode(signupId: string, code: string): Promise<VerifyOutcome> {
  const counted = await db()
    .updateTable("signup_codes")
    .set({ failed_attempts: sql<number>`failed_attempts + 1` })
    .where("id", "=", signupId)
    .where("failed_attempts", "<", MAX_FAILED_ATTEMPTS)
    .returningAll()
    .executeTakeFirst();
  if (!counted) {
    const row = await db().selectFrom("signup_codes").select("id").where("id", "=", signupId).executeTakeFirst();
    return { ok: false, code: row ? "locked-code" : "expired-code" };
  }
  if (Date.parse(counted.expires_at) <= Date.now()) return { ok: false, code: "expired-code" };
  const given = Buffer.from(codeHash(signupId, code));
  if (!crypto.timingSafeEqual(given, Buffer.from(counted.code_hash))) {
    return { ok: false, code: counted.failed_attempts >= MAX_FAILED_ATTEMPTS ? "locked-code" : "wrong-code" };
  }
  return db()
    .transaction()
    .execute(async (trx): Promise<VerifyOutcome> => {
      const used = await trx.deleteFrom("signup_codes").where("id", "=", signupId).executeTakeFirst();
      if (Number(used.numDeletedRows) === 0) return { ok: false, code: "expired-code" };
      const verified = await trx
        .updateTable("users")
        .set({
          first_name: counted.first_name,
          last_name: counted.last_name,
          password_hash: counted.password_hash,
          email_verified_at: nowIso(),
        })
        .where("id", "=", counted.user_id)
        .where("email_verified_at", "is", null)
        .executeTakeFirst();
      if (Number(verified.numUpdatedRows) === 0) return { ok: false, code: "expired-code" };
      // The code proves who owns the address: nothing started before it lives on.
      await trx.deleteFrom("signup_codes").where("user_id", "=", counted.user_id).execute();
      await trx.deleteFrom("sessions").where("user_id", "=", counted.user_id).execute();
      await trx.deleteFrom("password_resets").where("user_id", "=", counted.user_id).execute();
      return { ok: true, userId: counted.user_id };
    });
}

/** The newest sign-up waiting for a code for this account, with the password it was typed with. */
export async function latestSignup(userId: string): Promise<{ id: string; passwordHash: string } | undefined> {
  const row = await db()
    .selectFrom("signup_codes")
    .select(["id", "password_hash"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  return row && { id: row.id, passwordHash: row.password_hash };
}
