import crypto from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { isPostgresUrl } from "../../app/lib/config.server";

/** Whether this run's tests are on PostgreSQL (`npm run test:postgres`) rather than SQLite. */
export const onPostgres = isPostgresUrl(inject("templateDatabase"));

/** A new database beside `url`'s in its PostgreSQL cluster: a copy of `url`'s database, or empty. */
export async function createPostgresDatabase(url: string, { copy }: { copy: boolean }): Promise<string> {
  const name = `test_${crypto.randomUUID().replaceAll("-", "")}`;
  const server = new URL(url);
  const admin = new pg.Client({ connectionString: new URL("/postgres", server).href });
  await admin.connect();
  try {
    const template = copy ? ` TEMPLATE "${server.pathname.slice(1)}"` : "";
    await admin.query(`CREATE DATABASE "${name}"${template}`);
  } finally {
    await admin.end();
  }
  return new URL(`/${name}`, server).href;
}

/**
 * The DATABASE_URL for a server a test starts (scripts/support/test-server.ts): on PostgreSQL a new, empty
 * database in the test cluster, which the server migrates and seeds as on a first start; on SQLite
 * undefined, and the test server makes a new file.
 */
export async function newServerDatabase(): Promise<string | undefined> {
  const template = inject("templateDatabase");
  return isPostgresUrl(template) ? createPostgresDatabase(template, { copy: false }) : undefined;
}
