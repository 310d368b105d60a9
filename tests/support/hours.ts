import { db } from "~/db/database.server";
import { addToCart } from "~/features/cart/cart-lines.server";
import {
  deliveringToSample,
  SAMPLE_ADDRESSES,
  type SampleCity,
  dishesWithOptions,
} from "../../scripts/support/restaurants";

/** A moment in India time: "2026-11-23T16:00" is Monday 23 November 2026, 4 pm. */
export const ist = (local: string) => new Date(`${local}:00+05:30`);

/**
 * A restaurant of the demo catalogue with lunch and dinner hours (12:00–15:30, 19:00–23:30 every day); in a
 * city with a sample address, one that delivers to it.
 */
export async function lunchAndDinnerRestaurant(city = "calcutta") {
  const rows = await db()
    .selectFrom("restaurants")
    .innerJoin("restaurant_hours", "restaurant_hours.restaurant_id", "restaurants.id")
    .select(["restaurants.id", "restaurants.name", "restaurants.prep_minutes"])
    .where("restaurants.city_id", "=", city)
    .where("restaurants.is_active", "=", 1)
    .where("restaurants.min_order_paise", "<=", 9900)
    .where("restaurant_hours.opens_minute", "=", 19 * 60)
    .where("restaurant_hours.closes_minute", "=", 23 * 60 + 30)
    .$if(city in SAMPLE_ADDRESSES, (query) =>
      query.where("restaurants.id", "in", deliveringToSample(city as SampleCity)),
    )
    .groupBy(["restaurants.id", "restaurants.name", "restaurants.prep_minutes"])
    .having((eb) => eb.fn.countAll(), "=", 7)
    .orderBy("restaurants.id")
    .execute();
  const restaurant = rows[0];
  if (!restaurant) throw new Error("The demo catalogue has no lunch-and-dinner restaurant here");
  return restaurant;
}

/** Fills the customer's cart with two of each of the restaurant's two dearest available dishes. */
export async function fillCartFrom(userId: string, restaurantId: string) {
  await db().deleteFrom("cart_lines").where("user_id", "=", userId).execute();
  const dishes = await db()
    .selectFrom("products")
    .select("id")
    .where("restaurant_id", "=", restaurantId)
    .where("available", "=", 1)
    .where("id", "not in", dishesWithOptions)
    .orderBy("price_paise", "desc")
    .limit(2)
    .execute();
  for (const dish of dishes) {
    const added = await addToCart(userId, { productId: dish.id, choices: [], quantity: 2 });
    if (!added.ok) throw new Error(added.code);
  }
  return dishes;
}
