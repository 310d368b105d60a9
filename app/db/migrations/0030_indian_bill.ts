import { sql, type Kysely } from "kysely";
import { addCheck, dropCheck, isPostgres } from "../dialect.server";

/** The audit log's kinds of record before and after: the console's rain switch is a city's. */
const TARGETS_BEFORE = ["order", "restaurant", "dish", "ticket", "lead", "user"];
const TARGETS_AFTER = [...TARGETS_BEFORE, "city"];

/** Sets the audit log's CHECK on `target_type` to `targets` (SQLite rebuilds the table from its own definition). */
async function auditTargets(db: Kysely<any>, from: string[], to: string[]): Promise<void> {
  if (isPostgres(db)) {
    await dropCheck(db, "audit_log", "target_type");
    await addCheck(db, "audit_log", "target_type", to);
    return;
  }
  const list = (targets: string[]) => targets.map((target) => `'${target}'`).join(", ");
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ type: string; sql: string }>`
      SELECT type, sql FROM sqlite_master WHERE tbl_name = 'audit_log' AND sql IS NOT NULL`.execute(trx);
    const table = rows.find((row) => row.type === "table")!.sql;
    const rebuilt = table
      .replace(`("target_type" in (${list(from)}))`, `("target_type" in (${list(to)}))`)
      .replace('CREATE TABLE "audit_log"', 'CREATE TABLE "audit_log_rebuilt"');
    if (!rebuilt.includes(list(to))) throw new Error("The audit log's target_type check was not found");
    await sql.raw(rebuilt).execute(trx);
    await sql`INSERT INTO audit_log_rebuilt SELECT * FROM audit_log`.execute(trx);
    await sql`DROP TABLE audit_log`.execute(trx);
    await sql`ALTER TABLE audit_log_rebuilt RENAME TO audit_log`.execute(trx);
    for (const row of rows.filter((row) => row.type !== "table")) await sql.raw(row.sql).execute(trx);
  });
}

/**
 * The Indian bill (docs/decisions/0033-indian-bill.md): packaging per dish, a restaurant's GSTIN and the
 * commission it pays, each city's rain switch, the cart's tip; an order's packaging, surcharges, platform fee,
 * tax lines (JSON of TaxLine[]), tip, round-off, what a free delivery saved and the restaurant's commission rate then, with `bill_version` 2 (orders before it keep version 1 and
 * the lines they had); tax invoices and credit notes numbered without gaps per series and financial year.
 * Only adds: the release before runs unchanged on it.
 */
export const previousReleaseCompatible = true;

const FEES_ANSWER =
  "The delivery fee depends on the distance from the restaurant (it starts at ₹25 for the first 3 km), with a surcharge late at night or in heavy rain; a platform fee of ₹10 applies to every order. GST is collected on the food, packaging, delivery and platform fee as the law requires, and every line is shown in the order summary before you pay.";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("products")
    .addColumn("packaging_paise", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("restaurants").addColumn("gstin", "text").execute();
  await db.schema
    .alterTable("restaurants")
    .addColumn("commission_basis_points", "integer", (c) => c.notNull().defaultTo(2000))
    .execute();
  await db.schema
    .alterTable("cities")
    .addColumn("rain_surcharge_on", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("carts")
    .addColumn("tip_paise", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  for (const [column, type, fallback] of [
    ["bill_version", "integer", 1],
    ["packaging_paise", "integer", 0],
    ["free_delivery_paise", "integer", 0],
    ["surcharges", "text", "[]"],
    ["platform_fee_paise", "integer", 0],
    ["tax_lines", "text", "[]"],
    ["tip_paise", "integer", 0],
    ["round_off_paise", "integer", 0],
    ["commission_basis_points", "integer", 0],
  ] as const) {
    await db.schema
      .alterTable("orders")
      .addColumn(column, type, (c) => c.notNull().defaultTo(fallback))
      .execute();
  }
  await db.schema
    .createTable("invoice_series")
    .addColumn("series", "text", (c) => c.primaryKey().notNull())
    .addColumn("last_number", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("invoices")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('invoice', 'credit-note')`))
    .addColumn("series", "text", (c) => c.notNull())
    .addColumn("number", "integer", (c) => c.notNull())
    .addColumn("issued_at", "text", (c) => c.notNull())
    .addUniqueConstraint("invoices_series_number", ["series", "number"])
    .addUniqueConstraint("invoices_order_kind", ["order_id", "kind"])
    .execute();
  await auditTargets(db, TARGETS_BEFORE, TARGETS_AFTER);
  await sql`UPDATE faqs SET answer = ${FEES_ANSWER} WHERE question = 'Do you charge a delivery or service fee?'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM audit_log WHERE target_type = 'city'`.execute(db);
  await auditTargets(db, TARGETS_AFTER, TARGETS_BEFORE);
  await db.schema.dropTable("invoices").execute();
  await db.schema.dropTable("invoice_series").execute();
  for (const column of [
    "bill_version",
    "packaging_paise",
    "free_delivery_paise",
    "surcharges",
    "platform_fee_paise",
    "tax_lines",
    "tip_paise",
    "round_off_paise",
    "commission_basis_points",
  ])
    await db.schema.alterTable("orders").dropColumn(column).execute();
  await db.schema.alterTable("carts").dropColumn("tip_paise").execute();
  await db.schema.alterTable("cities").dropColumn("rain_surcharge_on").execute();
  await db.schema.alterTable("restaurants").dropColumn("commission_basis_points").execute();
  await db.schema.alterTable("restaurants").dropColumn("gstin").execute();
  await db.schema.alterTable("products").dropColumn("packaging_paise").execute();
}
