import fs from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, sql } from "kysely";
import type pg from "pg";
import { config, isPostgresUrl } from "~/lib/config.server";
import { observeQuery } from "~/lib/metrics.server";
import type { DB as Tables } from "./database-types";
import { openPostgres, postgresPool } from "./postgres.server";
import { applyPragmas, sqliteDialect } from "./sqlite.server";

export type DB = Kysely<Tables>;

/** The driver under Kysely, for a library that brings its own SQL (rate-limiter-flexible's stores). */
export type Driver = { engine: "sqlite"; database: BetterSqlite3.Database } | { engine: "postgres"; pool: pg.Pool };

const drivers = new WeakMap<DB, Driver>();

/**
 * PostgreSQL for a `postgres://` URL (a pool of `poolSize` connections), else the SQLite file at `url`; every
 * query measured (lib/metrics.server.ts).
 */
export function openDatabase(url: string, poolSize = 10): DB {
  if (isPostgresUrl(url)) {
    const pool = postgresPool(url, poolSize);
    const opened = openPostgres(pool, observeQuery);
    drivers.set(opened, { engine: "postgres", pool });
    return opened;
  }
  if (url !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(url)), { recursive: true });
  const connection = new BetterSqlite3(url);
  applyPragmas(connection);
  const opened = new Kysely<Tables>({ dialect: sqliteDialect(connection), log: observeQuery });
  drivers.set(opened, { engine: "sqlite", database: connection });
  return opened;
}

let instance: DB | undefined;

/** The process-wide database, opened on first use at DATABASE_URL. */
export function db(): DB {
  instance ??= openDatabase(config().DATABASE_URL, config().DATABASE_POOL_SIZE);
  return instance;
}

/** The process-wide database's driver. */
export function driver(): Driver {
  return drivers.get(db())!;
}

export async function closeDatabase(): Promise<void> {
  const open = instance;
  instance = undefined;
  await open?.destroy();
}

/** Free space below which the shop stops taking traffic: an order half written on a full disk is worse. */
const MIN_FREE_BYTES = 64 * 1024 * 1024;

export type Unreadiness = "database-not-writable" | "disk-full";

/**
 * Why this instance should not take traffic now (`GET /readyz`), or an empty list: the database must take a
 * write (a no-op update of one row, committed: SQLite takes its write lock, PostgreSQL writes its log), and
 * the folder the shop writes its files to (the SQLite database's, else the outbox's) must have room.
 */
export async function unreadiness(): Promise<Unreadiness[]> {
  const reasons: Unreadiness[] = [];
  try {
    await sql`UPDATE catalogue_version SET version = version`.execute(db());
  } catch {
    reasons.push("database-not-writable");
  }
  const { DATABASE_URL, OUTBOX_DIR } = config();
  const folder = isPostgresUrl(DATABASE_URL) ? OUTBOX_DIR : path.dirname(path.resolve(DATABASE_URL));
  try {
    const space = fs.statfsSync(fs.existsSync(folder) ? folder : ".");
    if (space.bavail * space.bsize < MIN_FREE_BYTES) reasons.push("disk-full");
  } catch {
    reasons.push("disk-full");
  }
  return reasons;
}
