import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("favorite_lists")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_key", "text", (c) => c.notNull())
    .addColumn("list_type", "text", (c) => c.notNull())
    .addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("favorite_lists_name")
    .on("favorite_lists")
    .columns(["user_id", "list_type", "name_key"])
    .unique()
    .execute();

  await db.schema
    .createTable("favorite_items")
    .addColumn("list_id", "text", (c) => c.notNull().references("favorite_lists.id").onDelete("cascade"))
    .addColumn("item_id", "text", (c) => c.notNull())
    .addColumn("added_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("favorite_items_pk", ["list_id", "item_id"])
    .execute();
  await db.schema.createIndex("favorite_items_item").on("favorite_items").column("item_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("favorite_items").execute();
  await db.schema.dropTable("favorite_lists").execute();
}
