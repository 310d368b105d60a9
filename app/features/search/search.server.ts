import { sql } from "kysely";
import { db } from "~/db/database.server";
import { searchIndex } from "~/db/dialect.server";
import { nearbyRestaurantIds, toDish, type Dish, type ListingScope } from "~/features/catalogue/catalogue.server";
import { deliversTo, kmTo } from "~/features/catalogue/delivery-estimate.server";
import { dishesWithOptions } from "~/features/catalogue/dish-options.server";
import { toSummaries, type RestaurantSummary } from "~/features/catalogue/restaurant-summary.server";
import { MAX_QUERY_LENGTH } from "./search";
import { correctQuery, normaliseWord } from "./spelling";

/** Results per page: a phone screen or two of each. */
export const RESTAURANTS_PER_PAGE = 12;
export const DISHES_PER_PAGE = 24;
/** The catalogue's words are read again after this long, so new dishes are found. */
const VOCABULARY_TTL_MS = 10 * 60 * 1000;

export interface DishHit extends Pick<
  Dish,
  "id" | "name" | "pricePaise" | "promoDiscountPercent" | "available" | "isVeg" | "image"
> {
  restaurant: RestaurantSummary;
  /** It has options: 'Add' opens them (the menu's CustomiseDish) rather than adding it as it comes. */
  customisable: boolean;
}

export interface SearchResults {
  restaurants: RestaurantSummary[];
  dishes: DishHit[];
  /** The spelling searched for when the words typed were corrected ("biriyani" → "biryani"). */
  searchedFor: string | null;
  /** Whether another page of restaurants or dishes follows. */
  hasMore: boolean;
}

let vocabulary: { words: string[]; readAt: number } | undefined;

/** Every word of the catalogue's dish, restaurant, cuisine and category names. */
async function catalogueWords(): Promise<string[]> {
  if (vocabulary && Date.now() - vocabulary.readAt < VOCABULARY_TTL_MS) return vocabulary.words;
  const [dishes, restaurants, categories] = await Promise.all([
    db().selectFrom("products").select("name").distinct().execute(),
    db().selectFrom("restaurants").select(["name", "cuisines"]).execute(),
    db().selectFrom("categories").select("name").execute(),
  ]);
  const texts = [
    ...dishes.map((d) => d.name),
    ...restaurants.flatMap((r) => [r.name, ...(JSON.parse(r.cuisines) as string[])]),
    ...categories.map((c) => c.name),
  ];
  const words = new Set(
    texts
      .flatMap((text) => text.split(/[\s,&()/-]+/))
      .map(normaliseWord)
      .filter((word) => word.length >= 3),
  );
  vocabulary = { words: [...words].sort(), readAt: Date.now() };
  return vocabulary.words;
}

/**
 * Restaurants (by name or cuisine) and dishes matching the words typed, as prefixes, within the
 * scope, a page at a time. Misspelt words are corrected to the catalogue's spelling first. Measured from
 * where the customer is (not a city's centre), those that deliver there come first, nearest first, as the
 * listing sorts by distance (customer audit m19); otherwise the best matches come first.
 */
export async function searchCatalogue(scope: ListingScope, text: string, page = 1): Promise<SearchResults> {
  const typed = text.trim().slice(0, MAX_QUERY_LENGTH);
  const none = { restaurants: [], dishes: [], searchedFor: null, hasMore: false };
  if (typed === "") return none;
  const spelling = correctQuery(typed, await catalogueWords());
  const query = spelling.text;
  const searchedFor = spelling.corrected ? query : null;
  const filter =
    scope.kind === "city" ? { cityId: scope.city.id } : { restaurantIds: await nearbyRestaurantIds(scope.place.point) };
  const { point } = scope.place;
  const nearestFirst = scope.place.kind === "centre" ? null : sql`${deliversTo(point)} DESC, ${kmTo(point)}`;
  const [restaurantHits, dishHits] = await Promise.all([
    searchIndex(
      db(),
      query,
      "restaurant",
      filter,
      RESTAURANTS_PER_PAGE + 1,
      (page - 1) * RESTAURANTS_PER_PAGE,
      nearestFirst,
    ),
    searchIndex(db(), query, "dish", filter, DISHES_PER_PAGE + 1, (page - 1) * DISHES_PER_PAGE, nearestFirst),
  ]);
  const hasMore = restaurantHits.length > RESTAURANTS_PER_PAGE || dishHits.length > DISHES_PER_PAGE;
  restaurantHits.splice(RESTAURANTS_PER_PAGE);
  dishHits.splice(DISHES_PER_PAGE);
  const restaurantIds = [...new Set([...restaurantHits, ...dishHits].map((hit) => hit.restaurant_id))];
  if (restaurantIds.length === 0) return { ...none, searchedFor };

  const restaurantRows = await db()
    .selectFrom("restaurants")
    .innerJoin("cities", "cities.id", "restaurants.city_id")
    .selectAll("restaurants")
    .select("cities.name as city_name")
    .where("restaurants.id", "in", restaurantIds)
    .execute();
  const restaurants = new Map((await toSummaries(restaurantRows, scope.place)).map((summary) => [summary.id, summary]));
  const dishIds = dishHits.map((hit) => hit.product_id).filter((id) => id !== null);
  const [dishRows, customisable] =
    dishIds.length === 0
      ? [[], new Set<string>()]
      : await Promise.all([
          db().selectFrom("products").selectAll().where("id", "in", dishIds).execute(),
          dishesWithOptions(dishIds),
        ]);
  const dishes = new Map(dishRows.map((row) => [row.id, row]));

  return {
    searchedFor,
    hasMore,
    restaurants: restaurantHits.map((hit) => restaurants.get(hit.restaurant_id)).filter((r) => r !== undefined),
    dishes: dishHits.flatMap((hit) => {
      const dish = hit.product_id ? dishes.get(hit.product_id) : undefined;
      const restaurant = restaurants.get(hit.restaurant_id);
      if (!dish || !restaurant) return [];
      return [{ ...toDish(dish), restaurant, customisable: customisable.has(dish.id) }];
    }),
  };
}
