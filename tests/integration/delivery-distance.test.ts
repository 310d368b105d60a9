import { sql } from "kysely";
import { distanceKm } from "~/features/location/geo";
import { describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { getCart } from "~/features/cart/cart-view.server";
import { deliveryEstimate, distanceText, estimateText } from "~/features/catalogue/delivery-estimate";
import { deliversTo, kmTo, minutesTo } from "~/features/catalogue/delivery-estimate.server";
import * as addressEdit from "~/routes/profile/address-edit";
import * as addressNew from "~/routes/profile/address-new";
import * as restaurants from "~/routes/catalogue/restaurants";
import { fixedT } from "~/lib/i18n";
import { newId, nowIso } from "~/lib/ids.server";
import { SAMPLE_ADDRESSES, samplePosition } from "../../scripts/support/restaurants";
import { signedInCustomer } from "../support/accounts";
import { checkout, readyToOrder } from "../support/orders";
import { post } from "../support/post";
import { routeArgs } from "../support/route-args";

const parkStreet = samplePosition("calcutta");

const errorsOf = (body: unknown) => (body as { result: { error: Record<string, string[]> } }).result.error;

async function listing(url: string) {
  const result = await restaurants.loader((await routeArgs(url)) as never);
  return ("data" in result ? result.data : result).page.restaurants;
}

describe("distance and delivery time in SQL", () => {
  it("gives every restaurant of a city the same distance, time and reach as the rule, from three places", async () => {
    const places = [parkStreet, samplePosition("hyderabad"), { latitude: 22.6, longitude: 88.45 }];
    for (const place of places) {
      const rows = await db()
        .selectFrom("restaurants")
        .select([
          "latitude",
          "longitude",
          "prep_minutes",
          "delivery_radius_km",
          kmTo(place).as("km"),
          minutesTo(place).as("minutes"),
          deliversTo(place).as("delivers"),
        ])
        .where("city_id", "in", ["calcutta", "hyderabad"])
        .execute();
      expect(rows.length).toBeGreaterThan(100);
      let deliver = 0;
      for (const row of rows) {
        const rule = deliveryEstimate(
          { ...row, prepMinutes: row.prep_minutes, deliveryRadiusKm: row.delivery_radius_km },
          place,
        );
        expect(Number(row.km)).toBeCloseTo(rule.km, 9);
        expect(Number(row.minutes)).toBe(rule.minutes);
        expect(Number(row.delivers)).toBe(rule.tooFar ? 0 : 1);
        if (!rule.tooFar) deliver++;
      }
      expect(deliver).toBeGreaterThan(0);
    }
  });
});

describe("listings from where the customer is", () => {
  const near = `/restaurants?lat=${parkStreet.latitude}&lng=${parkStreet.longitude}`;

  it("show each restaurant's distance and time, those too far after the others, marked", async () => {
    const listed = await listing(`${near}&page=1`);
    expect(listed.length).toBe(12);
    const all: Awaited<ReturnType<typeof listing>> = [];
    for (let page = 1; page <= 40; page++) {
      const batch = await listing(`${near}&page=${page}`);
      all.push(...batch);
      if (batch.length < 12) break;
    }
    const tooFar = all.map((r) => r.delivery.tooFar);
    expect(tooFar.indexOf(true)).toBeGreaterThan(0);
    expect(tooFar.slice(tooFar.indexOf(true))).not.toContain(false);
    const far = all.find((r) => r.delivery.tooFar)!;
    const english = fixedT("en");
    expect(estimateText(far.delivery, english)).toMatch(/^Too far to deliver · \d+(\.\d)? km$/);
    const close = all.find((r) => !r.delivery.tooFar)!;
    expect(estimateText(close.delivery, english)).toBe(
      `${close.delivery.minutes}–${close.delivery.minutes + 5} mins · ${distanceText(close.delivery.km, english)}`,
    );
    const hindi = fixedT("hi");
    expect(estimateText(far.delivery, hindi)).toMatch(/^डिलीवरी के लिए बहुत दूर · \d+(\.\d)? किमी$/);
    expect(estimateText(close.delivery, hindi)).toBe(
      `${close.delivery.minutes}–${close.delivery.minutes + 5} मिनट · ${distanceText(close.delivery.km, hindi)}`,
    );
  });

  it("sort by distance and by delivery time using those figures", async () => {
    const byDistance = await listing(`${near}&sort=distance`);
    const kms = byDistance.filter((r) => r.isOpen).map((r) => r.delivery.km);
    expect(kms).toEqual([...kms].sort((a, b) => a - b));
    const byTime = await listing(`${near}&sort=deliveryTime`);
    const minutes = byTime.filter((r) => r.isOpen).map((r) => r.delivery.minutes);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    const quick = await listing(`${near}&delivery=under30`);
    expect(quick.every((r) => r.delivery.minutes < 30)).toBe(true);
  });
});

describe("an address's locality", () => {
  it("places a new address at its locality, and refuses a missing locality or one in another city next to the field", async () => {
    const { userId, jar } = await signedInCustomer();
    const saved = await post(addressNew.action, "/profile/addresses/new", SAMPLE_ADDRESSES.calcutta, jar);
    expect(saved.status).toBe(303);
    const row = await db()
      .selectFrom("addresses")
      .select(["locality", "latitude", "longitude"])
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ locality: "Park Street", latitude: parkStreet.latitude, longitude: parkStreet.longitude });

    const missing = await post(
      addressNew.action,
      "/profile/addresses/new",
      { ...SAMPLE_ADDRESSES.calcutta, locality: "" },
      jar,
    );
    expect(missing.status).toBe(400);
    expect(errorsOf(missing.body).locality).toEqual([
      "Choose the locality of this address, so we can tell how far it is.",
    ]);
    const elsewhere = await post(
      addressNew.action,
      "/profile/addresses/new",
      { ...SAMPLE_ADDRESSES.calcutta, locality: "bangalore/Koramangala" },
      jar,
    );
    expect(errorsOf(elsewhere.body).locality).toEqual([
      "Koramangala is not in the city of PIN code 700016. Choose the locality this address is in.",
    ]);
    const unknown = await post(
      addressNew.action,
      "/profile/addresses/new",
      { ...SAMPLE_ADDRESSES.calcutta, locality: "calcutta/Atlantis" },
      jar,
    );
    expect(errorsOf(unknown.body).locality).toEqual(["Choose your locality from the list."]);
    const count = await db()
      .selectFrom("addresses")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("shows a saved address's locality chosen on its edit form", async () => {
    const { userId, jar } = await signedInCustomer();
    await post(addressNew.action, "/profile/addresses/new", SAMPLE_ADDRESSES.hyderabad, jar);
    const { id } = await db()
      .selectFrom("addresses")
      .select("id")
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    const page = (await addressEdit.loader(
      (await routeArgs(`/profile/addresses/${id}/edit`, { id }, { cookie: jar.header() })) as never,
    )) as { locality: string };
    expect(page.locality).toBe("hyderabad/Banjara Hills");
  });
});

describe("checkout to an address", () => {
  it("stores the estimate made at checkout, and refuses an address beyond the radius, keeping the cart", async () => {
    const customer = await readyToOrder();
    const cart = await getCart(customer.userId);
    expect(cart.delivery).toMatchObject({ ok: true });
    const estimate = cart.delivery?.ok ? cart.delivery.estimate : null;
    expect(estimate?.minutes).toBe(cart.restaurant!.prepMinutes + Math.ceil(estimate!.km * 3));
    // One distance, by road: what the cart says, what the delivery fee is priced by, what the order keeps.
    expect(estimate!.km).toBeCloseTo(distanceKm(cart.restaurant!, parkStreet) * 1.3, 1);
    expect(cart.price.distanceKm).toBe(Math.round(estimate!.km * 10) / 10);

    // The restaurant's radius shrinks to half the way to the address.
    const restaurantId = cart.restaurant!.id;
    const smallRadius = Math.round((estimate!.km / 2) * 100) / 100;
    await db()
      .updateTable("restaurants")
      .set({ delivery_radius_km: smallRadius })
      .where("id", "=", restaurantId)
      .execute();
    try {
      expect((await getCart(customer.userId)).delivery).toMatchObject({ ok: false });
      const refused = await checkout(customer.jar, newId());
      expect(refused.status).toBe(400);
      const outcome = (refused.body as { outcome: { message: string; field: string } }).outcome;
      expect(outcome.field).toBe("addressId");
      expect(outcome.message).toMatch(
        new RegExp(
          `^${cart.restaurant!.name} delivers within ${smallRadius} km, and 8, Park Street is [\\d.]+ (k)?m away\\.`,
        ),
      );
      expect(await db().selectFrom("orders").select("id").where("user_id", "=", customer.userId).execute()).toEqual([]);
      expect((await getCart(customer.userId)).lines.length).toBe(cart.lines.length);
    } finally {
      await db().updateTable("restaurants").set({ delivery_radius_km: 8 }).where("id", "=", restaurantId).execute();
    }

    const placed = await checkout(customer.jar, newId());
    expect(placed.status).toBe(303);
    const order = await db()
      .selectFrom("orders")
      .select(["delivery_minutes", "distance_km"])
      .where("user_id", "=", customer.userId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ delivery_minutes: estimate!.minutes, distance_km: Math.round(estimate!.km * 10) / 10 });
  });

  it("asks for the locality of an address saved before localities, and refuses to deliver there until it is chosen", async () => {
    const customer = await readyToOrder();
    const addressId = newId();
    await db()
      .insertInto("addresses")
      .values({
        id: addressId,
        user_id: customer.userId,
        line1: "3, Old Court House Street",
        city: "Kolkata",
        state: "West Bengal",
        zip_code: "700001",
        created_at: nowIso(),
      })
      .execute();
    await sql`UPDATE carts SET address_id = ${addressId} WHERE user_id = ${customer.userId}`.execute(db());
    const refused = await checkout(customer.jar, newId(), { addressId });
    expect((refused.body as { outcome: { message: string } }).outcome.message).toMatch(
      /^Edit 3, Old Court House Street to choose its locality, so we can tell how far it is from /,
    );
    expect(await db().selectFrom("orders").select("id").where("user_id", "=", customer.userId).execute()).toEqual([]);
  });
});
