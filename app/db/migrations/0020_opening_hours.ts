import { sql, type Kysely } from "kysely";

/**
 * Opening hours (issue 19): a restaurant's weekly ranges in India time, minutes after the day's midnight
 * (`closes_minute` past 1440 runs into the next day), and `paused_until` for the console's "busy for 30
 * minutes". Restaurants that exist already keep taking orders as before: they get every day, all day, until
 * the console sets their hours. features/catalogue/opening.ts reads these.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("restaurants").addColumn("paused_until", "text").execute();
  await db.schema
    .createTable("restaurant_hours")
    .addColumn("restaurant_id", "text", (c) => c.notNull().references("restaurants.id").onDelete("cascade"))
    .addColumn("weekday", "integer", (c) => c.notNull())
    .addColumn("opens_minute", "integer", (c) => c.notNull())
    .addColumn("closes_minute", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("restaurant_hours_pk", ["restaurant_id", "weekday", "opens_minute"])
    .addCheckConstraint("restaurant_hours_weekday", sql`weekday BETWEEN 0 AND 6`)
    .addCheckConstraint(
      "restaurant_hours_range",
      sql`opens_minute BETWEEN 0 AND 1439 AND closes_minute > opens_minute AND closes_minute <= opens_minute + 1440`,
    )
    .execute();
  for (let weekday = 0; weekday < 7; weekday++) {
    await sql`INSERT INTO restaurant_hours (restaurant_id, weekday, opens_minute, closes_minute)
      SELECT id, ${weekday}, 0, 1440 FROM restaurants`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("restaurant_hours").execute();
  await db.schema.alterTable("restaurants").dropColumn("paused_until").execute();
}
