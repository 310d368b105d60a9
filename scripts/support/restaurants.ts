import { sql } from "kysely";
import type { DB } from "../../app/db/database.server";
import { deliversTo } from "../../app/features/catalogue/delivery-estimate.server";
import { CITIES } from "../../app/features/catalogue/seed/catalogue-data";
import type { Coordinates } from "../../app/features/location/geo";

/**
 * Restaurants open all day every day, as SQL text for raw queries. The demo catalogue has several in every
 * city; tests that order from a restaurant pick one of these (and switched on), so they pass at any hour.
 */
export const AROUND_THE_CLOCK_IDS_SQL =
  "SELECT restaurant_id FROM restaurant_hours WHERE opens_minute = 0 AND closes_minute = 1440 GROUP BY restaurant_id HAVING COUNT(*) = 7";

/** The same as a query operand: `.where("restaurants.id", "in", aroundTheClockIds)`. */
export const aroundTheClockIds = sql<string>`(${sql.raw(AROUND_THE_CLOCK_IDS_SQL)})`;

/** Dishes that have options: a test or benchmark adding a dish without choosing any takes another. */
export const DISHES_WITH_OPTIONS_SQL = "SELECT product_id FROM product_option_groups";

/** The same as a query operand: `.where("products.id", "not in", dishesWithOptions)`. */
export const dishesWithOptions = sql<string>`(${sql.raw(DISHES_WITH_OPTIONS_SQL)})`;

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

/** The address test and bench customers order to in each city they order in, with its locality. */
export const SAMPLE_ADDRESSES = {
  calcutta: {
    addressLine1: "8, Park Street",
    city: "Kolkata",
    state: "West Bengal",
    zipCode: "700016",
    locality: "calcutta/Park Street",
  },
  hyderabad: {
    addressLine1: "8-2-120, Road No. 2, Banjara Hills",
    city: "Hyderabad",
    state: "Telangana",
    zipCode: "500034",
    locality: "hyderabad/Banjara Hills",
  },
  bangalore: {
    addressLine1: "14, 80 Feet Road, Koramangala",
    city: "Bengaluru",
    state: "Karnataka",
    zipCode: "560034",
    locality: "bangalore/Koramangala",
  },
  // The delivery journeys' own cities: riders there are offered only those journeys' orders.
  delhi: {
    addressLine1: "24, Hauz Khas Village",
    city: "New Delhi",
    state: "Delhi",
    zipCode: "110016",
    locality: "delhi/Hauz Khas",
  },
  jaipur: {
    addressLine1: "12, Prithviraj Road, C-Scheme",
    city: "Jaipur",
    state: "Rajasthan",
    zipCode: "302001",
    locality: "jaipur/C-Scheme",
  },
} as const satisfies Record<string, SampleAddress>;

export type SampleCity = keyof typeof SAMPLE_ADDRESSES;

/** An address as the address form takes it, `locality` being the locality select's value. */
export interface SampleAddress {
  addressLine1: string;
  city: string;
  state: string;
  zipCode: string;
  locality: string;
}

/** Where a sample address's locality is (a locality of the demo catalogue). */
export function samplePosition(city: SampleCity): Coordinates {
  const [slug, name] = SAMPLE_ADDRESSES[city].locality.split("/");
  const locality = CITIES.find((candidate) => candidate.slug === slug)?.localities.find(
    (locality) => locality.name === name,
  );
  if (!locality) throw new Error(`No locality ${SAMPLE_ADDRESSES[city].locality} in the demo catalogue`);
  return locality;
}

/**
 * Restaurants that deliver to the sample address in `city` (it is within their radius), as a query operand:
 * `.where("restaurants.id", "in", deliveringToSample("calcutta"))`.
 */
export function deliveringToSample(city: SampleCity) {
  return sql<string>`(SELECT id FROM restaurants WHERE ${deliversTo(samplePosition(city))} = 1)`;
}
