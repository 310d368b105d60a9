import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("addresses")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("line1", "text", (c) => c.notNull())
    .addColumn("line2", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("zip_code", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull().defaultTo("India"))
    .addColumn("address_type", "text", (c) => c.notNull().defaultTo("Home"))
    .addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("addresses_user").on("addresses").column("user_id").execute();

  await db.schema
    .createTable("carts")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("promo_code", "text")
    .addColumn("address_id", "text", (c) => c.references("addresses.id").onDelete("set null"))
    .addColumn("payment_method", "text", (c) => c.notNull().defaultTo("UPI"))
    .addColumn("instructions", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("no_contact", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("cart_lines")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("customizations", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("added_at", "text", (c) => c.notNull())
    .addCheckConstraint("cart_lines_quantity", sql`quantity BETWEEN 1 AND 20`)
    .execute();
  await db.schema
    .createIndex("cart_lines_user_product")
    .on("cart_lines")
    .columns(["user_id", "product_id", "customizations"])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["cart_lines", "carts", "addresses"]) await db.schema.dropTable(table).execute();
}
