import crypto from "node:crypto";
import { sql } from "kysely";
import { db } from "~/db/database.server";
import type { PhoneCodes } from "~/db/database-types";
import type { Language } from "~/lib/i18n";
import { newId, sha256 } from "~/lib/ids.server";
import { logger } from "~/lib/logger.server";
import { publicOrigin } from "~/lib/public-url.server";
import { TooManyAttempts } from "~/lib/rate-limit.server";
import { sendWordedSms, SmsFailed } from "~/lib/sms.server";
import { addMobileCodeSms, phoneCodeSms } from "./accounts-words";
import { EVERYONE, smsCodeLimits } from "./request-limits.server";
import { PHONE_CODE_MINUTES, PHONE_CODE_TRIES, PHONE_RESEND_SECONDS } from "./verification-rules";
import { newCode } from "./verification.server";

/** What a code by SMS is for: signing in (or up) with the number, or adding it to the signed-in account. */
export type PhonePurpose = PhoneCodes["purpose"];

/** Who asks for a code, for the limits: the client's address and this browser's device id. */
export interface Requester {
  clientIp: string;
  deviceId: string;
}

export type SendOutcome =
  | { ok: true; codeId: string; sentAt: number }
  | { ok: false; code: "too-many"; limit: TooManyAttempts }
  | { ok: false; code: "sms-failed" };

export type ResendOutcome =
  | { ok: true; sentAt: number }
  | { ok: false; code: "resend-wait"; seconds: number; sentAt: number }
  | { ok: false; code: "expired-code" }
  | Extract<SendOutcome, { ok: false }>;

/** A code proved right: the number it was sent to, what for, and the account that asked (adding a number). */
export interface VerifiedPhone {
  phone: string;
  purpose: PhonePurpose;
  userId: string | null;
}

export type CheckOutcome =
  ({ ok: true } & VerifiedPhone) | { ok: false; code: "wrong-sms-code" | "expired-code" | "locked-code" };

const codeHash = (codeId: string, phone: string, code: string) => sha256(`${codeId}:${phone}:${code}`);

/**
 * Counts one code for `phone` under every limit (per number an hour and a day, per address, per device,
 * and the shop's hourly cap); the first limit hit, or null. Each count is one atomic upsert, so a burst
 * of requests sends no more codes than the limits allow, on either engine.
 */
async function countSend(phone: string, requester: Requester): Promise<TooManyAttempts | null> {
  const hits = await Promise.all([
    smsCodeLimits.perNumberHour.attempt(phone),
    smsCodeLimits.perNumberDay.attempt(phone),
    smsCodeLimits.perIp.attempt(requester.clientIp),
    smsCodeLimits.perDevice.attempt(requester.deviceId),
  ]);
  const limited = hits.find((hit) => hit !== null);
  if (limited) return limited;
  const capped = await smsCodeLimits.everyone.attempt(EVERYONE);
  if (capped)
    logger().error("The hourly cap of SMS codes (SMS_HOURLY_CAP) was reached: no code is sent until it lifts");
  return capped;
}

async function sendCode(phone: string, purpose: PhonePurpose, code: string, language: Language): Promise<boolean> {
  const host = new URL(publicOrigin()).hostname;
  const values = { code, minutes: PHONE_CODE_MINUTES, host };
  try {
    // A code that adds the number to an account says so: read out to someone, it would not sign anyone in.
    if (purpose === "add-mobile") await sendWordedSms(phone, "add-mobile-code", language, addMobileCodeSms, values);
    else await sendWordedSms(phone, "code", language, phoneCodeSms, values);
    return true;
  } catch (error) {
    if (!(error instanceof SmsFailed)) throw error;
    logger().error({ err: error }, "a sign-in code could not be sent");
    return false;
  }
}

/**
 * Sends a new code for `phone` (an Indian mobile number, normalised): the same whether or not the number
 * has an account. One code lives per number: the row is keyed by the number, and a new request replaces
 * its code, id and purpose in one upsert, so any earlier code (and its browser's id) is void.
 */
export async function sendPhoneCode(
  request: { phone: string; purpose: PhonePurpose; userId: string | null; language: Language },
  requester: Requester,
): Promise<SendOutcome> {
  const limited = await countSend(request.phone, requester);
  if (limited) return { ok: false, code: "too-many", limit: limited };
  const id = newId();
  const code = newCode();
  const now = new Date();
  const row = {
    id,
    purpose: request.purpose,
    user_id: request.userId,
    code_hash: codeHash(id, request.phone, code),
    expires_at: new Date(now.getTime() + PHONE_CODE_MINUTES * 60_000).toISOString(),
    sent_at: now.toISOString(),
    failed_attempts: 0,
    verified_at: null,
    created_at: now.toISOString(),
  };
  await db()
    .insertInto("phone_codes")
    .values({ ...row, phone: request.phone })
    .onConflict((conflict) => conflict.column("phone").doUpdateSet(row))
    .execute();
  if (!(await sendCode(request.phone, request.purpose, code, request.language)))
    return { ok: false, code: "sms-failed" };
  return { ok: true, codeId: id, sentAt: now.getTime() };
}

/**
 * A new code for this browser's code (`codeId`), after PHONE_RESEND_SECONDS: the wait is checked in the
 * statement that replaces the code, so parallel resends send one. A code replaced meanwhile (another
 * request for the number), or already proved right, has expired: the browser asks for a new one.
 */
export async function resendPhoneCode(
  codeId: string,
  language: Language,
  requester: Requester,
): Promise<ResendOutcome> {
  const current = await db()
    .selectFrom("phone_codes")
    .select(["phone", "purpose", "sent_at"])
    .where("id", "=", codeId)
    .where("verified_at", "is", null)
    .executeTakeFirst();
  const now = new Date();
  if (!current) return { ok: false, code: "expired-code" };
  const wait = secondsUntilPhoneResend(Date.parse(current.sent_at), now.getTime());
  if (wait > 0) return { ok: false, code: "resend-wait", seconds: wait, sentAt: Date.parse(current.sent_at) };
  const limited = await countSend(current.phone, requester);
  if (limited) return { ok: false, code: "too-many", limit: limited };
  const code = newCode();
  const replaced = await db()
    .updateTable("phone_codes")
    .set({
      code_hash: codeHash(codeId, current.phone, code),
      expires_at: new Date(now.getTime() + PHONE_CODE_MINUTES * 60_000).toISOString(),
      sent_at: now.toISOString(),
      failed_attempts: 0,
    })
    .where("id", "=", codeId)
    .where("verified_at", "is", null)
    .where("sent_at", "<=", new Date(now.getTime() - PHONE_RESEND_SECONDS * 1000).toISOString())
    .executeTakeFirst();
  if (Number(replaced.numUpdatedRows) === 0) {
    const row = await db()
      .selectFrom("phone_codes")
      .select("sent_at")
      .where("id", "=", codeId)
      .where("verified_at", "is", null)
      .executeTakeFirst();
    if (!row) return { ok: false, code: "expired-code" };
    const sentAt = Date.parse(row.sent_at);
    return { ok: false, code: "resend-wait", seconds: secondsUntilPhoneResend(sentAt, now.getTime()), sentAt };
  }
  if (!(await sendCode(current.phone, current.purpose, code, language))) return { ok: false, code: "sms-failed" };
  return { ok: true, sentAt: now.getTime() };
}

/** Seconds before another code may be asked for, one having been sent at `sentAt`. */
export function secondsUntilPhoneResend(sentAt: number, now = Date.now()): number {
  return Math.max(0, Math.ceil(PHONE_RESEND_SECONDS - (now - sentAt) / 1000));
}

/**
 * Checks this browser's code: ten minutes, five tries. The try is counted before the code is compared, in
 * one conditional update. The right code marks the row verified, in an update that names the hash it was
 * compared with, so a resend that replaced it meanwhile makes the older code expire instead, and a code is
 * proved right once. What it proves is used up with `takeVerifiedPhone`, within ten minutes.
 */
export async function checkPhoneCode(codeId: string, code: string): Promise<CheckOutcome> {
  const counted = await db()
    .updateTable("phone_codes")
    .set({ failed_attempts: sql<number>`failed_attempts + 1` })
    .where("id", "=", codeId)
    .where("verified_at", "is", null)
    .where("failed_attempts", "<", PHONE_CODE_TRIES)
    .returningAll()
    .executeTakeFirst();
  if (!counted) {
    const row = await db()
      .selectFrom("phone_codes")
      .select("id")
      .where("id", "=", codeId)
      .where("verified_at", "is", null)
      .executeTakeFirst();
    return { ok: false, code: row ? "locked-code" : "expired-code" };
  }
  if (Date.parse(counted.expires_at) <= Date.now()) return { ok: false, code: "expired-code" };
  const given = Buffer.from(codeHash(codeId, counted.phone, code));
  if (!crypto.timingSafeEqual(given, Buffer.from(counted.code_hash)))
    return { ok: false, code: counted.failed_attempts >= PHONE_CODE_TRIES ? "locked-code" : "wrong-sms-code" };
  const now = Date.now();
  const verified = await db()
    .updateTable("phone_codes")
    .set({
      verified_at: new Date(now).toISOString(),
      expires_at: new Date(now + PHONE_CODE_MINUTES * 60_000).toISOString(),
    })
    .where("id", "=", codeId)
    .where("code_hash", "=", counted.code_hash)
    .where("verified_at", "is", null)
    .executeTakeFirst();
  if (Number(verified.numUpdatedRows) === 0) return { ok: false, code: "expired-code" };
  return { ok: true, phone: counted.phone, purpose: counted.purpose, userId: counted.user_id };
}

/** The number this browser's code proved, while it is unused and in time; null otherwise. */
export async function verifiedPhone(codeId: string): Promise<VerifiedPhone | null> {
  const row = await db()
    .selectFrom("phone_codes")
    .select(["phone", "purpose", "user_id"])
    .where("id", "=", codeId)
    .where("verified_at", "is not", null)
    .where("expires_at", ">", new Date().toISOString())
    .executeTakeFirst();
  return row ? { phone: row.phone, purpose: row.purpose, userId: row.user_id } : null;
}

/**
 * Uses up what this browser's code proved, once: the row is deleted in the statement that reads it, so two
 * requests with the same proof get it once between them. Null when it was used, replaced or is too old.
 */
export async function takeVerifiedPhone(codeId: string): Promise<VerifiedPhone | null> {
  const row = await db()
    .deleteFrom("phone_codes")
    .where("id", "=", codeId)
    .where("verified_at", "is not", null)
    .where("expires_at", ">", new Date().toISOString())
    .returning(["phone", "purpose", "user_id"])
    .executeTakeFirst();
  return row ? { phone: row.phone, purpose: row.purpose, userId: row.user_id } : null;
}
