import type { Selectable } from "kysely";
import type { Restaurants } from "~/db/database-types";
import type { Coordinates } from "~/features/location/geo";
import { readOffer, type RestaurantOffer } from "~/features/pricing/restaurant-offers";
import { deliveryEstimate, type DeliveryEstimate } from "./delivery-estimate";
import { openingAt, type Opening, type OpeningRange } from "./opening";
import { hoursOf, openingFields } from "./opening.server";

/**
 * Where the food would go, for the distance and delivery time a listing shows: a point and which place it is,
 * a place with a name of its own, a city's centre, or a spot given by coordinates (`placeText` names it).
 */
export type DeliveryPlace =
  | { point: Coordinates; kind: "named"; name: string }
  | { point: Coordinates; kind: "centre"; city: string }
  | { point: Coordinates; kind: "spot" };

export interface RestaurantSummary {
  id: string;
  name: string;
  slug: string;
  image: string;
  cuisines: string[];
  /** The cuisines in Hindi, in the same order, where the catalogue has them; pages choose (`wordSummary`). */
  cuisinesHi: string[] | null;
  rating: number;
  reviewCount: number;
  minOrderPaise: number;
  costForTwoPaise: number;
  /**
   * Distance and delivery time from where the customer is (or the city's centre when browsing another city),
   * which pages word with estimateText ("35 mins · 3.4 km", "Too far to deliver · 12 km").
   */
  delivery: DeliveryEstimate;
  isVeg: boolean;
  /** Takes orders at `asOf` (openingAt). */
  isOpen: boolean;
  /** Whether it takes orders at `asOf`, and until or from when; pages word it (`wordSummary`). */
  opening: Opening;
  /** The moment `opening` was read at, so a page words it as of that moment ("closes 11:30 pm", "opens tomorrow"). */
  asOf: Date;
  street: string;
  locality: string;
  cityName: string;
  /** Its own offer, applied at checkout without a code; pages word it (`wordSummary`). */
  offer: RestaurantOffer | null;
}

export const summaryColumns = [
  "restaurants.id",
  "restaurants.name",
  "restaurants.slug",
  "restaurants.image",
  "restaurants.cuisines",
  "restaurants.cuisines_hi",
  "restaurants.rating",
  "restaurants.review_count",
  "restaurants.min_order_paise",
  "restaurants.cost_for_two_paise",
  "restaurants.prep_minutes",
  "restaurants.delivery_radius_km",
  "restaurants.is_veg",
  "restaurants.is_active",
  "restaurants.paused_until",
  "restaurants.street",
  "restaurants.locality",
  "restaurants.offer_type",
  "restaurants.offer_percent",
  "restaurants.offer_flat_paise",
  "restaurants.offer_min_subtotal_paise",
  "restaurants.offer_max_discount_paise",
  "restaurants.latitude",
  "restaurants.longitude",
  "cities.name as city_name",
] as const;

type RestaurantColumn<T> = T extends `restaurants.${infer Column}` ? Column : never;

/** What `summaryColumns` selects: the restaurant's columns and its city's name. */
export type SummaryRow = Pick<Selectable<Restaurants>, RestaurantColumn<(typeof summaryColumns)[number]>> & {
  city_name: string;
};

/** The one place a restaurant row becomes a summary, with its hours as of `now` and its estimate to `place`. */
export function toSummary(
  row: SummaryRow,
  hours: readonly OpeningRange[],
  now: Date,
  place: DeliveryPlace,
): RestaurantSummary {
  const opening = openingAt(openingFields(row, hours), now);
  const delivery = deliveryEstimate(
    {
      latitude: row.latitude,
      longitude: row.longitude,
      prepMinutes: row.prep_minutes,
      deliveryRadiusKm: row.delivery_radius_km,
    },
    place.point,
  );
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    image: row.image,
    cuisines: JSON.parse(row.cuisines) as string[],
    cuisinesHi: row.cuisines_hi === null ? null : (JSON.parse(row.cuisines_hi) as string[]),
    rating: row.rating,
    reviewCount: row.review_count,
    minOrderPaise: row.min_order_paise,
    costForTwoPaise: row.cost_for_two_paise,
    delivery,
    isVeg: row.is_veg === 1,
    isOpen: opening.open,
    opening,
    asOf: now,
    street: row.street,
    locality: row.locality,
    cityName: row.city_name,
    offer: readOffer(row),
  };
}

/** Restaurant rows as summaries, as of now, with their estimates to `place` (listings, favourites, search). */
export async function toSummaries(rows: readonly SummaryRow[], place: DeliveryPlace): Promise<RestaurantSummary[]> {
  const now = new Date();
  const hours = await hoursOf(rows.map((row) => row.id));
  return rows.map((row) => toSummary(row, hours.get(row.id) ?? [], now, place));
}
