/**
 * Which backups a backup folder keeps (issue 32): every backup of the last 24 hours, then the newest of
 * each day for 14 days; older ones go. Backups are named by the instant they were taken, in UTC
 * (`cravings-20261126T101500Z.db`, `.dump` for PostgreSQL, `.gpg` added when encrypted), so the names
 * alone say what to keep; files named otherwise are never touched.
 */

const BACKUP_NAME = /^cravings-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.(db|dump)(\.gpg)?$/;
const HOUR_MS = 3_600_000;
export const KEEP_ALL_HOURS = 24;
export const KEEP_DAILY_DAYS = 14;

/** The backup's file name for one taken at `takenAt`: `cravings-<UTC instant>.<db|dump>[.gpg]`. */
export function backupFileName(takenAt: Date, engine: "sqlite" | "postgres", encrypted: boolean): string {
  const instant = takenAt
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
  return `cravings-${instant}.${engine === "sqlite" ? "db" : "dump"}${encrypted ? ".gpg" : ""}`;
}

/** When the backup named `name` was taken, or null when the name is not a backup's. */
export function backupTakenAt(name: string): Date | null {
  const match = BACKUP_NAME.exec(name);
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  return new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second!));
}

/** The backups among `names` that the retention rule lets go as of `now`, oldest first. */
export function backupsToRemove(names: readonly string[], now: Date): string[] {
  const backups = names
    .map((name) => ({ name, takenAt: backupTakenAt(name) }))
    .filter((backup): backup is { name: string; takenAt: Date } => backup.takenAt !== null)
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const keptDays = new Set<string>();
  const remove: string[] = [];
  for (const { name, takenAt } of backups) {
    const age = now.getTime() - takenAt.getTime();
    if (age <= KEEP_ALL_HOURS * HOUR_MS) continue;
    const day = takenAt.toISOString().slice(0, 10);
    if (age <= KEEP_DAILY_DAYS * 24 * HOUR_MS && !keptDays.has(day)) {
      keptDays.add(day);
      continue;
    }
    remove.push(name);
  }
  return remove.reverse();
}
