import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { afterAll, inject } from "vitest";
import { isPostgresUrl } from "../../app/lib/config.server";
import { createPostgresDatabase } from "./test-databases";

// Each test file gets its own copy of the seeded database, before any app module opens it.
const template = inject("templateDatabase");
process.env.DATABASE_URL = isPostgresUrl(template)
  ? await createPostgresDatabase(template, { copy: true })
  : copySqlite(template);
process.env.APP_ENV = "production";
process.env.SESSION_SECRET = "integration-tests-session-secret-0123456789";
process.env.LOG_LEVEL = "silent";
// The catalogues, as the server loads them at start (entry.server.tsx): features translate e-mails and messages.
await import("../../app/lib/i18n.server");

function copySqlite(file: string): string {
  const copy = path.join(path.dirname(file), `${crypto.randomUUID()}.db`);
  fs.copyFileSync(file, copy);
  return copy;
}

afterAll(async () => {
  const { closeDatabase } = await import("../../app/db/database.server");
  await closeDatabase();
});
