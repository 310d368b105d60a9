import { db } from "~/db/database.server";
import { newId, nowIso } from "~/lib/ids.server";
import { hashPassword } from "./password.server";
import { defaultSettings } from "./settings";
import { findAccountByEmail, createVerifiedAccount, normaliseEmail } from "./users.server";

/** The demo accounts listed in the README; created with APP_ENV=development only. */
export const DEMO_ACCOUNTS = [
  {
    email: "customer@cravings.test",
    password: "Paneer-Tikka-2026",
    firstName: "Priya",
    lastName: "Sharma",
    role: "customer",
  },
  {
    email: "admin@cravings.test",
    password: "Masala-Dosa-Admin-2026",
    firstName: "Arjun",
    lastName: "Mehta",
    role: "admin",
  },
] as const;

/** Creates any missing demo account, verified, with its documented password. */
export async function ensureDemoAccounts(): Promise<number> {
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (await findAccountByEmail(account.email)) continue;
    await createVerifiedAccount(account);
    created += 1;
  }
  return created;
}

/** The one password of development's demo partner accounts (README, "Development mode"). */
export const DEMO_PARTNER_PASSWORD = "Partner-Kitchen-2026";

/**
 * Development's demo accounts of restaurant partners and simulated riders, one per address in `people`,
 * verified, all with DEMO_PARTNER_PASSWORD (hashed once: there is one per restaurant of the default city).
 * Returns every account's id by address.
 */
export async function ensureDemoWorkAccounts(
  people: readonly { email: string; firstName: string; lastName: string }[],
): Promise<Map<string, string>> {
  const emails = people.map((person) => normaliseEmail(person.email));
  const accountIds = async () =>
    new Map(
      emails.length === 0
        ? []
        : (
            await db()
              .selectFrom("users")
              .select(["id", "email"])
              .where("email", "in", emails)
              .$narrowType<{ email: string }>()
              .execute()
          ).map((row) => [row.email, row.id]),
    );
  const ids = await accountIds();
  const missing = people.filter((person) => !ids.has(normaliseEmail(person.email)));
  if (missing.length === 0) return ids;
  const passwordHash = await hashPassword(DEMO_PARTNER_PASSWORD);
  const rows = missing.map((person) => ({
    id: newId(),
    email: normaliseEmail(person.email),
    first_name: person.firstName,
    last_name: person.lastName,
    phone: null,
    password_hash: passwordHash,
    email_verified_at: nowIso(),
    role: "customer" as const,
    settings: JSON.stringify(defaultSettings()),
    created_at: nowIso(),
  }));
  await db()
    .insertInto("users")
    .values(rows)
    .onConflict((conflict) => conflict.column("email").doNothing())
    .execute();
  return accountIds();
}
