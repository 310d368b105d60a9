import { sql } from "kysely";
import type { DB } from "~/db/database.server";

/**
 * Restaurants open all day every day, as SQL text for raw queries. The demo catalogue has several in every
 * city; tests that order from a restaurant pick one of these (and switched on), so they pass at any hour.
 */
export const AROUND_THE_CLOCK_IDS_SQL =
  "SELECT restaurant_id FROM restaurant_hours WHERE opens_minute = 0 AND closes_minute = 1440 GROUP BY restaurant_id HAVING COUNT(*) = 7";

/** The same as a query operand: `.where("restaurants.id", "in", aroundTheClockIds)`. */
export const aroundTheClockIds = sql<string>`(${sql.raw(AROUND_THE_CLOCK_IDS_SQL)})`;

/** Gives a restaurant the same hours every day, `opens` to `closes` minutes after midnight (India time). */
export async function setHoursEveryDay(database: DB, restaurantId: string, opens: number, closes: number) {
  await database.deleteFrom("restaurant_hours").where("restaurant_id", "=", restaurantId).execute();
  await database
    .insertInto("restaurant_hours")
    .values(
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        restaurant_id: restaurantId,
        weekday,
        opens_minute: opens,
        closes_minute: closes,
      })),
    )
    .execute();
}

/** Makes a restaurant open all day every day, for a test that needs one the catalogue has not made so. */
export function openAllDay(database: DB, restaurantId: string): Promise<void> {
  return setHoursEveryDay(database, restaurantId, 0, 24 * 60);
}
