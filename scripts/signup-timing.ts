/**
 * Sign-up's time for an address that already has a verified account and for a new one (issue 14:
 * the time must not tell them apart). Runs sign-up's domain function on a throwaway database, mail
 * going to a throwaway outbox, alternating the two cases; prints each median. Run: `npm run bench:signup`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cravings-signup-"));
process.env.DATABASE_URL = path.join(dir, "bench.db");
process.env.OUTBOX_DIR = path.join(dir, "outbox");
process.env.SESSION_SECRET = "signup-timing-secret-signup-timing-secret";
process.env.LOG_LEVEL = "silent";

const { db, closeDatabase } = await import("../app/db/database.server");
const { migrateToLatest } = await import("../app/db/migrate.server");
const { createVerifiedAccount, registerAccount } = await import("../app/features/accounts/users.server");
await import("../app/lib/i18n.server");

await migrateToLatest(db());
await createVerifiedAccount({
  email: "taken@example.com",
  firstName: "Taken",
  lastName: "",
  password: "Taken-Password-1",
  role: "customer",
});

const RUNS = 31;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const times = { existing: [] as number[], fresh: [] as number[] };
const time = async (email: string) => {
  const started = performance.now();
  await registerAccount({ name: "Timing Test", email, password: "Timing-Password-9" }, "en");
  return performance.now() - started;
};
await time("warm-up@example.com");
for (let i = 0; i < RUNS; i++) {
  times.existing.push(await time("taken@example.com"));
  times.fresh.push(await time(`new-${i}@example.com`));
}
console.log(`sign-up, address with a verified account: median ${median(times.existing).toFixed(1)} ms (${RUNS} runs)`);
console.log(`sign-up, new address:                     median ${median(times.fresh).toFixed(1)} ms (${RUNS} runs)`);
await closeDatabase();
fs.rmSync(dir, { recursive: true, force: true });
