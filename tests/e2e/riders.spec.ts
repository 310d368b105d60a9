import crypto from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { browserBeside } from "./customers";
import { expect, test } from "./fixtures";
import { placeCashOrder, signInAsPartner } from "./marketplace";
import { formatRupees } from "~/lib/money";
import { sayIn } from "./say";
import { createAccount, inDatabase, type ServerUnderTest } from "../../scripts/support/server-accounts";
import { SAMPLE_ADDRESSES } from "../../scripts/support/restaurants";
import { signInWithCookie } from "../support/server-accounts";

/**
 * Delivery partners (issue 36): a rider invited by link joins, goes online, is offered the order a restaurant
 * accepted, accepts it and steps through the trip while the customer follows it on the order page's map;
 * the customer's code at the door delivers it. Each journey delivers in a city of its own (Delhi with
 * JavaScript, Jaipur without; a rider only going online and off in Lucknow), so the dispatcher offers a
 * journey's rider only that journey's order.
 */

test.skip(({ lite }) => lite, "Lite mode's pages are the no-JavaScript project's: the journey runs there");

/** A rider's invitation to `city`, as the console or `npm run rider:invite` makes one: the link's token. */
async function riderInvitation(server: ServerUnderTest, email: string, city: string): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await inDatabase(server, (database) =>
    database
      .insertInto("rider_invites")
      .values({
        token_hash: crypto.createHash("sha256").update(token).digest("hex"),
        email,
        city_id: city,
        invited_by: null,
        created_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
        used_at: null,
      })
      .execute(),
  );
  return token;
}

/**
 * Until `locator` shows: with JavaScript the page updates itself; without, it refreshes itself every few
 * seconds (as the journey's reloads do sooner).
 */
async function untilShown(page: Page, locator: Locator, js: boolean) {
  if (js) return expect(locator).toBeVisible({ timeout: 30_000 });
  await expect(async () => {
    await page.reload();
    await expect(locator).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

test("a rider takes the order a restaurant accepted, the customer follows it on the map, and the code delivers it", async ({
  page,
  browser,
  js,
  server,
  expectAccessible,
}) => {
  test.setTimeout(180_000);
  const city = js ? ("delhi" as const) : ("jaipur" as const);
  const customer = await browserBeside(browser, js);
  const { ref, orderId, restaurantId } = await placeCashOrder(customer, server, "Kabir Rao", city);
  const restaurant = await inDatabase(server, (database) =>
    database
      .selectFrom("restaurants")
      .select(["name", "locality"])
      .where("id", "=", restaurantId)
      .executeTakeFirstOrThrow(),
  );

  // The rider: invited by e-mail, signed in, accepts, goes online where the restaurant is.
  const riderPage = page;
  await riderPage.setViewportSize({ width: 360, height: 740 });
  const rider = await createAccount(server, "Ravi Kumar");
  const token = await riderInvitation(server, rider.email, city);
  await signInWithCookie(riderPage, server, rider);
  await riderPage.goto(`/rider/join?token=${token}`);
  await riderPage.getByRole("button", { name: "Accept the invitation" }).click();
  await expect(riderPage.getByText("You are a rider now. Go online to get orders.")).toBeVisible();
  await riderPage.getByLabel("Where are you now?").selectOption(restaurant.locality);
  await riderPage.getByRole("button", { name: "Go online" }).click();
  await expect(riderPage.getByText("You are online: offers come to this page.")).toBeVisible();
  await expect(riderPage.getByText("Waiting for an order near you.")).toBeVisible();

  // The restaurant accepts: dispatch offers the order to the rider.
  const partner = await browserBeside(browser, js);
  await partner.setViewportSize({ width: 1280, height: 900 });
  await signInAsPartner(partner, server, restaurantId);
  await partner.goto(`/partner/${restaurantId}/orders`);
  await partner.getByRole("button", { name: `Accept order #${ref}` }).click();
  await expect(partner.getByText(`Order #${ref} accepted`)).toBeVisible();

  const offer = riderPage.getByRole("region", { name: /^New trip for ₹/ });
  await untilShown(riderPage, offer, js);
  await expect(offer).toContainText(`${restaurant.name}, ${restaurant.locality}`);
  await expect(offer).toContainText(city === "delhi" ? "Hauz Khas" : "C-Scheme");
  await expectAccessible();
  await offer.getByRole("button", { name: "Accept" }).click();
  await expect(riderPage.getByText(`Trip accepted: head to ${restaurant.name}.`)).toBeVisible();
  const trip = riderPage.getByRole("region", { name: `Trip for order #${ref}` });
  await expect(trip).toContainText(`Kabir, ${SAMPLE_ADDRESSES[city].addressLine1}`);
  await expect(trip).not.toContainText("98765");

  // The customer sees the rider on the map, by first name only.
  await customer.goto(`/profile/orders/${orderId}`);
  const tracking = customer.getByRole("region", { name: "Your rider" });
  await expect(tracking).toContainText("Ravi is on the way to the restaurant");
  await expect(tracking.getByRole("img", { name: "Map: the restaurant, your rider and your address" })).toBeVisible();
  await expect(tracking).not.toContainText("Kumar");
  await expect(tracking).toContainText("To reach Ravi, call support: 1800 202 2026");

  // Steps in order: the food must be ready before it is picked up.
  await trip.getByRole("button", { name: "I am at the restaurant" }).click();
  await expect(riderPage.getByText("At the restaurant: pick up the food when it is ready.")).toBeVisible();
  await expect(trip).toContainText("The food is not ready yet.");
  await partner.getByRole("button", { name: `Mark ready order #${ref}` }).click();
  const pickUp = trip.getByRole("button", { name: "Picked up the food" });
  await untilShown(riderPage, pickUp, js);
  await pickUp.click();
  await expect(riderPage.getByText("Picked up: take the food to Kabir.")).toBeVisible();
  // Without a call masking service, each reaches the other through support: no number crosses.
  await expect(trip).toContainText("To reach Kabir, call support: 1800 202 2026");

  // The code shows on the customer's page once the food is picked up (live with JavaScript).
  const code = await inDatabase(server, (database) =>
    database.selectFrom("orders").select("delivery_code").where("id", "=", orderId).executeTakeFirstOrThrow(),
  );
  const codeLine = tracking.getByText(`Tell Ravi this code at the door: ${code.delivery_code}`);
  await untilShown(customer, codeLine, js);

  await trip.getByRole("button", { name: "I am at the customer" }).click();
  await expect(riderPage.getByText("At the customer: ask for the delivery code.")).toBeVisible();
  await untilShown(customer, tracking.getByText("Your rider is nearby."), js);

  // A wrong code is said next to the field; the right one, with the cash collected, delivers.
  const wrong = code.delivery_code === "0000" ? "1111" : "0000";
  await trip.getByLabel("Delivery code").fill(wrong);
  await trip.getByLabel(/^I collected ₹/).check();
  await trip.getByRole("button", { name: "Delivered" }).click();
  await expect(trip.getByText("That code is wrong: 2 tries left.").first()).toBeVisible();
  if (js) {
    // A live update reloads the page's data: the message stays until the rider tries again.
    await riderPage.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { revalidate(): Promise<void> } }
      ).__reactRouterDataRouter.revalidate(),
    );
    await expect(trip.getByText("Ask the customer for it: 2 tries left.")).toBeVisible();
    await expect(trip.getByText("That code is wrong: 2 tries left.").first()).toBeVisible();
  }
  await expectAccessible();
  // The customer tips in cash at the door: a tip that is not whole rupees is said next to its field.
  const cashTip = trip.getByLabel("Tip the customer gave you in cash (₹, optional)");
  await trip.getByLabel("Delivery code").fill(code.delivery_code ?? "");
  if (!(await trip.getByLabel(/^I collected ₹/).isChecked())) await trip.getByLabel(/^I collected ₹/).check();
  await cashTip.fill("12.5");
  await trip.getByRole("button", { name: "Delivered" }).click();
  await expect(cashTip).toHaveAccessibleDescription(
    /Enter the tip in whole rupees, from ₹1 to ₹500, or leave it empty\./,
  );
  await trip.getByLabel("Delivery code").fill(code.delivery_code ?? "");
  if (!(await trip.getByLabel(/^I collected ₹/).isChecked())) await trip.getByLabel(/^I collected ₹/).check();
  await cashTip.fill("20");
  await trip.getByRole("button", { name: "Delivered" }).click();
  await expect(riderPage.getByText("Delivered. Well done!")).toBeVisible();
  await expect(riderPage.getByRole("region", { name: "Today" })).toContainText("1 trip delivered");

  await untilShown(customer, customer.locator('[aria-current="step"]').getByText("Delivered"), js);
  const stored = await inDatabase(server, (database) =>
    database
      .selectFrom("orders")
      .select(["status", "rider_id", "delivery_code_tries", "extra_tip_paise", "extra_tip_method"])
      .where("id", "=", orderId)
      .executeTakeFirstOrThrow(),
  );
  expect(stored).toEqual({
    status: "Delivered",
    rider_id: rider.id,
    delivery_code_tries: 1,
    extra_tip_paise: 2000,
    extra_tip_method: "cash",
  });
  await customer.reload();
  await expect(customer.getByText("You gave your delivery partner a tip of ₹20 in cash. Thank you!")).toBeVisible();

  await riderPage.getByRole("button", { name: "Go offline" }).click();
  await expect(riderPage.getByText("You are offline: no offers until you go online.")).toBeVisible();

  // The week's pay: the trip, its delivery charges and tip, the total, and a CSV of it.
  const pay = await inDatabase(server, (database) =>
    database
      .selectFrom("orders")
      .select(["delivery_fee_paise", "surcharges", "tip_paise"])
      .where("id", "=", orderId)
      .executeTakeFirstOrThrow(),
  );
  const payPaise =
    pay.delivery_fee_paise +
    (JSON.parse(pay.surcharges) as { paise: number }[]).reduce((sum, one) => sum + one.paise, 0) +
    pay.tip_paise +
    2000;
  const rupees = formatRupees(payPaise);
  await riderPage.getByRole("link", { name: "Your pay, week by week" }).click();
  await expect(riderPage.getByRole("heading", { level: 1, name: "Your pay" })).toBeVisible();
  await expect(riderPage.getByText(`1 trip: ${rupees}`)).toBeVisible();
  await expect(riderPage.getByText("Of your tips, ₹20 was given to you in cash at the door.")).toBeVisible();
  await expect(riderPage.getByRole("row", { name: new RegExp(`#${ref}`) })).toContainText(rupees);
  await expectAccessible();
  const csv = await riderPage.request.get(
    (await riderPage.getByRole("link", { name: "Download CSV" }).getAttribute("href")) ?? "",
  );
  expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="rider-pay-/);
  expect(await csv.text()).toContain(`,${orderId},`);
  await riderPage.getByRole("link", { name: "Previous week" }).click();
  await expect(riderPage.getByText("No trips were delivered this week.")).toBeVisible();
});

/** A signed-in rider of `city`, offline, as an accepted invitation makes one. */
async function signInAsRider(page: Page, server: ServerUnderTest, city: string, name = "Ravi Kumar") {
  const rider = await createAccount(server, name);
  await inDatabase(server, (database) =>
    database
      .insertInto("riders")
      .values({ user_id: rider.id, city_id: city, online: 0, created_at: new Date().toISOString() })
      .execute(),
  );
  await signInWithCookie(page, server, rider);
  return rider;
}

test("the customer's order page says where the rider is in words, draws the map and shows the code", async ({
  page,
  browser,
  js,
  server,
  expectAccessible,
}) => {
  const { orderId, restaurantId } = await placeCashOrder(page, server, "Kabir Rao", "jaipur");
  const riderPage = await browserBeside(browser, js);
  const rider = await signInAsRider(riderPage, server, "jaipur", "Sunita Devi");
  // The rider holds the order and has picked it up, 1 km north of the restaurant (as dispatch and the steps make
  // it). Left offline, so dispatch never offers them the other journeys' orders in the city.
  await inDatabase(server, async (database) => {
    const at = await database
      .selectFrom("restaurants")
      .select(["latitude", "longitude"])
      .where("id", "=", restaurantId)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await database
      .updateTable("riders")
      .set({ latitude: at.latitude + 0.009, longitude: at.longitude, position_at: now })
      .where("user_id", "=", rider.id)
      .execute();
    await database
      .updateTable("orders")
      .set({
        status: "Out for Delivery",
        accepted_at: now,
        ready_at: now,
        picked_up_at: now,
        rider_id: rider.id,
        rider_step: "picked-up",
        delivery_code: "4821",
        updated_at: now,
      })
      .where("id", "=", orderId)
      .execute();
  });
  await page.goto(`/profile/orders/${orderId}`);
  const tracking = page.getByRole("region", { name: "Your rider" });
  await expect(tracking).toContainText(/Sunita is \d+\.\d km away, about \d+ minutes\./);
  await expect(tracking).toContainText("Tell Sunita this code at the door: 4821");
  await expect(tracking.getByRole("img", { name: "Map: the restaurant, your rider and your address" })).toBeVisible();
  await expect(tracking).toContainText("Blue dot: your rider.");
  await expectAccessible();
  await page.setViewportSize({ width: 240, height: 640 });
  await expectAccessible();
});

test("at 240 px a rider goes online and offline by keyboard alone", async ({ page, server, js, expectAccessible }) => {
  await page.setViewportSize({ width: 240, height: 640 });
  await signInAsRider(page, server, "lucknow");
  await page.goto("/rider");
  await expect(page.getByRole("heading", { level: 1, name: "Deliveries" })).toBeVisible();
  await expectAccessible();

  // Sent without choosing: the message is next to the field, and the form is still there.
  await page.getByRole("button", { name: "Go online" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Choose where you are.").first()).toBeVisible();
  await expectAccessible();

  await page.getByLabel("Where are you now?").focus();
  await page.getByLabel("Where are you now?").selectOption("Hazratganj");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Go online" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("You are online: offers come to this page.")).toBeVisible();
  if (!js) await expect(page.getByText(/This page refreshes itself every 15 seconds\./)).toBeVisible();
  await expectAccessible();

  await page.getByRole("button", { name: "Go offline" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("You are offline: no offers until you go online.")).toBeVisible();
});

test("a rider reads their screen in Hindi at 240 px, and goes online and offline", async ({
  page,
  server,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 240, height: 640 });
  await signInAsRider(page, server, "lucknow", "Meena Gupta");
  const say = sayIn("hi");
  await page.goto("/rider?lang=hi");
  await expect(page.getByRole("heading", { level: 1, name: say("Deliveries") })).toBeVisible();
  await expect(page.getByText(say("{name}, you are offline.", { name: "Meena" }))).toBeVisible();
  await expectAccessible();
  await page.getByLabel(say("Where are you now?")).selectOption("Gomti Nagar");
  await page.getByRole("button", { name: say("Go online") }).click();
  await expect(page.getByText(say("You are online: offers come to this page."))).toBeVisible();
  await expect(page.getByText(say("Waiting for an order near you."))).toBeVisible();
  await expectAccessible();
  await page.getByRole("button", { name: say("Go offline") }).click();
  await expect(page.getByText(say("You are offline: no offers until you go online."))).toBeVisible();
});

test("only riders see the rider's screen", async ({ page, server }) => {
  const customer = await createAccount(server, "Asha Nair");
  await signInWithCookie(page, server, customer);
  const answer = await page.goto("/rider");
  expect(answer?.status()).toBe(404);
});
