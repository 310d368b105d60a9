import { sql, type Kysely } from "kysely";
import { floatType } from "../dialect.server";

/**
 * Distance, delivery time and serviceability (issue 19): a restaurant's preparation time (what was its
 * delivery time, less the 10 minutes an average ride took, and at least 10; the 10-minute places keep 5:
 * travel is now worked out from the distance) and
 * delivery radius; an address's locality and its position (null for addresses saved before localities existed, until
 * the customer chooses the locality); the distance an order travels, as estimated at checkout.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("restaurants").renameColumn("delivery_time_mins", "prep_minutes").execute();
  await sql`UPDATE restaurants SET prep_minutes = CASE
    WHEN prep_minutes <= 10 THEN 5 WHEN prep_minutes < 20 THEN 10 ELSE prep_minutes - 10 END`.execute(db);
  await db.schema
    .alterTable("restaurants")
    .addColumn("delivery_radius_km", floatType(db), (c) => c.notNull().defaultTo(8))
    .execute();
  await db.schema.alterTable("addresses").addColumn("locality", "text").execute();
  await db.schema.alterTable("addresses").addColumn("latitude", floatType(db)).execute();
  await db.schema.alterTable("addresses").addColumn("longitude", floatType(db)).execute();
  await db.schema.alterTable("orders").addColumn("distance_km", floatType(db)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("distance_km").execute();
  await db.schema.alterTable("addresses").dropColumn("longitude").execute();
  await db.schema.alterTable("addresses").dropColumn("latitude").execute();
  await db.schema.alterTable("addresses").dropColumn("locality").execute();
  await db.schema.alterTable("restaurants").dropColumn("delivery_radius_km").execute();
  await sql`UPDATE restaurants SET prep_minutes = CASE WHEN prep_minutes = 5 THEN 10 ELSE prep_minutes + 10 END`.execute(
    db,
  );
  await db.schema.alterTable("restaurants").renameColumn("prep_minutes", "delivery_time_mins").execute();
}
