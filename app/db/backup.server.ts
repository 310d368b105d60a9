import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import BetterSqlite3 from "better-sqlite3";
import { isPostgresUrl } from "~/lib/config.server";
import { backupFileName, backupsToRemove } from "./backup-retention";

const run = promisify(execFile);

export class BackupError extends Error {}

export interface Backup {
  file: string;
  bytes: number;
  /** What was checked on the copy: "integrity ok" (SQLite) or "42 objects readable" (PostgreSQL). */
  check: string;
  encrypted: boolean;
}

export interface BackupOptions {
  /** A GnuPG public key file: the backup is encrypted to it, and no unencrypted copy is kept. */
  encryptTo?: string;
}

/**
 * A consistent copy of the live database at `target`, safe while servers write to it, checked before it
 * is reported, owner-only (0600), never overwriting a file. SQLite: `VACUUM INTO` reads one snapshot (WAL
 * readers never block writers). PostgreSQL: `pg_dump`'s custom format (one snapshot too), which
 * `pg_restore --list` must read back. With `encryptTo`, the checked copy is encrypted with `gpg` and
 * removed.
 */
export async function backupDatabase(
  databaseUrl: string,
  target: string,
  options: BackupOptions = {},
): Promise<Backup> {
  const file = path.resolve(target);
  if (fs.existsSync(file)) throw new BackupError(`${file} already exists; choose a new file name.`);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const plain = options.encryptTo ? `${file}.part` : file;
  try {
    const check = isPostgresUrl(databaseUrl) ? await dumpPostgres(databaseUrl, plain) : copySqlite(databaseUrl, plain);
    if (options.encryptTo) await encrypt(plain, file, options.encryptTo);
    fs.chmodSync(file, 0o600);
    return { file, bytes: fs.statSync(file).size, check, encrypted: Boolean(options.encryptTo) };
  } finally {
    if (plain !== file) fs.rmSync(plain, { force: true });
  }
}

/**
 * A backup into `folder`, named by the instant it was taken (`backup-retention.ts`), then the folder's
 * older backups that the retention rule lets go are deleted. The timer in `deploy/` runs this every 15 minutes.
 */
export async function backupIntoFolder(
  databaseUrl: string,
  folder: string,
  options: BackupOptions = {},
  now = new Date(),
): Promise<Backup & { removed: string[] }> {
  const name = backupFileName(now, isPostgresUrl(databaseUrl) ? "postgres" : "sqlite", Boolean(options.encryptTo));
  const backup = await backupDatabase(databaseUrl, path.join(folder, name), options);
  const removed = backupsToRemove(fs.readdirSync(folder), now);
  for (const old of removed) fs.rmSync(path.join(folder, old));
  return { ...backup, removed };
}

function copySqlite(databaseFile: string, target: string): string {
  if (!fs.existsSync(databaseFile)) throw new BackupError(`There is no database at ${path.resolve(databaseFile)}.`);
  const live = new BetterSqlite3(databaseFile, { fileMustExist: true });
  try {
    live.pragma("busy_timeout = 10000");
    live.prepare("VACUUM INTO ?").run(target);
  } finally {
    live.close();
  }
  const integrity = sqliteIntegrity(target);
  if (integrity !== "ok") throw new BackupError(`The copy at ${target} failed its integrity check: ${integrity}`);
  return "integrity ok";
}

function sqliteIntegrity(file: string): string {
  const copy = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    return String(copy.pragma("integrity_check", { simple: true }));
  } finally {
    copy.close();
  }
}

async function dumpPostgres(databaseUrl: string, target: string): Promise<string> {
  await tool("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${target}`, databaseUrl]);
  return `${await readableObjects(target)} objects readable`;
}

/** How many objects (tables, their data, indexes…) `pg_restore --list` reads in a dump. */
async function readableObjects(dump: string): Promise<number> {
  const { stdout } = await tool("pg_restore", ["--list", dump]);
  return stdout.split("\n").filter((line) => /^\d+;/.test(line)).length;
}

async function encrypt(plain: string, target: string, publicKeyFile: string): Promise<void> {
  if (!fs.existsSync(publicKeyFile)) throw new BackupError(`There is no public key at ${path.resolve(publicKeyFile)}.`);
  await tool("gpg", [
    "--batch",
    "--yes",
    "--trust-model=always",
    `--recipient-file=${publicKeyFile}`,
    `--output=${target}`,
    "--encrypt",
    plain,
  ]);
}

export interface Restore {
  /** Where the database as it was before the restore was kept (a backup of its own), if there was one. */
  keptAs: string | null;
  check: string;
}

/**
 * Puts the backup `file` (decrypted with the operator's GnuPG keyring when it ends in `.gpg`) in place of
 * the database at `databaseUrl`, after checking it is a whole backup of that engine and keeping the
 * database as it was beside the backup. SQLite is written through SQLite's backup API, PostgreSQL by
 * `pg_restore` in one transaction: a failed restore changes nothing. Stop the servers first; the caller
 * migrates the result to this release.
 */
export async function restoreDatabase(databaseUrl: string, file: string, now = new Date()): Promise<Restore> {
  if (!fs.existsSync(file)) throw new BackupError(`There is no backup at ${path.resolve(file)}.`);
  const plain = file.endsWith(".gpg") ? `${file.slice(0, -".gpg".length)}.restoring` : file;
  try {
    if (plain !== file) await tool("gpg", ["--batch", "--yes", `--output=${plain}`, "--decrypt", file]);
    const postgres = isPostgresUrl(databaseUrl);
    if (kindOf(plain) !== (postgres ? "postgres" : "sqlite"))
      throw new BackupError(
        `${path.resolve(file)} is not a ${postgres ? "PostgreSQL dump (pg_dump's custom format)" : "SQLite database"}: DATABASE_URL is ${postgres ? "PostgreSQL" : "SQLite"}. To move between the two, restore into the same kind and use npm run db:copy.`,
      );
    const keptAs = await keepCurrent(databaseUrl, path.dirname(path.resolve(file)), now);
    const check = postgres ? await restorePostgres(databaseUrl, plain) : await restoreSqlite(databaseUrl, plain);
    return { keptAs, check };
  } finally {
    if (plain !== file) fs.rmSync(plain, { force: true });
  }
}

function kindOf(file: string): "sqlite" | "postgres" | "unknown" {
  const header = Buffer.alloc(16);
  const handle = fs.openSync(file, "r");
  try {
    fs.readSync(handle, header, 0, 16, 0);
  } finally {
    fs.closeSync(handle);
  }
  if (header.toString("latin1").startsWith("SQLite format 3\0")) return "sqlite";
  return header.toString("latin1").startsWith("PGDMP") ? "postgres" : "unknown";
}

async function keepCurrent(databaseUrl: string, folder: string, now: Date): Promise<string | null> {
  if (!isPostgresUrl(databaseUrl) && !fs.existsSync(databaseUrl)) return null;
  const stamp = backupFileName(now, isPostgresUrl(databaseUrl) ? "postgres" : "sqlite", false);
  const kept = await backupDatabase(databaseUrl, path.join(folder, `before-restore-${stamp}`));
  return kept.file;
}

async function restoreSqlite(databaseFile: string, backup: string): Promise<string> {
  const integrity = sqliteIntegrity(backup);
  if (integrity !== "ok") throw new BackupError(`${backup} failed its integrity check: ${integrity}`);
  fs.mkdirSync(path.dirname(path.resolve(databaseFile)), { recursive: true, mode: 0o700 });
  const source = new BetterSqlite3(backup, { readonly: true, fileMustExist: true });
  try {
    await source.backup(databaseFile);
  } finally {
    source.close();
  }
  fs.chmodSync(databaseFile, 0o600);
  return "integrity ok";
}

async function restorePostgres(databaseUrl: string, dump: string): Promise<string> {
  const objects = await readableObjects(dump);
  await tool("pg_restore", [
    "--clean",
    "--if-exists",
    "--no-owner",
    "--no-privileges",
    "--single-transaction",
    "--exit-on-error",
    `--dbname=${databaseUrl}`,
    dump,
  ]);
  return `${objects} objects restored`;
}

/** Runs a database or GnuPG tool; its failure is a BackupError saying what it said. */
async function tool(command: string, args: string[]): Promise<{ stdout: string }> {
  try {
    return await run(command, args, { maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === "ENOENT")
      throw new BackupError(`${command} is not installed (Debian: apt-get install postgresql-client gnupg).`);
    throw new BackupError(`${command} failed: ${(failure.stderr ?? failure.message).trim()}`);
  }
}
