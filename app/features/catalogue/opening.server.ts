import { sql, type SqlBool } from "kysely";
import { db, type DB } from "~/db/database.server";
import { DAY_MINUTES, istWeekMinute } from "~/lib/dates";
import type { OpeningFields, OpeningRange } from "./opening";

/** What the opening rule reads of a restaurant row, besides its hours. */
export interface OpeningRow {
  id: string;
  is_active: number;
  paused_until: string | null;
}

/** The weekly hours of some restaurants, by restaurant id (a restaurant without hours is missing). */
export async function hoursOf(restaurantIds: readonly string[], executor: DB = db()) {
  const hours = new Map<string, OpeningRange[]>();
  if (restaurantIds.length === 0) return hours;
  const rows = await executor
    .selectFrom("restaurant_hours")
    .select(["restaurant_id", "weekday", "opens_minute", "closes_minute"])
    .where("restaurant_id", "in", [...new Set(restaurantIds)])
    .orderBy("restaurant_id")
    .orderBy("weekday")
    .orderBy("opens_minute")
    .execute();
  for (const row of rows) {
    const range = { weekday: row.weekday, opens: row.opens_minute, closes: row.closes_minute };
    hours.set(row.restaurant_id, [...(hours.get(row.restaurant_id) ?? []), range]);
  }
  return hours;
}

export function openingFields(row: Omit<OpeningRow, "id">, hours: readonly OpeningRange[]): OpeningFields {
  return { isActive: row.is_active === 1, pausedUntil: row.paused_until, hours };
}

/** One restaurant's weekly hours. */
export async function hoursOfOne(restaurantId: string, executor: DB = db()): Promise<OpeningRange[]> {
  return (await hoursOf([restaurantId], executor)).get(restaurantId) ?? [];
}

/** What openingAt reads of one restaurant, its hours read. */
export async function openingFieldsOf(row: OpeningRow, executor: DB = db()): Promise<OpeningFields> {
  return openingFields(row, await hoursOfOne(row.id, executor));
}

/**
 * openingAt's "open" in SQL over `restaurants`, to list restaurants taking orders before the others: the
 * switch is on, no pause runs, and a range of today, or one of yesterday past midnight, holds the minute.
 * An integration test holds the two to the same answer for every restaurant.
 */
export function takesOrdersSql(now: Date) {
  const weekMinute = istWeekMinute(now);
  const weekday = Math.floor(weekMinute / DAY_MINUTES);
  const minute = weekMinute % DAY_MINUTES;
  return sql<SqlBool>`(restaurants.is_active = 1
    AND (restaurants.paused_until IS NULL OR restaurants.paused_until <= ${now.toISOString()})
    AND EXISTS (SELECT 1 FROM restaurant_hours h WHERE h.restaurant_id = restaurants.id
      AND ((h.weekday = ${weekday} AND h.opens_minute <= ${minute} AND h.closes_minute > ${minute})
        OR (h.weekday = ${(weekday + 6) % 7} AND h.closes_minute > ${minute + DAY_MINUTES}))))`;
}

/** An ORDER BY key listing restaurants taking orders at `now` before the others. */
export function takingOrdersFirst(now: Date) {
  return sql<number>`CASE WHEN ${takesOrdersSql(now)} THEN 0 ELSE 1 END`;
}
