import type { Kysely } from "kysely";

/**
 * Customisations (issue 19): a dish's option groups ("Size, choose 1": Half, Full; "Add-ons, choose 0-2":
 * Extra cheese, Raita), each option priced in paise on top of the dish. A group with exactly one choice is
 * a variant, shown as radio buttons; any other is a set of add-ons. A cart line's `customizations` holds
 * the chosen option ids (sorted, as JSON), so the same dish with other choices is another line; an order
 * item's holds what was chosen, with names and prices as they were.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("product_option_groups")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("min_choices", "integer", (c) => c.notNull())
    .addColumn("max_choices", "integer", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("product_option_groups_product")
    .on("product_option_groups")
    .columns(["product_id", "position"])
    .execute();
  await db.schema
    .createTable("product_options")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("group_id", "text", (c) => c.notNull().references("product_option_groups.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("price_paise", "integer", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("product_options_group")
    .on("product_options")
    .columns(["group_id", "position"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("product_options").execute();
  await db.schema.dropTable("product_option_groups").execute();
}
