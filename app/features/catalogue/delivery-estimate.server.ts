import { sql, type RawBuilder } from "kysely";
import type { Coordinates } from "~/features/location/geo";
import { KM_PER_DEGREE, longitudeScale, RIDE_MINUTES_PER_KM, ROAD_FACTOR } from "./delivery-estimate";

/**
 * deliveryEstimate (delivery-estimate.ts) in SQL over `restaurants`, so listings filter and sort by it before
 * paging. The same operations in the same order as deliveryKm and rideMinutes, so both give the same
 * figures (tests/integration/delivery-distance.test.ts holds them to it); portable to SQLite and PostgreSQL.
 */
/** Road km to the point (deliveryKm). */
export function kmTo(point: Coordinates): RawBuilder<number> {
  const scale = sql.lit(longitudeScale(point));
  const dLatitude = sql`(restaurants.latitude - ${point.latitude})`;
  const dLongitude = sql`((restaurants.longitude - ${point.longitude}) * ${scale})`;
  return sql<number>`(${sql.lit(KM_PER_DEGREE)} * sqrt(${dLatitude} * ${dLatitude} + ${dLongitude} * ${dLongitude}) * ${sql.lit(ROAD_FACTOR)})`;
}

/** Preparation plus the ride, in minutes. */
export function minutesTo(point: Coordinates): RawBuilder<number> {
  return sql<number>`(restaurants.prep_minutes + ceil(${kmTo(point)} * ${sql.lit(RIDE_MINUTES_PER_KM)}))`;
}

/** 1 when the restaurant delivers to the point, else 0: sorts restaurants that can deliver first. */
export function deliversTo(point: Coordinates): RawBuilder<number> {
  return sql<number>`(CASE WHEN ${kmTo(point)} <= restaurants.delivery_radius_km THEN 1 ELSE 0 END)`;
}
