import { db } from "~/db/database.server";
import { newId, nowIso } from "~/lib/ids.server";
import { hashPassword } from "./password.server";
import { defaultSettings } from "./settings";

/** The demo accounts listed in the README; created outside production only. */
export const DEMO_ACCOUNTS = [
  { email: "customer@cravings.test", password: "Paneer-Tikka-2026", firstName: "Priya", lastName: "Sharma", role: "customer" },
  { email: "admin@cravings.test", password: "Masala-Dosa-Admin-2026", firstName: "Arjun", lastName: "Mehta", role: "admin" },
] as const;

/** Creates any missing demo account, verified, with its documented password. */
export async function ensureDemoAccounts(): Promise<number> {
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    const exists = await db().selectFrom("users").select("id").where("email", "=", account.email).executeTakeFirst();
    if (exists) continue;
    await db()
      .insertInto("users")
      .values({
        id: newId(),
        email: account.email,
        first_name: account.firstName,
        last_name: account.lastName,
        phone: null,
        password_hash: await hashPassword(account.password),
        email_verified_at: nowIso(),
        role: account.role,
        settings: JSON.stringify(defaultSettings()),
        created_at: nowIso(),
      })
      .execute();
    created += 1;
  }
  return created;
}
