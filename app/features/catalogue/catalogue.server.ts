import { type ExpressionBuilder, type Selectable, type SelectQueryBuilder } from "kysely";
import { db } from "~/db/database.server";
import type { Products, DB as Tables } from "~/db/database-types";
import { servedCityAt } from "~/features/location/gazetteer.server";
import type { ChosenLocation } from "~/features/location/location";
import { boundingBox, distanceKm, parseCoordinates, type Coordinates } from "~/features/location/geo";
import {
  summaryColumns,
  toSummaries,
  toSummary,
  type DeliveryPlace,
  type RestaurantSummary,
  type SummaryRow,
} from "./restaurant-summary.server";
import {
  DELIVERY_FILTERS,
  OFFER_FILTERS,
  PRICE_FILTERS,
  RATING_FILTERS,
  TOP_RATED_MIN,
  pageWindow,
  type ListingQuery,
} from "./listing-query";
import { deliversTo, kmTo, minutesTo } from "./delivery-estimate.server";
import type { OpeningRange } from "./opening";
import { hoursOfOne, takingOrdersFirst } from "./opening.server";
import { nameIn } from "./names";
import type { Language } from "~/lib/i18n";

/** Restaurants farther than this from a point outside the cities we serve are not listed. */
export const NEARBY_RADIUS_KM = 25;

export interface City {
  id: string;
  name: string;
  slug: string;
  latitude: number;
  longitude: number;
}

/**
 * Where a listing looks: a city we serve by name, or the neighbourhood of a place's point; its estimates are
 * measured to `place`.
 */
export type ListingScope = { kind: "city"; city: City; place: DeliveryPlace } | { kind: "near"; place: DeliveryPlace };

export interface RestaurantPage {
  restaurants: RestaurantSummary[];
  totalResults: number;
  currentPage: number;
  totalPages: number;
}

type RestaurantQuery = SelectQueryBuilder<Tables, "restaurants" | "cities", object>;

export async function listCities(): Promise<City[]> {
  return db().selectFrom("cities").select(["id", "name", "slug", "latitude", "longitude"]).orderBy("name").execute();
}

export async function findCity(slug: string): Promise<City | undefined> {
  return db()
    .selectFrom("cities")
    .select(["id", "name", "slug", "latitude", "longitude"])
    .where("slug", "=", slug.toLowerCase())
    .executeTakeFirst();
}

/**
 * The listing scope for a request: `city` or `lat`/`lng` in the URL (shareable links), else the
 * customer's chosen location.
 */
export async function resolveScope(params: URLSearchParams, location: ChosenLocation): Promise<ListingScope> {
  const cityParam = params.get("city");
  const fromUrl = cityParam ? await findCity(cityParam) : undefined;
  if (fromUrl) return { kind: "city", city: fromUrl, place: deliveryPlaceIn(fromUrl, location) };
  const point = parseCoordinates(params.get("lat"), params.get("lng"));
  if (point) return { kind: "near", place: { point, kind: "spot" } };
  const chosen = location.city ? await findCity(location.city) : undefined;
  if (chosen) return { kind: "city", city: chosen, place: deliveryPlaceIn(chosen, location) };
  return { kind: "near", place: deliveryPlaceAt(location) };
}

/** The customer's location when it is in the city, else the city's centre (browsing another city). */
function deliveryPlaceIn(city: Omit<City, "id">, location: ChosenLocation): DeliveryPlace {
  return location.city === city.slug ? deliveryPlaceAt(location) : { point: city, kind: "centre", city: city.name };
}

/** Where the customer is, for estimates outside listings (favourites). */
export function deliveryPlaceAt(location: ChosenLocation): DeliveryPlace {
  return { point: location, kind: "named", name: location.name };
}

/** A chosen place outside every served city, and the nearest city we deliver in. */
export interface NotServed {
  place: DeliveryPlace;
  nearest: { name: string; slug: string; km: number };
}

export async function notServedHere(scope: ListingScope): Promise<NotServed | null> {
  const { point } = scope.place;
  if (scope.kind === "city" || (await servedCityAt(db(), point))) return null;
  const [nearest] = (await listCities())
    .map((city) => ({ name: city.name, slug: city.slug, km: Math.round(distanceKm(point, city)) }))
    .sort((a, b) => a.km - b.km);
  return nearest ? { place: scope.place, nearest } : null;
}

function baseQuery(scope: ListingScope): RestaurantQuery {
  const query = db().selectFrom("restaurants").innerJoin("cities", "cities.id", "restaurants.city_id");
  if (scope.kind === "city") return query.where("restaurants.city_id", "=", scope.city.id);
  const box = boundingBox(scope.place.point, NEARBY_RADIUS_KM);
  return query
    .where("restaurants.latitude", ">=", box.minLatitude)
    .where("restaurants.latitude", "<=", box.maxLatitude)
    .where("restaurants.longitude", ">=", box.minLongitude)
    .where("restaurants.longitude", "<=", box.maxLongitude);
}

function applyFilters(query: RestaurantQuery, place: DeliveryPlace, filters: ListingQuery): RestaurantQuery {
  let result = query;
  const minutes = minutesTo(place.point);
  if (filters.quick.includes("tenMinDelivery")) result = result.where(minutes, "<=", 10);
  if (filters.quick.includes("topRated")) result = result.where("restaurants.rating", ">=", TOP_RATED_MIN);
  if (filters.quick.includes("offers")) result = result.where("restaurants.offer_type", "is not", null);
  if (filters.quick.includes("pureVeg")) result = result.where("restaurants.is_veg", "=", 1);
  if (filters.rating)
    result = result.where("restaurants.rating", ">=", Number(filters.rating satisfies keyof typeof RATING_FILTERS));
  if (filters.delivery) {
    const [from, to] = DELIVERY_FILTERS[filters.delivery].range;
    result = result.where(minutes, ">=", from);
    if (Number.isFinite(to)) result = result.where(minutes, "<=", to);
  }
  if (filters.price.length > 0) {
    result = result.where((eb: ExpressionBuilder<Tables, "restaurants" | "cities">) =>
      eb.or(
        filters.price.map((key) => {
          const [from, below] = PRICE_FILTERS[key].range;
          const lower = eb("restaurants.cost_for_two_paise", ">=", from * 100);
          return Number.isFinite(below)
            ? eb.and([lower, eb("restaurants.cost_for_two_paise", "<", below * 100)])
            : lower;
        }),
      ),
    );
  }
  if (filters.offers.length > 0) {
    result = result.where(
      "restaurants.offer_type",
      "in",
      filters.offers.map((key) => OFFER_FILTERS[key].offerType),
    );
  }
  return result;
}

/** Restaurants that deliver to the place first, then those taking orders now, then the customer's sort. */
function applySort(query: RestaurantQuery, scope: ListingScope, filters: ListingQuery): RestaurantQuery {
  const { point } = scope.place;
  return sortBy(query.orderBy(deliversTo(point), "desc").orderBy(takingOrdersFirst(new Date())), scope, filters);
}

function sortBy(query: RestaurantQuery, scope: ListingScope, filters: ListingQuery): RestaurantQuery {
  const { point } = scope.place;
  switch (filters.sort) {
    case "rating":
      return query
        .orderBy("restaurants.rating", "desc")
        .orderBy("restaurants.review_count", "desc")
        .orderBy("restaurants.id");
    case "deliveryTime":
      return query.orderBy(minutesTo(point)).orderBy("restaurants.rating", "desc").orderBy("restaurants.id");
    case "distance":
      return query.orderBy(kmTo(point)).orderBy("restaurants.id");
    case "costLowToHigh":
      return query.orderBy("restaurants.cost_for_two_paise", "asc").orderBy("restaurants.id");
    case "costHighToLow":
      return query.orderBy("restaurants.cost_for_two_paise", "desc").orderBy("restaurants.id");
    case "relevance":
      return scope.kind === "near"
        ? query.orderBy(kmTo(point)).orderBy("restaurants.id")
        : query.orderBy("restaurants.popularity", "desc").orderBy("restaurants.id");
  }
}

/** Ids of the restaurants within NEARBY_RADIUS_KM of a point. */
export async function nearbyRestaurantIds(point: Coordinates): Promise<string[]> {
  const rows = await baseQuery({ kind: "near", place: { point, kind: "spot" } })
    .select(["restaurants.id", "restaurants.latitude", "restaurants.longitude"])
    .execute();
  return rows.filter((row) => distanceKm(point, row) <= NEARBY_RADIUS_KM).map((row) => row.id);
}

/** Keeps only restaurants truly within the radius (the SQL box is a square prefilter). */
function withinRadius(scope: ListingScope) {
  return (row: SummaryRow) => scope.kind === "city" || distanceKm(scope.place.point, row) <= NEARBY_RADIUS_KM;
}

/**
 * One page of restaurants for a scope, sorted and filtered; the page is clamped to the last one.
 * `categoryId` narrows the listing to one food category.
 */
export async function listRestaurants(
  scope: ListingScope,
  filters: ListingQuery,
  pageSize: number,
  categoryId?: string,
): Promise<RestaurantPage> {
  const { place } = scope;
  let query = applyFilters(baseQuery(scope), place, filters);
  if (categoryId) {
    query = query.where("restaurants.id", "in", (eb) =>
      eb.selectFrom("restaurant_categories").select("restaurant_id").where("category_id", "=", categoryId),
    );
  }
  if (scope.kind === "near") {
    // Distance filtering needs every candidate; a 25 km box holds at most a few hundred restaurants.
    const rows = (await applySort(query, scope, filters).select(summaryColumns).execute()).filter(withinRadius(scope));
    const page = pageWindow(rows.length, filters.page, pageSize);
    const shown = rows.slice(page.offset, page.offset + pageSize);
    return { ...page, restaurants: await toSummaries(shown, place) };
  }
  const { count } = await query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  const page = pageWindow(Number(count), filters.page, pageSize);
  const rows =
    page.totalResults === 0
      ? []
      : await applySort(query, scope, filters).select(summaryColumns).limit(pageSize).offset(page.offset).execute();
  return { ...page, restaurants: await toSummaries(rows, place) };
}

/** The best-rated restaurants of a scope taking orders now first (the home page's top chains). */
export async function topRestaurants(scope: ListingScope, limit: number): Promise<RestaurantSummary[]> {
  const rows = await baseQuery(scope)
    .select(summaryColumns)
    .orderBy(deliversTo(scope.place.point), "desc")
    .orderBy(takingOrdersFirst(new Date()))
    .orderBy("restaurants.rating", "desc")
    .orderBy("restaurants.review_count", "desc")
    .limit(limit * 3)
    .execute();
  return toSummaries(rows.filter(withinRadius(scope)).slice(0, limit), scope.place);
}

export interface Category {
  id: string;
  name: string;
  slug: string;
  image: string;
}

/** Every category, named in `language`. */
export async function listCategories(language: Language): Promise<Category[]> {
  const rows = await db()
    .selectFrom("categories")
    .select(["id", "name", "name_hi", "slug", "image"])
    .orderBy("sort_order")
    .execute();
  return rows.map((row) => categoryIn(row, language));
}

/** A category by its address, named in `language`. */
export async function findCategory(slug: string, language: Language): Promise<Category | undefined> {
  const row = await db()
    .selectFrom("categories")
    .select(["id", "name", "name_hi", "slug", "image"])
    .where("slug", "=", slug.toLowerCase())
    .executeTakeFirst();
  return row && categoryIn(row, language);
}

function categoryIn({ name, name_hi, ...row }: Category & { name_hi: string | null }, language: Language): Category {
  return { ...row, name: nameIn(language, name, name_hi) };
}

export interface Dish {
  id: string;
  name: string;
  description: string;
  pricePaise: number;
  originalPricePaise: number;
  image: string;
  isVeg: boolean;
  isBestseller: boolean;
  menuCategory: string | null;
  promoDiscountPercent: number | null;
  available: boolean;
}

export interface Menu {
  restaurant: RestaurantSummary & {
    fssaiLicence: string;
    /** Its weekly opening hours, which the menu page lists day by day. */
    hours: OpeningRange[];
    /** Where its distance and delivery time are measured to. */
    deliveryPlace: DeliveryPlace;
  };
  dishes: Dish[];
}

/** A restaurant's menu, its estimate measured as its city's listing measures it for this customer. */
export async function findMenu(restaurantId: string, location: ChosenLocation): Promise<Menu | undefined> {
  const row = await db()
    .selectFrom("restaurants")
    .innerJoin("cities", "cities.id", "restaurants.city_id")
    .select([
      ...summaryColumns,
      "restaurants.fssai_licence",
      "cities.slug as city_slug",
      "cities.latitude as city_latitude",
      "cities.longitude as city_longitude",
    ])
    .where("restaurants.id", "=", restaurantId)
    .executeTakeFirst();
  if (!row) return undefined;
  const [products, hours] = await Promise.all([
    db().selectFrom("products").selectAll().where("restaurant_id", "=", restaurantId).orderBy("sort_order").execute(),
    hoursOfOne(restaurantId),
  ]);
  const place = deliveryPlaceIn(
    { name: row.city_name, slug: row.city_slug, latitude: row.city_latitude, longitude: row.city_longitude },
    location,
  );
  return {
    restaurant: {
      ...toSummary(row, hours, new Date(), place),
      deliveryPlace: place,
      fssaiLicence: row.fssai_licence,
      hours,
    },
    dishes: products.map(toDish),
  };
}

/** The one place a product row becomes a dish (menu, favourites, search, the console). */
export function toDish(row: Selectable<Products>): Dish {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    pricePaise: row.price_paise,
    originalPricePaise: row.original_price_paise,
    image: row.image,
    isVeg: row.is_veg === 1,
    isBestseller: row.is_bestseller === 1,
    menuCategory: row.menu_category,
    promoDiscountPercent: row.promo_discount_percent,
    available: row.available === 1,
  };
}

export async function countRestaurants(): Promise<number> {
  const { count } = await db()
    .selectFrom("restaurants")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** A restaurant listing: one page of the restaurants of a scope, and whether we serve there. */
export interface Listing {
  page: RestaurantPage;
  notServed: NotServed | null;
}

/**
 * A restaurant listing page (the restaurant listing and a category's): the restaurants of `scope` as
 * `query` filters, sorts and pages them, and whether we serve there.
 */
export async function listingPage(
  scope: ListingScope,
  query: ListingQuery,
  { pageSize, categoryId }: { pageSize: number; categoryId?: string },
): Promise<Listing> {
  const [page, notServed] = await Promise.all([
    listRestaurants(scope, query, pageSize, categoryId),
    notServedHere(scope),
  ]);
  return { page, notServed };
}
