import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db/database.server";
import { getCart } from "~/features/cart/cart-view.server";
import { addToCart } from "~/features/cart/cart-lines.server";
import { closedText } from "~/features/cart/cart-words";
import { fixedT } from "~/lib/i18n";
import { findMenu, listRestaurants, resolveScope } from "~/features/catalogue/catalogue.server";
import { wordSummary } from "~/features/catalogue/catalogue-words";
import { defaultLocation } from "~/features/location/location.server";
import { DEFAULT_LISTING_QUERY } from "~/features/catalogue/listing-query";
import { openingAt } from "~/features/catalogue/opening";
import { hoursOf, openingFields, takesOrdersSql } from "~/features/catalogue/opening.server";
import * as restaurantPage from "~/routes/admin/restaurant";
import { signedInAdmin } from "../support/accounts";
import { checkout, readyToOrder } from "../support/orders";
import { post, type Outcome } from "../support/post";
import { routeArgs } from "../support/route-args";
import { flashOf } from "../support/flash";
import { fillCartFrom, ist, lunchAndDinnerRestaurant } from "../support/hours";

const MONDAY_LUNCH = ist("2026-11-23T13:00");
const MONDAY_TEATIME = ist("2026-11-23T16:00");

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("opening hours", () => {
  it("decides 'takes orders now' the same in SQL as in the rule, for every restaurant at any hour", async () => {
    const someone = await db().selectFrom("restaurants").select("id").orderBy("id").executeTakeFirstOrThrow();
    await db()
      .updateTable("restaurants")
      .set({ paused_until: ist("2026-11-23T16:30").toISOString() })
      .where("id", "=", someone.id)
      .execute();
    const restaurants = await db().selectFrom("restaurants").select(["id", "is_active", "paused_until"]).execute();
    const hours = await hoursOf(restaurants.map((restaurant) => restaurant.id));
    const moments = ["2026-11-23T13:00", "2026-11-23T16:00", "2026-11-23T16:45", "2026-11-24T01:30"];
    for (const moment of [...moments, "2026-11-29T02:30", "2026-11-28T23:45", "2026-11-23T07:29"].map(ist)) {
      const inSql = await db().selectFrom("restaurants").select("id").where(takesOrdersSql(moment)).execute();
      const byRule = restaurants.filter((row) => openingAt(openingFields(row, hours.get(row.id) ?? []), moment).open);
      expect(inSql.map((row) => row.id).sort()).toEqual(byRule.map((row) => row.id).sort());
      expect(byRule.length).toBeGreaterThan(0);
      expect(byRule.length).toBeLessThan(restaurants.length);
    }
  });

  it("lists restaurants taking orders before closed ones, each saying when it closes or opens", async () => {
    vi.setSystemTime(MONDAY_TEATIME);
    const page = await listRestaurants(
      await resolveScope(new URLSearchParams("city=pune"), await defaultLocation()),
      DEFAULT_LISTING_QUERY,
      200,
    );
    // Among those that deliver to the centre of Pune (those too far come after them all).
    const open = page.restaurants
      .filter((restaurant) => !restaurant.delivery.tooFar)
      .map((restaurant) => restaurant.isOpen);
    expect(open.indexOf(false)).toBeGreaterThan(0);
    expect(open.slice(open.indexOf(false))).not.toContain(true);
    // Worded as the listing's loader words its cards.
    const texts = new Set(
      page.restaurants.map((restaurant) => wordSummary(restaurant, fixedT("en"), "en").openingText),
    );
    expect(texts).toContain("Closed · opens 7 pm");
    expect(texts).toContain("Open now · 24 hours");
    expect([...texts].some((text) => /^Open now · closes \d/.test(text))).toBe(true);
  });

  it("keeps a closed restaurant's cart, says why, refuses the order and new dishes, and orders once it opens", async () => {
    vi.setSystemTime(MONDAY_LUNCH);
    const customer = await readyToOrder();
    const restaurant = await lunchAndDinnerRestaurant();
    const dishes = await fillCartFrom(customer.userId, restaurant.id);
    expect((await findMenu(restaurant.id, await defaultLocation()))?.restaurant.opening).toEqual({
      open: true,
      closesAt: ist("2026-11-23T15:30"),
    });

    vi.setSystemTime(MONDAY_TEATIME);
    const cart = await getCart(customer.userId);
    expect(
      cart.restaurant?.closed && closedText(cart.restaurant.name, cart.restaurant.closed, fixedT("en"), "en"),
    ).toBe(`${restaurant.name} is not taking orders right now: Closed · opens 7 pm.`);
    // Customer audit M4: its dishes still count (the summary showed ₹0 and "Add ₹99 more"), and it offers
    // its evening slots.
    expect(cart.lines.map((line) => [line.quantity, line.unavailable])).toEqual([
      [2, null],
      [2, null],
    ]);
    expect(cart.price.subtotalPaise).toBeGreaterThan(0);
    expect(cart.price.subtotalPaise).toBe(cart.lines.reduce((sum, line) => sum + 2 * line.unitPricePaise, 0));
    expect(cart.slots.length).toBeGreaterThan(0);
    expect(cart.slots.every((slot) => Date.parse(slot.start) >= ist("2026-11-23T19:00").getTime())).toBe(true);
    const refused = await checkout(customer.jar, "key-closed");
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(
      `${restaurant.name} is not taking orders right now: Closed · opens 7 pm.`,
    );
    expect(await db().selectFrom("orders").select("id").where("user_id", "=", customer.userId).execute()).toEqual([]);
    const added = await addToCart(customer.userId, {
      productId: dishes[0]!.id,
      choices: [],
      quantity: 3,
    });
    expect(added).toMatchObject({ ok: false, code: "closed" });
    expect((await getCart(customer.userId)).lines.map((line) => line.quantity)).toEqual([2, 2]);

    vi.setSystemTime(ist("2026-11-23T19:05"));
    const placed = await checkout(customer.jar, "key-open-again");
    expect(placed.location).toMatch(/^\/profile\/orders\/[0-9a-f]+/);
    const order = await db()
      .selectFrom("orders")
      .select("restaurant_id")
      .where("user_id", "=", customer.userId)
      .executeTakeFirstOrThrow();
    expect(order.restaurant_id).toBe(restaurant.id);
  });
});

describe("scheduling while a restaurant is closed (customer audit M4)", () => {
  it("orders a closed restaurant's cart for a slot when it is open, and refuses only as soon as possible", async () => {
    vi.setSystemTime(MONDAY_TEATIME);
    const customer = await readyToOrder();
    const restaurant = await lunchAndDinnerRestaurant();
    vi.setSystemTime(MONDAY_LUNCH);
    await fillCartFrom(customer.userId, restaurant.id);
    vi.setSystemTime(MONDAY_TEATIME);
    const [dinner] = (await getCart(customer.userId)).slots;

    expect((await checkout(customer.jar, "asap-while-closed")).status).toBe(400);
    const placed = await checkout(customer.jar, "dinner-slot", { deliverAt: dinner!.start });

    expect(placed.location).toMatch(/^\/profile\/orders\/[0-9a-f]+/);
    const order = await db()
      .selectFrom("orders")
      .select(["status", "scheduled_for", "restaurant_id"])
      .where("user_id", "=", customer.userId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ status: "Confirmed", scheduled_for: dinner!.start, restaurant_id: restaurant.id });
  });
});

describe("the console's hours and busy spells", () => {
  async function consolePage(restaurantId: string, jar: Awaited<ReturnType<typeof signedInAdmin>>["jar"]) {
    return restaurantPage.loader(
      await routeArgs(`/admin/restaurants/${restaurantId}`, { id: restaurantId }, { cookie: jar.header() }),
    );
  }
  const act = (
    restaurantId: string,
    fields: Record<string, string>,
    jar: Awaited<ReturnType<typeof signedInAdmin>>["jar"],
  ) =>
    post(
      (args) => restaurantPage.action({ ...args, params: { id: restaurantId } }),
      `/admin/restaurants/${restaurantId}`,
      fields,
      jar,
    );
  const fieldErrorsOf = (outcome: Outcome) =>
    (outcome.body as { result: { error: Record<string, string[]> } }).result.error;
  const storedHours = (restaurantId: string) =>
    db()
      .selectFrom("restaurant_hours")
      .select(["weekday", "opens_minute", "closes_minute"])
      .where("restaurant_id", "=", restaurantId)
      .orderBy("weekday")
      .orderBy("opens_minute")
      .execute();

  it("saves a week of hours, refusing a wrong day next to its field with nothing saved, and audits it", async () => {
    vi.setSystemTime(MONDAY_LUNCH);
    const admin = await signedInAdmin();
    const restaurant = await lunchAndDinnerRestaurant("pune");
    const page = await consolePage(restaurant.id, admin.jar);
    expect(page.hoursFields[1]).toMatchObject({ label: "Monday", saved: "12:00-15:30, 19:00-23:30" });
    const before = await storedHours(restaurant.id);
    const week = {
      "hours.sunday": "12:00-15:30, 19:00-23:30",
      "hours.monday": "",
      "hours.tuesday": "noon till late",
      "hours.wednesday": "12:00-16:00, 15:00-18:00",
      "hours.thursday": "18:00-03:00",
      "hours.friday": "02:00-10:00",
      "hours.saturday": "Closed",
    };
    const bad = await act(restaurant.id, { intent: "hours", shown: page.shownHours, ...week }, admin.jar);
    expect(bad.status).toBe(400);
    expect(fieldErrorsOf(bad)).toEqual({
      "hours.tuesday": ["Write hours like 12:00-15:30, 19:00-23:30, or leave empty for closed."],
      "hours.wednesday": ["12:00-16:00 and 15:00-18:00 overlap."],
      "hours.thursday": ["These hours run into Friday's, which start at 02:00."],
    });
    expect(await storedHours(restaurant.id)).toEqual(before);

    const goodWeek = {
      ...week,
      "hours.tuesday": "11:00-23:00",
      "hours.wednesday": "00:00-24:00",
      "hours.friday": "04:00-10:00",
    };
    const good = await act(restaurant.id, { intent: "hours", shown: page.shownHours, ...goodWeek }, admin.jar);
    expect(good.location).toBe(`/admin/restaurants/${restaurant.id}#hours-title`);
    expect(await flashOf(good)).toBe("Opening hours saved.");
    expect(await storedHours(restaurant.id)).toEqual([
      { weekday: 0, opens_minute: 720, closes_minute: 930 },
      { weekday: 0, opens_minute: 1140, closes_minute: 1410 },
      { weekday: 2, opens_minute: 660, closes_minute: 1380 },
      { weekday: 3, opens_minute: 0, closes_minute: 1440 },
      { weekday: 4, opens_minute: 1080, closes_minute: 1620 },
      { weekday: 5, opens_minute: 240, closes_minute: 600 },
    ]);
    // Monday is now a day off.
    expect((await findMenu(restaurant.id, await defaultLocation()))?.restaurant.opening).toEqual({
      open: false,
      why: "hours",
      opensAt: ist("2026-11-24T11:00"),
    });
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "before", "after"])
      .where("target_id", "=", restaurant.id)
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe("restaurant.hours");
    expect(JSON.parse(audit.before)).toMatchObject({ Monday: "12:00-15:30, 19:00-23:30" });
    expect(JSON.parse(audit.after)).toMatchObject({ Monday: "closed", Thursday: "18:00-03:00" });

    const stale = await act(
      restaurant.id,
      { intent: "hours", shown: page.shownHours, ...goodWeek, "hours.tuesday": "" },
      admin.jar,
    );
    expect(stale.status).toBe(409);
    expect(fieldErrorsOf(stale)[""]?.[0]).toMatch(/^Another admin changed these hours/);
    expect(await storedHours(restaurant.id)).toHaveLength(6);
  });

  it("marks a restaurant busy for a while, so it takes no orders, and takes orders again", async () => {
    vi.setSystemTime(MONDAY_LUNCH);
    const admin = await signedInAdmin();
    const restaurant = await lunchAndDinnerRestaurant("pune");
    const busy = await act(restaurant.id, { intent: "pause", minutes: "30" }, admin.jar);
    expect(await flashOf(busy)).toBe("The restaurant is marked busy: it takes no orders until the time shown.");
    const row = await db()
      .selectFrom("restaurants")
      .select("paused_until")
      .where("id", "=", restaurant.id)
      .executeTakeFirstOrThrow();
    expect(row.paused_until).toBe(ist("2026-11-23T13:30").toISOString());
    expect((await findMenu(restaurant.id, await defaultLocation()))?.restaurant).toMatchObject({
      isOpen: false,
      opening: { open: false, why: "busy", opensAt: ist("2026-11-23T13:30") },
    });
    expect((await consolePage(restaurant.id, admin.jar)).restaurant.pausedUntil).toBe(row.paused_until);
    expect((await act(restaurant.id, { intent: "pause", minutes: "45" }, admin.jar)).status).toBe(400);

    vi.setSystemTime(ist("2026-11-23T13:31"));
    expect((await findMenu(restaurant.id, await defaultLocation()))?.restaurant.isOpen).toBe(true);
    vi.setSystemTime(ist("2026-11-23T13:10"));
    await act(restaurant.id, { intent: "resume" }, admin.jar);
    expect((await findMenu(restaurant.id, await defaultLocation()))?.restaurant.opening).toEqual({
      open: true,
      closesAt: ist("2026-11-23T15:30"),
    });
    const actions = await db()
      .selectFrom("audit_log")
      .select("action")
      .where("target_id", "=", restaurant.id)
      .orderBy("created_at")
      .execute();
    expect(actions.map((entry) => entry.action)).toEqual(["restaurant.pause", "restaurant.resume"]);
  });
});
