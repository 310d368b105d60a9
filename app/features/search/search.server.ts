import { db } from "~/db/database.server";
import { searchIndex } from "~/db/sqlite.server";
import { nearbyRestaurantIds, toSummary, type ListingScope, type RestaurantSummary } from "~/features/catalogue/catalogue.server";
import { MAX_QUERY_LENGTH } from "./search";

const RESTAURANT_LIMIT = 20;
const DISH_LIMIT = 30;

export interface DishHit {
  id: string;
  name: string;
  pricePaise: number;
  isVeg: boolean;
  image: string;
  restaurant: RestaurantSummary;
}

export interface SearchResults {
  restaurants: RestaurantSummary[];
  dishes: DishHit[];
}

/** Restaurants (by name or cuisine) and dishes matching the words typed, as prefixes, within the scope. */
export async function searchCatalogue(scope: ListingScope, text: string): Promise<SearchResults> {
  const query = text.trim().slice(0, MAX_QUERY_LENGTH);
  if (query === "") return { restaurants: [], dishes: [] };
  const filter = scope.kind === "city" ? { cityId: scope.city.id } : { restaurantIds: await nearbyRestaurantIds(scope.point) };
  const [restaurantHits, dishHits] = await Promise.all([
    searchIndex(db(), query, "restaurant", filter, RESTAURANT_LIMIT),
    searchIndex(db(), query, "dish", filter, DISH_LIMIT),
  ]);
  const restaurantIds = [...new Set([...restaurantHits, ...dishHits].map((hit) => hit.restaurant_id))];
  if (restaurantIds.length === 0) return { restaurants: [], dishes: [] };

  const restaurantRows = await db()
    .selectFrom("restaurants")
    .innerJoin("cities", "cities.id", "restaurants.city_id")
    .selectAll("restaurants")
    .select("cities.name as city_name")
    .where("restaurants.id", "in", restaurantIds)
    .execute();
  const restaurants = new Map(restaurantRows.map((row) => [row.id, toSummary(row)]));
  const dishIds = dishHits.map((hit) => hit.product_id).filter((id) => id !== null);
  const dishRows =
    dishIds.length === 0
      ? []
      : await db()
          .selectFrom("products")
          .select(["id", "name", "price_paise", "is_veg", "image", "restaurant_id"])
          .where("id", "in", dishIds)
          .execute();
  const dishes = new Map(dishRows.map((row) => [row.id, row]));

  return {
    restaurants: restaurantHits.map((hit) => restaurants.get(hit.restaurant_id)).filter((r) => r !== undefined),
    dishes: dishHits.flatMap((hit) => {
      const dish = hit.product_id ? dishes.get(hit.product_id) : undefined;
      const restaurant = restaurants.get(hit.restaurant_id);
      if (!dish || !restaurant) return [];
      return [{ id: dish.id, name: dish.name, pricePaise: dish.price_paise, isVeg: dish.is_veg === 1, image: dish.image, restaurant }];
    }),
  };
}
