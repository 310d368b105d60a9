import { sql, type Kysely } from "kysely";
import { floatType } from "../dialect.server";

/**
 * Ratings and reviews (issue 19): one review per delivered order, with optional thumbs for its dishes.
 * A restaurant's shown `rating` and `review_count` become the mean over its reviews with the catalogue's
 * figures as prior ratings (`prior_rating`, `prior_review_count`), kept current by features/reviews.
 * Like orders, reviews keep the restaurant's and dishes' ids without foreign keys: the demo catalogue can
 * be replaced (`npm run db:seed`) and the reviews stay.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("restaurants")
    .addColumn("prior_rating", floatType(db), (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("restaurants")
    .addColumn("prior_review_count", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE restaurants SET prior_rating = rating, prior_review_count = review_count`.execute(db);

  await db.schema
    .createTable("reviews")
    .addColumn("id", "text", (c) => c.notNull().primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().unique().references("orders.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("restaurant_id", "text", (c) => c.notNull())
    .addColumn("stars", "integer", (c) => c.notNull())
    .addColumn("comment", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("hidden_at", "text")
    .addColumn("hidden_reason", "text")
    .addCheckConstraint("reviews_stars", sql`stars BETWEEN 1 AND 5`)
    .execute();
  await db.schema
    .createIndex("reviews_restaurant_created")
    .on("reviews")
    .columns(["restaurant_id", "created_at desc"])
    .execute();
  await db.schema.createIndex("reviews_created").on("reviews").column("created_at").execute();

  await db.schema
    .createTable("review_dishes")
    .addColumn("review_id", "text", (c) => c.notNull().references("reviews.id").onDelete("cascade"))
    .addColumn("order_item_id", "text", (c) => c.notNull())
    .addColumn("product_id", "text")
    .addColumn("thumb", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("review_dishes_pk", ["review_id", "order_item_id"])
    .addCheckConstraint("review_dishes_thumb", sql`thumb IN ('up', 'down')`)
    .execute();
  await db.schema.createIndex("review_dishes_product").on("review_dishes").column("product_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("review_dishes").execute();
  await db.schema.dropTable("reviews").execute();
  await db.schema.alterTable("restaurants").dropColumn("prior_review_count").execute();
  await db.schema.alterTable("restaurants").dropColumn("prior_rating").execute();
}
