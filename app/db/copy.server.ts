import crypto from "node:crypto";
import { sql } from "kysely";
import type { DB as Tables } from "./database-types";
import { openDatabase, type DB } from "./database.server";
import { rebuildSearchIndex } from "./dialect.server";
import { migrateToLatest } from "./migrate.server";
import { migrations } from "./migrations";

/**
 * `npm run db:copy -- <from> <to>` (issue 18): copies every row of one database into an empty one, SQLite
 * to PostgreSQL or back, so a shop can move when it grows. The target must be new (no migration applied:
 * a new SQLite file, or a database just created); the source must be migrated to this build's version. Each table is then compared: row
 * counts, and a checksum over its rows that does not depend on their order or the engine.
 */
export class CopyError extends Error {}

/** Every table, parents before children (foreign keys). The search index is rebuilt, not copied. */
export const COPIED_TABLES = [
  "users",
  "addresses",
  "audit_log",
  "cities",
  "restaurants",
  "restaurant_hours",
  "restaurant_members",
  "partner_invites",
  "products",
  "product_option_groups",
  "product_options",
  "cart_lines",
  "carts",
  "categories",
  "faqs",
  "faq_votes",
  "favorite_lists",
  "favorite_items",
  "leads",
  "oauth_accounts",
  "offers",
  "orders",
  "order_items",
  "invoice_series",
  "invoices",
  "reviews",
  "review_dishes",
  "password_resets",
  "payments",
  "restaurant_categories",
  "sessions",
  "sign_in_failures",
  "support_tickets",
  "ticket_replies",
  "signup_codes",
  "phone_codes",
  "riders",
  "rider_invites",
  "delivery_offers",
  "rider_positions",
  "webhook_events",
  "job_leases",
  "rate_limits",
  "catalogue_version",
] as const satisfies readonly (keyof Tables)[];

const BATCH_ROWS = 200;

export interface TableReport {
  table: string;
  sourceRows: number;
  targetRows: number;
  sourceChecksum: string;
  targetChecksum: string;
}

/** A table's rows as one SHA-256: each row as JSON with sorted keys, hashed, the hashes sorted and hashed. */
export async function tableChecksum(
  database: DB,
  table: (typeof COPIED_TABLES)[number],
): Promise<{ rows: number; checksum: string }> {
  const rows = (await database.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
  const hashes = rows
    .map((row) =>
      JSON.stringify(
        Object.keys(row)
          .sort()
          .map((key) => [key, row[key]]),
      ),
    )
    .map((text) => crypto.createHash("sha256").update(text).digest("hex"))
    .sort();
  return { rows: rows.length, checksum: crypto.createHash("sha256").update(hashes.join("\n")).digest("hex") };
}

/** The source's tables that this copy would leave behind: none, unless a migration added a table not listed above. */
async function tablesNotCopied(database: DB): Promise<string[]> {
  const copied = new Set<string>(COPIED_TABLES);
  // The search index (and SQLite's shadow tables of it) is rebuilt from the copied rows; the migrations'
  // compatibility notes are written by the target's own migration run.
  return (await database.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => !copied.has(name) && !name.startsWith("search_index") && name !== "migration_compatibility");
}

async function appliedMigrations(database: DB): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(database);
  return rows.map((row) => row.name);
}

export async function copyDatabase(fromUrl: string, toUrl: string): Promise<TableReport[]> {
  const source = openDatabase(fromUrl, 2);
  const target = openDatabase(toUrl, 2);
  try {
    const expected = Object.keys(migrations).sort();
    const applied = await appliedMigrations(source).catch(() => []);
    if (JSON.stringify(applied) !== JSON.stringify(expected))
      throw new CopyError("The source is not migrated to this version: run npm run db:migrate against it first.");
    const left = await tablesNotCopied(source);
    if (left.length > 0) throw new CopyError(`This build does not know how to copy: ${left.join(", ")}.`);
    if ((await appliedMigrations(target).catch(() => [])).length > 0)
      throw new CopyError("The target is not empty: copy into a new database (a new SQLite file, or CREATE DATABASE).");
    await migrateToLatest(target);
    await target.transaction().execute(async (trx) => {
      // Some migrations insert content (FAQs, offers); the source's rows replace it.
      for (const table of [...COPIED_TABLES].reverse()) await trx.deleteFrom(table).execute();
      for (const table of COPIED_TABLES) {
        const rows = await source.selectFrom(table).selectAll().execute();
        for (let start = 0; start < rows.length; start += BATCH_ROWS)
          await trx
            .insertInto(table)
            .values(rows.slice(start, start + BATCH_ROWS) as never)
            .execute();
      }
      await rebuildSearchIndex(trx);
    });
    const reports: TableReport[] = [];
    for (const table of COPIED_TABLES) {
      const [from, to] = [await tableChecksum(source, table), await tableChecksum(target, table)];
      reports.push({
        table,
        sourceRows: from.rows,
        targetRows: to.rows,
        sourceChecksum: from.checksum,
        targetChecksum: to.checksum,
      });
    }
    return reports;
  } finally {
    await source.destroy();
    await target.destroy();
  }
}
