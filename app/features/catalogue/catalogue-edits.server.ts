import { sql } from "kysely";
import type { DB } from "~/db/database.server";
import { indexDish, reindexRestaurant } from "~/db/dialect.server";
import { newId } from "~/lib/ids.server";
import type { OpeningRange } from "./opening";

/**
 * The catalogue's writes the operations console makes, each in the console's transaction (`trx`), which
 * reads, compares and audits around them (features/admin/catalogue-change.server.ts).
 */

export async function setRestaurantActive(trx: DB, restaurantId: string, active: boolean): Promise<void> {
  await trx
    .updateTable("restaurants")
    .set({ is_active: active ? 1 : 0 })
    .where("id", "=", restaurantId)
    .execute();
}

/** Busy (taking no orders) until `until`, a UTC ISO time, or null to end a busy spell. */
export async function setRestaurantPausedUntil(trx: DB, restaurantId: string, until: string | null): Promise<void> {
  await trx.updateTable("restaurants").set({ paused_until: until }).where("id", "=", restaurantId).execute();
}

export async function replaceRestaurantHours(
  trx: DB,
  restaurantId: string,
  hours: readonly OpeningRange[],
): Promise<void> {
  await trx.deleteFrom("restaurant_hours").where("restaurant_id", "=", restaurantId).execute();
  if (hours.length > 0)
    await trx
      .insertInto("restaurant_hours")
      .values(
        hours.map((range) => ({
          restaurant_id: restaurantId,
          weekday: range.weekday,
          opens_minute: range.opens,
          closes_minute: range.closes,
        })),
      )
      .execute();
}

/** How long the restaurant usually takes to cook an order: its delivery estimates start from it. */
export async function setRestaurantPrepMinutes(trx: DB, restaurantId: string, minutes: number): Promise<void> {
  await trx.updateTable("restaurants").set({ prep_minutes: minutes }).where("id", "=", restaurantId).execute();
}

export interface RestaurantDetailsEdit {
  name: string;
  slug: string;
  cuisines: string[];
  street: string;
  locality: string;
  prepMinutes: number;
  deliveryRadiusKm: number;
  minOrderPaise: number;
  costForTwoPaise: number;
  /** Printed on its orders' tax invoices; null while the console has none. */
  gstin: string | null;
  /** What it pays the platform on its food (1800 = 18%), kept with each order for the payouts. */
  commissionBasisPoints: number;
}

/**
 * Saves a restaurant's details; `reindex` when its name or cuisines changed, so search finds it by them.
 * Changed cuisines drop their Hindi names, so a Hindi page shows the cuisines as typed rather than old ones.
 */
export async function updateRestaurantDetails(
  trx: DB,
  restaurantId: string,
  details: RestaurantDetailsEdit,
  reindex: boolean,
): Promise<void> {
  const cuisines = JSON.stringify(details.cuisines);
  await trx
    .updateTable("restaurants")
    .set({
      name: details.name,
      slug: details.slug,
      cuisines,
      cuisines_hi: sql<string | null>`CASE WHEN cuisines = ${cuisines} THEN cuisines_hi ELSE NULL END`,
      street: details.street,
      locality: details.locality,
      prep_minutes: details.prepMinutes,
      delivery_radius_km: details.deliveryRadiusKm,
      min_order_paise: details.minOrderPaise,
      cost_for_two_paise: details.costForTwoPaise,
      gstin: details.gstin,
      commission_basis_points: details.commissionBasisPoints,
    })
    .where("id", "=", restaurantId)
    .execute();
  if (reindex) await reindexRestaurant(trx, restaurantId);
}

/**
 * A dish (`products`) or one of its options (`product_options`) available or not; switched off until `againAt`
 * (a UTC ISO time), when `switchDishesBackOn` turns it on.
 */
export async function setAvailability(
  trx: DB,
  table: "products" | "product_options",
  id: string,
  available: boolean,
  againAt: string | null = null,
): Promise<void> {
  await trx
    .updateTable(table)
    .set({ available: available ? 1 : 0, available_again_at: available ? null : againAt })
    .where("id", "=", id)
    .execute();
}

/**
 * Sets a dish's bestseller flag, its packaging charge and, given one, its new price: the price is then the price, so any
 * struck-through 'was' price and promotional percentage end with it.
 */
export async function updateDishListing(
  trx: DB,
  dishId: string,
  edit: { pricePaise: number | null; isBestseller: boolean; packagingPaise: number },
): Promise<void> {
  await trx
    .updateTable("products")
    .set({
      ...(edit.pricePaise !== null
        ? { price_paise: edit.pricePaise, original_price_paise: edit.pricePaise, promo_discount_percent: null }
        : {}),
      is_bestseller: edit.isBestseller ? 1 : 0,
      packaging_paise: edit.packagingPaise,
    })
    .where("id", "=", dishId)
    .execute();
}

export interface DishListing {
  name: string;
  description: string;
  pricePaise: number;
  image: string;
  isVeg: boolean;
  isBestseller: boolean;
  menuCategory: string;
}

/** Adds an available dish at the end of a restaurant's menu and indexes it for search; returns its id. */
export async function insertDish(trx: DB, restaurantId: string, dish: DishListing): Promise<string> {
  const last = await trx
    .selectFrom("products")
    .select((eb) => eb.fn.max("sort_order").as("max"))
    .where("restaurant_id", "=", restaurantId)
    .executeTakeFirst();
  const id = newId();
  await trx
    .insertInto("products")
    .values({
      id,
      restaurant_id: restaurantId,
      name: dish.name,
      description: dish.description,
      price_paise: dish.pricePaise,
      original_price_paise: dish.pricePaise,
      image: dish.image,
      is_veg: dish.isVeg ? 1 : 0,
      is_bestseller: dish.isBestseller ? 1 : 0,
      menu_category: dish.menuCategory || null,
      promo_discount_percent: null,
      available: 1,
      sort_order: Number(last?.max ?? 0) + 1,
    })
    .execute();
  await indexDish(trx, id);
  return id;
}

/** The rating a restaurant's cards show and how many reviews it counts (the reviews feature works it out). */
export async function setRestaurantRating(
  executor: DB,
  restaurantId: string,
  shown: { rating: number; count: number },
): Promise<void> {
  await executor
    .updateTable("restaurants")
    .set({ rating: shown.rating, review_count: shown.count })
    .where("id", "=", restaurantId)
    .execute();
}

/** Switches a city's rain surcharge on or off (the bill adds it to each delivery there while it is on). */
export async function setCityRain(trx: DB, cityId: string, on: boolean): Promise<void> {
  await trx
    .updateTable("cities")
    .set({ rain_surcharge_on: on ? 1 : 0 })
    .where("id", "=", cityId)
    .execute();
}
