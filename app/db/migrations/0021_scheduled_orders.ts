import type { Kysely } from "kysely";

/**
 * Scheduled orders (issue 19): the delivery slot a customer chose at checkout (`carts.deliver_at`, kept with
 * the cart like the other delivery details; null is "as soon as possible") and the one an order was placed
 * for (`orders.scheduled_for`), each the start of a 30-minute slot, as a UTC ISO time; and when such an
 * order's cooking starts (`orders.cooking_from`, its delivery time before the slot), so live pages can see
 * the moment it stops being "Scheduled".
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("carts").addColumn("deliver_at", "text").execute();
  await db.schema.alterTable("orders").addColumn("scheduled_for", "text").execute();
  await db.schema.alterTable("orders").addColumn("cooking_from", "text").execute();
  await db.schema.createIndex("orders_cooking_from").on("orders").column("cooking_from").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("orders_cooking_from").execute();
  await db.schema.alterTable("orders").dropColumn("cooking_from").execute();
  await db.schema.alterTable("orders").dropColumn("scheduled_for").execute();
  await db.schema.alterTable("carts").dropColumn("deliver_at").execute();
}
