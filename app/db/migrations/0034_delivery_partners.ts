import { sql, type Kysely } from "kysely";
import { floatType } from "../dialect.server";

/**
 * Delivery partners (issue 36): riders (`riders`, an account that delivers in one city, online or not, with
 * its last position), the single-use invitations that make one (`rider_invites`, the token stored hashed),
 * the offers dispatch makes them (`delivery_offers`, each answered once: accepted, declined or lapsed), and on
 * each order the rider who holds it, the step of the trip, when it was picked up, when dispatch gave up
 * finding a rider (the console's alert), and the delivery code with its wrong tries. `rider_positions` keeps
 * a trip's trail. Only adds: the release before runs unchanged on it.
 */
export const previousReleaseCompatible = true;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("riders")
    .addColumn("user_id", "text", (c) => c.primaryKey().notNull().references("users.id").onDelete("cascade"))
    .addColumn("city_id", "text", (c) => c.notNull().references("cities.id"))
    .addColumn("online", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("latitude", floatType(db))
    .addColumn("longitude", floatType(db))
    .addColumn("position_at", "text")
    .addColumn("free_since", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("riders_city_online").on("riders").columns(["city_id", "online"]).execute();
  await db.schema
    .createTable("rider_invites")
    .addColumn("token_hash", "text", (c) => c.primaryKey().notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("city_id", "text", (c) => c.notNull().references("cities.id"))
    .addColumn("invited_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createTable("delivery_offers")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("rider_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("km", floatType(db), (c) => c.notNull())
    .addColumn("pay_paise", "integer", (c) => c.notNull())
    .addColumn("offered_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("answer", "text", (c) => c.check(sql`answer in ('accepted', 'declined', 'lapsed')`))
    .addColumn("answered_at", "text")
    .execute();
  await db.schema.createIndex("delivery_offers_order").on("delivery_offers").column("order_id").execute();
  await db.schema.createIndex("delivery_offers_rider").on("delivery_offers").columns(["rider_id", "answer"]).execute();
  await db.schema.alterTable("orders").addColumn("rider_id", "text").execute();
  await db.schema
    .alterTable("orders")
    .addColumn("rider_step", "text", (c) =>
      c.check(sql`rider_step in ('to-restaurant', 'at-restaurant', 'picked-up', 'at-customer')`),
    )
    .execute();
  await db.schema.alterTable("orders").addColumn("picked_up_at", "text").execute();
  await db.schema.alterTable("orders").addColumn("stranded_at", "text").execute();
  await db.schema.alterTable("orders").addColumn("delivery_code", "text").execute();
  await db.schema
    .alterTable("orders")
    .addColumn("delivery_code_tries", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("orders_rider").on("orders").column("rider_id").execute();
  await db.schema
    .createTable("rider_positions")
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("latitude", floatType(db), (c) => c.notNull())
    .addColumn("longitude", floatType(db), (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rider_positions_order").on("rider_positions").columns(["order_id", "at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("rider_positions").execute();
  await db.schema.dropIndex("orders_rider").execute();
  for (const column of [
    "delivery_code_tries",
    "delivery_code",
    "stranded_at",
    "picked_up_at",
    "rider_step",
    "rider_id",
  ]) {
    await db.schema.alterTable("orders").dropColumn(column).execute();
  }
  await db.schema.dropTable("delivery_offers").execute();
  await db.schema.dropTable("rider_invites").execute();
  await db.schema.dropTable("riders").execute();
}
