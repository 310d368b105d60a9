import { closeDatabase, db } from "../app/db/database.server";
import { migrateToLatest } from "../app/db/migrate.server";

const applied = await migrateToLatest(db());
console.log(applied.length > 0 ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
await closeDatabase();
