import { closeDatabase, db } from "../app/db/database.server";
import { migrateToLatest } from "../app/db/migrate.server";
import { setRole } from "../app/features/accounts/users.server";

/** `npm run admin:create -- <email>`: gives an existing account the admin role. */
const email = process.argv[2];
if (!email) {
  console.error("Usage: npm run admin:create -- <email>");
  process.exit(2);
}
await migrateToLatest(db());
const updated = await setRole(email, "admin");
await closeDatabase();
if (!updated) {
  console.error(`No account with the e-mail ${email}. Sign up first, then run this again.`);
  process.exit(1);
}
console.log(`${email} is now an admin.`);
