import { describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import * as category from "~/routes/catalogue/category";
import * as home from "~/routes/catalogue/home";
import * as menu from "~/routes/catalogue/menu";
import * as restaurants from "~/routes/catalogue/restaurants";
import * as search from "~/routes/catalogue/search";
import * as unauthorized from "~/routes/unauthorized";
import { distanceKm } from "~/features/location/geo";
import { routeArgs, thrown } from "../support/route-args";

type Loaded<T extends (...args: never[]) => unknown> = Awaited<ReturnType<T>> extends { data: infer D } ? D : never;

async function load<L extends (args: never) => unknown>(
  loader: L,
  url: string,
  params: Record<string, string> = {},
  cookie?: string,
) {
  const result = (await loader((await routeArgs(url, params, { cookie })) as never)) as {
    data: Loaded<L>;
    init: { status?: number } | null;
  };
  return { data: result.data, status: result.init?.status ?? 200 };
}

describe("home loader", () => {
  it("lists categories, six restaurants of the default city and the cities we serve", async () => {
    const { data } = await load(home.loader, "/");
    expect(data.categories.length).toBeGreaterThanOrEqual(20);
    expect(data.page.restaurants).toHaveLength(6);
    expect(data.page.restaurants.every((r) => r.cityName === "Bangalore")).toBe(true);
    expect(data.cities).toHaveLength(15);
    expect(data.top.length).toBe(8);
    expect(data.restaurantCount).toBeGreaterThanOrEqual(1000);
  });

  it("says 'Please select a location.' when the hero search has no place", async () => {
    const { data, status } = await load(home.loader, "/?find=1&place=&q=biryani");
    expect(status).toBe(400);
    expect(data.heroError).toBe("Please select a location.");
  });

  it("sends a typed served city to its restaurants by name", async () => {
    const result = await thrown(async () => home.loader(await routeArgs("/?find=1&place=Mumbai&q=")));
    expect(result.status).toBe(302);
    expect(result.location).toBe("/restaurants?city=mumbai");
  });

  it("sends a locality and a dish to the search, scoped to the locality's city", async () => {
    const result = await thrown(async () => home.loader(await routeArgs("/?find=1&place=Koramangala&q=biryani")));
    expect(result.location).toBe("/search?q=biryani&city=bangalore");
  });

  it("uses coordinates for a place outside the cities we serve", async () => {
    const result = await thrown(async () => home.loader(await routeArgs("/?find=1&place=Shimla")));
    expect(result.location).toMatch(/^\/restaurants\?lat=31\.\d+&lng=77\.\d+$/);
  });

  it("explains an unknown place next to the field", async () => {
    const { data } = await load(home.loader, "/?find=1&place=qqqzzzxx");
    expect(data.heroError).toContain("We couldn't find");
  });

  it("speaks Hindi to a customer who chose it: the hero's errors and every card's hours", async () => {
    const { data } = await load(home.loader, "/?find=1&place=qqqzzzxx", {}, "lang=hi");
    expect(data.heroError).toBe("हमें “qqqzzzxx” नहीं मिला। किसी शहर या इलाके का नाम आज़माएँ।");
    for (const restaurant of [...data.top, ...data.page.restaurants]) {
      expect(restaurant.openingText).toMatch(/^(खुला · |बंद · |व्यस्त · |अभी बंद है$)/);
    }
  });
});

describe("restaurants loader", () => {
  it("lists a city's restaurants by popularity, twelve a page", async () => {
    const { data } = await load(restaurants.loader, "/restaurants?city=mumbai");
    expect(data.place).toBe("Mumbai");
    expect(data.page.restaurants).toHaveLength(12);
    const { count } = await db()
      .selectFrom("restaurants")
      .where("city_id", "=", "mumbai")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    expect(data.page.totalResults).toBe(Number(count));
  });

  it("sorts by rating and filters by rating, cost, delivery time and pure veg", async () => {
    const { data } = await load(
      restaurants.loader,
      "/restaurants?city=delhi&sort=rating&rating=4.0&price=200-400&quick=pureVeg",
    );
    const listed = data.page.restaurants.map((r) => ({
      delivers: !r.delivery.tooFar,
      isOpen: r.isOpen,
      rating: r.rating,
    }));
    const orderableFirstThenBestRated = [...listed].sort(
      (a, b) => Number(b.delivers) - Number(a.delivers) || Number(b.isOpen) - Number(a.isOpen) || b.rating - a.rating,
    );
    expect(listed).toEqual(orderableFirstThenBestRated);
    for (const r of data.page.restaurants) {
      expect(r.rating).toBeGreaterThanOrEqual(4.0);
      expect(r.costForTwoPaise).toBeGreaterThanOrEqual(20000);
      expect(r.costForTwoPaise).toBeLessThan(40000);
      expect(r.isVeg).toBe(true);
    }
    const fast = await load(restaurants.loader, "/restaurants?city=delhi&delivery=under30&sort=deliveryTime");
    expect(fast.data.page.restaurants.length).toBeGreaterThan(0);
    expect(fast.data.page.restaurants.every((r) => r.delivery.minutes < 30)).toBe(true);
  });

  it("ignores malformed parameters and clamps the page", async () => {
    const bad = await load(restaurants.loader, "/restaurants?city=pune&page=abc&sort=nonsense&lat=999&lng=abc");
    expect(bad.status).toBe(200);
    expect(bad.data.query.sort).toBe("relevance");
    expect(bad.data.page.currentPage).toBe(1);
    expect(bad.data.place).toBe("Pune");
    const past = await load(restaurants.loader, "/restaurants?city=pune&page=500");
    expect(past.data.page.currentPage).toBe(past.data.page.totalPages);
    expect(past.data.page.restaurants.length).toBeGreaterThan(0);
    const negative = await load(restaurants.loader, "/restaurants?city=pune&page=-1");
    expect(negative.data.page.currentPage).toBe(1);
  });

  it("lists the nearest restaurants, within 25 km, for coordinates outside a served city's name", async () => {
    const whitefield = { latitude: 12.9698, longitude: 77.75 };
    const { data } = await load(
      restaurants.loader,
      `/restaurants?lat=${whitefield.latitude}&lng=${whitefield.longitude}`,
    );
    expect(data.page.restaurants.length).toBeGreaterThan(0);
    const rows = await db()
      .selectFrom("restaurants")
      .select(["latitude", "longitude"])
      .where(
        "id",
        "in",
        data.page.restaurants.map((r) => r.id),
      )
      .execute();
    for (const row of rows) expect(distanceKm(whitefield, row)).toBeLessThanOrEqual(25);
  });

  it("finds nothing in the middle of the sea", async () => {
    const { data } = await load(restaurants.loader, "/restaurants?lat=10&lng=65");
    expect(data.page.totalResults).toBe(0);
    expect(data.page.restaurants).toEqual([]);
  });
});

describe("category loader", () => {
  it("lists fifty restaurants of the category a page", async () => {
    const { data } = await load(category.loader, "/categories/biryani?city=hyderabad", { slug: "biryani" });
    expect(data.category.name).toBe("Biryani");
    expect(data.page.restaurants.length).toBeLessThanOrEqual(50);
    expect(data.page.restaurants.length).toBeGreaterThan(0);
    const inCategory = await db()
      .selectFrom("restaurant_categories")
      .select("restaurant_id")
      .where("category_id", "=", data.category.id)
      .execute();
    const ids = new Set(inCategory.map((row) => row.restaurant_id));
    expect(data.page.restaurants.every((r) => ids.has(r.id))).toBe(true);
  });

  it("answers 404 for an unknown category", async () => {
    const result = await thrown(async () => category.loader(await routeArgs("/categories/nope", { slug: "nope" })));
    expect(result.status).toBe(404);
  });
});

describe("menu loader", () => {
  it("shows a restaurant's dishes grouped, and filters veg", async () => {
    const restaurant = await db()
      .selectFrom("restaurants")
      .select(["id", "slug"])
      .where("is_veg", "=", 0)
      .executeTakeFirstOrThrow();
    const all = await load(menu.loader, `/menu/${restaurant.slug}/${restaurant.id}`, restaurant);
    const dishes = all.data.groups.flatMap((g) => g.dishes);
    const stored = await db().selectFrom("products").select("id").where("restaurant_id", "=", restaurant.id).execute();
    expect(dishes).toHaveLength(stored.length);
    const veg = await load(menu.loader, `/menu/${restaurant.slug}/${restaurant.id}?filter=veg`, restaurant);
    expect(veg.data.groups.flatMap((g) => g.dishes).every((d) => d.isVeg)).toBe(true);
  });

  it("writes the restaurant's hours, estimate and deals in Hindi for a customer reading Hindi", async () => {
    const restaurant = await db().selectFrom("restaurants").select(["id", "slug"]).executeTakeFirstOrThrow();
    const { data } = await load(menu.loader, `/menu/${restaurant.slug}/${restaurant.id}`, restaurant, "lang=hi");
    expect(data.restaurant.weeklyHours.map((day) => day.day)).toEqual([
      "रविवार",
      "सोमवार",
      "मंगलवार",
      "बुधवार",
      "गुरुवार",
      "शुक्रवार",
      "शनिवार",
    ]);
    expect(data.restaurant.weeklyHours.every((day) => !/[a-z]/.test(day.hours))).toBe(true);
    expect(data.restaurant.openingText).toMatch(/^(खुला · |बंद · |व्यस्त · |अभी बंद है$)/);
    expect(data.deals).toContainEqual({ title: "SAVE20 से 20% की छूट", detail: "न्यूनतम ऑर्डर ₹25। इसे कार्ट पेज पर लगाएँ।" });
    const english = await load(menu.loader, `/menu/${restaurant.slug}/${restaurant.id}`, restaurant);
    expect(english.data.restaurant.weeklyHours[0]?.day).toBe("Sunday");
  });

  it("redirects a wrong slug to the canonical address and answers 404 for an unknown id", async () => {
    const restaurant = await db().selectFrom("restaurants").select(["id", "slug"]).executeTakeFirstOrThrow();
    const moved = await thrown(async () =>
      menu.loader(await routeArgs(`/menu/old-name/${restaurant.id}`, { slug: "old-name", id: restaurant.id })),
    );
    expect(moved.status).toBe(301);
    expect(moved.location).toBe(`/menu/${restaurant.slug}/${restaurant.id}`);
    const missing = await thrown(async () =>
      menu.loader(await routeArgs("/menu/x/does-not-exist", { slug: "x", id: "does-not-exist" })),
    );
    expect(missing.status).toBe(404);
  });
});

describe("search loader", () => {
  it("finds dishes typed the ways customers type them, and pages the results", async () => {
    for (const [typed, meant] of [
      ["biriyani", /biryani/i],
      ["panner", /paneer/i],
      ["chiken", /chicken/i],
    ] as const) {
      const { data } = await load(search.loader, `/search?q=${typed}&city=delhi`);
      expect(data.results.searchedFor, typed).not.toBeNull();
      expect(data.results.dishes.length, typed).toBeGreaterThan(0);
      expect(
        data.results.dishes.every((dish) => meant.test(dish.name)),
        typed,
      ).toBe(true);
    }
    const first = await load(search.loader, "/search?q=chicken&city=delhi");
    expect(first.data.results.dishes).toHaveLength(24);
    expect(first.data.results.hasMore).toBe(true);
    const second = await load(search.loader, "/search?q=chicken&city=delhi&page=2");
    expect(second.data.page).toBe(2);
    const firstIds = new Set(first.data.results.dishes.map((dish) => dish.id));
    expect(second.data.results.dishes.some((dish) => firstIds.has(dish.id))).toBe(false);
    expect(second.data.results.dishes.length).toBeGreaterThan(0);
  });

  // How fast it finds them is measured by `npm run bench:search`, not by a timed test.
  it("finds dishes and restaurants by prefix within the city", async () => {
    const { data } = await load(search.loader, "/search?q=panee&city=chennai");
    expect(data.results.dishes.length).toBeGreaterThan(0);
    expect(data.results.dishes.every((d) => /\bpanee/i.test(d.name))).toBe(true);
    expect(data.results.dishes.every((d) => d.restaurant.cityName === "Chennai")).toBe(true);
  });

  // Customer audit m19: results in Bangalore's city order, no nearer to Koramangala, each dish at its menu price.
  it("lists results from where the customer is nearest first, those that deliver there first, saying how far and whether open", async () => {
    const koramangala = { latitude: 12.9352, longitude: 77.6245 };
    const { data } = await load(
      search.loader,
      `/search?q=chicken&lat=${koramangala.latitude}&lng=${koramangala.longitude}`,
    );
    const { dishes, restaurants: found } = data.results;
    expect(dishes.length).toBeGreaterThan(5);
    for (const listed of [dishes.map((dish) => dish.restaurant), found]) {
      const reach = listed.map((r) => r.delivery.tooFar);
      expect(reach).toEqual([...reach].sort((a, b) => Number(a) - Number(b)));
      const near = listed.filter((r) => !r.delivery.tooFar).map((r) => r.delivery.km);
      expect(near).toEqual([...near].sort((a, b) => a - b));
    }
    expect(dishes[0]!.restaurant.delivery.km).toBeLessThan(dishes.at(-1)!.restaurant.delivery.km);
    for (const dish of dishes) {
      expect(dish.restaurant.estimate).toMatch(/^(\d+–\d+ mins|Too far to deliver) · [\d.]+ k?m$/);
      expect(dish.restaurant.openingText).toMatch(/^(Open now|Closed|Busy)/);
      expect(dish.orderable).toBe(dish.available && dish.restaurant.isOpen && !dish.restaurant.delivery.tooFar);
    }
    // Browsing another city, from its centre, the best matches come first as before.
    const elsewhere = await load(search.loader, "/search?q=chicken&city=delhi");
    const kms = elsewhere.data.results.dishes.map((dish) => dish.restaurant.delivery.km);
    expect(kms).not.toEqual([...kms].sort((a, b) => a - b));
  });

  it("finds restaurants by cuisine", async () => {
    const { data } = await load(search.loader, "/search?q=chinese&city=kochi");
    expect(data.results.restaurants.length).toBeGreaterThan(0);
    expect(
      data.results.restaurants.every((r) => r.cuisines.some((c) => /chinese/i.test(c)) || /chinese/i.test(r.name)),
    ).toBe(true);
  });

  it("returns nothing for an empty or symbol-only query", async () => {
    for (const q of ["", "%22%2A", "()"]) {
      const { data } = await load(search.loader, `/search?q=${q}`);
      expect(data.results).toMatchObject({ restaurants: [], dishes: [], hasMore: false });
    }
  });
});

describe("unauthorized loader", () => {
  it("answers 403 and keeps only a same-site return path", async () => {
    const { status, data } = await load(unauthorized.loader, "/unauthorized?from=//evil.example");
    expect(status).toBe(403);
    expect(data.from).toBe("/");
  });
});

describe("a place we do not deliver to", () => {
  it("says so and names the nearest city we deliver in, with its restaurants a link away", async () => {
    // Korba, Chhattisgarh: no served city within reach.
    const { data } = await load(restaurants.loader, "/restaurants?lat=22.3595&lng=82.7501");
    expect(data.page.totalResults).toBe(0);
    expect(data.notServed).toEqual({
      place: "the chosen spot",
      nearest: { name: expect.any(String), slug: expect.any(String), km: expect.any(Number) },
    });
    expect(data.notServed!.nearest.km).toBeGreaterThan(100);
    const served = await load(restaurants.loader, "/restaurants?city=pune");
    expect(served.data.notServed).toBeNull();
    const inHindi = await load(restaurants.loader, "/restaurants?lat=22.3595&lng=82.7501", {}, "lang=hi");
    expect(inHindi.data.notServed?.place).toBe("चुनी गई जगह");
    expect(inHindi.data.deliveryFrom).toBe("चुनी गई जगह");
  });
});
