import fs from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, sql, type LogEvent } from "kysely";
import type pg from "pg";
import { config, isPostgresUrl } from "~/lib/config.server";
import { observeQuery } from "~/lib/metrics.server";
import { noteDatabaseError, noteDatabaseWorks, setOutageProbe } from "~/lib/outage.server";
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
    const opened = openPostgres(pool, observeAndNote);
    drivers.set(opened, { engine: "postgres", pool });
    return opened;
  }
  if (url !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(url)), { recursive: true, mode: 0o700 });
  const connection = new BetterSqlite3(url);
  // Customers' e-mails, phones, addresses and password hashes: readable by the server's user only, also a
  // file an older release made 0644 (the write-ahead log and shared memory files follow the umask, main()).
  if (url !== ":memory:") fs.chmodSync(url, 0o600);
  applyPragmas(connection);
  const opened = new Kysely<Tables>({ dialect: sqliteDialect(connection), log: observeAndNote });
  drivers.set(opened, { engine: "sqlite", database: connection });
  return opened;
}

/** Every query measured; one that failed because the database is out starts an outage (lib/outage.server.ts). */
function observeAndNote(event: LogEvent): void {
  observeQuery(event);
  if (event.level === "error") noteDatabaseError(event.error);
}

let instance: DB | undefined;

// While the database is out, this write is tried every second; when it succeeds, service resumes.
setOutageProbe(() => sql`UPDATE catalogue_version SET version = version`.execute(db()));

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
 * the folder the shop writes its files to (the SQLite database's, else the outbox's) must have room. Like
 * every query, the write starts an outage when it fails for one; when it succeeds, it ends one.
 */
export async function unreadiness(): Promise<Unreadiness[]> {
  const reasons: Unreadiness[] = [];
  try {
    await sql`UPDATE catalogue_version SET version = version`.execute(db());
    noteDatabaseWorks();
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

/** The advisory lock's key on PostgreSQL: "cravings" read as an integer. */
const PREPARATION_LOCK = 0x6372617669;
const LOCK_POLL_MS = 100;
/** A SQLite lock folder older than this was left by a process that died mid-preparation. */
const STALE_LOCK_MS = 10 * 60 * 1000;

/**
 * Runs the start-up preparation (migrations, the demo seed, the demo accounts) one instance at a time, so
 * instances started together on an empty database all come up (operator audit: the second crashed on the
 * seed's duplicate keys). PostgreSQL: a session advisory lock held on its own connection. SQLite: a lock
 * folder beside the database file (every process on one SQLite file is on one machine).
 */
export async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const opened = driver();
  if (opened.engine === "postgres") {
    const connection = await opened.pool.connect();
    try {
      // Tried rather than waited for: a wait would run into the pool's statement and lock timeouts.
      const tryLock = () =>
        connection.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [PREPARATION_LOCK]);
      while (!(await tryLock()).rows[0]!.locked) await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
      return await work();
    } finally {
      await connection.query("SELECT pg_advisory_unlock($1)", [PREPARATION_LOCK]).catch(() => undefined);
      connection.release();
    }
  }
  if (opened.database.memory) return work();
  const lock = `${opened.database.name}.preparing`;
  while (!tryLockFolder(lock)) await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

function tryLockFolder(lock: string): boolean {
  try {
    fs.mkdirSync(lock);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > STALE_LOCK_MS) fs.rmSync(lock, { recursive: true, force: true });
    return false;
  }
}
