import { browserBeside, newCustomerWithCart, payOnTestGateway } from "./customers";
import { placeCashOrder, signInAsPartner } from "./marketplace";
import { expect, test } from "./fixtures";
import { sayIn } from "./say";
import { inDatabase } from "../../scripts/support/server-accounts";

test("a restaurant accepts a new order with 20 minutes, marks it ready, and the customer sees each step", async ({
  page,
  browser,
  js,
  server,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const customer = await browserBeside(browser, js);
  const { ref, orderId, restaurantId } = await placeCashOrder(customer, server, "Kabir Rao");

  await signInAsPartner(page, server, restaurantId);
  await page.goto("/partner");
  await expect(page).toHaveURL(new RegExp(`/partner/${restaurantId}/orders$`));
  const newColumn = page.getByRole("region", { name: /^New/ });
  const card = newColumn.getByRole("article", { name: new RegExp(`^Order #${ref}`) });
  await expect(card).toContainText("Kabir");
  await expect(card).toContainText(/Accept within \d+ minutes? or it is cancelled\./);
  if (js) {
    await expect(page.getByTestId("new-order-sound")).toHaveAttribute("src", "/sounds/new-order.wav");
    await expect(page).toHaveTitle(/^\(\d+\) New order/);
  } else {
    await expect(page.getByText(/This page refreshes itself every 20 seconds\./)).toBeVisible();
    await expect(page.locator('noscript meta[http-equiv="refresh"]')).toHaveCount(1);
  }
  await expectAccessible();

  await card.getByLabel("Preparation time").selectOption("20");
  await card.getByRole("button", { name: `Accept order #${ref}` }).click();
  await expect(page.getByText(`Order #${ref} accepted: 20 minutes to prepare.`)).toBeVisible();
  const preparing = page
    .getByRole("region", { name: /^Preparing/ })
    .getByRole("article", { name: new RegExp(`^Order #${ref}`) });
  await expect(preparing).toContainText("Accepted with 20 minutes to prepare.");
  await expectAccessible();

  await customer.goto(`/profile/orders/${orderId}`);
  await expect(customer.locator('[aria-current="step"]')).toContainText("Preparing");

  // The kitchen ticket: what to cook, without prices, ready for an 80 mm printer.
  await preparing.getByRole("link", { name: `Kitchen ticket order #${ref}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Kitchen ticket #${ref}` })).toBeVisible();
  await expect(page.getByRole("listitem").first()).toContainText(/^\d+ × /);
  await expect(page.locator("main")).not.toContainText("₹");
  if (js) await expect(page.getByRole("button", { name: "Print ticket" })).toBeVisible();
  else await expect(page.getByText("To print, use your browser's Print command (Ctrl+P).")).toBeVisible();
  await expectAccessible();
  await page.getByRole("link", { name: "Back to the orders" }).click();
  await expect(page.getByRole("region", { name: "Today at a glance" })).toContainText("Orders today");

  await preparing.getByRole("button", { name: `Mark ready order #${ref}` }).click();
  await expect(page.getByText(`Order #${ref} is marked ready for pickup.`)).toBeVisible();
  await expect(
    page.getByRole("region", { name: /^Ready/ }).getByRole("article", { name: new RegExp(`^Order #${ref}`) }),
  ).toContainText("waiting for pickup");
  const stored = await inDatabase(server, (database) =>
    database
      .selectFrom("orders")
      .select(["status", "prep_minutes", "ready_at"])
      .where("id", "=", orderId)
      .executeTakeFirstOrThrow(),
  );
  expect(stored).toMatchObject({ status: "Preparing", prep_minutes: 20 });
  expect(stored.ready_at).not.toBeNull();
  await customer.goto(`/profile/orders/${orderId}`);
  await expect(customer.getByText("Your food is ready and waits for a delivery partner.")).toBeVisible();
});

test("a restaurant rejects an order for a dish that ran out; the customer reads why and orders again without it", async ({
  page,
  browser,
  js,
  server,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const customer = await browserBeside(browser, js);
  const { ref, orderId, restaurantId } = await placeCashOrder(customer, server, "Ishaan Das");
  await signInAsPartner(page, server, restaurantId);
  await page.goto(`/partner/${restaurantId}/orders`);
  const card = page.getByRole("article", { name: new RegExp(`^Order #${ref}`) });
  await card.getByText(`Reject`, { exact: false }).first().click();
  await card.getByRole("radio", { name: "Item out of stock" }).check();
  const dish = (await card
    .getByRole("group", { name: "Dishes that ran out" })
    .getByRole("checkbox")
    .first()
    .getAttribute("value"))!;
  await card.getByRole("group", { name: "Dishes that ran out" }).getByRole("checkbox").first().check();
  await card.getByRole("button", { name: "Reject order" }).click();
  await expect(page.getByText(`Order #${ref} rejected. The customer has been told why.`)).toBeVisible();
  await expectAccessible();
  const stored = await inDatabase(server, (database) =>
    database
      .selectFrom("orders")
      .select(["status", "rejection_code", "rejected_dishes"])
      .where("id", "=", orderId)
      .executeTakeFirstOrThrow(),
  );
  expect(stored).toMatchObject({ status: "Cancelled", rejection_code: "out-of-stock" });
  expect(JSON.parse(stored.rejected_dishes!)).toEqual([dish]);

  await customer.goto(`/profile/orders/${orderId}`);
  await expect(customer.getByText("Cancellation reason: Some dishes ran out at the restaurant.")).toBeVisible();
  await expect(customer.getByRole("button", { name: /^Order again without / })).toBeVisible();
});

test(
  "a restaurant rejects a paid order for a dish that ran out: the customer is refunded at once and orders again without it",
  { tag: "@development" },
  async ({ page, browser, js, server, expectAccessible }) => {
    // The customer is this test's page (the one checked for accessibility); the partner has a browser beside it.
    await page.setViewportSize({ width: 1280, height: 900 });
    const customer = page;
    const partner = await browserBeside(browser, js);
    await newCustomerWithCart(customer, server, "calcutta", "Farah Khan");
    await customer.getByRole("button", { name: "Proceed to Checkout" }).click();
    await payOnTestGateway(customer, js, "Pay", expectAccessible);
    await expect(customer.getByRole("heading", { level: 1, name: "Payment Successful" })).toBeVisible();
    await customer.getByRole("link", { name: "Track Your Order" }).click();
    await expect(customer.getByText("Payment: UPI · Paid")).toBeVisible();
    const orderId = new URL(customer.url()).pathname.split("/").pop()!;
    const { restaurant_id: restaurantId } = await inDatabase(server, (database) =>
      database.selectFrom("orders").select("restaurant_id").where("id", "=", orderId).executeTakeFirstOrThrow(),
    );

    await signInAsPartner(partner, server, restaurantId);
    await partner.goto(`/partner/${restaurantId}/orders`);
    const card = partner.getByRole("article", { name: new RegExp(`^Order #${orderId.slice(-8).toUpperCase()}`) });
    await card.getByText("Reject", { exact: false }).first().click();
    await card.getByRole("radio", { name: "Item out of stock" }).check();
    await card.getByRole("group", { name: "Dishes that ran out" }).getByRole("checkbox").first().check();
    await card.getByRole("button", { name: "Reject order" }).click();
    await expect(partner.getByText(/rejected\. The customer has been told why\./)).toBeVisible();

    await customer.reload();
    await expect(customer.getByText("Cancellation reason: Some dishes ran out at the restaurant.")).toBeVisible();
    await expect(customer.getByText("Payment: UPI · Refunded")).toBeVisible();
    await expect(customer.getByRole("button", { name: /^Order again without / })).toBeVisible();
    await expectAccessible();
    const payments = await inDatabase(server, (database) =>
      database.selectFrom("payments").select("state").where("order_id", "=", orderId).execute(),
    );
    expect(payments.map((payment) => payment.state)).toEqual(["refunded"]);
  },
);

test("a partner reads the orders page in Hindi", async ({ page, browser, js, server, expectAccessible }) => {
  const customer = await browserBeside(browser, js);
  const { ref, restaurantId } = await placeCashOrder(customer, server, "Anaya Joshi");
  await signInAsPartner(page, server, restaurantId);
  const say = sayIn("hi");
  await page.goto(`/partner/${restaurantId}/orders?lang=hi`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    say("Orders — {restaurant}", { restaurant: "" }).trim(),
  );
  const card = page.getByRole("article", { name: new RegExp(`#${ref}`) });
  await expect(card.getByRole("button", { name: new RegExp(`^${say("Accept")}`) })).toBeVisible();
  await expectAccessible();
});

test("a restaurant's owner reads the week's payouts order by order and downloads them", async ({
  page,
  browser,
  js,
  server,
  expectAccessible,
}) => {
  const customer = await browserBeside(browser, js);
  const { ref, orderId, restaurantId } = await placeCashOrder(customer, server, "Kabir Rao");
  await inDatabase(server, (database) =>
    database
      .updateTable("orders")
      .set({ status: "Delivered", delivered_at: new Date().toISOString() })
      .where("id", "=", orderId)
      .execute(),
  );
  await signInAsPartner(page, server, restaurantId);
  await page.goto(`/partner/${restaurantId}/orders`);
  await page.getByRole("navigation", { name: "Partner pages" }).getByRole("link", { name: "Payouts" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Payouts — / })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(`#${ref}`) });
  await expect(row.getByRole("cell", { name: "Cash on delivery" })).toBeVisible();
  await expect(page.getByText(/^Net payout for \d+ orders?: ₹/)).toBeVisible();
  await expectAccessible();
  const csv = await page.request.get(
    (await page.getByRole("link", { name: "Download CSV" }).getAttribute("href")) ?? "",
  );
  expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="payouts-/);
  expect(await csv.text()).toContain(`,${orderId},`);

  await page.getByRole("link", { name: "Previous week" }).click();
  await expect(page.getByText("No orders were delivered this week.")).toBeVisible();
});

test("a restaurant replies to a review and switches a dish off for today; the menu shows both", async ({
  page,
  browser,
  js,
  server,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const customer = await browserBeside(browser, js);
  const { orderId, restaurantId } = await placeCashOrder(customer, server, "Ritu Sen");
  const comment = `Lovely food, ten minutes late (${orderId.slice(-6)})`;
  const slug = await inDatabase(server, async (database) => {
    const order = await database
      .updateTable("orders")
      .set({ status: "Delivered", delivered_at: new Date().toISOString() })
      .where("id", "=", orderId)
      .returning("user_id")
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await database
      .insertInto("reviews")
      .values({
        id: orderId.slice(0, 12) + "feed",
        order_id: orderId,
        restaurant_id: restaurantId,
        user_id: order.user_id,
        stars: 4,
        comment,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const restaurant = await database
      .selectFrom("restaurants")
      .select("slug")
      .where("id", "=", restaurantId)
      .executeTakeFirstOrThrow();
    return restaurant.slug;
  });

  await signInAsPartner(page, server, restaurantId);
  await page.goto(`/partner/${restaurantId}/orders`);
  await page.getByRole("navigation", { name: "Partner pages" }).getByRole("link", { name: "Reviews" }).click();
  const review = page.getByRole("article").filter({ hasText: comment });
  await review.getByRole("button", { name: /^Post reply/ }).click();
  await expect(review.getByText("Write your reply.").first()).toBeVisible();
  await expectAccessible();
  await review.getByLabel(/^Reply to review/).fill("Thank you, Ritu! We have added a rider for the evening rush.");
  await review.getByRole("button", { name: /^Post reply/ }).click();
  await expect(page.getByText("Your reply is posted under the review.")).toBeVisible();
  await expect(review).toContainText("Reply from the restaurant");
  await expectAccessible();

  await page.getByRole("navigation", { name: "Partner pages" }).getByRole("link", { name: "Kitchen" }).click();
  // One of the menu's last dishes without options (the journeys that order from this restaurant at the same
  // time add its first ones); the runs with and without JavaScript each take their own.
  const candidates = await inDatabase(server, (database) =>
    database
      .selectFrom("products")
      .select(["id", "name"])
      .where("restaurant_id", "=", restaurantId)
      .where("available", "=", 1)
      .where("id", "not in", (eb) => eb.selectFrom("product_option_groups").select("product_id"))
      .orderBy("sort_order", "desc")
      .orderBy("id", "desc")
      .limit(2)
      .execute(),
  );
  const dish = candidates[js ? 0 : 1]!;
  const row = page.locator(`[id="dish-${dish.id}"]`);
  await row.getByRole("button", { name: `Off for today ${dish.name}` }).click();
  await expect(
    page.getByText("The dish is switched off for today: it comes back on when you next open."),
  ).toBeVisible();
  const stored = await inDatabase(server, (database) =>
    database
      .selectFrom("products")
      .select(["available", "available_again_at"])
      .where("id", "=", dish.id)
      .executeTakeFirstOrThrow(),
  );
  expect(stored.available).toBe(0);
  expect(Date.parse(stored.available_again_at!)).toBeGreaterThan(Date.now());
  await expect(page.locator(`[id="dish-${dish.id}"]`)).toContainText("Switched off until");
  await expectAccessible();

  await customer.goto(`/menu/${slug}/${restaurantId}`);
  const reviews = customer.getByRole("region", { name: "What customers say" });
  await expect(reviews).toContainText("Reply from the restaurant");
  await expect(reviews).toContainText("We have added a rider for the evening rush.");
  await expect(
    customer
      .getByRole("article")
      .filter({ has: customer.getByRole("heading", { name: dish.name, exact: true }) })
      .first(),
  ).toContainText("Unavailable");
});

test("a kitchen's device prints each new order's ticket by itself once switched on", async ({
  page,
  browser,
  js,
  server,
  expectAccessible,
}) => {
  test.skip(!js, "Printing by itself needs JavaScript; without it each ticket page prints with the browser's command.");
  // Every frame's print records the page it printed, where the test can read it, instead of a printer.
  await page.addInitScript(() => {
    window.print = () => {
      const top = window.top as Window & { printed?: string[] };
      top.printed = [...(top.printed ?? []), window.location.pathname];
    };
  });
  const waiting = await placeCashOrder(await browserBeside(browser, js), server, "Dev Malhotra");
  await signInAsPartner(page, server, waiting.restaurantId);
  await page.goto(`/partner/${waiting.restaurantId}/orders`);
  await page.getByLabel("Print new tickets automatically").check();
  await expectAccessible();

  const arriving = await placeCashOrder(await browserBeside(browser, js), server, "Zoya Akhtar");
  const ticket = (orderId: string) => `/partner/${waiting.restaurantId}/orders/${orderId}/ticket`;
  const printed = () => page.evaluate(() => (window as Window & { printed?: string[] }).printed ?? []);
  await expect.poll(printed).toContain(ticket(arriving.orderId));
  expect(await printed()).not.toContain(ticket(waiting.orderId));

  // The device remembers the switch and what it printed: a reload prints nothing again.
  await page.reload();
  await expect(page.getByLabel("Print new tickets automatically")).toBeChecked();
  await expect(page.getByRole("article", { name: new RegExp(`^Order #${arriving.ref}`) })).toBeVisible();
  await expect(page.getByTestId("printing-ticket")).toHaveCount(0);
  const remembered = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? "[]") as string[],
    `cravings:printed:${waiting.restaurantId}`,
  );
  expect(remembered).toEqual(expect.arrayContaining([waiting.orderId, arriving.orderId]));
});
