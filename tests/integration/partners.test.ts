import { describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { addMember, createInvite, joinWithInvite } from "~/features/partners/partners.server";
import {
  acceptOrder,
  cancelUnacceptedOrders,
  markReady,
  rejectOrder,
} from "~/features/orders/restaurant-orders.server";
import type { CurrentUser } from "~/features/accounts/session.server";
import { newId } from "~/lib/ids.server";
import { listBoardOrders } from "~/features/admin/admin-orders.server";
import { todaysDashboard } from "~/features/admin/dashboard.server";
import { cancelWithRefund } from "~/features/orders/status-changes.server";
import { switchDishesBackOn } from "~/features/catalogue/dishes-back-on.server";
import { backOnAt } from "~/features/catalogue/opening";
import { hoursOfOne } from "~/features/catalogue/opening.server";
import { formatDateTime } from "~/lib/dates";
import * as ordersRoute from "~/routes/partner/orders";
import * as eventsRoute from "~/routes/partner/order-events";
import * as homeRoute from "~/routes/partner/home";
import * as kitchenRoute from "~/routes/partner/kitchen";
import * as cartRoute from "~/routes/cart/cart";
import * as orderRoute from "~/routes/profile/order";
import * as teamRoute from "~/routes/partner/team";
import * as adminRestaurantRoute from "~/routes/admin/restaurant";
import { signedInAdmin } from "../support/accounts";
import type { CookieJar } from "../../scripts/support/cookies";
import { signedInCustomer } from "../support/accounts";
import { checkout, orderableDishes, payOnline, readyToOrder } from "../support/orders";
import { post } from "../support/post";
import { routeArgs, thrown } from "../support/route-args";

/** A week open all day, as the hours form posts it. */
const ALL_DAY: [string, string][] = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"].map(
  (day) => [`hours.${day}`, "00:00-24:00"],
);

/** A placed cash order, its restaurant and its customer. */
async function placedOrder() {
  const customer = await readyToOrder();
  await checkout(customer.jar, `partners-${newId()}`);
  const order = await db()
    .selectFrom("orders")
    .select(["id", "restaurant_id", "status", "delivery_minutes", "distance_km"])
    .where("user_id", "=", customer.userId)
    .executeTakeFirstOrThrow();
  return { ...order, customer };
}

/** A signed-in member of `restaurantId`, as the actions and audit log see them. */
async function partnerOf(restaurantId: string, role: "owner" | "staff" = "owner") {
  const email = `partner-${newId()}@example.com`;
  const account = await signedInCustomer(email);
  await addMember(restaurantId, account.userId, role);
  return { ...account, email, actor: { id: account.userId, email } };
}

async function anotherRestaurant(than: string): Promise<string> {
  const row = await db()
    .selectFrom("restaurants")
    .select("id")
    .where("id", "!=", than)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Calls a route's action with its `params`, as a browser's form post by `jar`'s user: its status and redirect. */
async function postRoute(
  action: (args: never) => Promise<unknown>,
  path: string,
  params: Record<string, string>,
  fields: [string, string][],
  jar: CookieJar,
) {
  const args = await routeArgs(path, params, {
    method: "POST",
    body: new URLSearchParams(fields),
    cookie: jar.header(),
  });
  try {
    const result = await action(args as never);
    if (result instanceof Response) return { status: result.status, location: result.headers.get("Location") };
    const answer = result as { init: { status?: number } | null };
    return { status: answer.init?.status ?? 200, location: null };
  } catch (error) {
    return thrown(() => Promise.reject(error));
  }
}

/** Calls a partner page's action (the orders page's unless `page` says) for `restaurantId` as `jar`'s user. */
function postTo(
  restaurantId: string,
  fields: [string, string][],
  jar: CookieJar,
  page: { action: typeof ordersRoute.action; path: string } = { action: ordersRoute.action, path: "orders" },
) {
  return postRoute(page.action, `/partner/${restaurantId}/${page.path}`, { restaurantId }, fields, jar);
}

/** The states of an order's payments: one captured payment, or one claimed for refund (never two). */
async function paymentStates(orderId: string) {
  const rows = await db().selectFrom("payments").select("state").where("order_id", "=", orderId).execute();
  return rows.map((row) => row.state);
}

async function statusOf(orderId: string) {
  return db()
    .selectFrom("orders")
    .select([
      "status",
      "accepted_at",
      "prep_minutes",
      "ready_at",
      "rejection_code",
      "rejected_dishes",
      "delivery_minutes",
    ])
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();
}

describe("a restaurant partner's pages", () => {
  it("show a member their restaurant's orders, and 404 to anyone else, for every page and form", async () => {
    const order = await placedOrder();
    const member = await partnerOf(order.restaurant_id);
    const otherMember = await partnerOf(await anotherRestaurant(order.restaurant_id));
    const customer = order.customer;

    const page = (await ordersRoute.loader(
      (await routeArgs(
        `/partner/${order.restaurant_id}/orders`,
        { restaurantId: order.restaurant_id },
        {
          cookie: member.jar.header(),
        },
      )) as never,
    )) as Awaited<ReturnType<typeof ordersRoute.loader>>;
    expect(page.orders.map((shown) => [shown.id, shown.column])).toContainEqual([order.id, "new"]);
    expect(page.orders.find((shown) => shown.id === order.id)?.secondsToAccept).toBeGreaterThan(0);

    const strangers = [
      ["another restaurant's member", otherMember.jar],
      ["a customer", customer.jar],
    ] as const;
    const intents: [string, string][][] = [
      [
        ["intent", "accept"],
        ["orderId", order.id],
        ["prepMinutes", "20"],
      ],
      [
        ["intent", "reject"],
        ["orderId", order.id],
        ["reason", "busy"],
      ],
      [
        ["intent", "ready"],
        ["orderId", order.id],
      ],
    ];
    let cases = 0;
    for (const [who, jar] of strangers) {
      for (const load of [ordersRoute.loader, eventsRoute.loader]) {
        const answer = await thrown(async () =>
          load(
            (await routeArgs(
              `/partner/${order.restaurant_id}/orders`,
              { restaurantId: order.restaurant_id },
              {
                cookie: jar.header(),
              },
            )) as never,
          ),
        );
        expect(answer.status, who).toBe(404);
        cases++;
      }
      for (const fields of intents) {
        expect((await postTo(order.restaurant_id, fields, jar)).status, `${who} ${fields[0]![1]}`).toBe(404);
        cases++;
      }
    }
    // A member of another restaurant, on their own restaurant's address, cannot reach this order either.
    const own = await anotherRestaurant(order.restaurant_id);
    for (const fields of intents) {
      expect((await postTo(own, fields, otherMember.jar)).status).toBe(409);
      cases++;
    }
    // A made-up restaurant id is 404 too, for the member of a real one.
    for (const fields of intents) {
      expect((await postTo("no-such-restaurant", fields, member.jar)).status).toBe(404);
      cases++;
    }
    // The kitchen page and each of its forms, likewise.
    const kitchen = { action: kitchenRoute.action, path: "kitchen" };
    const dish = (
      await db()
        .selectFrom("products")
        .select("id")
        .where("restaurant_id", "=", order.restaurant_id)
        .executeTakeFirstOrThrow()
    ).id;
    const kitchenForms: [string, string][][] = [
      [
        ["intent", "pause"],
        ["minutes", "30"],
      ],
      [["intent", "resume"]],
      [["intent", "hours"], ["shown", "[]"], ...ALL_DAY],
      [
        ["intent", "usual-prep"],
        ["minutes", "45"],
      ],
      [
        ["intent", "set-open"],
        ["open", "0"],
      ],
      [
        ["intent", "dish-available"],
        ["dishId", dish],
        ["available", "0"],
      ],
    ];
    for (const [who, jar] of strangers) {
      const answer = await thrown(async () =>
        kitchenRoute.loader(
          (await routeArgs(
            `/partner/${order.restaurant_id}/kitchen`,
            { restaurantId: order.restaurant_id },
            {
              cookie: jar.header(),
            },
          )) as never,
        ),
      );
      expect(answer.status, who).toBe(404);
      cases++;
      for (const fields of kitchenForms) {
        expect((await postTo(order.restaurant_id, fields, jar, kitchen)).status, `${who} ${fields[0]![1]}`).toBe(404);
        cases++;
      }
    }
    const untouched = await db()
      .selectFrom("restaurants")
      .select(["is_active", "paused_until"])
      .where("id", "=", order.restaurant_id)
      .executeTakeFirstOrThrow();
    expect(untouched).toEqual({ is_active: 1, paused_until: null });
    // A made-up restaurant's page and events are 404 for a member of a real one.
    for (const load of [ordersRoute.loader, eventsRoute.loader]) {
      const answer = await thrown(async () =>
        load(
          (await routeArgs(
            "/partner/no-such-restaurant/orders",
            { restaurantId: "no-such-restaurant" },
            {
              cookie: member.jar.header(),
            },
          )) as never,
        ),
      );
      expect(answer.status).toBe(404);
      cases++;
    }
    // The other restaurant's own page does not list this order.
    const theirs = (await ordersRoute.loader(
      (await routeArgs(`/partner/${own}/orders`, { restaurantId: own }, { cookie: otherMember.jar.header() })) as never,
    )) as Awaited<ReturnType<typeof ordersRoute.loader>>;
    expect(theirs.orders.map((shown) => shown.id)).not.toContain(order.id);
    cases++;
    // A guest is sent to sign in.
    const guest = await thrown(async () =>
      ordersRoute.loader(
        (await routeArgs(`/partner/${order.restaurant_id}/orders`, { restaurantId: order.restaurant_id })) as never,
      ),
    );
    expect(guest.location).toMatch(/^\/login/);
    cases++;
    expect(cases).toBeGreaterThanOrEqual(20);
    // Nothing changed.
    expect(await statusOf(order.id)).toMatchObject({ status: "Confirmed", accepted_at: null });

    // /partner takes a member with one restaurant to its orders, anyone else to "Partner with us".
    const home = await thrown(async () =>
      homeRoute.loader((await routeArgs("/partner", {}, { cookie: member.jar.header() })) as never),
    );
    expect(home.location).toBe(`/partner/${order.restaurant_id}/orders`);
    const notMember = await thrown(async () =>
      homeRoute.loader((await routeArgs("/partner", {}, { cookie: customer.jar.header() })) as never),
    );
    expect(notMember.location).toBe("/partner-with-us");
  });

  it("accepts an order with a preparation time from its page, then marks it ready", async () => {
    const order = await placedOrder();
    const member = await partnerOf(order.restaurant_id, "staff");
    // The console's board says who is slow to accept.
    const onBoard = async () =>
      (await listBoardOrders({ status: null, cityId: null, restaurantId: order.restaurant_id })).find(
        (shown) => shown.id === order.id,
      );
    expect((await onBoard())?.awaitingAcceptSince).not.toBeNull();
    const refused = await postTo(
      order.restaurant_id,
      [
        ["intent", "accept"],
        ["orderId", order.id],
        ["prepMinutes", "25"],
      ],
      member.jar,
    );
    expect(refused.status).toBe(400);
    const accepted = await postTo(
      order.restaurant_id,
      [
        ["intent", "accept"],
        ["orderId", order.id],
        ["prepMinutes", "20"],
      ],
      member.jar,
    );
    expect(accepted).toMatchObject({ status: 303, location: `/partner/${order.restaurant_id}/orders` });
    const after = await statusOf(order.id);
    expect(after).toMatchObject({ status: "Preparing", prep_minutes: 20, ready_at: null });
    expect(after.accepted_at).not.toBeNull();
    expect(await onBoard()).toMatchObject({ awaitingAcceptSince: null, acceptedAt: after.accepted_at });
    // The customer's estimate is now the cooking promised plus the ride (less than a minute has passed).
    expect(after.delivery_minutes).toBeGreaterThanOrEqual(20);
    expect(after.delivery_minutes).toBeLessThanOrEqual(20 + 1 + Math.ceil((order.distance_km ?? 0) * 4));
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "actor_email"])
      .where("target_id", "=", order.id)
      .execute();
    expect(audit).toContainEqual({ action: "order.accept", actor_email: member.email });

    expect(await acceptOrder(order.restaurant_id, order.id, 20, member.actor)).toEqual({ ok: false, code: "moved-on" });
    const ready = await postTo(
      order.restaurant_id,
      [
        ["intent", "ready"],
        ["orderId", order.id],
      ],
      member.jar,
    );
    expect(ready.status).toBe(303);
    expect((await statusOf(order.id)).ready_at).not.toBeNull();
    expect(await markReady(order.restaurant_id, order.id, member.actor)).toEqual({ ok: false, code: "moved-on" });
  });

  it("rejects an order for dishes that ran out: cancelled with the reason and the dishes kept", async () => {
    const order = await placedOrder();
    const member = await partnerOf(order.restaurant_id);
    const dishes = await db().selectFrom("order_items").select("product_id").where("order_id", "=", order.id).execute();
    expect(await rejectOrder(order.restaurant_id, order.id, "out-of-stock", [], member.actor)).toEqual({
      ok: false,
      code: "no-dishes",
    });
    const answer = await postTo(
      order.restaurant_id,
      [
        ["intent", "reject"],
        ["orderId", order.id],
        ["reason", "out-of-stock"],
        ["outOfStock", dishes[0]!.product_id!],
      ],
      member.jar,
    );
    expect(answer.status).toBe(303);
    const after = await statusOf(order.id);
    expect(after).toMatchObject({ status: "Cancelled", rejection_code: "out-of-stock" });
    expect(JSON.parse(after.rejected_dishes!)).toEqual([dishes[0]!.product_id]);
    const cancelled = await db()
      .selectFrom("orders")
      .select("cancellation_reason")
      .where("id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(cancelled.cancellation_reason).toBe("Some dishes ran out at the restaurant.");

    // "Order again without …" puts back every dish but the one that ran out.
    const { jar, userId } = order.customer;
    await db().deleteFrom("cart_lines").where("user_id", "=", userId).execute();
    const again = await postRoute(
      orderRoute.action,
      `/profile/orders/${order.id}`,
      { id: order.id },
      [["intent", "reorder"]],
      jar,
    );
    expect(again).toMatchObject({ status: 303, location: "/cart" });
    const inCart = await db().selectFrom("cart_lines").select("product_id").where("user_id", "=", userId).execute();
    expect(inCart.map((line) => line.product_id).sort()).toEqual(
      dishes
        .map((dish) => dish.product_id)
        .filter((id) => id !== dishes[0]!.product_id)
        .sort(),
    );
  });

  it("makes one outcome of an accept and a reject sent at once", async () => {
    for (let round = 0; round < 3; round++) {
      const order = await placedOrder();
      const member = await partnerOf(order.restaurant_id);
      const outcomes = await Promise.all([
        acceptOrder(order.restaurant_id, order.id, 15, member.actor),
        rejectOrder(order.restaurant_id, order.id, "busy", [], member.actor),
      ]);
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
      const after = await statusOf(order.id);
      if (outcomes[0]!.ok) expect(after).toMatchObject({ status: "Preparing", rejection_code: null });
      else expect(after).toMatchObject({ status: "Cancelled", accepted_at: null, rejection_code: "busy" });
    }
  });

  it("cancels an order nobody accepted in time, only at a restaurant with partners, and never an accepted one", async () => {
    const waiting = await placedOrder();
    const accepted = await placedOrder();
    await db().deleteFrom("restaurant_members").where("restaurant_id", "=", waiting.restaurant_id).execute();
    // Six minutes ago (ORDER_ACCEPT_MINUTES is 5).
    const backdate = (ids: string[]) =>
      db()
        .updateTable("orders")
        .set({ updated_at: new Date(Date.now() - 6 * 60_000).toISOString() })
        .where("id", "in", ids)
        .execute();
    await backdate([waiting.id]);
    // Without partners the console drives the restaurant's orders, as before.
    await cancelUnacceptedOrders();
    expect(await statusOf(waiting.id)).toMatchObject({ status: "Confirmed" });

    const member = await partnerOf(accepted.restaurant_id);
    expect(await acceptOrder(accepted.restaurant_id, accepted.id, 10, member.actor)).toEqual({ ok: true });
    await backdate([waiting.id, accepted.id]);
    await cancelUnacceptedOrders();
    expect(await statusOf(waiting.id)).toMatchObject({ status: "Cancelled", rejection_code: "timed-out" });
    expect(await statusOf(accepted.id)).toMatchObject({ status: "Preparing" });
    // A partner acting after the timeout is told the order moved on.
    expect(await acceptOrder(waiting.restaurant_id, waiting.id, 10, member.actor)).toEqual({
      ok: false,
      code: "moved-on",
    });
  });
});

describe("a paid order the restaurant refuses, lets time out or races a cancel", () => {
  it("refunds a paid order the restaurant rejects, once, and tells the customer why", async () => {
    const order = await placedOrder();
    await payOnline(order.id);
    const member = await partnerOf(order.restaurant_id);
    const reject: [string, string][] = [
      ["intent", "reject"],
      ["orderId", order.id],
      ["reason", "closing"],
    ];
    expect((await postTo(order.restaurant_id, reject, member.jar)).status).toBe(303);
    expect(await statusOf(order.id)).toMatchObject({ status: "Cancelled", rejection_code: "closing" });
    expect(await paymentStates(order.id)).toEqual(["refund_requested"]);
    // Sent again (a double press, a second partner): refused, and nothing is refunded twice.
    expect((await postTo(order.restaurant_id, reject, member.jar)).status).toBe(409);
    expect(await paymentStates(order.id)).toEqual(["refund_requested"]);
    const page = await orderRoute.loader({
      ...(await routeArgs(`/profile/orders/${order.id}`, {}, { cookie: order.customer.jar.header() })),
      params: { id: order.id },
    } as never);
    expect(JSON.stringify(page)).toContain("Refund pending");
  });

  it("refunds a paid order nobody accepted in time", async () => {
    const order = await placedOrder();
    await payOnline(order.id);
    await partnerOf(order.restaurant_id);
    await db()
      .updateTable("orders")
      .set({ updated_at: new Date(Date.now() - 6 * 60_000).toISOString() })
      .where("id", "=", order.id)
      .execute();
    await cancelUnacceptedOrders();
    await cancelUnacceptedOrders();
    expect(await statusOf(order.id)).toMatchObject({ status: "Cancelled", rejection_code: "timed-out" });
    expect(await paymentStates(order.id)).toEqual(["refund_requested"]);
    // The console's dashboard names the restaurant that let it time out.
    const { restaurant_name: restaurant } = await db()
      .selectFrom("orders")
      .select("restaurant_name")
      .where("id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect((await todaysDashboard()).notAcceptedInTime).toContainEqual({ restaurant, count: expect.any(Number) });
  });

  it("makes one outcome of the restaurant's accept and the customer's cancel sent at once: refunded only if cancelled", async () => {
    for (let round = 0; round < 4; round++) {
      const order = await placedOrder();
      await payOnline(order.id);
      const member = await partnerOf(order.restaurant_id);
      await Promise.all([
        acceptOrder(order.restaurant_id, order.id, 15, member.actor),
        cancelWithRefund(order.id, "Changed my mind", { userId: order.customer.userId }),
      ]);
      const after = await statusOf(order.id);
      const states = await paymentStates(order.id);
      if (after.status === "Cancelled") expect(states).toEqual(["refund_requested"]);
      else expect({ status: after.status, states }).toEqual({ status: "Preparing", states: ["captured"] });
    }
  });
});

describe("a restaurant partner's kitchen", () => {
  it("switches a dish off: customers cannot add it and checkout leaves it out; the change is audited", async () => {
    const customer = await readyToOrder();
    const [gone] = await orderableDishes();
    const restaurantId = (
      await db().selectFrom("products").select("restaurant_id").where("id", "=", gone!.id).executeTakeFirstOrThrow()
    ).restaurant_id;
    const member = await partnerOf(restaurantId);
    const kitchen = { action: kitchenRoute.action, path: "kitchen" };
    const off = await postTo(
      restaurantId,
      [
        ["intent", "dish-available"],
        ["dishId", gone!.id],
        ["available", "0"],
      ],
      member.jar,
      kitchen,
    );
    expect(off).toMatchObject({ status: 303, location: `/partner/${restaurantId}/kitchen#dish-${gone!.id}` });
    const dish = await db()
      .selectFrom("products")
      .select("available")
      .where("id", "=", gone!.id)
      .executeTakeFirstOrThrow();
    expect(dish.available).toBe(0);
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "actor_email"])
      .where("target_id", "=", gone!.id)
      .execute();
    expect(audit).toContainEqual({ action: "dish.unavailable", actor_email: member.email });

    const add = await post(
      cartRoute.action,
      "/cart",
      { intent: "add", productId: gone!.id, quantity: "1", returnTo: "/cart", _enhanced: "1" },
      customer.jar,
    );
    expect(add.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(add.body)).toContain("unavailable");
    await checkout(customer.jar, `kitchen-${newId()}`);
    const ordered = await db()
      .selectFrom("order_items")
      .innerJoin("orders", "orders.id", "order_items.order_id")
      .select("order_items.product_id")
      .where("orders.user_id", "=", customer.userId)
      .execute();
    expect(ordered.map((item) => item.product_id)).not.toContain(gone!.id);

    const paused = await postTo(
      restaurantId,
      [
        ["intent", "pause"],
        ["minutes", "30"],
      ],
      member.jar,
      kitchen,
    );
    expect(paused.status).toBe(303);
    const restaurant = await db()
      .selectFrom("restaurants")
      .select("paused_until")
      .where("id", "=", restaurantId)
      .executeTakeFirstOrThrow();
    expect(Date.parse(restaurant.paused_until!)).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect((await postTo(restaurantId, [["intent", "resume"]], member.jar, kitchen)).status).toBe(303);
    expect(
      (
        await postTo(
          restaurantId,
          [
            ["intent", "usual-prep"],
            ["minutes", "7"],
          ],
          member.jar,
          kitchen,
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await postTo(
          restaurantId,
          [
            ["intent", "usual-prep"],
            ["minutes", "25"],
          ],
          member.jar,
          kitchen,
        )
      ).status,
    ).toBe(303);
    const kitchenPage = (await kitchenRoute.loader(
      (await routeArgs(`/partner/${restaurantId}/kitchen`, { restaurantId }, { cookie: member.jar.header() })) as never,
    )) as Awaited<ReturnType<typeof kitchenRoute.loader>>;
    const shown = kitchenPage.restaurant.shownHours;
    const badHours = await postTo(
      restaurantId,
      [["intent", "hours"], ["shown", shown], ...ALL_DAY.map(([name]): [string, string] => [name, "noon till late"])],
      member.jar,
      kitchen,
    );
    expect(badHours.status).toBe(400);
    const hours = await postTo(restaurantId, [["intent", "hours"], ["shown", shown], ...ALL_DAY], member.jar, kitchen);
    expect(hours).toMatchObject({ status: 303, location: `/partner/${restaurantId}/kitchen#hours-title` });
    const usual = await db()
      .selectFrom("restaurants")
      .select("prep_minutes")
      .where("id", "=", restaurantId)
      .executeTakeFirstOrThrow();
    expect(usual.prep_minutes).toBe(25);
    await postTo(
      restaurantId,
      [
        ["intent", "dish-available"],
        ["dishId", gone!.id],
        ["available", "1"],
      ],
      member.jar,
      kitchen,
    );
  });
});

describe("a dish switched off for today", () => {
  it("comes back on at the restaurant's next opening, by the background job; one switched off until further notice stays off", async () => {
    const [today, untilOn] = await orderableDishes();
    const restaurantOf = async (dishId: string) =>
      (await db().selectFrom("products").select("restaurant_id").where("id", "=", dishId).executeTakeFirstOrThrow())
        .restaurant_id;
    const restaurantId = await restaurantOf(today!.id);
    expect(await restaurantOf(untilOn!.id)).toBe(restaurantId);
    const member = await partnerOf(restaurantId);
    const kitchen = { action: kitchenRoute.action, path: "kitchen" };
    const switchDish = (dishId: string, fields: [string, string][]) =>
      postTo(restaurantId, [["intent", "dish-available"], ["dishId", dishId], ...fields], member.jar, kitchen);
    const hours = await hoursOfOne(restaurantId);
    const expected = [backOnAt(hours, new Date()).toISOString()];
    const off = await switchDish(today!.id, [
      ["available", "0"],
      ["until", "today"],
    ]);
    expected.push(backOnAt(hours, new Date()).toISOString());
    expect(off.status).toBe(303);
    expect((await switchDish(untilOn!.id, [["available", "0"]])).status).toBe(303);
    const stored = (id: string) =>
      db()
        .selectFrom("products")
        .select(["available", "available_again_at"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    const switchedOff = await stored(today!.id);
    expect(switchedOff.available).toBe(0);
    expect(expected).toContain(switchedOff.available_again_at);
    expect(await stored(untilOn!.id)).toEqual({ available: 0, available_again_at: null });
    const page = (await kitchenRoute.loader(
      (await routeArgs(`/partner/${restaurantId}/kitchen`, { restaurantId }, { cookie: member.jar.header() })) as never,
    )) as Awaited<ReturnType<typeof kitchenRoute.loader>>;
    expect(page.dishes.find((dish) => dish.id === today!.id)?.availableAgainAt).toBe(
      formatDateTime(switchedOff.available_again_at!, "en"),
    );
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "after"])
      .where("target_id", "=", today!.id)
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe("dish.unavailable");
    expect(JSON.parse(audit.after)).toEqual({ available: false, availableAgainAt: switchedOff.available_again_at });

    const backAt = Date.parse(switchedOff.available_again_at!);
    expect(await switchDishesBackOn(new Date(backAt - 1000))).toBe(0);
    expect((await stored(today!.id)).available).toBe(0);
    expect(await switchDishesBackOn(new Date(backAt))).toBe(1);
    expect(await stored(today!.id)).toEqual({ available: 1, available_again_at: null });
    expect(await switchDishesBackOn(new Date(backAt + 7 * 24 * 3600_000))).toBe(0);
    expect((await stored(untilOn!.id)).available).toBe(0);
    expect((await switchDish(untilOn!.id, [["available", "1"]])).status).toBe(303);
    expect((await stored(untilOn!.id)).available).toBe(1);
  });
});

describe("a restaurant's team", () => {
  it("is invited and removed by the console, and by an owner for staff only; every change audited", async () => {
    const restaurant = (
      await db().selectFrom("restaurants").select("id").orderBy("id", "desc").executeTakeFirstOrThrow()
    ).id;
    const admin = await signedInAdmin();
    const invites = () =>
      db().selectFrom("partner_invites").select(["email", "role"]).where("restaurant_id", "=", restaurant).execute();
    const consoleInvite = await postRoute(
      adminRestaurantRoute.action,
      `/admin/restaurants/${restaurant}`,
      { id: restaurant },
      [
        ["intent", "partner-invite"],
        ["email", "Owner@Example.com"],
        ["role", "owner"],
      ],
      admin.jar,
    );
    expect(consoleInvite.status).toBe(303);
    expect(await invites()).toContainEqual({ email: "owner@example.com", role: "owner" });
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "actor_email"])
      .where("target_id", "=", restaurant)
      .execute();
    expect(audit).toContainEqual({ action: "partner.invite", actor_email: admin.email });

    const owner = await partnerOf(restaurant, "owner");
    const staff = await partnerOf(restaurant, "staff");
    const team = { action: teamRoute.action, path: "team" };
    // An owner's invitation is always for staff, whatever the form says.
    const ownerInvite = await postTo(
      restaurant,
      [
        ["intent", "partner-invite"],
        ["email", "cook@example.com"],
        ["role", "owner"],
      ],
      owner.jar,
      team,
    );
    expect(ownerInvite.status).toBe(303);
    expect(await invites()).toContainEqual({ email: "cook@example.com", role: "staff" });
    // Staff manage nobody; an owner cannot remove an owner; a bad address is refused next to its field.
    expect(
      (
        await postTo(
          restaurant,
          [
            ["intent", "partner-invite"],
            ["email", "x@example.com"],
          ],
          staff.jar,
          team,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await postTo(
          restaurant,
          [
            ["intent", "partner-remove"],
            ["userId", owner.userId],
          ],
          staff.jar,
          team,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await postTo(
          restaurant,
          [
            ["intent", "partner-remove"],
            ["userId", owner.userId],
          ],
          owner.jar,
          team,
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await postTo(
          restaurant,
          [
            ["intent", "partner-invite"],
            ["email", "not an address"],
          ],
          owner.jar,
          team,
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await postTo(
          restaurant,
          [
            ["intent", "partner-remove"],
            ["userId", staff.userId],
          ],
          owner.jar,
          team,
        )
      ).status,
    ).toBe(303);
    const members = await db()
      .selectFrom("restaurant_members")
      .select("user_id")
      .where("restaurant_id", "=", restaurant)
      .execute();
    expect(members.map((member) => member.user_id)).toContain(owner.userId);
    expect(members.map((member) => member.user_id)).not.toContain(staff.userId);
    // The last owner stays, even for the console.
    const lastOwner = await postRoute(
      adminRestaurantRoute.action,
      `/admin/restaurants/${restaurant}`,
      { id: restaurant },
      [
        ["intent", "partner-remove"],
        ["userId", owner.userId],
      ],
      admin.jar,
    );
    expect(lastOwner.status).toBe(409);
  });
});

describe("an invitation to join a restaurant", () => {
  it("makes its own address's verified account a member once, and nobody else", async () => {
    const restaurant = (await db().selectFrom("restaurants").select("id").executeTakeFirstOrThrow()).id;
    const email = `invited-${newId()}@example.com`;
    const invite = await createInvite(restaurant, email, "staff", null);
    if (!invite.ok) throw new Error("not invited");
    const user = (id: string, address: string, verified = true): CurrentUser => ({
      id,
      email: address,
      mobile: null,
      firstName: "A",
      lastName: "B",
      phone: null,
      role: "customer",
      emailVerified: verified,
      hasPassword: true,
      createdAt: new Date().toISOString(),
    });
    const stranger = await signedInCustomer();
    expect(await joinWithInvite(invite.token, user(stranger.userId, "someone@example.com"))).toEqual({
      ok: false,
      code: "other-address",
      email,
    });
    const invited = await signedInCustomer(email);
    expect(await joinWithInvite(invite.token, user(invited.userId, email, false))).toEqual({
      ok: false,
      code: "unverified",
    });
    expect(await joinWithInvite(invite.token, user(invited.userId, email))).toMatchObject({
      ok: true,
      restaurantId: restaurant,
    });
    expect(await joinWithInvite(invite.token, user(invited.userId, email))).toEqual({ ok: false, code: "invite-gone" });
    const members = await db()
      .selectFrom("restaurant_members")
      .select(["user_id", "role"])
      .where("restaurant_id", "=", restaurant)
      .execute();
    expect(members).toContainEqual({ user_id: invited.userId, role: "staff" });
    expect(members.map((member) => member.user_id)).not.toContain(stranger.userId);
    expect(await createInvite(restaurant, email, "staff", null)).toEqual({ ok: false, code: "already-member" });
  });
});
