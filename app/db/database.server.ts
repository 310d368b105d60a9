import fs from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { config, isPostgresUrl } from "~/lib/config.server";
import type { DB as Tables } from "./database-types";
import { openPostgres } from "./postgres.server";
import { applyPragmas } from "./sqlite.server";

export type DB = Kysely<Tables>;

/** PostgreSQL for a `postgres://` URL (a pool of `poolSize` connections), else the SQLite file at `url`. */
export function openDatabase(url: string, poolSize = 10): DB {
  if (isPostgresUrl(url)) return openPostgres(url, poolSize);
  if (url !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(url)), { recursive: true });
  const connection = new BetterSqlite3(url);
  applyPragmas(connection);
  return new Kysely<Tables>({ dialect: new SqliteDialect({ database: connection }) });
}

let instance: DB | undefined;

/** The process-wide database, opened on first use at DATABASE_URL. */
export function db(): DB {
  instance ??= openDatabase(config().DATABASE_URL, config().DATABASE_POOL_SIZE);
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
