import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { dispatchOnce } from "~/features/delivery/dispatch.server";
import { acceptOffer, declineOffer } from "~/features/delivery/offers.server";
import * as boardPage from "~/routes/admin/orders";
import { signedInAdmin } from "../support/accounts";
import { post } from "../support/post";
import { routeArgs } from "../support/route-args";
import { cookingOrder, offersOf, openOffer, orderNow, riderNear, SECOND } from "../support/riders";

/**
 * Dispatch against the database (issue 36), on SQLite and PostgreSQL: offers go to the nearest online rider
 * and move on when declined or let lapse; of riders accepting at once exactly one holds an order; a rider
 * never holds two trips; an order nobody can take is stranded for the console, once.
 */

beforeEach(async () => {
  // Each test dispatches only its own orders and riders.
  await db().updateTable("orders").set({ status: "Delivered" }).where("status", "=", "Preparing").execute();
  await db().updateTable("riders").set({ online: 0 }).execute();
});

describe("dispatch", () => {
  it("leaves a shop without rider accounts as it was: no offers, nothing stranded", async () => {
    await db().deleteFrom("riders").execute();
    const order = await cookingOrder();
    expect(await dispatchOnce(new Date(order.acceptedAt.getTime() + 60 * 60 * SECOND))).toEqual({
      offered: 0,
      lapsed: 0,
      stranded: [],
    });
    const row = await orderNow(order.id);
    expect(row.stranded_at).toBeNull();
  });

  it("offers a cooking order to the nearest online rider, the next when declined, the next when it lapses", async () => {
    const order = await cookingOrder();
    const near = await riderNear(order, 0.005);
    const middle = await riderNear(order, 0.01);
    const far = await riderNear(order, 0.02);
    await riderNear(order, 0.001, 0);
    const now = new Date();

    expect(await dispatchOnce(now)).toEqual({ offered: 1, lapsed: 0, stranded: [] });
    const [first] = await offersOf(order.id);
    expect(first).toMatchObject({
      rider_id: near,
      answer: null,
      pay_paise: order.payPaise,
      expires_at: new Date(now.getTime() + 45 * SECOND).toISOString(),
    });
    expect(first?.km).toBeCloseTo(0.72, 1);
    // While the offer is open, nobody else is offered the order.
    expect((await dispatchOnce(new Date(now.getTime() + SECOND))).offered).toBe(0);

    expect(await declineOffer(near, first?.id ?? "")).toEqual({ ok: true, orderId: order.id });
    expect((await dispatchOnce(new Date(now.getTime() + 2 * SECOND))).offered).toBe(1);
    expect((await offersOf(order.id)).map((offer) => [offer.rider_id, offer.answer])).toEqual([
      [near, "declined"],
      [middle, null],
    ]);

    // The middle rider lets it lapse: 45 seconds on, the far one is offered it.
    expect(await dispatchOnce(new Date(now.getTime() + 50 * SECOND))).toEqual({ offered: 1, lapsed: 1, stranded: [] });
    const offers = await offersOf(order.id);
    expect(offers.map((offer) => [offer.rider_id, offer.answer])).toEqual([
      [near, "declined"],
      [middle, "lapsed"],
      [far, null],
    ]);
    // A lapsed offer cannot be taken any more; the open one can.
    expect(await acceptOffer(middle, offers[1]?.id ?? "", new Date(now.getTime() + 51 * SECOND))).toEqual({
      ok: false,
      code: "offer-gone",
    });
    expect(await acceptOffer(far, offers[2]?.id ?? "", new Date(now.getTime() + 51 * SECOND))).toEqual({
      ok: true,
      orderId: order.id,
    });
    const held = await orderNow(order.id);
    expect(held).toMatchObject({ rider_id: far, rider_step: "to-restaurant" });
    expect(held.delivery_code).toMatch(/^\d{4}$/);
    expect((await dispatchOnce(new Date(now.getTime() + 60 * SECOND))).offered).toBe(0);
  });

  it("gives an order to exactly one of 20 riders accepting it at once", async () => {
    const order = await cookingOrder();
    const riders = await Promise.all(Array.from({ length: 20 }, (_, i) => riderNear(order, 0.001 * (i + 1))));
    const offers = await Promise.all(riders.map((rider) => openOffer(order.id, rider)));
    const answers = await Promise.all(riders.map((rider, i) => acceptOffer(rider, offers[i] ?? "")));
    const winners = answers.filter((answer) => answer.ok);
    expect(winners).toHaveLength(1);
    expect(answers.filter((answer) => !answer.ok).map((answer) => !answer.ok && answer.code)).toEqual(
      Array(19).fill("order-taken"),
    );
    const held = await orderNow(order.id);
    const accepted = (await offersOf(order.id)).filter((offer) => offer.answer === "accepted");
    expect(accepted.map((offer) => offer.rider_id)).toEqual([held.rider_id]);
  });

  it("never lets a rider hold two trips, even accepting two orders at once", async () => {
    const one = await cookingOrder();
    const two = await cookingOrder();
    const rider = await riderNear(one, 0.002);
    const offers = [await openOffer(one.id, rider), await openOffer(two.id, rider)];
    const answers = await Promise.all(offers.map((offer) => acceptOffer(rider, offer)));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.find((answer) => !answer.ok)).toEqual({ ok: false, code: "on-a-trip" });
    const held = await db().selectFrom("orders").select("id").where("rider_id", "=", rider).execute();
    expect(held).toHaveLength(1);
  });

  it("refuses another rider's offer and an expired one", async () => {
    const order = await cookingOrder();
    const rider = await riderNear(order, 0.002);
    const other = await riderNear(order, 0.003);
    const offer = await openOffer(order.id, rider, new Date(Date.now() + 30 * SECOND));
    expect(await acceptOffer(other, offer)).toEqual({ ok: false, code: "offer-gone" });
    expect(await declineOffer(other, offer)).toEqual({ ok: false, code: "offer-gone" });
    expect(await acceptOffer(rider, offer, new Date(Date.now() + 31 * SECOND))).toEqual({
      ok: false,
      code: "offer-gone",
    });
    const held = await orderNow(order.id);
    expect(held.rider_id).toBeNull();
  });

  it("strands an order nobody within reach takes after the give-up time, and says so once", async () => {
    const order = await cookingOrder();
    await riderNear(order, 0.2);
    const later = new Date(order.acceptedAt.getTime() + 9 * 60 * SECOND);
    expect(await dispatchOnce(later)).toEqual({ offered: 0, lapsed: 0, stranded: [] });
    const giveUp = new Date(order.acceptedAt.getTime() + 10 * 60 * SECOND + SECOND);
    expect(await dispatchOnce(giveUp)).toEqual({ offered: 0, lapsed: 0, stranded: [order.id] });
    expect(await dispatchOnce(new Date(giveUp.getTime() + 5 * SECOND))).toEqual({
      offered: 0,
      lapsed: 0,
      stranded: [],
    });
    const row = await orderNow(order.id);
    expect(row.stranded_at).not.toBeNull();
  });

  it("lets the console hand a stranded order to a free rider of its choice, audited, never to one on a trip", async () => {
    const order = await cookingOrder();
    const busyOrder = await cookingOrder();
    const free = await riderNear(order, 0.2);
    const busy = await riderNear(order, 0.002);
    expect(await acceptOffer(busy, await openOffer(busyOrder.id, busy))).toMatchObject({ ok: true });
    await dispatchOnce(new Date(order.acceptedAt.getTime() + 11 * 60 * SECOND));
    const admin = await signedInAdmin();
    const board = async () =>
      (
        (await boardPage.loader(
          await routeArgs("/admin/orders?status=Preparing", {}, { cookie: admin.jar.header() }),
        )) as Awaited<ReturnType<typeof boardPage.loader>>
      ).orders.find((one) => one.id === order.id);
    expect(await board()).toMatchObject({ strandedAt: expect.any(String), rider: null });

    const toBusy = await post(
      boardPage.action,
      "/admin/orders",
      { intent: "assign-rider", orderId: order.id, riderId: busy },
      admin.jar,
    );
    expect(toBusy.status).toBe(409);
    expect(JSON.stringify(toBusy.body)).toContain("That rider is on a trip now: choose another.");
    const toFree = await post(
      boardPage.action,
      "/admin/orders",
      { intent: "assign-rider", orderId: order.id, riderId: free },
      admin.jar,
    );
    expect(toFree.status).toBe(303);
    expect(await orderNow(order.id)).toMatchObject({ rider_id: free, rider_step: "to-restaurant" });
    expect(await board()).toMatchObject({ strandedAt: null, rider: { name: "Test Customer", step: "to-restaurant" } });
    const audit = await db()
      .selectFrom("audit_log")
      .select(["actor_id", "action"])
      .where("target_id", "=", order.id)
      .execute();
    expect(audit).toEqual([{ actor_id: admin.userId, action: "order.assign-rider" }]);
    const again = await post(
      boardPage.action,
      "/admin/orders",
      { intent: "assign-rider", orderId: order.id, riderId: busy },
      admin.jar,
    );
    expect(again.status).toBe(409);
  });
});
