import { sql } from "kysely";
import type { Page } from "@playwright/test";
import { createAccount, inDatabase, type ServerUnderTest } from "../../scripts/support/server-accounts";
import { aroundTheClockIds, deliveringToSample, SAMPLE_ADDRESSES } from "../../scripts/support/restaurants";
import { signInWithCookie } from "../support/server-accounts";
import { addAddress, newCustomer } from "./customers";
import { offerUnitPrice } from "~/features/pricing/pricing";
import { formatRupees } from "~/lib/money";
import { expect, test } from "./fixtures";

/**
 * A pizza with sizes, crusts and up to three extra toppings, from a Hyderabad restaurant open all day that
 * delivers to the sample address; each project takes its own (`index`), as the two run side by side.
 */
async function pizzaWithToppings(server: ServerUnderTest, index: number) {
  return inDatabase(server, (database) =>
    database
      .selectFrom("products")
      .innerJoin("restaurants", "restaurants.id", "products.restaurant_id")
      .select(["products.id", "products.name", "products.price_paise", "products.promo_discount_percent"])
      .select("restaurants.id as restaurantId")
      .select(["restaurants.slug", "restaurants.name as restaurantName"])
      .where("restaurants.id", "in", aroundTheClockIds)
      .where("restaurants.id", "in", deliveringToSample("hyderabad"))
      .where("restaurants.is_active", "=", 1)
      .where("products.available", "=", 1)
      .whereRef("restaurants.min_order_paise", "<=", "products.price_paise")
      .where(
        "products.id",
        "in",
        sql<string>`(SELECT product_id FROM product_option_groups WHERE name = 'Extra toppings')`,
      )
      .orderBy("products.id")
      .offset(index)
      .limit(1)
      .executeTakeFirstOrThrow(),
  );
}

const projectIndex = () => ["javascript", "no-javascript"].indexOf(test.info().project.name);

/** The options form: the menu's dialog with JavaScript, the dish's options page without. */
function optionsOf(page: Page, js: boolean, dish: string) {
  return js ? page.getByRole("dialog", { name: dish }) : page.getByRole("main");
}

test("a customer chooses a pizza's size and toppings, is told when too many, and orders two different ones", async ({
  page,
  js,
  server,
  expectAccessible,
}) => {
  const pizza = await pizzaWithToppings(server, projectIndex());
  const menu = `/menu/${pizza.slug}/${pizza.restaurantId}`;
  await newCustomer(page, server, menu, "Lakshmi Rao");
  const add = page.getByRole("link", { name: `Add ${pizza.name} to cart, choosing options` });
  await expect(add.locator("xpath=..")).toContainText("Customisable");

  // Four toppings where three are allowed: refused next to the group, every choice still ticked.
  await add.click();
  const form = optionsOf(page, js, pizza.name);
  await expect(form.getByRole("heading", { name: pizza.name })).toBeVisible();
  await expect(form.getByRole("radio", { name: /^Regular/ })).toBeChecked();
  await form.getByRole("radio", { name: /^Large/ }).check();
  const toppings = ["Extra cheese", "Jalapeños", "Black olives", "Paneer"];
  for (const topping of toppings.slice(0, 3))
    await form.getByRole("checkbox", { name: new RegExp(`^${topping}`) }).check();
  const fourth = form.getByRole("checkbox", { name: /^Paneer/ });
  // ₹300 for Large and ₹60 + ₹40 + ₹40 of toppings on the dish's price, less the dish's own offer.
  const choicePrice = formatRupees(
    offerUnitPrice({
      unitPricePaise: pizza.price_paise + 30_000 + 6_000 + 4_000 + 4_000,
      dishOfferPercent: pizza.promo_discount_percent,
    }),
  );
  if (js) {
    // Customer audit m7: the total follows the choice as it is made.
    await expect(form.getByRole("button", { name: `Add to cart · ${choicePrice}` })).toBeVisible();
    // Customer audit M7: with a script, a group at its maximum takes no more ticks.
    await expect(fourth).toBeDisabled();
    await expectAccessible();
    // A form older than the menu (the console lowered the maximum meanwhile) is refused by the server:
    // the group takes the focus and its message is announced.
    await fourth.evaluate((box: HTMLInputElement) => (box.disabled = false));
    await fourth.check();
    await form.getByRole("button", { name: /^Add to cart/ }).click();
    await expect(form.getByRole("group", { name: /^Extra toppings/ })).toBeFocused();
    await expect(form.getByRole("alert")).toHaveText("Choose at most 3 from Extra toppings.");
    await fourth.uncheck();
  } else {
    // Customer audit m7: without a script, 'Update price' prices the choice ticked, keeping it ticked.
    await expect(form.getByText(/^₹[\d,.]+ for this choice$/)).not.toHaveText(`${choicePrice} for this choice`);
    await form.getByRole("button", { name: "Update price" }).click();
    await expect(form.getByText(`${choicePrice} for this choice`, { exact: true })).toBeVisible();
    await expect(form.getByRole("radio", { name: /^Large/ })).toBeChecked();
    await fourth.check();
    await form.getByRole("button", { name: /^Add to cart/ }).click();
    const toppingsGroup = form.getByRole("group", { name: /^Extra toppings/ });
    await expect(toppingsGroup).toHaveAccessibleDescription("Choose at most 3 from Extra toppings.");
    await expect(form.getByRole("radio", { name: /^Large/ })).toBeChecked();
    for (const topping of toppings) {
      await expect(form.getByRole("checkbox", { name: new RegExp(`^${topping}`) })).toBeChecked();
    }
    await expectAccessible();
    await fourth.uncheck();
  }

  // Three toppings: added. Then the same pizza as it comes: a line of its own.
  await form.getByRole("button", { name: /^Add to cart/ }).click();
  await expect(page.getByText(/^1 item added/).first()).toBeVisible();
  await expect(add.locator("xpath=..")).toContainText("1 in cart · Customisable");
  // In the cart already: 'Repeat last customisation?' (a page, with and without JavaScript). 'I'll choose'
  // opens the options afresh; then 'Repeat last' adds one more of the line added last.
  await add.click();
  await expect(page.getByRole("heading", { level: 1, name: "Repeat last customisation?" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(
    "Large, Classic hand tossed, Extra cheese, Jalapeños, Black olives",
  );
  await expectAccessible();
  await page.getByRole("link", { name: "I'll choose" }).click();
  await page
    .getByRole("main")
    .getByRole("button", { name: /^Add to cart/ })
    .click();
  await expect(page.getByRole("link", { name: "Cart 2 items" })).toBeVisible();
  // With JavaScript the options page adds in place; back to the menu by its link.
  if (js) await page.getByRole("link", { name: /^Back to / }).click();
  await expect(add.locator("xpath=..")).toContainText("2 in cart · Customisable");
  await add.click();
  await expect(page.getByRole("main")).toContainText("Regular, Classic hand tossed");
  await page.getByRole("button", { name: "Repeat last" }).click();
  await expect(add.locator("xpath=..")).toContainText("3 in cart · Customisable");

  const large = `${pizza.name} (Large, Classic hand tossed, Extra cheese, Jalapeños, Black olives)`;
  const regular = `${pizza.name} (Regular, Classic hand tossed)`;
  await page.goto("/cart");
  await expect(
    page.getByText("Large, Classic hand tossed, Extra cheese, Jalapeños, Black olives", { exact: true }),
  ).toBeVisible();
  await expect(page.getByText("Regular, Classic hand tossed", { exact: true })).toBeVisible();
  // ₹300 for Large and ₹60 + ₹40 + ₹40 of toppings on the dish's price.
  const largeEach = pizza.price_paise + 30_000 + 6_000 + 4_000 + 4_000;
  const rupees = (paise: number) => `₹${(paise / 100).toLocaleString("en-IN")}`;
  await expect(page.getByRole("main")).toContainText(`${rupees(largeEach)} each`);
  await expect(page.getByText(`${rupees(pizza.price_paise)} each · ${rupees(pizza.price_paise * 2)}`)).toBeVisible();
  await expect(page.getByRole("button", { name: `Increase ${large}` })).toBeVisible();
  await expect(page.getByRole("button", { name: `Increase ${regular}` })).toBeVisible();
  await expectAccessible();

  const customer = await inDatabase(server, (database) =>
    database
      .selectFrom("cart_lines")
      .innerJoin("users", "users.id", "cart_lines.user_id")
      .select(["cart_lines.quantity", "cart_lines.customizations", "users.id as userId"])
      .where("cart_lines.product_id", "=", pizza.id)
      .where("users.first_name", "=", "Lakshmi")
      .orderBy("cart_lines.quantity", "desc")
      .execute(),
  );
  expect(customer.map((line) => [line.quantity, JSON.parse(line.customizations).length])).toEqual([
    [2, 2],
    [1, 5],
  ]);

  // Ordered: the order and the receipt say which pizza was which.
  await addAddress(page, SAMPLE_ADDRESSES.hyderabad);
  await page.getByLabel("Mobile number").fill("98765 43210");
  await page.getByText("Cash on Delivery (COD)").click();
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page.getByRole("heading", { name: "Order placed" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(
    "Large, Classic hand tossed, Extra cheese, Jalapeños, Black olives",
  );
  await expect(page.getByRole("main")).toContainText("Regular, Classic hand tossed");
  await expectAccessible();
  const items = await inDatabase(server, (database) =>
    database
      .selectFrom("order_items")
      .innerJoin("orders", "orders.id", "order_items.order_id")
      .select(["order_items.quantity", "order_items.customizations", "order_items.unit_price_paise"])
      .where("orders.user_id", "=", customer[0]!.userId)
      .orderBy("order_items.quantity", "desc")
      .execute(),
  );
  expect(items.map((item) => [item.quantity, item.unit_price_paise])).toEqual([
    [2, pizza.price_paise],
    [1, largeEach],
  ]);
  expect(JSON.parse(items[1]!.customizations).map((choice: { name: string }) => choice.name)).toEqual([
    "Large",
    "Classic hand tossed",
    "Extra cheese",
    "Jalapeños",
    "Black olives",
  ]);
});

test("the console edits a dish's options, explains a line it cannot read, and the menu offers what it saved", async ({
  page,
  server,
  expectAccessible,
}) => {
  const pizza = await pizzaWithToppings(server, 2 + projectIndex());
  const admin = await createAccount(server, "Arjun Mehta", "admin");
  await signInWithCookie(page, server, admin);
  await page.goto(`/admin/restaurants/${pizza.restaurantId}`);
  await page.getByRole("link", { name: `Options (3 groups) of ${pizza.name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Options of ${pizza.name}` })).toBeVisible();
  const field = page.getByRole("textbox", { name: "Options" });
  await expect(field).toHaveValue(/^Size, choose 1: Regular ₹0, Medium ₹150, Large ₹300\n/);

  const unreadable = "Size, choose 1: Regular ₹0, Family ₹450\nSauce: Tomato";
  await field.fill(unreadable);
  await page.getByRole("button", { name: "Save options" }).click();
  await expect(field).toHaveAccessibleDescription(/Line 2: write it like “Size, choose 1: Half ₹0, Full ₹120”\.$/);
  await expect(field).toHaveValue(unreadable);
  await expectAccessible();

  await field.fill("Size, choose 1: Regular ₹0, Family ₹450\nDips, choose 0-2: Garlic dip ₹30, Salsa ₹25");
  await page.getByRole("button", { name: "Save options" }).click();
  await expect(page.getByText("Options saved.")).toBeVisible();
  await expect(page.getByRole("link", { name: `Options (2 groups) of ${pizza.name}` })).toBeVisible();

  await page.goto(`/dishes/${pizza.id}/options`);
  await expect(page.getByRole("heading", { level: 1, name: pizza.name })).toBeVisible();
  await expect(page.getByRole("group", { name: "Size · Choose 1" })).toContainText("Family+ ₹450");
  await expect(page.getByRole("group", { name: "Dips · Choose up to 2" })).toContainText("Salsa+ ₹25");
  await expect(page.getByRole("group", { name: /^Extra toppings/ })).toHaveCount(0);
  const audited = await inDatabase(server, (database) =>
    database
      .selectFrom("audit_log")
      .select("action")
      .where("target_id", "=", pizza.id)
      .where("action", "=", "dish.options")
      .execute(),
  );
  expect(audited).toHaveLength(1);
});
