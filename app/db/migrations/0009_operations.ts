import { sql, type Kysely } from "kysely";

/**
 * The operations console: an audit log of every admin action, and the moment an order was
 * delivered (for the dashboard's average delivery time).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("actor_id", "text")
    .addColumn("actor_email", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target_type", "text", (c) => c.notNull())
    .addColumn("target_id", "text", (c) => c.notNull())
    .addColumn("summary", "text", (c) => c.notNull())
    .addColumn("before", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("after", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("audit_log_created").on("audit_log").column("created_at").execute();
  await db.schema.createIndex("audit_log_target").on("audit_log").columns(["target_type", "target_id"]).execute();

  await db.schema.alterTable("orders").addColumn("delivered_at", "text").execute();
  await sql`UPDATE orders SET delivered_at = updated_at WHERE status = 'Delivered'`.execute(db);
  await db.schema.createIndex("orders_status_created").on("orders").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("orders_created").on("orders").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("orders_created").execute();
  await db.schema.dropIndex("orders_status_created").execute();
  await db.schema.alterTable("orders").dropColumn("delivered_at").execute();
  await db.schema.dropTable("audit_log").execute();
}
