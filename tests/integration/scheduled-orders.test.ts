import { I18nProvider } from "@lingui/react";
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db/database.server";
import { listBoardOrders } from "~/features/admin/admin-orders.server";
import { getCart } from "~/features/cart/cart-view.server";
import { addToCart } from "~/features/cart/cart-lines.server";
import { slotHours, slotText } from "~/features/orders/delivery-slots";
import { i18nFor } from "~/lib/i18n";
import { routeArgs } from "../support/route-args";
import { findOrder } from "~/features/orders/orders.server";
import * as cartRoute from "~/routes/cart/cart";
import * as orderPage from "~/routes/profile/order";
import { CHECKOUT_DETAILS, checkout, readyToOrder } from "../support/orders";
import { fillCartFrom, ist, lunchAndDinnerRestaurant } from "../support/hours";
import { post } from "../support/post";
import type { CookieJar } from "../../scripts/support/cookies";
import { aroundTheClockIds, dishesWithOptions } from "../../scripts/support/restaurants";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(ist("2026-11-23T13:00"));
});
afterEach(() => {
  vi.useRealTimers();
});

/** A customer at lunchtime with a cart from a lunch-and-dinner restaurant in Kolkata, ready to check out. */
async function lunchtimeCustomer() {
  const customer = await readyToOrder();
  const restaurant = await lunchAndDinnerRestaurant();
  await fillCartFrom(customer.userId, restaurant.id);
  return { ...customer, restaurant };
}

/** Saves the cart's first slot with the delivery details, as the cart page does. */
async function chooseFirstSlot(userId: string, jar: CookieJar) {
  const [first] = (await getCart(userId)).slots;
  if (!first) throw new Error("The restaurant offers no slot");
  await post(
    cartRoute.action,
    "/cart",
    { intent: "details", ...CHECKOUT_DETAILS, deliverAt: first.start, returnTo: "/cart" },
    jar,
  );
  return first;
}

const savedSlot = async (userId: string) =>
  (await db().selectFrom("carts").select("deliver_at").where("user_id", "=", userId).executeTakeFirstOrThrow())
    .deliver_at;

describe("scheduled orders", () => {
  it("offers the restaurant's slots, places a cash order for one, and shows it Scheduled until cooking starts", async () => {
    const { userId, jar, restaurant } = await lunchtimeCustomer();
    const slots = (await getCart(userId)).slots;
    expect(slots[0]).toMatchObject({ day: "Today" });
    expect(slotHours(slots[0]!.start, "en")).toBe("2 pm – 2:30 pm");
    expect(slotHours(slots[0]!.start, "hi")).toBe("दोपहर 2 – दोपहर 2:30");
    const dinner = slots.find((slot) => slot.day === "Today" && slotHours(slot.start, "en") === "8 pm – 8:30 pm");
    expect(dinner?.start).toBe(ist("2026-11-23T20:00").toISOString());

    // Cooking starts the estimate (preparation plus the ride to the address) before the slot.
    const { delivery } = await getCart(userId);
    const minutes = delivery?.ok ? delivery.estimate.minutes : Number.NaN;
    expect(minutes).toBeGreaterThan(restaurant.prep_minutes);
    const placed = await checkout(jar, "key-dinner", { deliverAt: dinner!.start });
    const orderId = /orders\/([0-9a-f]+)/.exec(placed.location ?? "")?.[1];
    expect(orderId).toBeDefined();
    const row = await db()
      .selectFrom("orders")
      .select(["status", "scheduled_for", "cooking_from", "delivery_minutes", "restaurant_id"])
      .where("id", "=", orderId!)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: "Confirmed",
      scheduled_for: dinner!.start,
      cooking_from: new Date(Date.parse(dinner!.start) - minutes * 60_000).toISOString(),
      delivery_minutes: minutes,
      restaurant_id: restaurant.id,
    });
    // The next cart starts "as soon as possible" again.
    expect(await savedSlot(userId)).toBeNull();

    expect(await findOrder(userId, orderId!)).toMatchObject({ scheduled: true, scheduledFor: dinner!.start });
    const board = await listBoardOrders({ cityId: null, restaurantId: restaurant.id, status: null });
    expect(board.find((order) => order.id === orderId)).toMatchObject({ scheduled: true, status: "Confirmed" });

    const cookingStarts = new Date(Date.parse(dinner!.start) - minutes * 60_000);
    vi.setSystemTime(new Date(cookingStarts.getTime() - 60_000));
    expect((await findOrder(userId, orderId!))?.scheduled).toBe(true);
    vi.setSystemTime(cookingStarts);
    expect((await findOrder(userId, orderId!))?.scheduled).toBe(false);
  });

  it("shows a scheduled order's page in Hindi: its status, its slot and when cooking starts", async () => {
    const { userId, jar } = await lunchtimeCustomer();
    const dinner = (await getCart(userId)).slots.find((slot) => slotHours(slot.start, "en") === "8 pm – 8:30 pm")!;
    const placed = await checkout(jar, "key-hindi-slot", { deliverAt: dinner.start });
    const orderId = /orders\/([0-9a-f]+)/.exec(placed.location ?? "")![1]!;
    jar.set("lang", "hi");
    const path = `/profile/orders/${orderId}`;
    const loaderData = await orderPage.loader(await routeArgs(path, { id: orderId }, { cookie: jar.header() }));
    const Page = orderPage.default as unknown as ComponentType<{ loaderData: unknown }>;
    const Stub = createRoutesStub([{ path, Component: () => createElement(Page, { loaderData }) }]);
    const html = renderToString(
      createElement(I18nProvider, { i18n: i18nFor("hi") }, createElement(Stub, { initialEntries: [path] })),
    );
    expect(slotText(dinner.start, "hi")).toBe("23 नव॰ 2026, रात 8 – रात 8:30");
    for (const shown of [
      "शेड्यूल किया गया",
      "डिलीवरी स्लॉट:",
      "23 नव॰ 2026, रात 8 – रात 8:30",
      "ऑर्डर स्टेटस: शेड्यूल किया गया",
      "बजे खाना बनाना शुरू करेगा। तब तक आप इसे मुफ़्त में रद्द कर सकते हैं।",
      "पेमेंट: COD · बाकी (कैश ऑन डिलीवरी)",
      "ऑर्डर रद्द करें",
    ])
      expect(html).toContain(shown);
    expect(html).toMatch(/रेस्टोरेंट (शाम|रात) \d+(:\d\d)? बजे खाना/);
    expect(html).not.toContain("Delivery slot");
  });

  it("refuses a slot the restaurant does not offer next to the field, keeping the cart and its saved slot", async () => {
    const { userId, jar } = await lunchtimeCustomer();
    const first = await chooseFirstSlot(userId, jar);
    expect(await savedSlot(userId)).toBe(first.start);

    // 4:30 pm: the restaurant is closed between lunch and dinner, so it offers no such slot.
    const refused = await checkout(jar, "key-teatime", { deliverAt: ist("2026-11-23T16:30").toISOString() });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      outcome: {
        field: "deliverAt",
        message: "That delivery slot is no longer available. Choose another, or As soon as possible.",
      },
      result: { initialValue: { deliverAt: ist("2026-11-23T16:30").toISOString() } },
    });
    expect(await savedSlot(userId)).toBe(first.start);
    expect((await getCart(userId)).lines).toHaveLength(2);
    expect(await db().selectFrom("orders").select("id").where("user_id", "=", userId).execute()).toEqual([]);
  });

  it("refuses at checkout a saved slot that has passed, and places nothing", async () => {
    const { userId, jar } = await lunchtimeCustomer();
    const first = await chooseFirstSlot(userId, jar);
    vi.setSystemTime(ist("2026-11-23T13:20"));
    const refused = await checkout(jar, "key-late", { deliverAt: first.start });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ outcome: { field: "deliverAt" } });
    expect(await db().selectFrom("orders").select("id").where("user_id", "=", userId).execute()).toEqual([]);
  });

  it("does not carry a chosen slot over to another restaurant's cart", async () => {
    const { userId, jar, restaurant } = await lunchtimeCustomer();
    await chooseFirstSlot(userId, jar);
    const elsewhere = await db()
      .selectFrom("products")
      .innerJoin("restaurants", "restaurants.id", "products.restaurant_id")
      .select("products.id")
      .where("restaurants.city_id", "=", "calcutta")
      .where("restaurants.id", "!=", restaurant.id)
      .where("restaurants.id", "in", aroundTheClockIds)
      .where("products.available", "=", 1)
      .where("products.id", "not in", dishesWithOptions)
      .orderBy("products.id")
      .executeTakeFirstOrThrow();
    expect(await addToCart(userId, { productId: elsewhere.id, choices: [], quantity: 1, replace: true })).toMatchObject(
      { ok: true },
    );
    expect(await savedSlot(userId)).toBeNull();
  });

  it("lets the customer cancel a scheduled order before it starts, free", async () => {
    const { userId, jar } = await lunchtimeCustomer();
    const dinner = (await getCart(userId)).slots.find((slot) => slotHours(slot.start, "en") === "9 pm – 9:30 pm")!;
    const placed = await checkout(jar, "key-cancel", { deliverAt: dinner.start });
    const orderId = /orders\/([0-9a-f]+)/.exec(placed.location ?? "")![1]!;
    vi.setSystemTime(ist("2026-11-23T18:00"));
    const cancelled = await post(
      (args) => orderPage.action({ ...args, params: { id: orderId } }),
      `/profile/orders/${orderId}`,
      { intent: "cancel", reason: "Plans changed" },
      jar,
    );
    expect(cancelled.status).toBe(303);
    expect(
      await db().selectFrom("orders").select(["status", "total_paise"]).where("id", "=", orderId).executeTakeFirst(),
    ).toMatchObject({ status: "Cancelled" });
  });
});
