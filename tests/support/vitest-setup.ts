import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { afterAll, inject } from "vitest";

// Each test file gets its own copy of the seeded database, before any app module opens it.
const template = inject("templateDatabase");
const file = path.join(path.dirname(template), `${crypto.randomUUID()}.db`);
fs.copyFileSync(template, file);
process.env.DATABASE_URL = file;
process.env.APP_ENV = "production";
process.env.SESSION_SECRET = "integration-tests-session-secret-0123456789";
process.env.LOG_LEVEL = "silent";

afterAll(async () => {
  const { closeDatabase } = await import("../../app/db/database.server");
  await closeDatabase();
});
