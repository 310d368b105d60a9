import { sql, type Kysely } from "kysely";
import { floatType } from "../dialect.server";

/**
 * Distance, delivery time and serviceability (issue 19): a restaurant's preparation time (what was its
 * delivery time, less the 13 minutes an average ride took: travel is now worked out from the distance) and
 * delivery radius; an address's area and its position (null for addresses saved before areas existed, until
 * the customer chooses the area); the distance an order travels, as estimated at checkout.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("restaurants").renameColumn("delivery_time_mins", "prep_minutes").execute();
  await sql`UPDATE restaurants SET prep_minutes = CASE WHEN prep_minutes - 13 < 5 THEN 5 ELSE prep_minutes - 13 END`.execute(
    db,
  );
  await db.schema
    .alterTable("restaurants")
    .addColumn("delivery_radius_km", floatType(db), (c) => c.notNull().defaultTo(8))
    .execute();
  await db.schema.alterTable("addresses").addColumn("area", "text").execute();
  await db.schema.alterTable("addresses").addColumn("latitude", floatType(db)).execute();
  await db.schema.alterTable("addresses").addColumn("longitude", floatType(db)).execute();
  await db.schema.alterTable("orders").addColumn("distance_km", floatType(db)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("distance_km").execute();
  await db.schema.alterTable("addresses").dropColumn("longitude").execute();
  await db.schema.alterTable("addresses").dropColumn("latitude").execute();
  await db.schema.alterTable("addresses").dropColumn("area").execute();
  await db.schema.alterTable("restaurants").dropColumn("delivery_radius_km").execute();
  await sql`UPDATE restaurants SET prep_minutes = prep_minutes + 13`.execute(db);
  await db.schema.alterTable("restaurants").renameColumn("prep_minutes", "delivery_time_mins").execute();
}
