import { findAccountByEmail, createVerifiedAccount } from "./users.server";

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
