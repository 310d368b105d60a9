import { type ExpressionBuilder, type Selectable, type SelectQueryBuilder } from "kysely";
import { offerText, readOffer } from "~/features/pricing/restaurant-offers";
import { db } from "~/db/database.server";
import type { Products, Restaurants, DB as Tables } from "~/db/database-types";
import { servedCityAt } from "~/features/location/gazetteer.server";
import type { ChosenLocation } from "~/features/location/location";
import { boundingBox, distanceKm, parseCoordinates, type Coordinates } from "~/features/location/geo";
import {
  DELIVERY_FILTERS,
  OFFER_FILTERS,
  PRICE_FILTERS,
  RATING_FILTERS,
  TOP_RATED_MIN,
  pageWindow,
  type ListingQuery,
} from "./listing-query";
import { deliveryEstimate, type DeliveryEstimate } from "./delivery-estimate";
import { deliversTo, kmTo, minutesTo } from "./delivery-estimate.server";
import { dayHoursText, openingAt, openingText, WEEKDAYS, weekdayName, type OpeningRange } from "./opening";
import { hoursOf, hoursOfOne, openingFields, takingOrdersFirst } from "./opening.server";
import { scopeParamsOf } from "./scope-params";
import { DEFAULT_LANGUAGE, fixedT, type Language } from "~/lib/i18n";
import { requestLanguage } from "~/lib/language.server";
import { parseSearch } from "~/lib/search-params.server";
import { listingQuerySchema } from "./catalogue-query.server";

/** Restaurants farther than this from a point outside the cities we serve are not listed. */
export const NEARBY_RADIUS_KM = 25;

export interface City {
  id: string;
  name: string;
  slug: string;
  latitude: number;
  longitude: number;
}

/** Where the food would go, for the distance and delivery time a listing shows: a point and its name. */
export interface DeliveryPlace {
  point: Coordinates;
  label: string;
}

/**
 * Where a listing looks: a city we serve by name (its estimates from `place`), or the neighbourhood of a
 * point (its estimates from that point).
 */
export type ListingScope =
  { kind: "city"; city: City; place: DeliveryPlace } | { kind: "near"; point: Coordinates; label: string };

export interface RestaurantSummary {
  id: string;
  name: string;
  slug: string;
  image: string;
  cuisines: string[];
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
  /** Takes orders at the time the page is read (openingAt). */
  isOpen: boolean;
  /** "Open now · closes 11:30 pm", "Closed · opens 7 pm". */
  openingText: string;
  street: string;
  locality: string;
  cityName: string;
  offerText: string | null;
}

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
 * customer's chosen location. Places without a name of their own are named in `language`.
 */
export async function resolveScope(
  params: URLSearchParams,
  location: ChosenLocation,
  language: Language = DEFAULT_LANGUAGE,
): Promise<ListingScope> {
  const cityParam = params.get("city");
  const fromUrl = cityParam ? await findCity(cityParam) : undefined;
  if (fromUrl) return { kind: "city", city: fromUrl, place: deliveryPlaceIn(fromUrl, location, language) };
  const point = parseCoordinates(params.get("lat"), params.get("lng"));
  if (point) return { kind: "near", point, label: fixedT(language)("the chosen spot") };
  const chosen = location.city ? await findCity(location.city) : undefined;
  if (chosen) return { kind: "city", city: chosen, place: deliveryPlaceIn(chosen, location, language) };
  return { kind: "near", point: location, label: location.name };
}

/** The customer's location when it is in the city, else the city's centre (browsing another city). */
function deliveryPlaceIn(city: Omit<City, "id">, location: ChosenLocation, language: Language): DeliveryPlace {
  return location.city === city.slug
    ? deliveryPlaceAt(location)
    : { point: city, label: fixedT(language)("the centre of {city}", { city: city.name }) };
}

/** Where a listing's distances and delivery times are measured to. */
export function deliveryPlaceOf(scope: ListingScope): DeliveryPlace {
  return scope.kind === "city" ? scope.place : { point: scope.point, label: scope.label };
}

/** Where the customer is, for estimates outside listings (favourites). */
export function deliveryPlaceAt(location: ChosenLocation): DeliveryPlace {
  return { point: location, label: location.name };
}

/** A chosen place outside every served city: its name and the nearest city we deliver in. */
export interface NotServed {
  place: string;
  nearest: { name: string; slug: string; km: number };
}

export async function notServedHere(scope: ListingScope): Promise<NotServed | null> {
  if (scope.kind === "city" || (await servedCityAt(db(), scope.point))) return null;
  const [nearest] = (await listCities())
    .map((city) => ({ name: city.name, slug: city.slug, km: Math.round(distanceKm(scope.point, city)) }))
    .sort((a, b) => a.km - b.km);
  return nearest ? { place: scope.label, nearest } : null;
}

export function scopeName(scope: ListingScope): string {
  return scope.kind === "city" ? scope.city.name : scope.label;
}

function baseQuery(scope: ListingScope): RestaurantQuery {
  const query = db().selectFrom("restaurants").innerJoin("cities", "cities.id", "restaurants.city_id");
  if (scope.kind === "city") return query.where("restaurants.city_id", "=", scope.city.id);
  const box = boundingBox(scope.point, NEARBY_RADIUS_KM);
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
  const { point } = deliveryPlaceOf(scope);
  return sortBy(query.orderBy(deliversTo(point), "desc").orderBy(takingOrdersFirst(new Date())), scope, filters);
}

function sortBy(query: RestaurantQuery, scope: ListingScope, filters: ListingQuery): RestaurantQuery {
  const { point } = deliveryPlaceOf(scope);
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
        ? query.orderBy(kmTo(scope.point)).orderBy("restaurants.id")
        : query.orderBy("restaurants.popularity", "desc").orderBy("restaurants.id");
  }
}

const summaryColumns = [
  "restaurants.id",
  "restaurants.name",
  "restaurants.slug",
  "restaurants.image",
  "restaurants.cuisines",
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
type SummaryRow = Pick<Selectable<Restaurants>, RestaurantColumn<(typeof summaryColumns)[number]>> & {
  city_name: string;
};

/**
 * The one place a restaurant row becomes a summary, with its hours as of `now` and its estimate to `place`,
 * its texts in `language`.
 */
function toSummary(
  row: SummaryRow,
  hours: readonly OpeningRange[],
  now: Date,
  place: DeliveryPlace,
  language: Language,
): RestaurantSummary {
  const t = fixedT(language);
  const offer = readOffer(row);
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
    rating: row.rating,
    reviewCount: row.review_count,
    minOrderPaise: row.min_order_paise,
    costForTwoPaise: row.cost_for_two_paise,
    delivery,
    isVeg: row.is_veg === 1,
    isOpen: opening.open,
    openingText: openingText(opening, now, t, language),
    street: row.street,
    locality: row.locality,
    cityName: row.city_name,
    offerText: offer && offerText(offer, t),
  };
}

/**
 * Restaurant rows as summaries, as of now, with their estimates to `place` (listings, favourites, search),
 * their texts in `language`.
 */
export async function toSummaries(
  rows: readonly SummaryRow[],
  place: DeliveryPlace,
  language: Language = DEFAULT_LANGUAGE,
): Promise<RestaurantSummary[]> {
  const now = new Date();
  const hours = await hoursOf(rows.map((row) => row.id));
  return rows.map((row) => toSummary(row, hours.get(row.id) ?? [], now, place, language));
}

/** Ids of the restaurants within NEARBY_RADIUS_KM of a point. */
export async function nearbyRestaurantIds(point: Coordinates): Promise<string[]> {
  const rows = await baseQuery({ kind: "near", point, label: "" })
    .select(["restaurants.id", "restaurants.latitude", "restaurants.longitude"])
    .execute();
  return rows.filter((row) => distanceKm(point, row) <= NEARBY_RADIUS_KM).map((row) => row.id);
}

/** Keeps only restaurants truly within the radius (the SQL box is a square prefilter). */
function withinRadius(scope: ListingScope) {
  return (row: SummaryRow) => scope.kind === "city" || distanceKm(scope.point, row) <= NEARBY_RADIUS_KM;
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
  language: Language = DEFAULT_LANGUAGE,
): Promise<RestaurantPage> {
  const place = deliveryPlaceOf(scope);
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
    return { ...page, restaurants: await toSummaries(shown, place, language) };
  }
  const { count } = await query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  const page = pageWindow(Number(count), filters.page, pageSize);
  const rows =
    page.totalResults === 0
      ? []
      : await applySort(query, scope, filters).select(summaryColumns).limit(pageSize).offset(page.offset).execute();
  return { ...page, restaurants: await toSummaries(rows, place, language) };
}

/** The best-rated restaurants of a scope taking orders now first (the home page's top chains). */
export async function topRestaurants(
  scope: ListingScope,
  limit: number,
  language: Language = DEFAULT_LANGUAGE,
): Promise<RestaurantSummary[]> {
  const rows = await baseQuery(scope)
    .select(summaryColumns)
    .orderBy(deliversTo(deliveryPlaceOf(scope).point), "desc")
    .orderBy(takingOrdersFirst(new Date()))
    .orderBy("restaurants.rating", "desc")
    .orderBy("restaurants.review_count", "desc")
    .limit(limit * 3)
    .execute();
  return toSummaries(rows.filter(withinRadius(scope)).slice(0, limit), deliveryPlaceOf(scope), language);
}

export interface Category {
  id: string;
  name: string;
  slug: string;
  image: string;
}

export async function listCategories(): Promise<Category[]> {
  return db().selectFrom("categories").select(["id", "name", "slug", "image"]).orderBy("sort_order").execute();
}

export async function findCategory(slug: string): Promise<Category | undefined> {
  return db()
    .selectFrom("categories")
    .select(["id", "name", "slug", "image"])
    .where("slug", "=", slug.toLowerCase())
    .executeTakeFirst();
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
    weeklyHours: { day: string; hours: string }[];
    /** Where its distance and delivery time are measured to. */
    deliveryPlace: string;
  };
  dishes: Dish[];
}

/** A restaurant's menu, its estimate measured as its city's listing measures it for this customer. */
export async function findMenu(
  restaurantId: string,
  location: ChosenLocation,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Menu | undefined> {
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
    language,
  );
  const t = fixedT(language);
  return {
    restaurant: {
      ...toSummary(row, hours, new Date(), place, language),
      deliveryPlace: place.label,
      fssaiLicence: row.fssai_licence,
      weeklyHours: WEEKDAYS.map((_, weekday) => ({
        day: weekdayName(weekday, language),
        hours: dayHoursText(hours, weekday, t, language),
      })),
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

/**
 * A restaurant listing page as the customer asked for it in the address (filters, sort, page, place)
 * or, without a place in the address, where they chose to be: the restaurant listing and a category's.
 */
export async function listingPage(request: Request, location: ChosenLocation, pageSize: number, categoryId?: string) {
  const search = new URL(request.url).searchParams;
  const language = requestLanguage(request);
  const query = parseSearch(search, listingQuerySchema);
  const scope = await resolveScope(search, location, language);
  const [page, notServed] = await Promise.all([
    listRestaurants(scope, query, pageSize, categoryId, language),
    notServedHere(scope),
  ]);
  return {
    query,
    page,
    place: scopeName(scope),
    deliveryFrom: deliveryPlaceOf(scope).label,
    scopeParams: scopeParamsOf(search),
    notServed,
  };
}
