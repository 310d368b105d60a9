import { sql } from "kysely";
import { deliversTo } from "../../app/features/catalogue/delivery-estimate.server";
import { inDatabase } from "../../scripts/support/server-accounts";
import {
  aroundTheClockIds,
  deliveringToSample,
  SAMPLE_ADDRESSES,
  samplePosition,
} from "../../scripts/support/restaurants";
import { addAddress, newCustomer } from "./customers";
import { expect, test } from "./fixtures";

const parkStreet = samplePosition("calcutta");
const newTown = { latitude: 22.592, longitude: 88.485 };

test("a customer sees how far restaurants are and how long delivery takes, and cannot order from one too far", async ({
  page,
  js,
  server,
  expectAccessible,
}) => {
  const near = `/restaurants?lat=${parkStreet.latitude}&lng=${parkStreet.longitude}`;
  await newCustomer(page, server, near, "Rituparna Sen");
  await expect(page.getByText(/ restaurants · distances and delivery times from the chosen spot$/)).toBeVisible();
  await page.getByLabel("Sort by").selectOption("distance");
  if (!js) await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/sort=distance/);
  const kms = await page.locator("article").evaluateAll((cards) =>
    cards.map((card) => {
      const [, amount, unit] = /(\d+(?:\.\d)?) (m|km)\b/.exec(card.textContent ?? "") ?? [];
      return unit === "m" ? Number(amount) / 1000 : Number(amount);
    }),
  );
  expect(kms.length).toBe(12);
  expect(kms).toEqual([...kms].sort((a, b) => a - b));
  await expect(page.locator("article").first()).toContainText(/\d+–\d+ mins · \d/);
  await expectAccessible();
  // The last page: restaurants beyond their delivery radius, after all the others.
  await page.goto(`${near}&sort=distance&page=500`);
  await expect(page.locator("article").last()).toContainText(/Too far to deliver · \d+ km/);

  // A restaurant that delivers to Park Street and not to New Town.
  const restaurant = await inDatabase(server, (database) =>
    database
      .selectFrom("restaurants")
      .select(["id", "slug", "name"])
      .where("id", "in", aroundTheClockIds)
      .where("id", "in", deliveringToSample("calcutta"))
      .where(deliversTo(newTown), "=", 0)
      .where("is_active", "=", 1)
      .where("min_order_paise", "<=", 9900)
      .where("id", "in", sql<string>`(SELECT restaurant_id FROM products WHERE available = 1 AND price_paise >= 10000)`)
      // Its bill names the delivery fee by distance, not by a free-delivery offer.
      .where((eb) => eb.or([eb("offer_type", "is", null), eb("offer_type", "!=", "free_delivery")]))
      .orderBy("id")
      .executeTakeFirstOrThrow(),
  );
  await page.goto(`/menu/${restaurant.slug}/${restaurant.id}`);
  await expect(page.getByText(/^\d+–\d+ mins · [\d.]+ k?m from the centre of Calcutta$/)).toBeVisible();
  await page
    .getByRole("button", { name: /^Add .+ to cart$/ })
    .first()
    .click();
  await expect(page.getByText(/^1 item added/)).toBeVisible();

  const newTownAddress = {
    addressLine1: "12, Action Area I",
    city: "Kolkata",
    state: "West Bengal",
    zipCode: "700156",
    locality: "calcutta/New Town",
  };
  await addAddress(page, newTownAddress);
  const tooFar = new RegExp(
    `^${restaurant.name} delivers within 8 km, and 12, Action Area I is [\\d.]+ km away\\. Choose an address nearer the restaurant\\.$`,
  );
  await expect(page.getByText(tooFar)).toBeVisible();
  await page.getByLabel("Mobile number").fill("98765 43210");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page.getByRole("alert").filter({ hasText: tooFar })).toBeVisible();
  await expect(page.getByRole("heading", { name: `Items from ${restaurant.name}` })).toBeVisible();
  await expectAccessible();

  // A Park Street address: the estimate is shown, the order placed, and the order keeps the estimate.
  await addAddress(page, SAMPLE_ADDRESSES.calcutta);
  await page.getByRole("radio", { name: /8, Park Street/ }).check();
  const estimate = page.getByRole("radio", { name: /8, Park Street/ }).locator("xpath=..");
  await expect(estimate).toContainText(/\d+–\d+ mins · [\d.]+ k?m/);
  const [shownDistance] = /(?<=mins · )[\d.]+ k?m\b/.exec((await estimate.textContent()) ?? "") ?? [];
  await page.getByLabel("Mobile number").fill("98765 43210");
  await page.getByText("Cash on Delivery (COD)").click();
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page.getByRole("heading", { name: "Order placed" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Delivery info" })).toContainText(
    new RegExp(`Estimated at checkout: \\d+–\\d+ mins · ${shownDistance}`),
  );
  // Customer audit m21: the distance the cart showed is the road's, the one the delivery fee is priced by.
  await expect(page.getByText(`Delivery fee (${shownDistance})`)).toBeVisible();
  await expectAccessible();

  // Customer audit m22: a menu too far from where the customer is offers no Add, and says why.
  await page.goto("/location");
  await page.getByLabel("Search for your area, locality or city", { exact: true }).fill("Park Street");
  await page.getByRole("button", { name: "Find" }).click();
  await page.getByRole("button", { name: /^Park Street, Calcutta/ }).click();
  await expect(page.getByRole("link", { name: /Delivery location/ })).toContainText("Park Street");
  const far = await inDatabase(server, (database) =>
    database
      .selectFrom("restaurants")
      .select(["id", "slug"])
      .where("city_id", "=", "calcutta")
      .where("id", "in", aroundTheClockIds)
      .where("is_active", "=", 1)
      .where(deliversTo(parkStreet), "=", 0)
      .orderBy("id")
      .executeTakeFirstOrThrow(),
  );
  await page.goto(`/menu/${far.slug}/${far.id}`);
  await expect(page.getByText(/^Too far to deliver · \d+ km from Park Street$/)).toBeVisible();
  await expect(
    page.getByText(
      "This restaurant does not deliver to Park Street. You can browse the menu; choose a nearer location to order.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: /^Add .+ to cart$/ })).toHaveCount(0);
  await expectAccessible();
});
