import { describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import * as replyAuthorName from "~/db/migrations/0026_reply_author_name";
import { todaysDashboard } from "~/features/admin/dashboard.server";
import { getCart } from "~/features/cart/cart-view.server";
import { addToCart } from "~/features/cart/cart-lines.server";
import { lineProblemText } from "~/features/cart/cart-words";
import { fixedT } from "~/lib/i18n";
import { findMenu, resolveScope } from "~/features/catalogue/catalogue.server";
import { defaultLocation } from "~/features/location/location.server";
import { saveLead } from "~/features/leads/leads.server";
import { findOrder } from "~/features/orders/orders.server";
import { searchCatalogue } from "~/features/search/search.server";
import { createTicket, listTickets } from "~/features/support/tickets.server";
import * as auditPage from "~/routes/admin/audit";
import * as dashboardPage from "~/routes/admin/dashboard";
import * as leadsPage from "~/routes/admin/leads";
import * as boardEvents from "~/routes/admin/order-events";
import * as customerEvents from "~/routes/profile/order-events";
import * as boardPage from "~/routes/admin/orders";
import * as restaurantPage from "~/routes/admin/restaurant";
import * as restaurantsPage from "~/routes/admin/restaurants";
import * as ticketsPage from "~/routes/admin/tickets";
import * as userPage from "~/routes/admin/user";
import * as usersPage from "~/routes/admin/users";
import { signedInAdmin, signedInCustomer } from "../support/accounts";
import type { CookieJar } from "../../scripts/support/cookies";
import { checkout, payOnline, readyToOrder } from "../support/orders";
import { post, type Outcome } from "../support/post";
import { routeArgs, thrown, type RouteArgs } from "../support/route-args";
import { flashOf } from "../support/flash";
import { aroundTheClockIds, dishesWithOptions } from "../../scripts/support/restaurants";

/** Posts a form to an admin page's action, with the page's route params. */
function act<Params extends Record<string, string>>(
  module: { action: (args: RouteArgs<Params>) => Promise<unknown> },
  path: string,
  params: Params,
  fields: Record<string, string>,
  jar: CookieJar,
): Promise<Outcome> {
  return post((args) => module.action({ ...args, params }), path, fields, jar);
}

async function placedOrder() {
  const customer = await readyToOrder();
  const placed = await checkout(customer.jar, `key-${Math.random()}`);
  const orderId = /orders\/([0-9a-f]+)/.exec(placed.location!)![1]!;
  return { ...customer, orderId };
}

const auditFor = (targetId: string) =>
  db()
    .selectFrom("audit_log")
    .select(["actor_email", "action", "summary", "before", "after"])
    .where("target_id", "=", targetId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();

/** Why the cart's first line cannot be ordered, in English. */
const unavailable = (cart: Awaited<ReturnType<typeof getCart>>) =>
  cart.lines[0]?.unavailable ? lineProblemText(cart.lines[0].unavailable, fixedT("en")) : null;
const errorOf = (outcome: Outcome) => {
  const body = outcome.body as { error?: string | null; result?: { error: Record<string, string[]> } };
  return body.error ?? body.result?.error[""]?.[0] ?? null;
};
const fieldErrorsOf = (outcome: Outcome) =>
  (outcome.body as { result: { error: Record<string, string[]> } }).result.error;

describe("the operations console's guard", () => {
  const pages = [
    ["/admin", dashboardPage],
    ["/admin/orders", boardPage],
    ["/admin/restaurants", restaurantsPage],
    ["/admin/tickets", ticketsPage],
    ["/admin/leads", leadsPage],
    ["/admin/users", usersPage],
    ["/admin/audit", auditPage],
  ] as const;

  it("turns guests and customers away from every page and every action, and changes nothing", async () => {
    const customer = await signedInCustomer();
    for (const [path, page] of pages) {
      expect((await thrown(async () => page.loader(await routeArgs(path)))).location).toBe(
        `/login?redirectTo=${encodeURIComponent(path)}`,
      );
      expect(
        (await thrown(async () => page.loader(await routeArgs(path, {}, { cookie: customer.jar.header() })))).location,
      ).toBe("/unauthorized");
    }
    const { orderId } = await placedOrder();
    const fields = { intent: "advance", orderId, from: "Confirmed", role: "admin" };
    const refused = [
      await act(boardPage, "/admin/orders", {}, fields, customer.jar),
      await act(restaurantPage, "/admin/restaurants/x", { id: "x" }, fields, customer.jar),
      await act(ticketsPage, "/admin/tickets", {}, fields, customer.jar),
      await act(leadsPage, "/admin/leads", {}, fields, customer.jar),
      await act(userPage, `/admin/users/${customer.userId}`, { id: customer.userId }, fields, customer.jar),
    ];
    expect(refused.map((outcome) => outcome.location)).toEqual(Array(5).fill("/unauthorized"));
    expect(
      (await db().selectFrom("orders").select("status").where("id", "=", orderId).executeTakeFirstOrThrow()).status,
    ).toBe("Confirmed");
    expect(
      (await db().selectFrom("users").select("role").where("id", "=", customer.userId).executeTakeFirstOrThrow()).role,
    ).toBe("customer");
    expect(await db().selectFrom("audit_log").selectAll().execute()).toEqual([]);
  });
});

describe("the orders board", () => {
  it("lists active orders oldest first with what the kitchen and rider need", async () => {
    const first = await placedOrder();
    const second = await placedOrder();
    const admin = await signedInAdmin();
    const page = (await boardPage.loader(
      await routeArgs("/admin/orders", {}, { cookie: admin.jar.header() }),
    )) as Awaited<ReturnType<typeof boardPage.loader>>;
    const ids = page.orders.map((order) => order.id);
    expect(ids.indexOf(first.orderId)).toBeLessThan(ids.indexOf(second.orderId));
    expect(page.orders.find((order) => order.id === first.orderId)).toMatchObject({
      status: "Confirmed",
      paymentMethod: "COD",
      paymentStatus: "Pending (cash on delivery)",
      cityName: expect.any(String),
      address: expect.stringContaining("8, Park Street"),
      items: [expect.objectContaining({ quantity: 2 }), expect.objectContaining({ quantity: 2 })],
    });
    const restaurantId = page.orders[0]!.restaurantId;
    const filtered = (await boardPage.loader(
      await routeArgs(`/admin/orders?restaurant=${restaurantId}&status=Preparing`, {}, { cookie: admin.jar.header() }),
    )) as typeof page;
    expect(filtered.orders).toEqual([]);
    expect(filtered.filters).toEqual({ cityId: null, restaurantId, status: "Preparing" });
  });

  it("moves an order through every status, needs a driver to send it out, and the customer sees each step", async () => {
    const { userId, orderId } = await placedOrder();
    const admin = await signedInAdmin();
    const advance = (from: string, extra: Record<string, string> = {}) =>
      act(boardPage, "/admin/orders?city=", {}, { intent: "advance", orderId, from, ...extra }, admin.jar);

    const started = await advance("Confirmed");
    expect(started.location).toBe(`/admin/orders?city=#order-${orderId}`);
    expect(await flashOf(started)).toBe("Order status updated.");
    expect((await findOrder(userId, orderId))?.status).toBe("Preparing");

    const noDriver = await advance("Preparing", { driverName: "", driverPhone: "12345" });
    expect(noDriver.status).toBe(400);
    expect(fieldErrorsOf(noDriver)).toEqual({
      driverName: ["Enter the driver's name."],
      driverPhone: ["Enter the driver's 10-digit mobile number."],
    });
    expect((await findOrder(userId, orderId))?.status).toBe("Preparing");

    await advance("Preparing", { driverName: "Ravi Kumar", driverPhone: "98450 11223" });
    expect(await findOrder(userId, orderId)).toMatchObject({
      status: "Out for Delivery",
      driver: { name: "Ravi Kumar", phone: "+91 98450 11223" },
    });
    await advance("Out for Delivery");
    expect(await findOrder(userId, orderId)).toMatchObject({
      status: "Delivered",
      paymentStatus: "Paid (cash on delivery)",
    });
    expect(
      (await db().selectFrom("orders").select("delivered_at").where("id", "=", orderId).executeTakeFirstOrThrow())
        .delivered_at,
    ).toBeTruthy();

    const beyond = await advance("Delivered");
    expect(beyond.status).toBe(409);
    expect(errorOf(beyond)).toMatch(/^Order #[0-9A-F]{8} is Delivered and cannot move on\.$/);
    const late = await act(boardPage, "/admin/orders", {}, { intent: "cancel", orderId, from: "Delivered" }, admin.jar);
    expect(errorOf(late)).toBe("This order is delivered and can no longer be cancelled.");

    const audit = await auditFor(orderId);
    expect(
      audit.map((entry) => [
        entry.actor_email,
        entry.action,
        JSON.parse(entry.before).status,
        JSON.parse(entry.after).status,
      ]),
    ).toEqual([
      [admin.email, "order.advance", "Confirmed", "Preparing"],
      [admin.email, "order.advance", "Preparing", "Out for Delivery"],
      [admin.email, "order.advance", "Out for Delivery", "Delivered"],
    ]);
    expect(JSON.parse(audit[1]!.after)).toMatchObject({ driverName: "Ravi Kumar", driverPhone: "+91 98450 11223" });
  });

  it("refuses a stale form, a second admin acting on the same order, and a forged id, changing nothing", async () => {
    const { userId, orderId } = await placedOrder();
    const one = await signedInAdmin();
    const two = await signedInAdmin();
    const both = await Promise.all(
      [one, two].map((admin) =>
        act(boardPage, "/admin/orders", {}, { intent: "advance", orderId, from: "Confirmed" }, admin.jar),
      ),
    );
    expect(both.map((outcome) => outcome.status).sort()).toEqual([303, 409]);
    expect(errorOf(both.find((outcome) => outcome.status === 409)!)).toMatch(
      /^Order #[0-9A-F]{8} is now Preparing; nothing was changed\.$/,
    );
    expect((await findOrder(userId, orderId))?.status).toBe("Preparing");

    const staleCancel = await act(
      boardPage,
      "/admin/orders",
      {},
      { intent: "cancel", orderId, from: "Confirmed", reason: "Kitchen closed" },
      one.jar,
    );
    expect(staleCancel.status).toBe(409);
    expect((await findOrder(userId, orderId))?.status).toBe("Preparing");

    const forged = await act(
      boardPage,
      "/admin/orders",
      {},
      { intent: "advance", orderId: "0123456789abcdef01234567", from: "Confirmed" },
      one.jar,
    );
    expect(errorOf(forged)).toBe("That order was not found.");
    const junk = await act(boardPage, "/admin/orders", {}, { intent: "explode", orderId: "<script>" }, one.jar);
    expect(junk.status).toBe(400);
    const forgedDriver = await act(
      boardPage,
      "/admin/orders",
      {},
      { intent: "advance", orderId, from: "Preparing", driverName: "x", driverPhone: "zz" },
      one.jar,
    );
    expect(fieldErrorsOf(forgedDriver)).toEqual({ driverPhone: ["Enter the driver's 10-digit mobile number."] });
    const strayDriver = await act(
      boardPage,
      "/admin/orders",
      {},
      { intent: "advance", orderId, from: "Confirmed", driverName: "x", driverPhone: "zz" },
      one.jar,
    );
    expect(strayDriver.status).toBe(400);
    expect(await auditFor(orderId)).toHaveLength(1);
  });

  it("streams the active orders to the board, and the order's status to its customer, as Server-Sent Events", async () => {
    const { orderId, jar } = await placedOrder();
    const admin = await signedInAdmin();
    const firstEvent = async (response: Response) => {
      expect(response.headers.get("Content-Type")).toBe("text/event-stream");
      const reader = response.body!.getReader();
      const text = new TextDecoder().decode((await reader.read()).value);
      await reader.cancel();
      expect(text).toMatch(/^data: .+\n\n$/);
      return JSON.parse(text.slice("data: ".length)) as unknown;
    };
    const board = await firstEvent(
      await boardEvents.loader(await routeArgs("/admin/orders/events", {}, { cookie: admin.jar.header() })),
    );
    expect(board).toContainEqual({
      id: orderId,
      status: "Confirmed",
      restaurantName: expect.any(String),
      scheduled: false,
    });
    const mine = await firstEvent(
      await customerEvents.loader(
        await routeArgs(`/profile/orders/${orderId}/events`, { id: orderId }, { cookie: jar.header() }),
      ),
    );
    expect(mine).toEqual({ status: "Confirmed", scheduled: false, riderSeenAt: null });
    expect(
      (
        await thrown(async () =>
          boardEvents.loader(await routeArgs("/admin/orders/events", {}, { cookie: jar.header() })),
        )
      ).location,
    ).toBe("/unauthorized");
  });

  it("cancels a cash order with a reason the customer reads, and records it", async () => {
    const { userId, orderId } = await placedOrder();
    const admin = await signedInAdmin();
    const cancelled = await act(
      boardPage,
      "/admin/orders",
      {},
      { intent: "cancel", orderId, from: "Confirmed", reason: "Restaurant ran out of paneer" },
      admin.jar,
    );
    expect(cancelled.location).toBe("/admin/orders");
    expect(await flashOf(cancelled)).toBe("Order cancelled. Orders paid online are refunded in full.");
    expect(await findOrder(userId, orderId)).toMatchObject({
      status: "Cancelled",
      cancellationReason: "Restaurant ran out of paneer",
      paymentStatus: "Not charged",
    });
    const [entry] = await auditFor(orderId);
    expect(entry).toMatchObject({ action: "order.cancel", actor_email: admin.email });
    expect(JSON.parse(entry!.after)).toEqual({ status: "Cancelled", reason: "Restaurant ran out of paneer" });
  });

  it("asks the gateway to refund a paid order it cancels, once", async () => {
    const { orderId, userId } = await placedOrder();
    const paymentId = await payOnline(orderId);
    const admin = await signedInAdmin();
    await act(boardPage, "/admin/orders", {}, { intent: "cancel", orderId, from: "Confirmed" }, admin.jar);
    // In-process there is no gateway to answer, so the refund is claimed and waits as 'Refund pending'
    // (the HTTP test in payments.test.ts sees it through to 'Refunded').
    expect(
      await db().selectFrom("payments").select("state").where("id", "=", paymentId).executeTakeFirstOrThrow(),
    ).toEqual({ state: "refund_requested" });
    expect(await findOrder(userId, orderId)).toMatchObject({ status: "Cancelled", paymentStatus: "Refund pending" });
  });
});

describe("restaurants and menus", () => {
  async function restaurantWithCart() {
    const restaurant = await db()
      .selectFrom("restaurants")
      .select(["id", "name", "city_id"])
      .where("is_active", "=", 1)
      .where("id", "in", aroundTheClockIds)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const dish = await db()
      .selectFrom("products")
      .select(["id", "name", "price_paise", "packaging_paise"])
      .where("restaurant_id", "=", restaurant.id)
      .where("available", "=", 1)
      .where("id", "not in", dishesWithOptions)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const customer = await signedInCustomer();
    await addToCart(customer.userId, { productId: dish.id, choices: [], quantity: 1 });
    return { restaurant, dish, customer, admin: await signedInAdmin() };
  }

  it("closes and reopens a restaurant: the catalogue and the cart show it at once", async () => {
    const { restaurant, customer, admin } = await restaurantWithCart();
    const path = `/admin/restaurants/${restaurant.id}`;
    const closed = await act(restaurantPage, path, { id: restaurant.id }, { intent: "set-open", open: "0" }, admin.jar);
    expect(closed.location).toBe(`${path}`);
    expect(await flashOf(closed)).toBe("The restaurant is closed for orders.");
    expect((await findMenu(restaurant.id, await defaultLocation()))?.restaurant.isOpen).toBe(false);
    expect((await getCart(customer.userId)).restaurant?.closed).toMatchObject({ open: false, why: "switched-off" });
    await act(restaurantPage, path, { id: restaurant.id }, { intent: "set-open", open: "1" }, admin.jar);
    expect((await findMenu(restaurant.id, await defaultLocation()))?.restaurant.isOpen).toBe(true);
    expect((await getCart(customer.userId)).lines[0]?.unavailable).toBeNull();
    expect((await auditFor(restaurant.id)).map((entry) => entry.action)).toEqual([
      "restaurant.close",
      "restaurant.open",
    ]);
  });

  it("edits a restaurant's details, refusing empty names and malformed prices with nothing saved", async () => {
    const { restaurant, admin } = await restaurantWithCart();
    const path = `/admin/restaurants/${restaurant.id}`;
    const page = await restaurantPage.loader(
      await routeArgs(path, { id: restaurant.id }, { cookie: admin.jar.header() }),
    );
    const details = {
      intent: "details",
      shown: page.shown,
      name: "  ",
      cuisines: "Bengali, Mughlai",
      street: "12, Park Street",
      locality: "Park Street",
      prepMinutes: "abc",
      deliveryRadiusKm: "7.3",
      minOrder: "1,00.999",
      costForTwo: "-400",
      gstin: "29AAGCB7383J1Z5",
      commission: "45",
    };
    const bad = await act(restaurantPage, path, { id: restaurant.id }, details, admin.jar);
    expect(bad.status).toBe(400);
    expect(fieldErrorsOf(bad)).toEqual({
      name: ["Enter the restaurant's name."],
      prepMinutes: ["Enter the preparation time in minutes, from 5 to 90."],
      deliveryRadiusKm: ["Enter the delivery radius in whole or half km, such as 8 or 7.5."],
      minOrder: ["Enter the minimum order in rupees, like 249 or 249.50."],
      costForTwo: ["Enter the cost for two in rupees, like 249 or 249.50."],
      gstin: ["Enter the restaurant's 15-character GSTIN, such as 29AAGCB7383J1Z4, or leave it empty."],
      commission: ["Enter the commission in percent, from 0 to 40, like 18 or 18.5."],
    });
    expect((await findMenu(restaurant.id, await defaultLocation()))?.restaurant.name).toBe(restaurant.name);

    const good = await act(
      restaurantPage,
      path,
      { id: restaurant.id },
      {
        ...details,
        name: "Bhojohori Manna Express",
        prepMinutes: "25",
        deliveryRadiusKm: "6.5",
        minOrder: "149",
        costForTwo: "450.50",
        gstin: "29aagcb7383j1z4",
        commission: "18.5",
      },
      admin.jar,
    );
    expect(good.location).toBe(`${path}`);
    expect(await flashOf(good)).toBe("Restaurant details saved.");
    const row = await db()
      .selectFrom("restaurants")
      .selectAll()
      .where("id", "=", restaurant.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: "Bhojohori Manna Express",
      slug: "bhojohori-manna-express",
      cuisines: '["Bengali","Mughlai"]',
      prep_minutes: 25,
      delivery_radius_km: 6.5,
      min_order_paise: 14900,
      cost_for_two_paise: 45050,
      gstin: "29AAGCB7383J1Z4",
      commission_basis_points: 1850,
    });
    const city = (
      await db().selectFrom("cities").select("slug").where("id", "=", restaurant.city_id).executeTakeFirstOrThrow()
    ).slug;
    const found = await searchCatalogue(
      await resolveScope(new URLSearchParams({ city }), await defaultLocation()),
      "bhojohori express",
    );
    expect(found.restaurants.map((hit) => hit.id)).toContain(restaurant.id);
    const entry = (await auditFor(restaurant.id)).find((candidate) => candidate.action === "restaurant.update");
    expect(JSON.parse(entry!.before)).toMatchObject({ name: restaurant.name });
    expect(JSON.parse(entry!.after)).toMatchObject({ name: "Bhojohori Manna Express", minOrderPaise: 14900 });

    // A second admin still holding the page as it was loaded before that save is refused, keeping what they typed.
    const stale = await act(
      restaurantPage,
      path,
      { id: restaurant.id },
      {
        ...details,
        name: "Old Name Kitchen",
        prepMinutes: "30",
        deliveryRadiusKm: "8",
        minOrder: "99",
        costForTwo: "300",
        gstin: "",
        commission: "20",
      },
      admin.jar,
    );
    expect(stale.status).toBe(409);
    expect(errorOf(stale)).toMatch(
      /^Another admin changed these details since you opened the page, so nothing was saved\. Saved now: name Bhojohori Manna Express; .*minimum order ₹149/,
    );
    expect((stale.body as { result: { initialValue: Record<string, string> } }).result.initialValue.name).toBe(
      "Old Name Kitchen",
    );
    expect(
      (await db().selectFrom("restaurants").select("name").where("id", "=", restaurant.id).executeTakeFirstOrThrow())
        .name,
    ).toBe("Bhojohori Manna Express");

    // No minimum order (₹0) is a valid choice, as many seeded restaurants have.
    const fresh = await restaurantPage.loader(
      await routeArgs(path, { id: restaurant.id }, { cookie: admin.jar.header() }),
    );
    const noMinimum = await act(
      restaurantPage,
      path,
      { id: restaurant.id },
      {
        ...details,
        shown: fresh.shown,
        name: "Bhojohori Manna Express",
        prepMinutes: "25",
        deliveryRadiusKm: "6.5",
        minOrder: "0",
        costForTwo: "450.50",
        gstin: "",
        commission: "0",
      },
      admin.jar,
    );
    expect(noMinimum.location).toBe(`${path}`);
    expect(await flashOf(noMinimum)).toBe("Restaurant details saved.");
    expect(
      (
        await db()
          .selectFrom("restaurants")
          .select("min_order_paise")
          .where("id", "=", restaurant.id)
          .executeTakeFirstOrThrow()
      ).min_order_paise,
    ).toBe(0);
  });

  it("marks a dish unavailable, reprices it and adds a dish; carts and the menu follow", async () => {
    const { restaurant, dish, customer, admin } = await restaurantWithCart();
    const path = `/admin/restaurants/${restaurant.id}`;
    const params = { id: restaurant.id };
    const off = await act(
      restaurantPage,
      path,
      params,
      { intent: "dish-available", dishId: dish.id, available: "0" },
      admin.jar,
    );
    expect(off.location).toBe(`${path}#dish-${dish.id}`);
    expect(await flashOf(off)).toBe("Dish saved.");
    expect(
      (await findMenu(restaurant.id, await defaultLocation()))?.dishes.find((item) => item.id === dish.id)?.available,
    ).toBe(false);
    expect(unavailable(await getCart(customer.userId))).toBe("No longer available.");
    await act(restaurantPage, path, params, { intent: "dish-available", dishId: dish.id, available: "1" }, admin.jar);

    const shown = {
      shownPrice: String(dish.price_paise),
      shownBestseller: "0",
      shownPackaging: String(dish.packaging_paise),
    };
    await db().updateTable("products").set({ is_bestseller: 0 }).where("id", "=", dish.id).execute();
    const badPrice = await act(
      restaurantPage,
      path,
      params,
      { intent: "dish-update", dishId: dish.id, price: "two hundred", packaging: "10", ...shown },
      admin.jar,
    );
    expect(fieldErrorsOf(badPrice)).toEqual({ price: ["Enter the price in rupees, like 249 or 249.50."] });
    await act(
      restaurantPage,
      path,
      params,
      { intent: "dish-update", dishId: dish.id, price: "199.50", packaging: "12", bestseller: "on", ...shown },
      admin.jar,
    );
    expect(
      await db()
        .selectFrom("products")
        .select(["price_paise", "original_price_paise", "is_bestseller", "packaging_paise"])
        .where("id", "=", dish.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ price_paise: 19950, original_price_paise: 19950, is_bestseller: 1, packaging_paise: 1200 });
    const cart = await getCart(customer.userId);
    expect(cart.lines[0]?.unitPricePaise).toBe(19950);
    // The bill charges the new packaging for each unit in the cart.
    expect(cart.price.packagingPaise).toBe(1200 * cart.lines[0]!.quantity);
    const staleDish = await act(
      restaurantPage,
      path,
      params,
      { intent: "dish-update", dishId: dish.id, price: "99", packaging: "12", ...shown },
      admin.jar,
    );
    expect(errorOf(staleDish)).toBe(
      `Another admin changed ${dish.name} since you opened the page (now ₹199.50, a bestseller), so nothing was saved. Save again to replace it.`,
    );
    expect(
      (await db().selectFrom("products").select("price_paise").where("id", "=", dish.id).executeTakeFirstOrThrow())
        .price_paise,
    ).toBe(19950);

    const foreignDish = await db()
      .selectFrom("products")
      .select("id")
      .where("restaurant_id", "!=", restaurant.id)
      .executeTakeFirstOrThrow();
    const forged = await act(
      restaurantPage,
      path,
      params,
      { intent: "dish-update", dishId: foreignDish.id, price: "1", packaging: "0", ...shown },
      admin.jar,
    );
    expect(errorOf(forged)).toBe("That dish was not found in this restaurant.");

    const picture = await db().selectFrom("categories").select("id").orderBy("sort_order").executeTakeFirstOrThrow();
    const emptyName = await act(
      restaurantPage,
      path,
      params,
      { intent: "dish-add", name: "", price: "0", diet: "veg", pictureId: picture.id },
      admin.jar,
    );
    expect(fieldErrorsOf(emptyName)).toEqual({
      name: ["Enter the dish's name."],
      price: ["Enter the price in rupees, like 249 or 249.50."],
    });
    const added = await act(
      restaurantPage,
      path,
      params,
      {
        intent: "dish-add",
        name: "Kosha Mangsho",
        description: "Slow-cooked mutton.",
        price: "349",
        diet: "non-veg",
        menuCategory: "Main Course",
        pictureId: picture.id,
      },
      admin.jar,
    );
    expect(added.location).toBe(`${path}`);
    expect(await flashOf(added)).toBe("Dish added to the menu.");
    const menu = await findMenu(restaurant.id, await defaultLocation());
    expect(menu?.dishes.at(-1)).toMatchObject({
      name: "Kosha Mangsho",
      pricePaise: 34900,
      isVeg: false,
      available: true,
      menuCategory: "Main Course",
    });
    expect((await auditFor(dish.id)).map((entry) => entry.action)).toEqual([
      "dish.unavailable",
      "dish.available",
      "dish.update",
    ]);
    expect(await auditFor(menu!.dishes.at(-1)!.id)).toEqual([expect.objectContaining({ action: "dish.create" })]);

    const missing = await act(
      restaurantPage,
      "/admin/restaurants/nope",
      { id: "nope" },
      { intent: "set-open", open: "0" },
      admin.jar,
    );
    expect(missing.status).toBe(404);
  });
});

describe("tickets and leads", () => {
  it("answers a ticket the customer then reads, and sets statuses", async () => {
    const customer = await signedInCustomer();
    await createTicket(
      customer.userId,
      { subject: "Missing raita", category: "orders", priority: "medium", message: "My biryani came without raita." },
      "ticket-key-1",
    );
    const [ticket] = await listTickets(customer.userId);
    const admin = await signedInAdmin();
    const empty = await act(
      ticketsPage,
      "/admin/tickets",
      {},
      { intent: "reply", ticketId: ticket!.id, from: "open", status: "in_progress", body: " " },
      admin.jar,
    );
    expect(fieldErrorsOf(empty)).toEqual({ body: ["Write a reply."] });
    const replied = await act(
      ticketsPage,
      "/admin/tickets?status=unresolved",
      {},
      {
        intent: "reply",
        ticketId: ticket!.id,
        from: "open",
        status: "in_progress",
        body: "Sorry! We have refunded ₹40 for the raita.",
      },
      admin.jar,
    );
    expect(replied.location).toBe(`/admin/tickets?status=unresolved#ticket-${ticket!.id}`);
    expect(await flashOf(replied)).toBe("Reply sent. The customer sees it in My Tickets.");
    const waiting = await ticketsPage.loader(await routeArgs("/admin/tickets", {}, { cookie: admin.jar.header() }));
    expect(waiting.tickets.find((item) => item.id === ticket!.id)).toMatchObject({
      status: "in_progress",
      customerEmail: expect.stringContaining("@example.com"),
    });
    const [read] = await listTickets(customer.userId);
    expect(read).toMatchObject({
      status: "in_progress",
      replies: [{ authorName: "Test", body: "Sorry! We have refunded ₹40 for the raita." }],
    });
    // Replies written before migration 0026 carried "(Support team)" in English in the name.
    const replies = db().updateTable("ticket_replies").where("ticket_id", "=", ticket!.id);
    await replies.set({ author_name: "Test (Support team)" }).execute();
    await replyAuthorName.up(db());
    expect((await listTickets(customer.userId))[0]!.replies[0]!.authorName).toBe("Test");
    await act(
      ticketsPage,
      "/admin/tickets",
      {},
      { intent: "status", ticketId: ticket!.id, from: "in_progress", status: "resolved" },
      admin.jar,
    );
    expect((await listTickets(customer.userId))[0]?.status).toBe("resolved");
    const unresolved = await ticketsPage.loader(
      await routeArgs("/admin/tickets?status=unresolved", {}, { cookie: admin.jar.header() }),
    );
    expect(unresolved.tickets.map((item) => item.id)).not.toContain(ticket!.id);
    const resolved = await ticketsPage.loader(
      await routeArgs("/admin/tickets?status=resolved", {}, { cookie: admin.jar.header() }),
    );
    expect(resolved.tickets.map((item) => item.id)).toContain(ticket!.id);
    // A reply from a page loaded before the ticket was resolved is refused, keeping the text typed.
    const stale = await act(
      ticketsPage,
      "/admin/tickets",
      {},
      { intent: "reply", ticketId: ticket!.id, from: "in_progress", status: "in_progress", body: "Following up." },
      admin.jar,
    );
    expect(stale.status).toBe(409);
    expect(errorOf(stale)).toMatch(/^Ticket #[0-9A-F]{8} is now Resolved; nothing was changed\.$/);
    expect((stale.body as { result: { initialValue: Record<string, string> } }).result.initialValue.body).toBe(
      "Following up.",
    );
    expect((await listTickets(customer.userId))[0]).toMatchObject({ status: "resolved", replies: [expect.anything()] });
    const forged = await act(
      ticketsPage,
      "/admin/tickets",
      {},
      { intent: "status", ticketId: "0123456789abcdef01234567", from: "open", status: "resolved" },
      admin.jar,
    );
    expect(forged.status).toBe(404);
    expect((await auditFor(ticket!.id)).map((entry) => entry.action)).toEqual(["ticket.reply", "ticket.status"]);
    expect((await todaysDashboard()).openTickets).toBe(0);
  });

  it("marks leads handled and back", async () => {
    await saveLead({
      kind: "partner",
      name: "Anjali Rao",
      email: "anjali@example.com",
      organisation: "Dosa Corner",
      message: "We would like to join.",
      idempotencyKey: "lead-key-1",
    });
    const lead = await db()
      .selectFrom("leads")
      .select("id")
      .where("idempotency_key", "=", "lead-key-1")
      .executeTakeFirstOrThrow();
    const admin = await signedInAdmin();
    const handled = await act(leadsPage, "/admin/leads?kind=partner", {}, { leadId: lead.id, handled: "1" }, admin.jar);
    expect(handled.location).toBe("/admin/leads?kind=partner");
    expect(await flashOf(handled)).toBe("Lead updated.");
    expect(
      (await db().selectFrom("leads").select("handled").where("id", "=", lead.id).executeTakeFirstOrThrow()).handled,
    ).toBe(1);
    const page = (await leadsPage.loader(
      await routeArgs("/admin/leads?handled=1", {}, { cookie: admin.jar.header() }),
    )) as Awaited<ReturnType<typeof leadsPage.loader>>;
    expect(page.leads.map((item) => item.name)).toContain("Anjali Rao");
    expect(
      (await act(leadsPage, "/admin/leads", {}, { leadId: "0123456789abcdef01234567", handled: "1" }, admin.jar))
        .status,
    ).toBe(404);
    expect((await auditFor(lead.id)).map((entry) => entry.action)).toEqual(["lead.handled"]);
  });
});

describe("users", () => {
  it("finds a customer with their orders, changes roles but never removes the last admin, and ends sessions", async () => {
    await db().updateTable("users").set({ role: "customer" }).where("role", "=", "admin").execute();
    const { userId, jar, orderId } = await placedOrder();
    const admin = await signedInAdmin();
    const email = (await db().selectFrom("users").select("email").where("id", "=", userId).executeTakeFirstOrThrow())
      .email!;
    const found = (await usersPage.loader(
      await routeArgs(`/admin/users?q=${encodeURIComponent(email)}`, {}, { cookie: admin.jar.header() }),
    )) as Awaited<ReturnType<typeof usersPage.loader>>;
    expect(found.users.map((user) => user.id)).toEqual([userId]);
    // % and _ are matched as themselves, not as wildcards that would list everyone.
    for (const wildcard of ["%", "_", "\\"]) {
      const none = (await usersPage.loader(
        await routeArgs(`/admin/users?q=${encodeURIComponent(wildcard)}`, {}, { cookie: admin.jar.header() }),
      )) as Awaited<ReturnType<typeof usersPage.loader>>;
      expect(none.users, `search for ${wildcard}`).toEqual([]);
    }
    const detail = (await userPage.loader(
      await routeArgs(`/admin/users/${userId}`, { id: userId }, { cookie: admin.jar.header() }),
    )) as Awaited<ReturnType<typeof userPage.loader>>;
    expect(detail.orders.map((order) => order.id)).toEqual([orderId]);
    expect(detail.activeSessions).toBe(1);

    const lastAdmin = await act(
      userPage,
      `/admin/users/${admin.userId}`,
      { id: admin.userId },
      { intent: "role", role: "customer" },
      admin.jar,
    );
    expect(errorOf(lastAdmin)).toBe("This is the last admin account. Make another account an admin first.");
    const promoted = await act(
      userPage,
      `/admin/users/${userId}`,
      { id: userId },
      { intent: "role", role: "admin" },
      admin.jar,
    );
    expect(promoted.location).toBe(`/admin/users/${userId}`);
    expect(await flashOf(promoted)).toBe("Role saved.");
    expect(
      (await db().selectFrom("users").select("role").where("id", "=", userId).executeTakeFirstOrThrow()).role,
    ).toBe("admin");
    await act(
      userPage,
      `/admin/users/${admin.userId}`,
      { id: admin.userId },
      { intent: "role", role: "customer" },
      admin.jar,
    );
    expect(
      (await db().selectFrom("users").select("role").where("id", "=", admin.userId).executeTakeFirstOrThrow()).role,
    ).toBe("customer");

    const badRole = await act(
      userPage,
      `/admin/users/${userId}`,
      { id: userId },
      { intent: "role", role: "owner" },
      jar,
    );
    expect(badRole.status).toBe(400);
    const self = await act(userPage, `/admin/users/${userId}`, { id: userId }, { intent: "end-sessions" }, jar);
    expect(errorOf(self)).toBe("To sign yourself out elsewhere, use 'Sign out of other devices' in your account.");
    const second = await signedInAdmin();
    const ended = await act(userPage, `/admin/users/${userId}`, { id: userId }, { intent: "end-sessions" }, second.jar);
    expect(ended.location).toBe(`/admin/users/${userId}`);
    expect(await flashOf(ended)).toBe("All of this account's sessions have ended.");
    expect(await db().selectFrom("sessions").select("id").where("user_id", "=", userId).execute()).toEqual([]);
    expect(
      (await thrown(async () => dashboardPage.loader(await routeArgs("/admin", {}, { cookie: jar.header() }))))
        .location,
    ).toBe("/login?redirectTo=%2Fadmin");
    expect((await auditFor(userId)).map((entry) => [entry.action, entry.actor_email])).toEqual([
      ["user.role", admin.email],
      ["user.sessions", second.email],
    ]);
  });
});

describe("the dashboard and the audit log", () => {
  it("counts today's orders, revenue, deliveries and cancellations, and lists every action newest first", async () => {
    const before = await todaysDashboard();
    const delivered = await placedOrder();
    const cancelled = await placedOrder();
    const admin = await signedInAdmin();
    for (const [from, extra] of [
      ["Confirmed", {}],
      ["Preparing", { driverName: "Sunita", driverPhone: "9900144556" }],
      ["Out for Delivery", {}],
    ] as const) {
      await act(
        boardPage,
        "/admin/orders",
        {},
        { intent: "advance", orderId: delivered.orderId, from, ...extra },
        admin.jar,
      );
    }
    await act(
      boardPage,
      "/admin/orders",
      {},
      { intent: "cancel", orderId: cancelled.orderId, from: "Confirmed" },
      admin.jar,
    );
    const totals = await db()
      .selectFrom("orders")
      .select(["id", "total_paise"])
      .where("id", "in", [delivered.orderId, cancelled.orderId])
      .execute();
    const dashboard = (await dashboardPage.loader(await routeArgs("/admin", {}, { cookie: admin.jar.header() })))
      .dashboard;
    expect(dashboard).toMatchObject({
      orders: before.orders + 2,
      cancellations: before.cancellations + 1,
      revenuePaise: before.revenuePaise + totals.find((row) => row.id === delivered.orderId)!.total_paise,
      averageDeliveryMinutes: 0,
    });
    expect(dashboard.ordersPerHour.reduce((sum, count) => sum + count, 0)).toBe(before.orders + 2);

    const log = (await auditPage.loader(
      await routeArgs("/admin/audit?target=order", {}, { cookie: admin.jar.header() }),
    )) as Awaited<ReturnType<typeof auditPage.loader>>;
    expect(log.entries.slice(0, 4).map((entry) => entry.action)).toEqual([
      "order.cancel",
      "order.advance",
      "order.advance",
      "order.advance",
    ]);
    expect(log.entries[0]).toMatchObject({
      actorEmail: admin.email,
      targetId: cancelled.orderId,
      before: { status: "Confirmed" },
      after: { status: "Cancelled", reason: "" },
    });
  });
});

describe("the console in Hindi", () => {
  it("refuses and confirms in the admin's language, with the record's number in the sentence", async () => {
    const { orderId } = await placedOrder();
    const admin = await signedInAdmin();
    admin.jar.set("lang", "hi");
    const ref = orderId.slice(-8).toUpperCase();
    const nothingToRefund = await act(boardPage, "/admin/orders", {}, { intent: "retry-refund", orderId }, admin.jar);
    expect(nothingToRefund.status).toBe(409);
    expect(errorOf(nothingToRefund)).toBe(`ऑर्डर #${ref} का कोई रिफ़ंड फिर से माँगने के लिए नहीं है।`);
    const started = await act(
      boardPage,
      "/admin/orders",
      {},
      { intent: "advance", orderId, from: "Confirmed" },
      admin.jar,
    );
    expect(await flashOf(started)).toBe("ऑर्डर का स्टेटस अपडेट हो गया।");
    const noLead = await act(
      leadsPage,
      "/admin/leads",
      {},
      { leadId: "0123456789abcdef01234567", handled: "1" },
      admin.jar,
    );
    expect(errorOf(noLead)).toBe("वह लीड नहीं मिली।");

    const customer = await signedInCustomer();
    await createTicket(
      customer.userId,
      { subject: "Late delivery", category: "orders", priority: "high", message: "The order came an hour late." },
      "ticket-key-hindi",
    );
    const [ticket] = await listTickets(customer.userId);
    await act(
      ticketsPage,
      "/admin/tickets",
      {},
      { intent: "status", ticketId: ticket!.id, from: "open", status: "resolved" },
      admin.jar,
    );
    const stale = await act(
      ticketsPage,
      "/admin/tickets",
      {},
      { intent: "status", ticketId: ticket!.id, from: "open", status: "in_progress" },
      admin.jar,
    );
    expect(errorOf(stale)).toBe(`टिकट #${ticket!.id.slice(-8).toUpperCase()} का स्टेटस अब हल हो गया है; कुछ नहीं बदला गया।`);
    // The same refusal in English, for an admin who reads English.
    admin.jar.set("lang", "en");
    const english = await act(
      ticketsPage,
      "/admin/tickets",
      {},
      { intent: "status", ticketId: ticket!.id, from: "open", status: "in_progress" },
      admin.jar,
    );
    expect(errorOf(english)).toMatch(/^Ticket #[0-9A-F]{8} is now Resolved; nothing was changed\.$/);
  });
});
