import { closeDatabase, db } from "../app/db/database.server";
import { migrateToLatest } from "../app/db/migrate.server";
import { seedCatalogue } from "../app/db/seed/seed.server";

await migrateToLatest(db());
const { restaurants, products } = await seedCatalogue(db());
console.log(`Seeded the demo catalogue: ${restaurants} restaurants, ${products} dishes.`);
await closeDatabase();
