import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../../app/db/database.server";
import { migrateToLatest } from "../../app/db/migrate.server";
import { seedCatalogue } from "../../app/features/catalogue/seed/seed.server";
import { startPostgresCluster } from "../../scripts/support/postgres-cluster";

/**
 * Builds one migrated, seeded database that each test file copies, so every file starts fresh and fast:
 * a SQLite file, or with TEST_DATABASE=postgres a template database in a throwaway PostgreSQL cluster.
 */
export default async function setup({
  provide,
}: {
  provide: <K extends "templateDatabase">(key: K, value: string) => void;
}) {
  if (process.env.TEST_DATABASE === "postgres") {
    const cluster = await startPostgresCluster();
    const url = await cluster.createDatabase("template_cravings");
    await prepare(url);
    provide("templateDatabase", url);
    return () => cluster.stop();
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cravings-test-"));
  const file = path.join(dir, "template.db");
  await prepare(file);
  provide("templateDatabase", file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

async function prepare(url: string): Promise<void> {
  const database = openDatabase(url);
  await migrateToLatest(database);
  await seedCatalogue(database);
  await database.destroy();
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The template: a SQLite file, or a PostgreSQL URL. */
    templateDatabase: string;
  }
}
