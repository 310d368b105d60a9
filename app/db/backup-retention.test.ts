import { describe, expect, it } from "vitest";
import { backupFileName, backupsToRemove, backupTakenAt } from "./backup-retention";

const now = new Date("2026-11-26T10:00:00Z");
const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const name = (takenAt: Date) => backupFileName(takenAt, "sqlite", false);

describe("backup names", () => {
  it("name a backup by its UTC instant, its engine and whether it is encrypted, and read the instant back", () => {
    const takenAt = new Date("2026-11-26T04:05:06.789Z");
    expect(backupFileName(takenAt, "sqlite", false)).toBe("cravings-20261126T040506Z.db");
    expect(backupFileName(takenAt, "postgres", true)).toBe("cravings-20261126T040506Z.dump.gpg");
    expect(backupTakenAt("cravings-20261126T040506Z.dump.gpg")).toEqual(new Date("2026-11-26T04:05:06Z"));
    expect(backupTakenAt("app.db")).toBeNull();
    expect(backupTakenAt("cravings-20261126T040506Z.db.part")).toBeNull();
  });
});

describe("backupsToRemove", () => {
  it("keeps every backup of the last 24 hours", () => {
    const lastDay = Array.from({ length: 96 }, (_, quarter) => name(ago(quarter / 4)));
    expect(backupsToRemove(lastDay, now)).toEqual([]);
  });

  it("keeps the newest backup of each day for 14 days and lets the others of those days go", () => {
    const older = [name(ago(30)), name(ago(31)), name(ago(32))];
    // 30, 31 and 32 hours ago are 04:00, 03:00 and 02:00 on 25 November: the 04:00 one stays.
    expect(backupsToRemove(older, now)).toEqual([name(ago(32)), name(ago(31))]);
  });

  it("lets go of backups older than 14 days, oldest first, and never touches other files", () => {
    const names = [name(ago(15 * 24)), name(ago(20 * 24)), name(ago(13 * 24)), "app.db", "notes.txt"];
    expect(backupsToRemove(names, now)).toEqual([name(ago(20 * 24)), name(ago(15 * 24))]);
  });

  it("after a fortnight of backups every 15 minutes, those of the last 24 hours and one for each of the 14 days before remain", () => {
    const names = Array.from({ length: 4 * 24 * 15 }, (_, quarter) => name(ago(quarter / 4)));
    const removed = new Set(backupsToRemove(names, now));
    const kept = names.filter((backup) => !removed.has(backup));
    expect(kept.length).toBe(97 + 14);
    expect(kept.every((backup) => now.getTime() - backupTakenAt(backup)!.getTime() <= 14 * 24 * 3_600_000)).toBe(true);
  });
});
