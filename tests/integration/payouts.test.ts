import { addExtraTip } from "~/features/orders/extra-tips.server";
import { describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { setRain } from "~/features/admin/admin-cities.server";
import { getCart } from "~/features/cart/cart-view.server";
import { addMember } from "~/features/partners/partners.server";
import { csvRupees, shiftWeek, weekBounds, weekOf } from "~/features/payouts/payout-rules";
import { ridersOfWeek, weekPayouts } from "~/features/payouts/payouts.server";
import * as adminPayoutsCsvRoute from "~/routes/admin/payouts-csv";
import * as cartRoute from "~/routes/cart/cart";
import * as partnerPayoutsRoute from "~/routes/partner/payouts";
import * as partnerPayoutsCsvRoute from "~/routes/partner/payouts-csv";
import { signedInAdmin, signedInCustomer } from "../support/accounts";
import { checkout, readyToOrder } from "../support/orders";
import { post } from "../support/post";
import { routeArgs, thrown } from "../support/route-args";

/** Marks orders delivered during the week of `monday`, an hour apart; every other one paid online. */
async function deliverDuring(monday: string, ids: readonly string[]) {
  const { from } = weekBounds(monday);
  for (const [index, id] of ids.entries())
    await db()
      .updateTable("orders")
      .set({
        status: "Delivered",
        delivered_at: new Date(Date.parse(from) + (index + 1) * 3_600_000).toISOString(),
        payment_method: index % 2 === 0 ? "COD" : "UPI",
      })
      .where("id", "=", id)
      .execute();
}

/** Orders placed through the cart and delivered in the week of `monday`, the first in cash, the next online. */
async function deliveredOrders(monday: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const { jar } = await readyToOrder();
    const placed = await checkout(jar, `delivered-${monday}-${index}`);
    ids.push(/\/profile\/orders\/([0-9a-f]+)$/.exec(placed.location ?? "")?.[1] ?? "");
  }
  await deliverDuring(monday, ids);
  return ids;
}

/**
 * The week's payouts reconcile (issue 34): for a week of orders placed through the cart — with and without
 * promo codes and tips, cash and online — what customers paid equals the restaurants' payouts, the delivery
 * partners' pay, the platform's share, the gateway's charges and the taxes, to the paisa.
 */
describe("weekly payouts", () => {
  it("add up to what customers paid for the week's delivered orders, to the paisa", async () => {
    // A week with nothing else in it: four weeks from now.
    const monday = shiftWeek(weekOf(null, new Date()), 4);
    const ids: string[] = [];
    for (const [index, variant] of [
      { promo: null, tip: "0" },
      { promo: "SAVE20", tip: "30" },
      { promo: "FLAT10", tip: "other", tipOther: "75" },
      { promo: null, tip: "50" },
      { promo: "SAVE20", tip: "20" },
      { promo: null, tip: "0" },
    ].entries()) {
      const { jar } = await readyToOrder();
      if (variant.promo)
        await post(cartRoute.action, "/cart", { intent: "apply-promo", code: variant.promo, returnTo: "/cart" }, jar);
      await post(
        cartRoute.action,
        "/cart",
        { intent: "tip", tip: variant.tip, tipOther: variant.tipOther ?? "", returnTo: "/cart" },
        jar,
      );
      const placed = await checkout(jar, `payout-${index}`);
      ids.push(/\/profile\/orders\/([0-9a-f]+)$/.exec(placed.location ?? "")![1]!);
    }
    // Delivered during the week; every other order paid online (as the gateway would have confirmed it).
    // Two riders deliver four of them; the restaurant delivers the last two itself (its own delivery).
    await deliverDuring(monday, ids);
    const riders = [(await signedInCustomer()).userId, (await signedInCustomer()).userId];
    for (const [index, id] of ids.slice(0, 4).entries())
      await db()
        .updateTable("orders")
        .set({ rider_id: riders[index % 2] })
        .where("id", "=", id)
        .execute();
    // Tips after checkout: one online after delivery to a rider's order, one in cash at the restaurant's own door.
    expect(await addExtraTip(db(), ids[1]!, 4000, "online")).toBe(true);
    expect(await addExtraTip(db(), ids[4]!, 2500, "cash")).toBe(true);
    expect(await addExtraTip(db(), ids[1]!, 1000, "online")).toBe(false);
    const stored = await db()
      .selectFrom("orders")
      .select(["total_paise", "tip_paise", "discount_paise", "extra_tip_paise"])
      .where("id", "in", ids)
      .execute();
    expect(stored.filter((order) => order.tip_paise > 0)).toHaveLength(4);
    expect(stored.filter((order) => order.discount_paise > 0)).toHaveLength(3);

    const { totals, restaurants } = await weekPayouts(monday);
    expect(totals.orders).toBe(ids.length);
    expect(totals.paidPaise).toBe(stored.reduce((sum, order) => sum + order.total_paise + order.extra_tip_paise, 0));
    expect(totals.tipsPaise).toBe(2000 + 3000 + 7500 + 5000 + 4000 + 2500);
    expect(
      totals.restaurantPaise + totals.ridersPaise + totals.platformPaise + totals.gatewayPaise + totals.taxesPaise,
    ).toBe(totals.paidPaise);
    // The riders' statements add up to their share: their trips' delivery charges and every tip on them.
    const riderStatements = await ridersOfWeek(monday);
    expect(riderStatements.map((rider) => rider.riderId).sort()).toEqual([...riders].sort());
    expect(riderStatements.reduce((sum, rider) => sum + rider.trips, 0)).toBe(4);
    expect(riderStatements.reduce((sum, rider) => sum + rider.payPaise, 0)).toBe(totals.ridersPaise);
    expect(totals.gatewayPaise).toBeGreaterThan(0);
    // The restaurants' statements add up to their share.
    expect(restaurants.reduce((sum, r) => sum + r.payoutPaise, 0)).toBe(totals.restaurantPaise);
    expect(restaurants.reduce((sum, r) => sum + r.ownDeliveryPaise, 0)).toBeGreaterThan(0);
    expect(restaurants.reduce((sum, r) => sum + r.orders, 0)).toBe(ids.length);
    // The week before holds none of them.
    expect((await weekPayouts(shiftWeek(monday, -1))).totals.orders).toBe(0);
  });
});

describe("the console's rain switch", () => {
  it("adds the rain surcharge to every cart in the city while it is on, audited, and takes it off again", async () => {
    const { userId } = await readyToOrder();
    const actor = { id: userId, email: "ops@example.com" };
    const city = await db().selectFrom("cities").select("id").where("slug", "=", "calcutta").executeTakeFirstOrThrow();
    const before = (await getCart(userId)).price;
    expect(before.surcharges.map((surcharge) => surcharge.reason)).not.toContain("rain");

    expect(await setRain(actor, city.id, true)).toEqual({ ok: true });
    const raining = (await getCart(userId)).price;
    expect(raining.surcharges).toContainEqual({ reason: "rain", paise: 2000 });
    // The surcharge and its 18% GST: ₹20 + ₹3.60, and the total rounded to the rupee again.
    expect(raining.taxPaise - before.taxPaise).toBe(360);
    expect(Math.abs(raining.totalPaise - (before.totalPaise + 2360))).toBeLessThanOrEqual(100);
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "target_type", "actor_email"])
      .where("target_id", "=", city.id)
      .execute();
    expect(audit).toEqual([{ action: "city.rain-on", target_type: "city", actor_email: "ops@example.com" }]);

    expect(await setRain(actor, city.id, false)).toEqual({ ok: true });
    expect((await getCart(userId)).price.surcharges.map((surcharge) => surcharge.reason)).not.toContain("rain");
    expect(await setRain(actor, "no-such-city", true)).toEqual({ ok: false, code: "city-not-found" });
  });
});

describe("a restaurant's payouts, for its owners", () => {
  it("shows the console's statement of the restaurant order by order, and as a CSV with its total", async () => {
    const monday = shiftWeek(weekOf(null, new Date()), 6);
    const ids = await deliveredOrders(monday, 2);
    const { restaurant_id: restaurantId } = await db()
      .selectFrom("orders")
      .select("restaurant_id")
      .where("id", "=", ids[0] ?? "")
      .executeTakeFirstOrThrow();
    const owner = await signedInCustomer();
    await addMember(restaurantId, owner.userId, "owner");
    const path = `/partner/${restaurantId}/payouts?week=${monday}`;

    const page = await partnerPayoutsRoute.loader(
      (await routeArgs(path, { restaurantId }, { cookie: owner.jar.header() })) as never,
    );
    const consoles = (await weekPayouts(monday)).restaurants.find((r) => r.restaurantId === restaurantId);
    expect(page.monday).toBe(monday);
    expect(page.statement).toEqual(consoles ? { ...consoles, name: undefined } : null);
    expect(page.orders.map((order) => [order.orderId, order.online])).toEqual([
      [ids[0], false],
      [ids[1], true],
    ]);
    expect(page.orders.reduce((sum, order) => sum + order.payoutPaise, 0)).toBe(page.statement?.payoutPaise);

    const csv = await partnerPayoutsCsvRoute.loader(
      (await routeArgs(
        path.replace("payouts", "payouts.csv"),
        { restaurantId },
        { cookie: owner.jar.header() },
      )) as never,
    );
    expect(csv.headers.get("Content-Disposition")).toMatch(/^attachment; filename="payouts-.+\.csv"$/);
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      "week,order_id,delivered_at,payment,orders,food_sales,packaging,own_delivery,commission_percent,commission,gst_on_commission,gateway_charges,net_payout",
    );
    expect(lines.slice(1, 3).map((line) => line.split(",").slice(1, 2)[0])).toEqual(ids);
    expect(lines[3]?.split(",").slice(0, 5)).toEqual([monday, "total", "", "", "2"]);
    expect(lines[3]?.split(",").at(-1)).toBe(csvRupees(page.statement?.payoutPaise ?? 0));

    // The console's CSV has the same figures for the restaurant, a row a restaurant.
    const admin = await signedInAdmin();
    const consoleCsv = await adminPayoutsCsvRoute.loader(
      (await routeArgs(`/admin/payouts.csv?week=${monday}`, {}, { cookie: admin.jar.header() })) as never,
    );
    const row = (await consoleCsv.text()).split("\r\n").find((line) => line.includes(restaurantId));
    expect(row?.split(",").slice(-9)).toEqual(lines[3]?.split(",").slice(-9));
  });

  it("is no page for the restaurant's staff, another restaurant's owner or a guest", async () => {
    const monday = shiftWeek(weekOf(null, new Date()), 7);
    const [id] = await deliveredOrders(monday, 1);
    const { restaurant_id: restaurantId } = await db()
      .selectFrom("orders")
      .select("restaurant_id")
      .where("id", "=", id ?? "")
      .executeTakeFirstOrThrow();
    const other = await db()
      .selectFrom("restaurants")
      .select("id")
      .where("id", "!=", restaurantId)
      .executeTakeFirstOrThrow();
    const staff = await signedInCustomer();
    await addMember(restaurantId, staff.userId, "staff");
    const otherOwner = await signedInCustomer();
    await addMember(other.id, otherOwner.userId, "owner");
    const path = `/partner/${restaurantId}/payouts`;
    for (const route of [partnerPayoutsRoute, partnerPayoutsCsvRoute]) {
      for (const who of [staff, otherOwner]) {
        const answer = await thrown(async () =>
          route.loader((await routeArgs(path, { restaurantId }, { cookie: who.jar.header() })) as never),
        );
        expect(answer.status).toBe(404);
      }
      const guest = await thrown(async () => route.loader((await routeArgs(path, { restaurantId })) as never));
      expect(guest.status).toBe(302);
      expect(guest.location).toMatch(/^\/login/);
    }
  });
});
