import { sql } from "kysely";
import { db } from "~/db/database.server";
import { isLanguage, type Language } from "~/lib/i18n";
import { newId, nowIso } from "~/lib/ids.server";
import { sendInBackground, sendWorded } from "~/lib/mail.server";
import { publicHref } from "~/lib/public-url.server";
import { sendWordedSms } from "~/lib/sms.server";
import { newSignInMail, newSignInSms } from "./accounts-words";
import { readKnownDevice } from "./device.server";
import { splitName } from "./names";
import { defaultSettings } from "./settings";

export type MobileSignIn = { ok: true; userId: string } | { ok: false; code: "no-account" | "console-account" };

/**
 * The account a verified number signs in to. A console (admin) account never signs in with a code alone: a
 * stolen or recycled SIM would open the console.
 */
export async function accountForMobile(phone: string): Promise<MobileSignIn> {
  const row = await db().selectFrom("users").select(["id", "role"]).where("mobile", "=", phone).executeTakeFirst();
  if (!row) return { ok: false, code: "no-account" };
  return row.role === "admin" ? { ok: false, code: "console-account" } : { ok: true, userId: row.id };
}

/**
 * A new account for a number its code verified, with only a name (decision 0036): no e-mail address and no
 * password; the number is both how it signs in and where orders call. The proof of the number is used up
 * before this is called, so it runs once per code; if the number found an account meanwhile, that account
 * is the one it signs in to, as a code for it would.
 */
export async function createMobileAccount(phone: string, name: string, language: Language): Promise<MobileSignIn> {
  const { firstName, lastName } = splitName(name);
  await db()
    .insertInto("users")
    .values({
      id: newId(),
      email: null,
      mobile: phone,
      phone,
      first_name: firstName,
      last_name: lastName,
      password_hash: null,
      email_verified_at: null,
      role: "customer",
      language,
      settings: JSON.stringify(defaultSettings()),
      created_at: nowIso(),
    })
    .onConflict((conflict) => conflict.column("mobile").doNothing())
    .execute();
  return accountForMobile(phone);
}

export type AddMobileOutcome = { ok: true } | { ok: false; code: "number-taken" | "console-account" };

/**
 * Gives the signed-in account the number its code just verified (and makes it the contact number if it
 * had none). A number another account has verified is never moved: its owner signs in with it and removes
 * it there first, or support moves it (decision 0036). The unique index settles two accounts racing.
 */
export async function addMobile(userId: string, phone: string): Promise<AddMobileOutcome> {
  const { role } = await db().selectFrom("users").select("role").where("id", "=", userId).executeTakeFirstOrThrow();
  if (role === "admin") return { ok: false, code: "console-account" };
  try {
    const updated = await db()
      .updateTable("users")
      .set({ mobile: phone, phone: sql<string>`coalesce(phone, ${phone})` })
      .where("id", "=", userId)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("users as other")
              .select("other.id")
              .where("other.mobile", "=", phone)
              .where("other.id", "<>", userId),
          ),
        ),
      )
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) > 0 ? { ok: true } : { ok: false, code: "number-taken" };
  } catch (error) {
    const holder = await db().selectFrom("users").select("id").where("mobile", "=", phone).executeTakeFirst();
    if (holder?.id !== userId) return { ok: false, code: "number-taken" };
    throw error;
  }
}

/** Removes the sign-in number of an account that has an e-mail address to sign in with; false otherwise. */
export async function removeMobile(userId: string): Promise<boolean> {
  const updated = await db()
    .updateTable("users")
    .set({ mobile: null })
    .where("id", "=", userId)
    .where("email", "is not", null)
    .where("email_verified_at", "is not", null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/**
 * Tells the owner when their number signed the account in on a browser it had not signed in from: by
 * e-mail where the account has an address, else by SMS. Sent after the answer; a failure is logged.
 */
export async function alertNewDeviceSignIn(request: Request, userId: string, pageLanguage: Language): Promise<void> {
  const device = await readKnownDevice(request);
  if (device?.userId === userId) return;
  const owner = await db()
    .selectFrom("users")
    .select(["email", "mobile", "first_name", "language"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const language = isLanguage(owner.language) ? owner.language : pageLanguage;
  const name = owner.first_name;
  if (owner.email) {
    const link = publicHref("/forgot-password");
    sendInBackground(sendWorded(owner.email, language, newSignInMail, { name, link }), "new sign-in");
  } else if (owner.mobile) {
    const sending = sendWordedSms(owner.mobile, "new-sign-in", language, newSignInSms, { name });
    sendInBackground(sending, "new sign-in SMS");
  }
}
