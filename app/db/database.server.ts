import fs from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { config } from "~/lib/config.server";
import type { DB as Tables } from "./database-types";
import { applyPragmas } from "./sqlite.server";

export type DB = Kysely<Tables>;

export function openDatabase(file: string): DB {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const connection = new BetterSqlite3(file);
  applyPragmas(connection);
  return new Kysely<Tables>({ dialect: new SqliteDialect({ database: connection }) });
}

let instance: DB | undefined;

/** The process-wide database, opened on first use at DATABASE_URL. */
export function db(): DB {
  instance ??= openDatabase(config().DATABASE_URL);
  return instance;
}

export async function closeDatabase(): Promise<void> {
  const open = instance;
  instance = undefined;
  await open?.destroy();
}

export async function isDatabaseReachable(): Promise<boolean> {
  try {
    await sql`SELECT 1`.execute(db());
    return true;
  } catch {
    return false;
  }
}
