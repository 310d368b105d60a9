import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import { afterEach, describe, expect, inject, it } from "vitest";
import { openDatabase, type DB } from "~/db/database.server";
import { migrateDown, migrateToLatest, NewerDatabaseError, type ReleaseMigration } from "~/db/migrate.server";
import { migrations } from "~/db/migrations";
import { createPostgresDatabase, onPostgres } from "../support/test-databases";

const opened: DB[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.destroy()));
});

/** A new, empty database of this run's engine. */
async function emptyDatabase(): Promise<DB> {
  const url = onPostgres
    ? await createPostgresDatabase(inject("templateDatabase"), { copy: false })
    : path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cravings-rollback-")), "app.db");
  const database = openDatabase(url, 2);
  opened.push(database);
  return database;
}

/** The next release's migration: a new table, which the release before never reads. */
const addsATable = (compatible: boolean): ReleaseMigration => ({
  previousReleaseCompatible: compatible,
  up: async (db: Kysely<unknown>) => {
    await db.schema
      .createTable("rider_shifts")
      .addColumn("id", "text", (c) => c.primaryKey())
      .execute();
  },
  down: async (db: Kysely<unknown>) => {
    await db.schema.dropTable("rider_shifts").execute();
  },
});

/**
 * Issue 32 (operator audit: once a release's migration ran, the previous release refused to start): a
 * release starts on a database one expand-only migration ahead of it, refuses one that contracted, and
 * `db:migrate -- --down` undoes the newest migration.
 */
describe("rolling a release back", () => {
  it("starts the previous release on a database its successor expanded", async () => {
    const database = await emptyDatabase();
    const next = { ...migrations, "9001_rider_shifts": addsATable(true) };
    expect(await migrateToLatest(database, next)).toContain("9001_rider_shifts");

    expect(await migrateToLatest(database, migrations)).toEqual([]);
    const tables = await database.introspection.getTables();
    expect(tables.some((table) => table.name === "rider_shifts")).toBe(true);
  });

  it("refuses to start the previous release on a database its successor contracted, until it is migrated down", async () => {
    const database = await emptyDatabase();
    const next = { ...migrations, "9001_rider_shifts": addsATable(false) };
    await migrateToLatest(database, next);

    await expect(migrateToLatest(database, migrations)).rejects.toThrow(NewerDatabaseError);
    await expect(migrateToLatest(database, migrations)).rejects.toThrow(/9001_rider_shifts/);

    expect(await migrateDown(database, next)).toBe("9001_rider_shifts");
    expect(await migrateToLatest(database, migrations)).toEqual([]);
    const applied = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(database);
    expect(applied.rows.map((row) => row.name)).not.toContain("9001_rider_shifts");
    const tables = await database.introspection.getTables();
    expect(tables.some((table) => table.name === "rider_shifts")).toBe(false);
  });

  it("undoes the newest real migrations one by one and applies them again: tips after checkout, orders' drop points, delivery partners', mobile sign-in's (not while an account has no address), partner menus' (review replies, dishes back on), restaurant partners', then the Indian bill's, with the audit log's new kind of record", async () => {
    const database = await emptyDatabase();
    await migrateToLatest(database, migrations);
    const [
      billMigration,
      partnersMigration,
      repliesMigration,
      mobileMigration,
      ridersMigration,
      dropMigration,
      tipsMigration,
    ] = Object.keys(migrations).slice(-7) as [string, string, string, string, string, string, string];
    const tables = () => database.introspection.getTables();
    const columnsOf = async (name: string) =>
      (await tables()).find((table) => table.name === name)!.columns.map((column) => column.name);
    const orderColumns = () => columnsOf("orders");
    const mobileOnly = (id: string) =>
      sql`INSERT INTO users (id, email, mobile, first_name, created_at) VALUES (${id}, NULL, ${`+9198765432${id.length}0`}, 'Ravi', '2026-11-29T00:00:00Z')`.execute(
        database,
      );
    expect(await migrateDown(database, migrations)).toBe(tipsMigration);
    expect(await orderColumns()).not.toContain("extra_tip_paise");
    expect(await columnsOf("payments")).not.toContain("purpose");
    expect(await migrateDown(database, migrations)).toBe(dropMigration);
    expect(await orderColumns()).not.toContain("drop_latitude");
    expect(await migrateDown(database, migrations)).toBe(ridersMigration);
    expect((await tables()).map((table) => table.name)).not.toContain("riders");
    expect(await orderColumns()).not.toContain("rider_id");
    await mobileOnly("m1");
    await expect(migrateDown(database, migrations)).rejects.toThrow(/no e-mail address/);
    await sql`DELETE FROM users WHERE id = 'm1'`.execute(database);
    expect(await migrateDown(database, migrations)).toBe(mobileMigration);
    expect(await columnsOf("users")).not.toContain("mobile");
    expect((await tables()).map((table) => table.name)).not.toContain("phone_codes");
    await expect(
      sql`INSERT INTO users (id, email, first_name, created_at) VALUES ('m2', NULL, 'Ravi', '2026-11-29T00:00:00Z')`.execute(
        database,
      ),
    ).rejects.toThrow();
    expect(await migrateDown(database, migrations)).toBe(repliesMigration);
    expect(await columnsOf("reviews")).not.toContain("reply");
    expect(await orderColumns()).toContain("accepted_at");
    expect(await migrateDown(database, migrations)).toBe(partnersMigration);
    expect(await orderColumns()).not.toContain("accepted_at");
    expect((await tables()).map((table) => table.name)).not.toContain("restaurant_members");
    expect(await orderColumns()).toContain("tip_paise");
    expect(await migrateDown(database, migrations)).toBe(billMigration);
    expect(await orderColumns()).not.toContain("tip_paise");
    expect(await migrateToLatest(database, migrations)).toEqual([
      billMigration,
      partnersMigration,
      repliesMigration,
      mobileMigration,
      ridersMigration,
      dropMigration,
      tipsMigration,
    ]);
    await mobileOnly("m3");
    expect(await orderColumns()).toEqual(
      expect.arrayContaining([
        "tip_paise",
        "accepted_at",
        "rejection_code",
        "rider_id",
        "delivery_code",
        "drop_locality",
        "extra_tip_paise",
        "extra_tip_method",
      ]),
    );
    expect(await columnsOf("payments")).toContain("purpose");
    expect((await tables()).map((table) => table.name)).toEqual(
      expect.arrayContaining(["riders", "rider_invites", "delivery_offers", "rider_positions"]),
    );
    expect(await columnsOf("reviews")).toEqual(expect.arrayContaining(["reply", "reply_hidden_reason"]));
    await sql`INSERT INTO audit_log (id, actor_id, actor_email, action, target_type, target_id, summary, before, after, created_at)
      VALUES ('a1', 'u1', 'ops@example.com', 'city.rain-on', 'city', 'bengaluru', 'rain on', '{}', '{}', '2026-11-26T00:00:00Z')`.execute(
      database,
    );
    await expect(
      sql`INSERT INTO audit_log (id, actor_id, actor_email, action, target_type, target_id, summary, before, after, created_at)
        VALUES ('a2', 'u1', 'ops@example.com', 'x', 'planet', 'mars', 'no', '{}', '{}', '2026-11-26T00:00:00Z')`.execute(
        database,
      ),
    ).rejects.toThrow();
  });
});
