import { db } from "~/db/database.server";
import { deliveryPlaceAt, toDish, type Dish } from "~/features/catalogue/catalogue.server";
import { toSummaries, type RestaurantSummary } from "~/features/catalogue/restaurant-summary.server";
import type { ChosenLocation } from "~/features/location/location";
import { openingAt, type Opening } from "~/features/catalogue/opening";
import { hoursOf, openingFields } from "~/features/catalogue/opening.server";
import { listOverview, ownedList, type FavouriteList } from "./favourites.server";

export interface FavouriteDish extends Pick<
  Dish,
  "id" | "name" | "pricePaise" | "promoDiscountPercent" | "image" | "isVeg" | "available"
> {
  restaurant: { id: string; name: string; slug: string; opening: Opening };
}

export type ListDetail =
  | { list: FavouriteList; kind: "product"; dishes: FavouriteDish[] }
  | { list: FavouriteList; kind: "restaurant"; restaurants: RestaurantSummary[] };

/**
 * One of the customer's lists with its dishes or restaurants (their estimates from where the customer is);
 * another customer's list finds nothing.
 */
export async function listDetail(
  userId: string,
  listId: string,
  location: ChosenLocation,
): Promise<ListDetail | undefined> {
  const list = (await listOverview(userId)).find((candidate) => candidate.id === listId);
  if (!list) return undefined;
  if (list.listType === "productList") {
    const rows = await db()
      .selectFrom("favorite_items")
      .innerJoin("products", "products.id", "favorite_items.item_id")
      .innerJoin("restaurants", "restaurants.id", "products.restaurant_id")
      .selectAll("products")
      .select([
        "restaurants.name as restaurant_name",
        "restaurants.slug as restaurant_slug",
        "restaurants.is_active",
        "restaurants.paused_until",
      ])
      .where("favorite_items.list_id", "=", listId)
      .orderBy("favorite_items.added_at", "desc")
      .execute();
    const now = new Date();
    const hours = await hoursOf(rows.map((row) => row.restaurant_id));
    return {
      list,
      kind: "product",
      dishes: rows.map((row) => {
        return {
          ...toDish(row),
          restaurant: {
            id: row.restaurant_id,
            name: row.restaurant_name,
            slug: row.restaurant_slug,
            opening: openingAt(openingFields(row, hours.get(row.restaurant_id) ?? []), now),
          },
        };
      }),
    };
  }
  const rows = await db()
    .selectFrom("favorite_items")
    .innerJoin("restaurants", "restaurants.id", "favorite_items.item_id")
    .innerJoin("cities", "cities.id", "restaurants.city_id")
    .selectAll("restaurants")
    .select("cities.name as city_name")
    .where("favorite_items.list_id", "=", listId)
    .orderBy("favorite_items.added_at", "desc")
    .execute();
  return { list, kind: "restaurant", restaurants: await toSummaries(rows, deliveryPlaceAt(location)) };
}

/** For 'Change List' and the move page: the lists an item could go to, and the one it is in. */
export async function moveChoices(userId: string, itemId: string, fromListId: string) {
  const from = await ownedList(db(), userId, fromListId);
  if (!from) return undefined;
  const lists = (await listOverview(userId)).filter((list) => list.listType === from.list_type);
  return { from: { id: from.id, name: from.name, listType: from.list_type }, lists, itemId };
}

export async function countFavouriteLists(userId: string): Promise<number> {
  const row = await db()
    .selectFrom("favorite_lists")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
