import crypto from "node:crypto";
import { z } from "zod";
import { db } from "~/db/database.server";
import { recordAudit } from "~/features/admin/audit.server";
import { nowIso } from "~/lib/ids.server";
import { hashPassword } from "./password.server";
import { createVerifiedAccount, normaliseEmail } from "./users.server";

export type MakeAdminOutcome =
  | { kind: "promoted" }
  | { kind: "reset"; password: string }
  | { kind: "created"; password: string }
  | { kind: "invalid-email" };

/** Who the audit log names for the operator's command. */
const OPERATOR = { id: "operator", email: "npm run admin:create" };

/**
 * `npm run admin:create -- <email>`: makes a verified account an admin, or creates a verified admin
 * account with a strong one-time password for the operator to sign in with and change. This is how the
 * first admin of a production shop is made (there are no demo accounts there). An account nobody has
 * verified may have been signed up by anyone (security probe N2): it is reset before it is promoted —
 * a new one-time password, verified, and its sessions, sign-up codes and reset links gone. Every
 * promotion is in the audit log.
 */
export async function makeAdmin(email: string): Promise<MakeAdminOutcome> {
  if (!z.email().safeParse(email.trim()).success) return { kind: "invalid-email" };
  const address = normaliseEmail(email);
  const password = crypto.randomBytes(15).toString("base64url");
  return db()
    .transaction()
    .execute(async (trx): Promise<MakeAdminOutcome> => {
      const account = await trx
        .selectFrom("users")
        .select(["id", "role", "email_verified_at"])
        .where("email", "=", address)
        .executeTakeFirst();
      const promotion = (targetId: string, before: string, summary: string) =>
        recordAudit(trx, OPERATOR, {
          action: "user.role",
          targetType: "user",
          targetId,
          summary,
          before: { role: before },
          after: { role: "admin" },
        });
      if (!account) {
        const input = { email: address, firstName: "Admin", lastName: "", password, role: "admin" } as const;
        const id = await createVerifiedAccount(input, trx);
        await promotion(id, "none", `${address}: created as an admin`);
        return { kind: "created", password };
      }
      if (account.email_verified_at) {
        await trx.updateTable("users").set({ role: "admin" }).where("id", "=", account.id).execute();
        await promotion(account.id, account.role, `${address}: made an admin`);
        return { kind: "promoted" };
      }
      await trx
        .updateTable("users")
        .set({ role: "admin", password_hash: await hashPassword(password), email_verified_at: nowIso() })
        .where("id", "=", account.id)
        .execute();
      for (const table of ["sessions", "signup_codes", "password_resets"] as const)
        await trx.deleteFrom(table).where("user_id", "=", account.id).execute();
      await promotion(account.id, account.role, `${address}: unverified, reset with a new password and made an admin`);
      return { kind: "reset", password };
    });
}
