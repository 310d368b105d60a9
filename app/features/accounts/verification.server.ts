import crypto from "node:crypto";
import { db } from "~/db/database.server";
import { sha256 } from "~/lib/ids.server";
import { sendMail } from "~/lib/mail.server";
import { BRAND } from "~/lib/brand";
import { fixedT, type Language } from "~/lib/i18n";

import { CODE_LENGTH, RESEND_COOLDOWN_SECONDS } from "./verification-rules";

const CODE_MINUTES = 10;
const MAX_FAILED_ATTEMPTS = 5;

export type VerifyOutcome = "verified" | "wrong" | "expired" | "locked";

/** Seconds until another code may be sent to this user (0 when it may). */
export async function resendWait(userId: string): Promise<number> {
  const row = await db()
    .selectFrom("verification_codes")
    .select("sent_at")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return 0;
  const elapsed = (Date.now() - Date.parse(row.sent_at)) / 1000;
  return Math.max(0, Math.ceil(RESEND_COOLDOWN_SECONDS - elapsed));
}

/** Creates a fresh random code (replacing any earlier one) and e-mails it, in `language`. */
export async function sendVerificationCode(
  user: { id: string; email: string; firstName: string },
  language: Language,
): Promise<void> {
  const code = crypto
    .randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, "0");
  const now = new Date();
  const row = {
    code_hash: sha256(`${user.id}:${code}`),
    expires_at: new Date(now.getTime() + CODE_MINUTES * 60_000).toISOString(),
    sent_at: now.toISOString(),
    failed_attempts: 0,
  };
  await db()
    .insertInto("verification_codes")
    .values({ user_id: user.id, ...row })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(row))
    .execute();
  const t = fixedT(language);
  const values = { code, brand: BRAND, name: user.firstName, minutes: CODE_MINUTES };
  await sendMail({
    to: user.email,
    subject: t("{code} is your {brand} verification code", values),
    text: t(
      "Hi {name},\n\nYour {brand} verification code is {code}.\nIt expires in {minutes} minutes and can be used once.\n\nIf you did not sign up, ignore this e-mail.\n",
      values,
    ),
  });
}

/** Checks a code: single use, expires after ten minutes, locked after five wrong tries; right, it ends earlier sessions. */
export async function checkVerificationCode(userId: string, code: string): Promise<VerifyOutcome> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .selectFrom("verification_codes")
        .selectAll()
        .where("user_id", "=", userId)
        .executeTakeFirst();
      if (!row) return "expired";
      if (row.failed_attempts >= MAX_FAILED_ATTEMPTS) return "locked";
      if (Date.parse(row.expires_at) <= Date.now()) return "expired";
      const given = Buffer.from(sha256(`${userId}:${code}`));
      if (!crypto.timingSafeEqual(given, Buffer.from(row.code_hash))) {
        await trx
          .updateTable("verification_codes")
          .set({ failed_attempts: row.failed_attempts + 1 })
          .where("user_id", "=", userId)
          .execute();
        return row.failed_attempts + 1 >= MAX_FAILED_ATTEMPTS ? "locked" : "wrong";
      }
      await trx.deleteFrom("verification_codes").where("user_id", "=", userId).execute();
      // The code proves who owns the address: no session from before it lives on.
      await trx.deleteFrom("sessions").where("user_id", "=", userId).execute();
      await trx
        .updateTable("users")
        .set({ email_verified_at: new Date().toISOString() })
        .where("id", "=", userId)
        .execute();
      return "verified";
    });
}
