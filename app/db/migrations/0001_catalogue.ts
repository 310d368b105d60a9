import { sql, type Kysely } from "kysely";
import { createSearchIndex, floatType } from "../dialect.server";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("cities")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("latitude", floatType(db), (c) => c.notNull())
    .addColumn("longitude", floatType(db), (c) => c.notNull())
    .addColumn("localities", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();

  await db.schema
    .createTable("categories")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("image", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("restaurants")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("city_id", "text", (c) => c.notNull().references("cities.id"))
    .addColumn("image", "text", (c) => c.notNull())
    .addColumn("cuisines", "text", (c) => c.notNull())
    .addColumn("rating", floatType(db), (c) => c.notNull())
    .addColumn("review_count", "integer", (c) => c.notNull())
    .addColumn("min_order_paise", "integer", (c) => c.notNull())
    .addColumn("cost_for_two_paise", "integer", (c) => c.notNull())
    .addColumn("delivery_time_mins", "integer", (c) => c.notNull())
    .addColumn("is_veg", "integer", (c) => c.notNull())
    .addColumn("is_active", "integer", (c) => c.notNull())
    .addColumn("street", "text", (c) => c.notNull())
    .addColumn("locality", "text", (c) => c.notNull())
    .addColumn("latitude", floatType(db), (c) => c.notNull())
    .addColumn("longitude", floatType(db), (c) => c.notNull())
    .addColumn("fssai_licence", "text", (c) => c.notNull())
    .addColumn("offer_type", "text")
    .addColumn("offer_text", "text")
    .addColumn("popularity", floatType(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("restaurants_city_popularity")
    .on("restaurants")
    .columns(["city_id", "popularity desc"])
    .execute();
  await db.schema.createIndex("restaurants_position").on("restaurants").columns(["latitude", "longitude"]).execute();

  await db.schema
    .createTable("restaurant_categories")
    .addColumn("restaurant_id", "text", (c) => c.notNull().references("restaurants.id").onDelete("cascade"))
    .addColumn("category_id", "text", (c) => c.notNull().references("categories.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("restaurant_categories_pk", ["restaurant_id", "category_id"])
    .execute();
  await db.schema
    .createIndex("restaurant_categories_category")
    .on("restaurant_categories")
    .columns(["category_id", "restaurant_id"])
    .execute();

  await db.schema
    .createTable("products")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("restaurant_id", "text", (c) => c.notNull().references("restaurants.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("price_paise", "integer", (c) => c.notNull())
    .addColumn("original_price_paise", "integer", (c) => c.notNull())
    .addColumn("image", "text", (c) => c.notNull())
    .addColumn("is_veg", "integer", (c) => c.notNull())
    .addColumn("is_bestseller", "integer", (c) => c.notNull())
    .addColumn("menu_category", "text")
    .addColumn("promo_discount_percent", "integer")
    .addColumn("available", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addCheckConstraint("products_price_positive", sql`price_paise > 0`)
    .execute();
  await db.schema.createIndex("products_restaurant").on("products").columns(["restaurant_id", "sort_order"]).execute();

  await createSearchIndex(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE search_index`.execute(db);
  for (const table of ["products", "restaurant_categories", "restaurants", "categories", "cities"]) {
    await db.schema.dropTable(table).execute();
  }
}
