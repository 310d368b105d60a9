import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import pg from "pg";
import { afterAll, inject } from "vitest";
import { isPostgresUrl } from "../../app/lib/config.server";

// Each test file gets its own copy of the seeded database, before any app module opens it.
const template = inject("templateDatabase");
process.env.DATABASE_URL = isPostgresUrl(template) ? await copyPostgres(template) : copySqlite(template);
process.env.APP_ENV = "production";
process.env.SESSION_SECRET = "integration-tests-session-secret-0123456789";
process.env.LOG_LEVEL = "silent";

function copySqlite(file: string): string {
  const copy = path.join(path.dirname(file), `${crypto.randomUUID()}.db`);
  fs.copyFileSync(file, copy);
  return copy;
}

async function copyPostgres(url: string): Promise<string> {
  const name = `test_${crypto.randomUUID().replaceAll("-", "")}`;
  const server = new URL(url);
  const admin = new pg.Client({ connectionString: new URL("/postgres", server).href });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${server.pathname.slice(1)}"`);
  } finally {
    await admin.end();
  }
  return new URL(`/${name}`, server).href;
}

afterAll(async () => {
  const { closeDatabase } = await import("../../app/db/database.server");
  await closeDatabase();
});
