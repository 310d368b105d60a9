import { db } from "~/db/database.server";
import { startSession } from "~/features/accounts/session.server";
import { newId, nowIso } from "~/lib/ids.server";
import { CookieJar } from "../../scripts/support/cookies";

/** A verified customer with a signed-in session, straight in the database (for tests of other features). */
export async function signedInCustomer(email = `${newId()}@example.com`): Promise<{ userId: string; jar: CookieJar }> {
  const userId = newId();
  await db()
    .insertInto("users")
    .values({
      id: userId,
      email,
      first_name: "Test",
      last_name: "Customer",
      phone: null,
      password_hash: null,
      email_verified_at: nowIso(),
      role: "customer",
      settings: "{}",
      created_at: nowIso(),
    })
    .execute();
  const jar = new CookieJar();
  jar.store({ headers: await startSession(new Request("http://localhost/"), userId) });
  return { userId, jar };
}

/** A signed-in admin (a customer made admin), for tests of the operations console. */
export async function signedInAdmin(
  email = `admin-${newId()}@example.com`,
): Promise<{ userId: string; jar: CookieJar; email: string }> {
  const admin = await signedInCustomer(email);
  await db().updateTable("users").set({ role: "admin" }).where("id", "=", admin.userId).execute();
  return { ...admin, email };
}
