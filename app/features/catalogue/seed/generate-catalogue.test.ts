import { describe, expect, it } from "vitest";
import { CATEGORIES_IN_EVERY_CITY } from "./catalogue-data";
import { slugify } from "../slug";
import { readOffer } from "~/features/pricing/restaurant-offers";
import { generateCatalogue } from "./generate-catalogue";

// Generated once: every test reads the same default-seed catalogue.
const catalogue = generateCatalogue();
const productsByRestaurant = groupByRestaurant(catalogue.products);
const categorySlugById = new Map(catalogue.categories.map((category) => [category.id, category.slug]));

describe("generateCatalogue", () => {
  it("names every category, cuisine, option group and option in Hindi too (customer audit m17)", () => {
    const latin = (names: (string | null)[]) => names.filter((name) => name === null || /[A-Za-z]/.test(name));
    expect(latin(catalogue.categories.map((row) => row.name_hi))).toEqual([]);
    expect(latin(catalogue.optionGroups.map((row) => row.name_hi))).toEqual([]);
    expect(latin(catalogue.options.map((row) => row.name_hi))).toEqual([]);
    const cuisines = catalogue.restaurants.map((row) => [JSON.parse(row.cuisines), JSON.parse(row.cuisines_hi!)]);
    expect(cuisines.filter(([english, hindi]) => english.length !== hindi.length)).toEqual([]);
    expect(latin(cuisines.flatMap(([, hindi]) => hindi))).toEqual([]);
  });

  // Compared as text: a deep comparison of thousands of rows took 7 s of a loaded machine's 5 s limit.
  it("is deterministic for a seed and varies between seeds", { timeout: 30_000 }, () => {
    const expected = JSON.stringify(catalogue);
    expect(JSON.stringify(generateCatalogue()) === expected).toBe(true);
    expect(JSON.stringify(generateCatalogue(20261122)) === expected).toBe(true);
    expect(generateCatalogue(7).restaurants[0]).not.toEqual(catalogue.restaurants[0]);
  });

  it("produces the expected volume of data", () => {
    expect(catalogue.cities).toHaveLength(15);
    expect(catalogue.categories.length).toBeGreaterThanOrEqual(20);
    expect(catalogue.restaurants.length).toBeGreaterThanOrEqual(1000);
    for (const restaurant of catalogue.restaurants) {
      const menu = productsByRestaurant.get(restaurant.id) ?? [];
      expect(menu.length, restaurant.name).toBeGreaterThanOrEqual(12);
      expect(menu.length, restaurant.name).toBeLessThanOrEqual(40);
      expect(new Set(menu.map((product) => product.name)).size, restaurant.name).toBe(menu.length);
    }
  });

  it("keeps money in whole rupees within the allowed ranges", () => {
    const badlyPriced = catalogue.products.filter(
      (product) =>
        product.price_paise % 100 !== 0 ||
        product.price_paise < 49_00 ||
        product.price_paise > 899_00 ||
        product.original_price_paise % 100 !== 0 ||
        product.original_price_paise < product.price_paise,
    );
    expect(badlyPriced).toEqual([]);
    for (const restaurant of catalogue.restaurants) {
      expect([0, 49, 99, 149, 199, 249, 299].map((rupees) => rupees * 100)).toContain(restaurant.min_order_paise);
      expect(restaurant.cost_for_two_paise).toBeGreaterThanOrEqual(150_00);
      expect(restaurant.cost_for_two_paise).toBeLessThanOrEqual(1500_00);
    }
  });

  it("serves only veg dishes in veg restaurants", () => {
    const vegRestaurants = catalogue.restaurants.filter((restaurant) => restaurant.is_veg === 1);
    expect(vegRestaurants.length).toBeGreaterThan(0);
    for (const restaurant of vegRestaurants) {
      for (const product of productsByRestaurant.get(restaurant.id) ?? []) {
        expect(product.is_veg, `${restaurant.name}: ${product.name}`).toBe(1);
      }
    }
  });

  it("places every restaurant in a known city, near one of its localities", () => {
    const cities = new Map(catalogue.cities.map((city) => [city.id, city]));
    for (const restaurant of catalogue.restaurants) {
      const city = cities.get(restaurant.city_id);
      expect(city, restaurant.city_id).toBeDefined();
      const localities: { name: string; latitude: number; longitude: number }[] = JSON.parse(city?.localities ?? "[]");
      const locality = localities.find((candidate) => candidate.name === restaurant.locality);
      expect(locality, restaurant.locality).toBeDefined();
      // 1.5 km is about 0.0135° of latitude; allow for longitude degrees being shorter.
      expect(Math.abs(restaurant.latitude - (locality?.latitude ?? 0))).toBeLessThan(0.02);
      expect(Math.abs(restaurant.longitude - (locality?.longitude ?? 0))).toBeLessThan(0.02);
    }
  });

  it("lists every category under at least 40 restaurants", () => {
    const counts = new Map<string, number>();
    for (const link of catalogue.restaurantCategories) {
      counts.set(link.category_id, (counts.get(link.category_id) ?? 0) + 1);
    }
    for (const category of catalogue.categories) {
      expect(counts.get(category.id) ?? 0, category.slug).toBeGreaterThanOrEqual(40);
    }
  });

  it("offers the headline categories in every city through an active restaurant", () => {
    const restaurantsById = new Map(catalogue.restaurants.map((restaurant) => [restaurant.id, restaurant]));
    const offered = new Set<string>();
    for (const link of catalogue.restaurantCategories) {
      const restaurant = restaurantsById.get(link.restaurant_id);
      if (restaurant?.is_active === 1) offered.add(`${restaurant.city_id}/${categorySlugById.get(link.category_id)}`);
    }
    for (const city of catalogue.cities) {
      for (const slug of CATEGORIES_IN_EVERY_CITY)
        expect(offered, `${city.slug}/${slug}`).toContain(`${city.slug}/${slug}`);
    }
  });

  it("links each restaurant to 1–4 known categories", () => {
    const linksByRestaurant = groupByRestaurant(catalogue.restaurantCategories);
    for (const restaurant of catalogue.restaurants) {
      const links = linksByRestaurant.get(restaurant.id) ?? [];
      expect(links.length).toBeGreaterThanOrEqual(1);
      expect(links.length).toBeLessThanOrEqual(4);
      for (const link of links) expect(categorySlugById.has(link.category_id)).toBe(true);
    }
  });

  it("gives every row a unique 24-hex-character id", () => {
    const ids = [...catalogue.categories, ...catalogue.restaurants, ...catalogue.products].map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !/^[0-9a-f]{24}$/.test(id))).toEqual([]);
  });

  it("derives slugs from names and keeps them unique within a city", () => {
    for (const restaurant of catalogue.restaurants) {
      expect(restaurant.slug).toBe(slugify(restaurant.name));
      expect(restaurant.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    const citySlugs = catalogue.restaurants.map((restaurant) => `${restaurant.city_id}/${restaurant.slug}`);
    expect(new Set(citySlugs).size).toBe(citySlugs.length);
  });

  it("stores well-formed restaurant fields", () => {
    for (const restaurant of catalogue.restaurants) {
      const cuisines: unknown = JSON.parse(restaurant.cuisines);
      expect(Array.isArray(cuisines) && cuisines.length >= 2 && cuisines.length <= 6, restaurant.cuisines).toBe(true);
      expect(restaurant.rating).toBeGreaterThanOrEqual(3);
      expect(restaurant.rating).toBeLessThanOrEqual(4.9);
      expect(restaurant.review_count).toBeGreaterThanOrEqual(20);
      expect(restaurant.review_count).toBeLessThanOrEqual(25_000);
      expect(restaurant.prep_minutes).toBeGreaterThanOrEqual(5);
      expect(restaurant.prep_minutes).toBeLessThanOrEqual(55);
      expect(restaurant.prep_minutes === 5 || restaurant.prep_minutes >= 10).toBe(true);
      expect(restaurant.fssai_licence).toMatch(/^\d{14}$/);
      expect([null, "discount", "free_delivery", "bogo"]).toContain(restaurant.offer_type);
      expect(readOffer(restaurant) === null).toBe(restaurant.offer_type === null);
    }
    const quickInEveryCity = catalogue.cities.every((city) =>
      catalogue.restaurants.some(
        (restaurant) => restaurant.city_id === city.id && restaurant.is_active === 1 && restaurant.prep_minutes === 5,
      ),
    );
    expect(quickInEveryCity).toBe(true);
  });
});

/** Map.groupBy needs Node 21+; the project supports Node 20. */
function groupByRestaurant<T extends { restaurant_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.restaurant_id);
    if (group) group.push(row);
    else groups.set(row.restaurant_id, [row]);
  }
  return groups;
}
