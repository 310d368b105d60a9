import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("orders")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("restaurant_id", "text", (c) => c.notNull())
    .addColumn("restaurant_name", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("payment_method", "text", (c) => c.notNull())
    .addColumn("payment_status", "text", (c) => c.notNull())
    .addColumn("subtotal_paise", "integer", (c) => c.notNull())
    .addColumn("discount_paise", "integer", (c) => c.notNull())
    .addColumn("delivery_fee_paise", "integer", (c) => c.notNull())
    .addColumn("service_fee_paise", "integer", (c) => c.notNull())
    .addColumn("tax_paise", "integer", (c) => c.notNull())
    .addColumn("total_paise", "integer", (c) => c.notNull())
    .addColumn("promo_code", "text")
    .addColumn("address_line1", "text", (c) => c.notNull())
    .addColumn("address_line2", "text", (c) => c.notNull())
    .addColumn("address_city", "text", (c) => c.notNull())
    .addColumn("address_state", "text", (c) => c.notNull())
    .addColumn("address_zip_code", "text", (c) => c.notNull())
    .addColumn("address_country", "text", (c) => c.notNull())
    .addColumn("instructions", "text", (c) => c.notNull())
    .addColumn("no_contact", "integer", (c) => c.notNull())
    .addColumn("driver_name", "text")
    .addColumn("driver_phone", "text")
    .addColumn("cancellation_reason", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addCheckConstraint("orders_total_positive", sql`total_paise > 0`)
    .execute();
  await db.schema.createIndex("orders_user_created").on("orders").columns(["user_id", "created_at desc"]).execute();

  await db.schema
    .createTable("order_items")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("product_id", "text")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("image", "text", (c) => c.notNull())
    .addColumn("is_veg", "integer", (c) => c.notNull())
    .addColumn("unit_price_paise", "integer", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("customizations", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_items_order").on("order_items").column("order_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("order_items").execute();
  await db.schema.dropTable("orders").execute();
}
