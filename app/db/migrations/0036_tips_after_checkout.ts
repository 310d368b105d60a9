import { sql, type Kysely } from "kysely";

/**
 * Tips given after checkout (issue 34): online after delivery, as a payment of its own, or in cash to the
 * rider at the door. A payment now says what it pays: the order ('order', every earlier payment) or a tip
 * for a delivered order ('tip'). An order keeps the one tip given after checkout apart from its bill's tip,
 * so the bill and its invoice stay as they were. Only adds.
 */
export const previousReleaseCompatible = true;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("payments")
    .addColumn("purpose", "text", (c) =>
      c
        .notNull()
        .defaultTo("order")
        .check(sql`purpose in ('order', 'tip')`),
    )
    .execute();
  await db.schema
    .alterTable("orders")
    .addColumn("extra_tip_paise", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("orders")
    .addColumn("extra_tip_method", "text", (c) => c.check(sql`extra_tip_method in ('online', 'cash')`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("extra_tip_method").execute();
  await db.schema.alterTable("orders").dropColumn("extra_tip_paise").execute();
  await db.schema.alterTable("payments").dropColumn("purpose").execute();
}
