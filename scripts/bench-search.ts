/**
 * Search latency on the full demo catalogue: seeds a throwaway database, then times searches in a
 * served city and around a point (mean of 50 runs each). Run: `npm run bench:search`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cravings-bench-"));
process.env.DATABASE_URL = path.join(dir, "bench.db");
process.env.LOG_LEVEL = "silent";

const { db, closeDatabase } = await import("../app/db/database.server");
const { migrateToLatest } = await import("../app/db/migrate.server");
const { seedCatalogue } = await import("../app/features/catalogue/seed/seed.server");
const { resolveScope } = await import("../app/features/catalogue/catalogue.server");
const { searchCatalogue } = await import("../app/features/search/search.server");

await migrateToLatest(db());
await seedCatalogue(db());
const anywhere = { name: "x", latitude: 0, longitude: 0, city: null, source: "default" } as const;
const scopes = {
  "Mumbai (by city)": await resolveScope(new URLSearchParams("city=mumbai"), anywhere),
  "Whitefield (within 25 km)": await resolveScope(new URLSearchParams("lat=12.9698&lng=77.75"), anywhere),
};
const RUNS = 50;
for (const [label, scope] of Object.entries(scopes)) {
  for (const query of ["pa", "paneer tikka", "biryani", "chinese"]) {
    await searchCatalogue(scope, query);
    const started = performance.now();
    for (let i = 0; i < RUNS; i++) await searchCatalogue(scope, query);
    console.log(
      `${label.padEnd(26)} ${`"${query}"`.padEnd(16)} ${((performance.now() - started) / RUNS).toFixed(2)} ms`,
    );
  }
}
await closeDatabase();
fs.rmSync(dir, { recursive: true, force: true });
