import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import type { CurrentUser } from "~/features/accounts/session.server";
import { acceptOffer } from "~/features/delivery/offers.server";
import { createRiderInvite, joinAsRider, riderOf, setOnline, type Rider } from "~/features/delivery/riders.server";
import { moveRider } from "~/features/delivery/simulated-fleet.server";
import { orderTracking } from "~/features/delivery/tracking.server";
import {
  deliverAtDoor,
  forgetOldPositions,
  recordPosition,
  reportUnreachable,
  riderScreen,
  takeStep,
} from "~/features/delivery/trips.server";
import * as ridersPage from "~/routes/admin/riders";
import * as positionRoute from "~/routes/rider/position";
import * as riderPayoutsRoute from "~/routes/rider/payouts";
import * as riderPayoutsCsvRoute from "~/routes/rider/payouts-csv";
import * as adminPayoutsRoute from "~/routes/admin/payouts";
import { startSession } from "~/features/accounts/session.server";
import { csvRupees, deliveryChargesPaise } from "~/features/payouts/payout-rules";
import { CookieJar } from "../../scripts/support/cookies";
import { signedInAdmin, signedInCustomer } from "../support/accounts";
import { post } from "../support/post";
import { routeArgs, thrown } from "../support/route-args";
import { cookingOrder, openOffer, riderNear, tripUnderWay } from "../support/riders";

/**
 * A rider's trip against the database (issue 36), on SQLite and PostgreSQL: the invitation, the steps in
 * their order (pick-up only once the food is ready), the delivery code and its three tries, cash confirmed,
 * the customer's tracking, and positions forgotten a day after delivery.
 */

const HOUR = 3_600_000;

const orderRow = (orderId: string) =>
  db()
    .selectFrom("orders")
    .select([
      "status",
      "rider_step",
      "delivery_code",
      "delivery_code_tries",
      "extra_tip_paise",
      "extra_tip_method",
      "picked_up_at",
      "delivered_at",
      "payment_method",
    ])
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();

const markReady = (orderId: string) =>
  db().updateTable("orders").set({ ready_at: new Date().toISOString() }).where("id", "=", orderId).execute();

/** Steps the trip to the customer's door. */
async function atTheDoor(rider: Rider, orderId: string) {
  await takeStep(rider, orderId, "at-restaurant");
  await markReady(orderId);
  await takeStep(rider, orderId, "picked-up");
  await takeStep(rider, orderId, "at-customer");
}

const ticketsOf = (userId: string) =>
  db().selectFrom("support_tickets").select(["subject", "priority"]).where("user_id", "=", userId).execute();

beforeEach(async () => {
  await db().updateTable("orders").set({ status: "Delivered" }).where("status", "=", "Preparing").execute();
});

describe("rider invitations", () => {
  it("make a rider of the invited, verified address, once", async () => {
    const city = await db().selectFrom("cities").select(["id", "slug"]).executeTakeFirstOrThrow();
    const email = `rider-${Date.now()}@example.com`;
    const invited = await createRiderInvite(email, city.slug, null);
    if (!invited.ok) throw new Error(invited.code);
    expect(await createRiderInvite(email, "atlantis", null)).toEqual({ ok: false, code: "no-city" });

    const someoneElse = await signedInCustomer();
    const user = (id: string, address: string, emailVerified = true) =>
      ({ id, email: address, emailVerified }) as CurrentUser;
    expect(await joinAsRider(invited.token, user(someoneElse.userId, "other@example.com"))).toEqual({
      ok: false,
      code: "other-address",
      email,
    });
    const invitee = await signedInCustomer(email);
    expect(await joinAsRider(invited.token, user(invitee.userId, email, false))).toEqual({
      ok: false,
      code: "unverified",
    });
    expect(await joinAsRider(invited.token, user(invitee.userId, email))).toEqual({ ok: true });
    expect(await joinAsRider(invited.token, user(invitee.userId, email))).toEqual({ ok: false, code: "invite-gone" });
    expect(await riderOf(invitee.userId)).toMatchObject({ city: { id: city.id }, online: false });
    expect(await createRiderInvite(email, city.slug, null)).toEqual({ ok: false, code: "already-rider" });
  });
});

describe("the console's riders page", () => {
  it("invites a rider to a city, refuses a bad address next to its field, and lists riders with their state", async () => {
    const admin = await signedInAdmin();
    const email = `console-rider-${Date.now()}@example.com`;
    const bad = await post(
      ridersPage.action,
      "/admin/riders",
      { intent: "invite", email: "ravi@", city: "bangalore" },
      admin.jar,
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Enter a valid e-mail address.");
    const sent = await post(
      ridersPage.action,
      "/admin/riders",
      { intent: "invite", email, city: "bangalore" },
      admin.jar,
    );
    expect(sent).toMatchObject({ status: 303, location: "/admin/riders" });
    const stored = await db()
      .selectFrom("rider_invites")
      .select(["city_id", "invited_by"])
      .where("email", "=", email)
      .execute();
    expect(stored).toEqual([{ city_id: "bangalore", invited_by: admin.userId }]);

    const { rider } = await tripUnderWay();
    const page = (await ridersPage.loader(
      await routeArgs("/admin/riders", {}, { cookie: admin.jar.header() }),
    )) as Awaited<ReturnType<typeof ridersPage.loader>>;
    expect(page.riders.find((one) => one.id === rider.userId)).toMatchObject({ online: true, onTrip: true });
    const customer = await signedInCustomer();
    const refused = await post(
      ridersPage.action,
      "/admin/riders",
      { intent: "invite", email, city: "bangalore" },
      customer.jar,
    );
    expect(refused.status).not.toBe(303);
  });
});

describe("POST /rider/position", () => {
  it("places an online rider, refuses an offline one without a trip, and is nobody else's", async () => {
    const rider = await signedInCustomer();
    const city = await db().selectFrom("cities").select("id").executeTakeFirstOrThrow();
    await db()
      .insertInto("riders")
      .values({ user_id: rider.userId, city_id: city.id, online: 0, created_at: new Date().toISOString() })
      .execute();
    const at = { latitude: "12.9352", longitude: "77.6245" };
    expect((await post(positionRoute.action, "/rider/position", at, rider.jar)).status).toBe(409);
    await setOnline(rider.userId, true, null);
    expect((await post(positionRoute.action, "/rider/position", at, rider.jar)).status).toBe(200);
    expect((await riderOf(rider.userId))?.position).toEqual({ latitude: 12.9352, longitude: 77.6245 });
    const far = { latitude: "91", longitude: "77.6245" };
    expect((await post(positionRoute.action, "/rider/position", far, rider.jar)).status).toBe(400);
    const someone = await signedInCustomer();
    expect(await thrown(() => post(positionRoute.action, "/rider/position", at, someone.jar))).toMatchObject({
      status: 404,
    });
  });
});

describe("going offline", () => {
  it("lets an unanswered offer lapse at once, for dispatch to offer the order to the next rider", async () => {
    const order = await cookingOrder();
    const riderId = await riderNear(order, 0.01);
    const offer = await openOffer(order.id, riderId);
    await setOnline(riderId, false, null);
    expect(await acceptOffer(riderId, offer)).toEqual({ ok: false, code: "offer-gone" });
    const answer = await db().selectFrom("delivery_offers").select("answer").where("id", "=", offer).executeTakeFirst();
    expect(answer).toEqual({ answer: "lapsed" });
    expect(await riderOf(riderId)).toMatchObject({ online: false });
  });
});

describe("a rider's trip", () => {
  it("goes step by step: a step out of order and a pick-up before the food is ready are refused", async () => {
    const { order, rider } = await tripUnderWay();
    expect((await riderScreen(rider)).trip).toMatchObject({ orderId: order.id, step: "to-restaurant", ready: false });

    expect(await takeStep(rider, order.id, "picked-up")).toEqual({
      ok: false,
      code: "out-of-order",
      step: "to-restaurant",
    });
    expect(await takeStep(rider, order.id, "at-restaurant")).toEqual({ ok: true });
    expect(await takeStep(rider, order.id, "at-restaurant")).toEqual({
      ok: false,
      code: "out-of-order",
      step: "at-restaurant",
    });
    expect(await takeStep(rider, order.id, "picked-up")).toEqual({ ok: false, code: "not-ready" });
    expect(await orderRow(order.id)).toMatchObject({
      status: "Preparing",
      rider_step: "at-restaurant",
      picked_up_at: null,
    });

    await markReady(order.id);
    expect(await takeStep(rider, order.id, "picked-up")).toEqual({ ok: true });
    expect(await orderRow(order.id)).toMatchObject({ status: "Out for Delivery", rider_step: "picked-up" });
    const stranger = (await riderOf(await riderNear(order, 0.02))) as Rider;
    expect(await takeStep(stranger, order.id, "at-customer")).toEqual({ ok: false, code: "no-trip" });
  });

  it("shows the customer the rider's first name, the map and, once picked up, the code the rider must enter", async () => {
    const { order, rider } = await tripUnderWay();
    const before = await orderTracking(order.id);
    expect(before).toMatchObject({ riderName: "Test", pickedUp: false, code: null });
    expect(before?.map?.rider).not.toBeNull();
    expect(before?.estimate?.minutes).toBeGreaterThan(0);

    await takeStep(rider, order.id, "at-restaurant");
    await markReady(order.id);
    await takeStep(rider, order.id, "picked-up");
    const { delivery_code: code } = await orderRow(order.id);
    const picked = await orderTracking(order.id);
    expect(picked).toMatchObject({ pickedUp: true, code });
    // The rider is placed at the restaurant by the step; the map draws them there.
    expect(picked?.map?.rider).toEqual(picked?.map?.restaurant);

    await takeStep(rider, order.id, "at-customer");
    expect(await orderTracking(order.id)).toMatchObject({ estimate: { nearby: true } });
    expect(await deliverAtDoor(rider, order.id, code ?? "", true)).toEqual({ ok: true });
    expect(await orderRow(order.id)).toMatchObject({ status: "Delivered", rider_step: null });
    expect(await orderTracking(order.id)).toBeNull();
    const screen = await riderScreen(rider);
    expect(screen.trip).toBeNull();
    expect(screen.today).toEqual({ trips: 1, earningsPaise: 3000 });
  });

  it("counts wrong codes: the third locks the door and opens one support case; cash must be confirmed", async () => {
    const { order, rider } = await tripUnderWay();
    await atTheDoor(rider, order.id);
    const { delivery_code: code, payment_method: method } = await orderRow(order.id);
    expect(method).toBe("COD");
    const wrong = code === "0000" ? "1111" : "0000";
    expect(await deliverAtDoor(rider, order.id, code ?? "", false)).toMatchObject({
      ok: false,
      code: "cash-unconfirmed",
    });
    expect(await deliverAtDoor(rider, order.id, wrong, true)).toEqual({ ok: false, code: "wrong-code", triesLeft: 2 });
    expect(await deliverAtDoor(rider, order.id, wrong, true)).toEqual({ ok: false, code: "wrong-code", triesLeft: 1 });
    expect(await deliverAtDoor(rider, order.id, wrong, true)).toEqual({ ok: false, code: "code-locked" });
    expect(await deliverAtDoor(rider, order.id, code ?? "", true)).toEqual({ ok: false, code: "code-locked" });
    expect(await orderRow(order.id)).toMatchObject({ status: "Out for Delivery", delivery_code_tries: 3 });
    expect(await ticketsOf(rider.userId)).toEqual([
      expect.objectContaining({
        subject: expect.stringContaining("delivery code wrong three times"),
        priority: "high",
      }),
    ]);
  });

  it("sends an unreachable customer to support, once however often it is pressed", async () => {
    const { order, rider } = await tripUnderWay();
    await atTheDoor(rider, order.id);
    expect(await reportUnreachable(rider, order.id)).toEqual({ ok: true });
    expect(await reportUnreachable(rider, order.id)).toEqual({ ok: true });
    expect(await ticketsOf(rider.userId)).toEqual([
      expect.objectContaining({ subject: expect.stringContaining("customer unreachable") }),
    ]);
  });

  it("keeps a trip's positions as its trail and deletes them a day after delivery", async () => {
    const { order, rider } = await tripUnderWay();
    const near = { latitude: order.latitude + 0.005, longitude: order.longitude };
    expect(await recordPosition(rider, near)).toBe(true);
    const trail = () =>
      db().selectFrom("rider_positions").select(["latitude"]).where("order_id", "=", order.id).execute();
    expect(await trail()).toEqual([{ latitude: near.latitude }]);
    expect((await riderOf(rider.userId))?.position).toEqual(near);

    await atTheDoor(rider, order.id);
    const { delivery_code: code } = await orderRow(order.id);
    await deliverAtDoor(rider, order.id, code ?? "", true);
    expect((await trail()).length).toBeGreaterThan(0);
    expect(await forgetOldPositions(new Date(Date.now() + 23 * HOUR))).toBe(0);
    expect(await forgetOldPositions(new Date(Date.now() + 25 * HOUR))).toBeGreaterThan(0);
    expect(await trail()).toEqual([]);
  });
});

describe("development's simulated fleet", () => {
  it("accepts its offer, rides to the restaurant and on to the door, and delivers with the customer's code", async () => {
    const order = await cookingOrder();
    const riderId = await riderNear(order, 0.0002);
    const offer = await openOffer(order.id, riderId);
    // The door is 60 m north of the restaurant, so the ride takes a few ticks.
    await db()
      .updateTable("orders")
      .set({ drop_latitude: order.latitude + 0.00054, drop_longitude: order.longitude })
      .where("id", "=", order.id)
      .execute();
    const tick = async () => moveRider((await riderOf(riderId)) as Rider);
    await tick();
    expect(
      await db().selectFrom("delivery_offers").select("answer").where("id", "=", offer).executeTakeFirst(),
    ).toEqual({
      answer: "accepted",
    });
    const steps: (string | null)[] = [];
    for (let i = 0; i < 30 && (await orderRow(order.id)).status !== "Delivered"; i++) {
      if (i === 5) await markReady(order.id);
      await tick();
      steps.push((await orderRow(order.id)).rider_step);
    }
    expect(await orderRow(order.id)).toMatchObject({ status: "Delivered", delivery_code_tries: 0 });
    expect([...new Set(steps)]).toEqual(["at-restaurant", "picked-up", "at-customer", null]);
  });
});

describe("a rider's pay", () => {
  it("is their own week trip by trip, tips in cash at the door included, as a page and a CSV, and the console sees every rider's", async () => {
    const { order, rider } = await tripUnderWay();
    await db().updateTable("orders").set({ tip_paise: 3000 }).where("id", "=", order.id).execute();
    await atTheDoor(rider, order.id);
    const { delivery_code: code } = await orderRow(order.id);
    expect(await deliverAtDoor(rider, order.id, code ?? "", true, "0.5")).toEqual({
      ok: false,
      code: "cash-tip-invalid",
      maxPaise: 50000,
    });
    expect(await orderRow(order.id)).toMatchObject({ status: "Out for Delivery", extra_tip_paise: 0 });
    expect(await deliverAtDoor(rider, order.id, code ?? "", true, "40")).toEqual({ ok: true });
    expect(await orderRow(order.id)).toMatchObject({
      status: "Delivered",
      extra_tip_paise: 4000,
      extra_tip_method: "cash",
    });
    const offered = await db()
      .selectFrom("delivery_offers")
      .select("pay_paise")
      .where("order_id", "=", order.id)
      .where("answer", "=", "accepted")
      .executeTakeFirstOrThrow();
    expect((await riderScreen(rider)).today.earningsPaise).toBe(offered.pay_paise + 4000);
    const charges = await db()
      .selectFrom("orders")
      .select(["delivery_fee_paise", "surcharges", "distance_km"])
      .where("id", "=", order.id)
      .executeTakeFirstOrThrow();
    const delivery = deliveryChargesPaise(charges.delivery_fee_paise, charges.surcharges);

    // The rider's own session (tripUnderWay's riders are made without one).
    const jar = new CookieJar();
    jar.store({ headers: await startSession(new Request("http://localhost/"), rider.userId) });
    const page = (await riderPayoutsRoute.loader(
      await routeArgs("/rider/payouts", {}, { cookie: jar.header() }),
    )) as Awaited<ReturnType<typeof riderPayoutsRoute.loader>>;
    expect(page.statement).toEqual({
      trips: 1,
      km: charges.distance_km,
      deliveryPaise: delivery,
      tipPaise: 3000 + 4000,
      cashTipPaise: 4000,
      payPaise: delivery + 7000,
    });
    expect(page.trips.map((trip) => trip.orderId)).toEqual([order.id]);

    const csv = (await riderPayoutsCsvRoute.loader(
      await routeArgs("/rider/payouts.csv", {}, { cookie: jar.header() }),
    )) as Response;
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe("week,order_id,delivered_at,km,delivery_pay,tip,cash_tip,pay");
    expect(lines[1]).toContain(`,${order.id},`);
    expect(lines[1]).toMatch(new RegExp(`,${csvRupees(delivery)},70\\.00,40\\.00,${csvRupees(delivery + 7000)}$`));
    expect(lines[2]).toMatch(/,total,,/);

    const someone = await signedInCustomer();
    expect(
      await thrown(async () =>
        riderPayoutsRoute.loader(await routeArgs("/rider/payouts", {}, { cookie: someone.jar.header() })),
      ),
    ).toMatchObject({ status: 404 });
    const admin = await signedInAdmin();
    const console = (await adminPayoutsRoute.loader(
      await routeArgs("/admin/payouts", {}, { cookie: admin.jar.header() }),
    )) as Awaited<ReturnType<typeof adminPayoutsRoute.loader>>;
    expect(console.riders.find((one) => one.riderId === rider.userId)).toMatchObject({
      trips: 1,
      payPaise: delivery + 7000,
    });
  });
});
