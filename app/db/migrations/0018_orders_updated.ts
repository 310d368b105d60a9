import type { Kysely } from "kysely";

/** Orders by their last change: each instance's one watcher of order changes (features/orders/order-changes.server.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("orders_updated").on("orders").column("updated_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("orders_updated").execute();
}
