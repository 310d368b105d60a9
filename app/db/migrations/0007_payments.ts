import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("payments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("gateway_order_id", "text", (c) => c.notNull().unique())
    .addColumn("gateway_payment_id", "text")
    .addColumn("amount_paise", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("failure_reason", "text")
    .addColumn("refund_id", "text")
    .addColumn("refund_status", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("payments_order").on("payments").column("order_id").execute();

  await db.schema
    .createTable("webhook_events")
    .addColumn("event_id", "text", (c) => c.primaryKey())
    .addColumn("event_type", "text", (c) => c.notNull())
    .addColumn("received_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("webhook_events").execute();
  await db.schema.dropTable("payments").execute();
}
