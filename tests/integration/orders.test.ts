import { I18nProvider } from "@lingui/react";
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import type { Restaurants } from "~/db/database-types";
import { getCart } from "~/features/cart/cart-view.server";
import { receiptText } from "~/features/orders/order-text";
import { billOfPrice, billView, type Bill } from "~/features/pricing/bill-words";
import { sumOfLines } from "~/features/pricing/bills.test-support";
import { findOrder } from "~/features/orders/orders.server";
import { advanceOrder } from "~/features/orders/status-changes.server";
import { ORDER_WORDS } from "~/features/orders/orders-words";
import { word } from "~/lib/words";
import { BRAND } from "~/lib/brand";
import { formatDateTimeLong } from "~/lib/dates";
import { fixedT, i18nFor, type Language } from "~/lib/i18n";
import { requestLanguage } from "~/lib/language.server";
import { formatRupees } from "~/lib/money";
import * as receiptPage from "~/routes/profile/order-receipt";
import * as addressNew from "~/routes/profile/address-new";
import * as cartRoute from "~/routes/cart/cart";
import * as orderPage from "~/routes/profile/order";
import * as ordersPage from "~/routes/profile/orders";
import * as settings from "~/routes/profile/settings";
import { signedInCustomer } from "../support/accounts";
import { checkout, readyToOrder } from "../support/orders";
import { type CookieJar } from "../../scripts/support/cookies";
import { post } from "../support/post";
import { routeArgs, thrown, type RouteArgs } from "../support/route-args";
import { flashOf } from "../support/flash";
import {
  aroundTheClockIds,
  deliveringToSample,
  openAllDay,
  dishesWithOptions,
} from "../../scripts/support/restaurants";

const call = (
  module: { action: (args: RouteArgs<{ id: string }>) => Promise<unknown> },
  id: string,
  jar: CookieJar,
  fields: Record<string, string>,
) => post((args) => module.action({ ...args, params: { id } }), `/profile/orders/${id}`, fields, jar);

describe("placing an order", () => {
  it("snapshots the re-priced cart, confirms a cash order, empties the cart, and a double submit makes one order", async () => {
    const { userId, jar } = await readyToOrder();
    const cartBefore = await getCart(userId);
    const first = await checkout(jar, "key-1");
    const orderId = /\/profile\/orders\/([0-9a-f]+)$/.exec(first.location ?? "")?.[1];
    expect(orderId).toBeTruthy();
    expect(await flashOf(first)).toBe("Order placed");
    const again = await checkout(jar, "key-1");
    expect(again.location).toBe(first.location);
    expect(await db().selectFrom("orders").select("id").where("user_id", "=", userId).execute()).toHaveLength(1);

    const order = await findOrder(userId, orderId!);
    expect(order).toMatchObject({
      status: "Confirmed",
      paymentMethod: "COD",
      paymentStatus: "Pending (cash on delivery)",
      totalPaise: cartBefore.price.totalPaise,
      instructions: "Call on arrival",
      address: { line1: "8, Park Street", city: "Kolkata", state: "West Bengal", zipCode: "700016", country: "India" },
    });
    // The order keeps the bill the cart showed, line for line.
    expect(order!.bill).toEqual(billOfPrice(cartBefore.price));
    expect(order!.bill.version).toBe(2);
    expect(order!.items.map((item) => item.quantity)).toEqual([2, 2]);
    expect((await getCart(userId)).lines).toEqual([]);
  });

  it("refuses an empty cart and a missing address, with clear messages and no order", async () => {
    const empty = await signedInCustomer();
    const none = await checkout(empty.jar, "key-empty");
    expect((none.body as { outcome: { message: string } }).outcome.message).toBe(
      "Your cart is empty. Add a dish to place an order.",
    );

    const noAddress = await readyToOrder();
    await db().deleteFrom("addresses").where("user_id", "=", noAddress.userId).execute();
    const missing = await checkout(noAddress.jar, "key-noaddr");
    expect((missing.body as { outcome: { message: string } }).outcome.message).toBe(
      "Choose a delivery address before placing the order.",
    );
    const orders = await db()
      .selectFrom("orders")
      .select("id")
      .where("user_id", "in", [empty.userId, noAddress.userId])
      .execute();
    expect(orders).toEqual([]);
  });
});

describe("limits of a cash order (security probe N17)", () => {
  const messageOf = (outcome: { body: unknown }) => (outcome.body as { outcome: { message: string } }).outcome.message;
  const setQuantities = (userId: string, quantity: number) =>
    db().updateTable("cart_lines").set({ quantity }).where("user_id", "=", userId).execute();

  // Before the fix a cash order of 2,580 dishes for ₹7,12,227 was accepted.
  it("refuses a cash order over ₹5,000 and a fourth open one, saying why, and places neither", async () => {
    const { userId, jar } = await readyToOrder();
    const lines = await db().selectFrom("cart_lines").select(["product_id"]).where("user_id", "=", userId).execute();
    await setQuantities(userId, 20);
    const large = await checkout(jar, "key-large");
    expect(messageOf(large)).toBe("Cash on delivery is for orders up to ₹5,000. Choose an online payment method.");
    expect(await db().selectFrom("orders").select("id").where("user_id", "=", userId).execute()).toEqual([]);

    await setQuantities(userId, 1);
    for (let order = 1; order <= 3; order++) {
      expect((await checkout(jar, `key-open-${order}`)).location).toMatch(/^\/profile\/orders\//);
      for (const line of lines)
        await post(cartRoute.action, "/cart", { intent: "add", productId: line.product_id, quantity: "1" }, jar);
    }
    const fourth = await checkout(jar, "key-open-4");
    expect(messageOf(fourth)).toBe(
      "You already have 3 cash orders on their way. Pay online, or order again once one has arrived.",
    );
    expect(await db().selectFrom("orders").select("id").where("user_id", "=", userId).execute()).toHaveLength(3);
  });
});

describe("orders after placing", () => {
  it("lists orders in tabs with counts, searches them, and cancels an active order once", async () => {
    const { userId, jar } = await readyToOrder();
    const placed = await checkout(jar, "key-list");
    const orderId = /orders\/([0-9a-f]+)/.exec(placed.location!)![1]!;
    const list = await ordersPage.loader(await routeArgs("/profile/orders?tab=active", {}, { cookie: jar.header() }));
    expect(list.counts).toEqual({ all: 1, active: 1, completed: 0, cancelled: 0 });
    expect(list.orders.map((o) => o.id)).toEqual([orderId]);
    const byId = await ordersPage.loader(
      await routeArgs(`/profile/orders?q=${orderId.slice(-8).toUpperCase()}`, {}, { cookie: jar.header() }),
    );
    expect(byId.orders).toHaveLength(1);
    const byDish = await ordersPage.loader(
      await routeArgs("/profile/orders?q=zzzz-no-dish", {}, { cookie: jar.header() }),
    );
    expect(byDish.orders).toHaveLength(0);

    const cancelled = await call(orderPage, orderId, jar, { intent: "cancel", reason: "Ordered by mistake" });
    expect(cancelled.location).toBe(`/profile/orders/${orderId}`);
    expect(await flashOf(cancelled)).toBe("Your order has been cancelled.");
    expect(await findOrder(userId, orderId)).toMatchObject({
      status: "Cancelled",
      cancellationReason: "Ordered by mistake",
    });
    const twice = await call(orderPage, orderId, jar, { intent: "cancel" });
    expect(twice.status).toBe(409);
    expect((twice.body as { result: { error: Record<string, string[]> } }).result.error[""]![0]!).toBe(
      "This order is cancelled and can no longer be cancelled.",
    );
  });

  it("refuses to cancel a delivered order, and never shows or changes another customer's order", async () => {
    const me = await readyToOrder();
    const them = await signedInCustomer();
    const orderId = /orders\/([0-9a-f]+)/.exec((await checkout(me.jar, "key-guard")).location!)![1]!;
    for (const from of ["Confirmed", "Preparing"]) {
      expect((await advanceOrder(orderId, from, { name: "Ravi", phone: "+91 98450 11223" })).ok).toBe(true);
    }
    // Out for delivery, the customer can no longer cancel (the FAQ says so); the console still can.
    const onTheWay = await call(orderPage, orderId, me.jar, { intent: "cancel" });
    expect((onTheWay.body as { result: { error: Record<string, string[]> } }).result.error[""]![0]!).toBe(
      "This order is out for delivery and can no longer be cancelled.",
    );
    const page = await orderPage.loader(
      await routeArgs(`/profile/orders/${orderId}?cancel=1`, { id: orderId }, { cookie: me.jar.header() }),
    );
    expect(page).toMatchObject({ confirmCancel: false });
    expect((await advanceOrder(orderId, "Out for Delivery")).ok).toBe(true);
    expect((await findOrder(me.userId, orderId))?.status).toBe("Delivered");
    const late = await call(orderPage, orderId, me.jar, { intent: "cancel" });
    expect((late.body as { result: { error: Record<string, string[]> } }).result.error[""]![0]!).toBe(
      "This order is delivered and can no longer be cancelled.",
    );

    expect(
      (
        await thrown(async () =>
          orderPage.loader(
            await routeArgs(`/profile/orders/${orderId}`, { id: orderId }, { cookie: them.jar.header() }),
          ),
        )
      ).status,
    ).toBe(404);
    const foreignCancel = await call(orderPage, orderId, them.jar, { intent: "cancel" });
    expect((foreignCancel.body as { result: { error: Record<string, string[]> } }).result.error[""]![0]!).toBe(
      "Failed to cancel order.",
    );
    const foreign = await call(orderPage, orderId, them.jar, { intent: "reorder" });
    expect((foreign.body as { result: { error: Record<string, string[]> } }).result.error[""]![0]!).toBe(
      "That order was not found.",
    );
  });

  it("reorders the available dishes into the cart, asking before replacing another restaurant's cart", async () => {
    const { userId, jar } = await readyToOrder();
    const orderId = /orders\/([0-9a-f]+)/.exec((await checkout(jar, "key-reorder")).location!)![1]!;
    const order = await findOrder(userId, orderId);
    const other = await db()
      .selectFrom("products")
      .innerJoin("restaurants", "restaurants.id", "products.restaurant_id")
      .select("products.id")
      .where("restaurants.id", "!=", order!.restaurantId)
      .where("restaurants.is_active", "=", 1)
      .where("restaurants.id", "in", aroundTheClockIds)
      .where("products.available", "=", 1)
      .where("products.id", "not in", dishesWithOptions)
      .executeTakeFirstOrThrow();
    await post(cartRoute.action, "/cart", { intent: "add", productId: other.id, returnTo: "/cart" }, jar);
    const asked = await call(orderPage, orderId, jar, { intent: "reorder" });
    expect(asked.location).toBe(`/profile/orders/${orderId}?reorder=confirm`);
    const done = await call(orderPage, orderId, jar, { intent: "reorder", replace: "1" });
    expect(done.location).toBe("/cart");
    expect(await flashOf(done)).toBe("The dishes from your order are back in your cart.");
    expect((await getCart(userId)).lines.map((line) => line.quantity)).toEqual([2, 2]);
  });

  it("keeps orders, anonymised, when the customer deletes the account", async () => {
    const { userId, jar } = await readyToOrder();
    const orderId = /orders\/([0-9a-f]+)/.exec((await checkout(jar, "key-delete")).location!)![1]!;
    await post(settings.action, "/profile/settings", { intent: "delete", confirmation: "DELETE MY ACCOUNT" }, jar);
    const row = await db()
      .selectFrom("orders")
      .select(["user_id", "total_paise"])
      .where("id", "=", orderId)
      .executeTakeFirst();
    expect(row?.user_id).toBeNull();
    expect(await db().selectFrom("users").select("id").where("id", "=", userId).executeTakeFirst()).toBeUndefined();
  });
});

/** A page as the server renders it in `language`, given its loader's data (no other route around it). */
function renderPage(page: ComponentType<never>, path: string, loaderData: unknown, language: Language): string {
  const Page = page as ComponentType<{ loaderData: unknown }>;
  const Stub = createRoutesStub([{ path, Component: () => createElement(Page, { loaderData }) }]);
  return renderToString(
    createElement(I18nProvider, { i18n: i18nFor(language) }, createElement(Stub, { initialEntries: [path] })),
  );
}

describe("orders in Hindi", () => {
  it("renders the receipt in Hindi: Hindi labels and dates (hi-IN), rupees as in English", async () => {
    const { jar } = await readyToOrder();
    const orderId = /orders\/([0-9a-f]+)/.exec((await checkout(jar, "key-receipt-hi")).location!)![1]!;
    const path = `/profile/orders/${orderId}/receipt`;
    jar.set("lang", "hi");
    const args = await routeArgs(path, { id: orderId }, { cookie: jar.header() });
    const language = requestLanguage(args.request);
    expect(language).toBe("hi");
    const receipt = await receiptPage.loader(args);

    const text = receiptText(receipt, fixedT(language), language);
    const ref = orderId.slice(-8).toUpperCase();
    const date = formatDateTimeLong(receipt.order.createdAt, "hi");
    expect(date).toMatch(/नवंबर|दिसंबर|जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्तूबर/);
    expect(text.title).toBe("रसीद");
    expect(text.heading).toBe(`${BRAND} · ऑर्डर #${ref} · ${date}`);
    expect(text.billedTo).toMatch(/^बिल .+ के नाम, 8, Park Street, Kolkata, पश्चिम बंगाल 700016$/);
    expect(text.payment).toBe("पेमेंट: COD · बाकी (कैश ऑन डिलीवरी)");
    expect(text.facilitator).toMatch(/^यह ऑर्डर .+ के ज़रिए दिया गया/);
    const bill = billView(receipt.order.bill, fixedT(language));
    expect(bill.rows.map((row) => row.label)).toEqual(expect.arrayContaining(["सबटोटल", "प्लेटफ़ॉर्म फ़ीस"]));
    expect(bill.charges?.label).toBe("GST और रेस्टोरेंट शुल्क");
    expect(bill.total).toEqual({ label: "कुल", paise: receipt.order.totalPaise });
    // A restaurant offer is kept as terms and worded in the page's language; an older order's English stays.
    const offer = { text: "20% OFF up to ₹100", discountPaise: 5000, freeDelivery: false };
    const offerTerms = { kind: "percent", percent: 20, maxDiscountPaise: 10000 } as const;
    const labels = (changes: Partial<Bill>, t = fixedT("hi")) =>
      billView({ ...receipt.order.bill, ...changes }, t).rows.map((row) => row.label);
    expect(labels({ offer: { ...offer, terms: offerTerms } })).toContain("रेस्टोरेंट ऑफ़र: ₹100 तक 20% की छूट");
    expect(labels({ offer: { ...offer, terms: null } })).toContain("रेस्टोरेंट ऑफ़र: 20% OFF up to ₹100");
    // Customer audit m18: a free delivery is named after the offer only when the offer made it free.
    const feeLabel = (changes: Partial<Bill>) =>
      labels({ deliveryFeePaise: 0, ...changes }, fixedT("en")).find((label) => label.startsWith("Delivery fee"));
    expect(feeLabel({ offer: { ...offer, terms: offerTerms } })).toMatch(/^Delivery fee \(\d/);
    expect(
      feeLabel({
        offer: {
          terms: { kind: "free-delivery", minSubtotalPaise: 19900 },
          text: null,
          discountPaise: 0,
          freeDelivery: true,
        },
      }),
    ).toBe("Delivery fee (Free delivery above ₹199)");

    // What the customer sees: the page rendered in Hindi, amounts written exactly as in English.
    const html = renderPage(receiptPage.default, path, receipt, "hi");
    for (const shown of ["रसीद", `ऑर्डर #${ref}`, date, "सबटोटल", "कुल", text.payment, "ऑर्डर पर वापस जाएँ"])
      expect(html).toContain(shown);
    expect(html).toContain(formatRupees(receipt.order.totalPaise));
    expect(formatRupees(receipt.order.totalPaise)).toMatch(/^₹[\d,]+(\.\d\d)?$/);
    for (const english of [">Receipt<", "Subtotal", "Billed to", "Back to the order", "Payment:"])
      expect(html).not.toContain(english);
    const english = renderPage(receiptPage.default, path, receipt, "en");
    expect(english).toContain(`Order #${ref} · ${formatDateTimeLong(receipt.order.createdAt, "en")}`);
    expect(english).toContain("Payment: COD · Pending (cash on delivery)");
    expect(english).toContain(formatRupees(receipt.order.totalPaise));
  });

  it("says the order's messages in Hindi: cancelling, its refusal, the flash", async () => {
    const { jar } = await readyToOrder();
    jar.set("lang", "hi");
    const orderId = /orders\/([0-9a-f]+)/.exec((await checkout(jar, "key-hindi")).location!)![1]!;
    const list = await ordersPage.loader(await routeArgs("/profile/orders", {}, { cookie: jar.header() }));
    const html = renderPage(ordersPage.default, "/profile/orders", list, "hi");
    const ref = orderId.slice(-8).toUpperCase();
    for (const shown of ["1 ऑर्डर", "चालू (1)", "रद्द (0)", "तैयार हो रहा है", `aria-label="ऑर्डर ${ref} ट्रैक करें"`])
      expect(html).toContain(shown);
    expect(html).toMatch(/अनुमानित डिलीवरी:(<!-- -->)? <strong>\d+ मिनट<\/strong>/);
    const cancelled = await call(orderPage, orderId, jar, { intent: "cancel" });
    expect(await flashOf(cancelled)).toBe("आपका ऑर्डर रद्द कर दिया गया है।");
    const twice = await call(orderPage, orderId, jar, { intent: "cancel" });
    // The action answers in English (its id); the page shows it translated.
    const error = (twice.body as { result: { error: Record<string, string[]> } }).result.error[""]![0]!;
    expect(error).toBe("This order is cancelled and can no longer be cancelled.");
    expect(fixedT("hi")(error)).toBe("यह ऑर्डर पहले ही रद्द हो चुका है।");
  });

  it("words the console's refusals with their arguments, in either language", async () => {
    const { jar } = await readyToOrder();
    const orderId = /orders\/([0-9a-f]+)/.exec((await checkout(jar, "key-console-hi")).location!)![1]!;
    const ref = orderId.slice(-8).toUpperCase();
    const stale = await advanceOrder(orderId, "Preparing");
    if (stale.ok) throw new Error("A stale status moved the order");
    expect(word(ORDER_WORDS, stale, fixedT("en"))).toBe(`Order #${ref} is now Confirmed; nothing was changed.`);
    expect(word(ORDER_WORDS, stale, fixedT("hi"))).toBe(`ऑर्डर #${ref} का स्टेटस अब “कन्फ़र्म” है; कुछ नहीं बदला गया।`);
  });

  it("refuses a checkout in the customer's language", async () => {
    const empty = await signedInCustomer();
    empty.jar.set("lang", "hi");
    const none = await checkout(empty.jar, "key-empty-hi");
    expect((none.body as { outcome: { message: string } }).outcome.message).toBe(
      "आपका कार्ट खाली है। ऑर्डर करने के लिए कोई डिश जोड़ें।",
    );
  });
});

describe("checkout uses what the customer sees", () => {
  it("places the order with the address, method and instructions posted with it, saved or not", async () => {
    const { userId, jar } = await readyToOrder();
    await post(
      addressNew.action,
      "/profile/addresses/new",
      {
        addressLine1: "14, Camac Street",
        city: "Kolkata",
        state: "West Bengal",
        zipCode: "700017",
        locality: "calcutta/Park Street",
      },
      jar,
    );
    const second = await db()
      .selectFrom("addresses")
      .select("id")
      .where("user_id", "=", userId)
      .where("line1", "=", "14, Camac Street")
      .executeTakeFirstOrThrow();
    const placed = await checkout(jar, "key-on-screen", {
      addressId: second.id,
      instructions: "Leave it with the guard",
    });
    const orderId = /orders\/([0-9a-f]+)/.exec(placed.location ?? "")![1]!;
    expect(await findOrder(userId, orderId)).toMatchObject({
      paymentMethod: "COD",
      instructions: "Leave it with the guard",
      address: { line1: "14, Camac Street", city: "Kolkata" },
      contactPhone: "+919876543210",
    });
  });

  it("refuses an address outside the restaurant's city, saying where it delivers", async () => {
    const { userId, jar } = await readyToOrder();
    await post(
      addressNew.action,
      "/profile/addresses/new",
      {
        addressLine1: "7, Juhu Tara Road",
        city: "Mumbai",
        state: "Maharashtra",
        zipCode: "400049",
        locality: "mumbai/Juhu",
      },
      jar,
    );
    const juhu = await db()
      .selectFrom("addresses")
      .select("id")
      .where("user_id", "=", userId)
      .where("line1", "=", "7, Juhu Tara Road")
      .executeTakeFirstOrThrow();
    const refused = await checkout(jar, "key-juhu", { addressId: juhu.id });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      outcome: {
        field: "addressId",
        message: expect.stringMatching(
          / delivers in Calcutta only, and PIN code 400049 is outside it\. Choose an address in Calcutta\.$/,
        ),
      },
    });
    expect(await db().selectFrom("orders").select("id").where("user_id", "=", userId).execute()).toEqual([]);
  });

  it("asks for a mobile number once, keeps it on the account, and keeps what was typed when it is refused", async () => {
    const { userId, jar } = await readyToOrder();
    await db().updateTable("users").set({ phone: null }).where("id", "=", userId).execute();

    const missing = await checkout(jar, "key-no-phone", { phone: "", instructions: "Ring twice" });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      outcome: { message: "Enter a mobile number so the delivery partner can reach you.", field: "phone" },
      result: { initialValue: { instructions: "Ring twice" } },
    });
    const malformed = await checkout(jar, "key-bad-phone", { phone: "12345", instructions: "Ring thrice" });
    expect(malformed.body).toMatchObject({
      result: {
        error: { phone: ["Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9."] },
        initialValue: { phone: "12345", instructions: "Ring thrice" },
      },
    });
    expect(await db().selectFrom("orders").select("id").where("user_id", "=", userId).execute()).toEqual([]);

    const placed = await checkout(jar, "key-phone", { phone: "+91 91234-56789" });
    const orderId = /orders\/([0-9a-f]+)/.exec(placed.location ?? "")![1]!;
    expect((await findOrder(userId, orderId))?.contactPhone).toBe("+919123456789");
    expect(await db().selectFrom("users").select("phone").where("id", "=", userId).executeTakeFirst()).toEqual({
      phone: "+919123456789",
    });
    const page = await cartRoute.loader(await routeArgs("/cart", {}, { cookie: jar.header() }));
    expect(page).toMatchObject({ phone: "+91 91234 56789" });
  });
});

describe("offers shown are offers charged", () => {
  async function orderFrom(restaurantId: string, quantity: string) {
    const { userId, jar } = await readyToOrder();
    await post(cartRoute.action, "/cart", { intent: "clear", returnTo: "/cart" }, jar);
    const dishes = await db()
      .selectFrom("products")
      .select(["id", "price_paise", "promo_discount_percent"])
      .where("restaurant_id", "=", restaurantId)
      .where("available", "=", 1)
      .where("id", "not in", dishesWithOptions)
      .orderBy("price_paise", "desc")
      .limit(2)
      .execute();
    for (const dish of dishes)
      await post(cartRoute.action, "/cart", { intent: "add", productId: dish.id, quantity, returnTo: "/cart" }, jar);
    const placed = await checkout(jar, `key-offer-${restaurantId}`);
    const orderId = /orders\/([0-9a-f]+)/.exec(placed.location ?? "")?.[1];
    if (!orderId) throw new Error(`Not placed: ${JSON.stringify(placed.body)}`);
    return { order: (await findOrder(userId, orderId))!, dishes };
  }
  /** A Kolkata restaurant that delivers to the customer's address, whose offer has `column` set, open all day. */
  const restaurantWith = async (
    column: "offer_percent" | "offer_type",
    value?: NonNullable<Restaurants["offer_type"]>,
  ) => {
    let query = db()
      .selectFrom("restaurants")
      .innerJoin("cities", "cities.id", "restaurants.city_id")
      .select(["restaurants.id", "restaurants.offer_percent", "restaurants.offer_max_discount_paise"])
      .where("cities.slug", "=", "calcutta")
      .where("restaurants.is_active", "=", 1)
      .where("restaurants.min_order_paise", "<=", 9900)
      .where("restaurants.id", "in", deliveringToSample("calcutta"))
      .where(`restaurants.${column}`, "is not", null);
    if (value) query = query.where(`restaurants.${column}`, "=", value);
    const restaurant = await query.orderBy("restaurants.id").executeTakeFirstOrThrow();
    await openAllDay(db(), restaurant.id);
    return restaurant;
  };

  it("charges Buy 1 Get 1 Free: every second unit of a dish is free, on its own bill line", async () => {
    const { order, dishes } = await orderFrom((await restaurantWith("offer_type", "bogo")).id, "2");
    const unit = (dish: (typeof dishes)[number]) =>
      dish.price_paise - Math.round((dish.price_paise * (dish.promo_discount_percent ?? 0)) / 100);
    expect(order.bill.offer).toMatchObject({ text: "Buy 1 Get 1 Free", terms: { kind: "bogo" } });
    expect(order.bill.offer?.discountPaise).toBe(dishes.reduce((sum, dish) => sum + unit(dish), 0));
    expect(sumOfLines(order.bill)).toBe(order.totalPaise);
    expect(order.totalPaise % 100).toBe(0);
  });

  it("charges a percentage offer up to its cap and a dish's own % OFF", async () => {
    const restaurant = await restaurantWith("offer_percent");
    const { order, dishes } = await orderFrom(restaurant.id, "1");
    const itemDiscount = dishes.reduce(
      (sum, dish) => sum + Math.round((dish.price_paise * (dish.promo_discount_percent ?? 0)) / 100),
      0,
    );
    expect(order.bill.itemDiscountPaise).toBe(itemDiscount);
    const food = order.bill.subtotalPaise - itemDiscount;
    expect(order.bill.offer?.discountPaise).toBe(
      Math.min(Math.round((food * restaurant.offer_percent!) / 100), restaurant.offer_max_discount_paise!),
    );
    expect(order.bill.offer?.text).toMatch(/^\d+% OFF up to ₹\d+$/);
  });
});
