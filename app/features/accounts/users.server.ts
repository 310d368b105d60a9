import type { ExpressionBuilder } from "kysely";
import { db, type DB } from "~/db/database.server";
import type { DB as Tables } from "~/db/database-types";
import { lockAdmins } from "~/db/dialect.server";
import { isLanguage, type Language } from "~/lib/i18n";
import { newId, nowIso } from "~/lib/ids.server";
import { sendAlreadyHaveAccount } from "./account-mail.server";
import type { PaymentMethod } from "~/features/cart/cart-rules";
import { splitName } from "./names";
import { hashPassword, verifyPassword } from "./password.server";
import { defaultSettings, readSettings, type Settings } from "./settings";
import { latestSignup, startSignup } from "./verification.server";

export interface AccountRef {
  id: string;
  email: string;
  firstName: string;
  verified: boolean;
  /** The language the owner chose, for e-mails to them; null when they never chose. */
  language: Language | null;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

async function findAccount(email: string) {
  return db()
    .selectFrom("users")
    .select(["id", "email", "first_name", "password_hash", "email_verified_at", "language"])
    .where("email", "=", normaliseEmail(email))
    .$narrowType<{ email: string }>()
    .executeTakeFirst();
}

/**
 * Sign-up (docs/decisions/0027). Every case hashes the password, records a sign-up of its own and sends
 * one e-mail, so neither the answer nor its time tells anyone which addresses have accounts: a new or
 * unverified address gets a code that verifies this sign-up's name and password alone; a verified one
 * gets a notice by mail instead. Sign-up never changes an existing account. The code's e-mail is in the
 * language of the page the customer signed up on. Returns the sign-up's id, for the pending cookie.
 */
export async function registerAccount(
  input: { name: string; email: string; password: string },
  language: Language,
): Promise<string> {
  const email = normaliseEmail(input.email);
  const { firstName, lastName } = splitName(input.name);
  const passwordHash = await hashPassword(input.password);
  const existing = await findAccount(email);
  if (existing?.email_verified_at) {
    const owners = isLanguage(existing.language) ? existing.language : language;
    await sendAlreadyHaveAccount({ email, firstName: existing.first_name }, owners);
  }
  const userId = existing?.id ?? (await unverifiedAccount(email, firstName, lastName));
  const credentials = { userId, email, firstName, lastName, passwordHash };
  return startSignup(credentials, language, { mail: !existing?.email_verified_at });
}

/** A new address's account, without a password until a code verifies one (the first of parallel sign-ups makes it). */
async function unverifiedAccount(email: string, firstName: string, lastName: string): Promise<string> {
  await db()
    .insertInto("users")
    .values({
      id: newId(),
      email,
      first_name: firstName,
      last_name: lastName,
      phone: null,
      password_hash: null,
      email_verified_at: null,
      role: "customer",
      settings: JSON.stringify(defaultSettings()),
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .execute();
  const row = await db().selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  return row.id;
}

export type CredentialsCheck =
  | { kind: "verified"; account: AccountRef }
  | { kind: "unverified"; account: AccountRef; signupId: string }
  | { kind: "wrong" };

/**
 * Checks an e-mail and password, equally slow whether or not the account exists (one hash either way).
 * An unverified address has no password of its own: the one typed with its newest sign-up is checked,
 * and the answer names that sign-up, whose code the person is sent on to.
 */
export async function checkCredentials(email: string, password: string): Promise<CredentialsCheck> {
  const account = await findAccount(email);
  const signup = account && !account.email_verified_at ? await latestSignup(account.id) : undefined;
  const hash = signup ? signup.passwordHash : (account?.password_hash ?? null);
  const valid = await verifyPassword(hash, password);
  if (!account || !valid) return { kind: "wrong" };
  return signup
    ? { kind: "unverified", account: accountRef(account), signupId: signup.id }
    : { kind: "verified", account: accountRef(account) };
}

export async function findAccountByEmail(email: string): Promise<AccountRef | null> {
  const account = await findAccount(email);
  return account ? accountRef(account) : null;
}

function accountRef(account: NonNullable<Awaited<ReturnType<typeof findAccount>>>): AccountRef {
  return {
    id: account.id,
    email: account.email,
    firstName: account.first_name,
    verified: account.email_verified_at !== null,
    language: isLanguage(account.language) ? account.language : null,
  };
}

export interface GoogleProfile {
  sub: string;
  email: string;
  name: string;
}

/** Google's answer for our side: who is signed in, or an account whose password must confirm the link first. */
export type GoogleAccount =
  { kind: "signed-in"; userId: string } | { kind: "confirm-password"; userId: string; email: string };

/**
 * The account for a Google identity: the one linked to it; else the account with its verified e-mail,
 * linked now; else a new one. An account with a password of its own is linked only when its owner is
 * signed in to it (`signedInUserId`) or confirms with that password, so a Google identity for the
 * same address cannot take over an account it never proved it owns.
 */
export async function accountForGoogle(profile: GoogleProfile, signedInUserId: string | null): Promise<GoogleAccount> {
  const linked = await db()
    .selectFrom("oauth_accounts")
    .select("user_id")
    .where("provider", "=", "google")
    .where("provider_user_id", "=", profile.sub)
    .executeTakeFirst();
  if (linked) return { kind: "signed-in", userId: linked.user_id };
  const email = normaliseEmail(profile.email);
  const existing = await db()
    .selectFrom("users")
    .select(["id", "email_verified_at", "password_hash"])
    .where("email", "=", email)
    .executeTakeFirst();
  if (existing?.email_verified_at && existing.password_hash && existing.id !== signedInUserId) {
    return { kind: "confirm-password", userId: existing.id, email };
  }
  return db()
    .transaction()
    .execute(async (trx) => {
      let userId = existing?.id;
      const { firstName, lastName } = splitName(profile.name || email.split("@")[0] || "Customer");
      if (existing && !existing.email_verified_at) {
        // Google vouches for the address. Whoever signed up with it unverified never proved they own it, so
        // their password, name, sessions and pending code go: otherwise they could sign in to the owner's account.
        await trx
          .updateTable("users")
          .set({ email_verified_at: nowIso(), password_hash: null, first_name: firstName, last_name: lastName })
          .where("id", "=", existing.id)
          .execute();
        await trx.deleteFrom("sessions").where("user_id", "=", existing.id).execute();
        await trx.deleteFrom("signup_codes").where("user_id", "=", existing.id).execute();
        await trx.deleteFrom("password_resets").where("user_id", "=", existing.id).execute();
      } else if (!existing) {
        userId = newId();
        await trx
          .insertInto("users")
          .values({
            id: userId,
            email,
            first_name: firstName,
            last_name: lastName,
            phone: null,
            password_hash: null,
            email_verified_at: nowIso(),
            role: "customer",
            settings: JSON.stringify(defaultSettings()),
            created_at: nowIso(),
          })
          .execute();
      }
      await trx
        .insertInto("oauth_accounts")
        .values({ provider: "google", provider_user_id: profile.sub, user_id: userId! })
        .execute();
      return { kind: "signed-in", userId: userId! };
    });
}

/** Links a Google identity to an account whose owner has just confirmed with its password. */
export async function linkGoogle(userId: string, sub: string): Promise<void> {
  await db()
    .insertInto("oauth_accounts")
    .values({ provider: "google", provider_user_id: sub, user_id: userId })
    .onConflict((oc) => oc.columns(["provider", "provider_user_id"]).doNothing())
    .execute();
}

export async function updateProfile(
  userId: string,
  profile: { firstName: string; lastName: string; phone: string | null },
) {
  await db()
    .updateTable("users")
    .set({ first_name: profile.firstName, last_name: profile.lastName, phone: profile.phone })
    .where("id", "=", userId)
    .execute();
}

/** Keeps the mobile number the customer gave at checkout on their account (in the checkout's transaction). */
export async function savePhone(userId: string, phone: string, executor: DB = db()): Promise<void> {
  await executor.updateTable("users").set({ phone }).where("id", "=", userId).execute();
}

/** Whether the account has a password (one made with Google alone has none until its owner sets one). */
export async function hasPassword(userId: string): Promise<boolean> {
  const row = await db().selectFrom("users").select("password_hash").where("id", "=", userId).executeTakeFirstOrThrow();
  return row.password_hash !== null;
}

/** Sets a new password; a reset link mailed earlier stops working, since it was for the old one. */
export async function setPassword(userId: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", userId).execute();
      await trx.deleteFrom("password_resets").where("user_id", "=", userId).execute();
    });
}

export async function loadSettings(userId: string): Promise<Settings> {
  const row = await db().selectFrom("users").select("settings").where("id", "=", userId).executeTakeFirstOrThrow();
  return readSettings(row.settings);
}

/** The language the customer chose in the switch, kept with the account for their other devices. */
export async function saveLanguage(userId: string, language: Language): Promise<void> {
  await db().updateTable("users").set({ language }).where("id", "=", userId).execute();
}

export async function saveSettings(userId: string, settings: Settings): Promise<void> {
  await db()
    .updateTable("users")
    .set({ settings: JSON.stringify(settings) })
    .where("id", "=", userId)
    .execute();
}

/**
 * Deletes the account: the user row and, through foreign keys, their sessions, codes and links.
 * Orders (once they exist) keep no personal data and are detached rather than deleted. The last admin's
 * account stays, so the console always has someone (security probe N13).
 */
export async function deleteAccount(userId: string): Promise<{ ok: true } | { ok: false; code: "last-admin" }> {
  return db()
    .transaction()
    .execute(async (trx) => {
      await lockAdmins(trx);
      const deleted = await trx
        .deleteFrom("users")
        .where("id", "=", userId)
        .where((eb) => keepsAnAdmin(eb))
        .executeTakeFirst();
      return Number(deleted.numDeletedRows) > 0
        ? { ok: true as const }
        : { ok: false as const, code: "last-admin" as const };
    });
}

/**
 * A condition on a user row that holds unless it is the only admin: what a change that takes the admin
 * role away (or the account) adds to its WHERE, so the check and the change are one statement.
 */
export function keepsAnAdmin(eb: ExpressionBuilder<Tables, "users">) {
  return eb.or([
    eb("role", "!=", "admin"),
    eb(
      eb.selectFrom("users as admins").select(eb.fn.countAll<number>().as("count")).where("admins.role", "=", "admin"),
      ">",
      1,
    ),
  ]);
}

/** An account made by the operator (the first admin, development's demo accounts): verified at once. */
export async function createVerifiedAccount(
  input: { email: string; firstName: string; lastName: string; password: string; role: "customer" | "admin" },
  executor: DB = db(),
): Promise<string> {
  const id = newId();
  await executor
    .insertInto("users")
    .values({
      id,
      email: normaliseEmail(input.email),
      first_name: input.firstName,
      last_name: input.lastName,
      phone: null,
      password_hash: await hashPassword(input.password),
      email_verified_at: nowIso(),
      role: input.role,
      settings: JSON.stringify(defaultSettings()),
      created_at: nowIso(),
    })
    .execute();
  return id;
}

/** The payment method the customer's next checkout starts on (`/profile/payments`). */
export async function savePreferredPaymentMethod(userId: string, method: PaymentMethod): Promise<void> {
  await db().updateTable("users").set({ preferred_payment_method: method }).where("id", "=", userId).execute();
}
