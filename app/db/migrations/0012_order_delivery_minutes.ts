import type { Kysely } from "kysely";

/** The delivery time the restaurant's card promised when the order was placed (older orders: 35). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("orders")
    .addColumn("delivery_minutes", "integer", (c) => c.notNull().defaultTo(35))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("delivery_minutes").execute();
}
