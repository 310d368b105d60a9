import fs from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";

export class BackupError extends Error {}

export interface Backup {
  file: string;
  bytes: number;
  integrity: string;
}

/**
 * A consistent copy of the live database, safe while the server writes to it: `VACUUM INTO` reads
 * one snapshot (WAL readers never block writers) and writes a compact copy. The copy's integrity is
 * checked before it is reported. An existing file is never overwritten.
 */
export function backupDatabase(databaseFile: string, target: string): Backup {
  const file = path.resolve(target);
  if (fs.existsSync(file)) throw new BackupError(`${file} already exists; choose a new file name.`);
  if (!fs.existsSync(databaseFile)) throw new BackupError(`There is no database at ${path.resolve(databaseFile)}.`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const live = new BetterSqlite3(databaseFile, { fileMustExist: true });
  try {
    live.pragma("busy_timeout = 10000");
    live.prepare("VACUUM INTO ?").run(file);
  } finally {
    live.close();
  }
  const copy = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  let integrity: string;
  try {
    integrity = String(copy.pragma("integrity_check", { simple: true }));
  } finally {
    copy.close();
  }
  if (integrity !== "ok") throw new BackupError(`The copy at ${file} failed its integrity check: ${integrity}`);
  return { file, bytes: fs.statSync(file).size, integrity };
}
