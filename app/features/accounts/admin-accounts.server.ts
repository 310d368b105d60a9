import crypto from "node:crypto";
import { z } from "zod";
import { createVerifiedAccount, findAccountByEmail, setRole } from "./users.server";

export type MakeAdminOutcome = { kind: "promoted" } | { kind: "created"; password: string } | { kind: "invalid-email" };

/**
 * `npm run admin:create -- <email>`: gives an existing account the admin role, or creates a verified
 * admin account with a strong one-time password for the operator to sign in with and change.
 * This is how the first admin of a production shop is made (there are no demo accounts there).
 */
export async function makeAdmin(email: string): Promise<MakeAdminOutcome> {
  if (!z.email().safeParse(email.trim()).success) return { kind: "invalid-email" };
  if (await findAccountByEmail(email)) {
    await setRole(email, "admin");
    return { kind: "promoted" };
  }
  const password = crypto.randomBytes(15).toString("base64url");
  await createVerifiedAccount({ email, firstName: "Admin", lastName: "", password, role: "admin" });
  return { kind: "created", password };
}
