import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../../app/db/database.server";
import { migrateToLatest } from "../../app/db/migrate.server";
import { seedCatalogue } from "../../app/features/catalogue/seed/seed.server";

/** Builds one migrated, seeded database that each test file copies, so every file starts fresh and fast. */
export default async function setup({ provide }: { provide: (key: "templateDatabase", value: string) => void }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cravings-test-"));
  const file = path.join(dir, "template.db");
  const database = openDatabase(file);
  await migrateToLatest(database);
  await seedCatalogue(database);
  await database.destroy();
  provide("templateDatabase", file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}
