import type { Locator, Page } from "@playwright/test";
import { inDatabase } from "../../scripts/support/server-accounts";
import { SAMPLE_ADDRESSES } from "../../scripts/support/restaurants";
import { latestCode, type CapturedMail } from "../support/mail-capture";
import { aroundTheClockMenu } from "./customers";
import { expect, test } from "./fixtures";

/**
 * The navigation keys the whole journey below takes (Tab, Shift+Tab, Enter, Space, arrows; typed characters
 * are counted apart). The customer audit of 26 Nov 2026 counted 206 by hand on a similar path; this journey
 * took 209 when it was written, and 139 since the skip links, the autofocus of a page's one field, the
 * place and search results reached first after their form, and the cancel confirmation first on its page;
 * 145 once the cart's bill gained its tip box and its "GST and restaurant charges" group (six more stops
 * between the dishes and the checkout form). It fails when the count grows: lower it when a change saves keys.
 */
const NAVIGATION_KEYS = 145;

const readMail = async (): Promise<CapturedMail[]> =>
  (await fetch(`${process.env.E2E_MAIL_URL}/`)).json() as Promise<CapturedMail[]>;

/**
 * A feature phone's keys: each press is counted, and a field is typed into only when it has focus. `tabTo`
 * presses Tab until `target` has focus, so every step proves the control is reachable by keyboard.
 */
class Keys {
  navigation = 0;
  typed = 0;
  private readonly steps: string[] = [];
  private stepStart = 0;

  constructor(private readonly page: Page) {}

  async press(key: "Tab" | "Shift+Tab" | "Enter" | "Space" | "ArrowDown" | "ArrowUp" | "ArrowRight" | "ArrowLeft") {
    await this.page.keyboard.press(key);
    this.navigation++;
  }

  async tabTo(target: Locator, limit = 40) {
    for (let presses = 0; presses < limit; presses++) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await this.press("Tab");
    }
    await expect(target, `reachable within ${limit} Tabs`).toBeFocused();
  }

  /** From the top of a page, the skip link to its main content: Tab, Enter. */
  async skipToMain() {
    await this.tabTo(this.page.getByRole("link", { name: "Skip to main content" }), 1);
    await this.press("Enter");
  }

  async type(field: Locator, text: string) {
    await expect(field).toBeFocused();
    await this.page.keyboard.type(text);
    this.typed += text.length;
  }

  /** Ends a step of the journey, remembering its keys. */
  step(name: string) {
    this.steps.push(`${name}: ${this.navigation - this.stepStart}`);
    this.stepStart = this.navigation;
  }

  report() {
    return `${this.steps.join("\n")}\nnavigation keys: ${this.navigation}, typed characters: ${this.typed}`;
  }
}

test("a feature-phone customer (240×320, no JavaScript, keys only) goes from the home page to a placed and cancelled order", async ({
  page,
  js,
  server,
}) => {
  test.skip(js, "The feature phone runs no JavaScript");
  await page.setViewportSize({ width: 240, height: 320 });
  // A dish without options, from a Bangalore restaurant open all day that delivers to Koramangala.
  const menu = await aroundTheClockMenu(server, "bangalore");
  const restaurantId = menu.split("/").at(-1)!;
  const dish = await inDatabase(server, (database) =>
    database
      .selectFrom("products")
      .select("name")
      .where("restaurant_id", "=", restaurantId)
      .where("available", "=", 1)
      .where("id", "not in", (query) => query.selectFrom("product_option_groups").select("product_id"))
      .orderBy("name")
      .limit(1)
      .executeTakeFirstOrThrow(),
  );
  const restaurant = await inDatabase(server, (database) =>
    database.selectFrom("restaurants").select("name").where("id", "=", restaurantId).executeTakeFirstOrThrow(),
  );
  const email = `feature-phone-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const keys = new Keys(page);
  await page.goto("/");

  // 1. The delivery location, from the header.
  await keys.tabTo(page.getByRole("link", { name: /^Delivery location:/ }));
  await keys.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Set your delivery location" })).toBeVisible();
  const place = page.getByLabel("Search for your area, locality or city");
  await keys.skipToMain();
  await keys.tabTo(place);
  await keys.type(place, "Koramangala");
  await keys.press("Enter");
  await keys.tabTo(page.getByRole("button", { name: "Koramangala, Bangalore" }));
  await keys.press("Enter");
  await expect(page.getByRole("link", { name: /^Delivery location: Koramangala/ })).toBeVisible();
  keys.step("location");

  // 2. The dish, found with the header's search.
  await keys.tabTo(page.getByRole("link", { name: "Search" }));
  await keys.press("Enter");
  const search = page.getByRole("searchbox", { name: "Search" });
  await keys.tabTo(search);
  await keys.type(search, dish.name);
  await keys.press("Enter");
  await expect(page.getByRole("heading", { name: "Dishes" })).toBeVisible();
  const found = page.getByRole("listitem").filter({ hasText: restaurant.name }).filter({ hasText: dish.name });
  await keys.tabTo(found.first().getByRole("link", { name: dish.name }));
  await keys.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: restaurant.name })).toBeVisible();
  keys.step("search");

  // 3. Add it: a guest is asked to sign in first.
  await keys.tabTo(page.getByRole("button", { name: `Add ${dish.name} to cart` }));
  await keys.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Login Required" })).toBeVisible();
  keys.step("add");

  // 4. Sign up, with the e-mailed code.
  await keys.tabTo(page.getByRole("link", { name: "Sign up" }));
  await keys.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Create Account" })).toBeVisible();
  for (const [label, text] of [
    ["Full name", "Kiran Rao"],
    ["Email address", email],
    ["Password", "Masala-Dosa-2026"],
  ] as const) {
    const field = page.getByLabel(label, { exact: true });
    await keys.tabTo(field);
    await keys.type(field, text);
  }
  await keys.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Verify Your Email" })).toBeVisible();
  const code = page.getByLabel("Verification code");
  await keys.tabTo(code);
  await keys.type(code, await latestCode(readMail, email));
  await keys.press("Enter");
  await expect(page.getByText(`Added ${dish.name} to your cart.`)).toBeVisible();
  keys.step("sign up");

  // 5. The cart, and a delivery address.
  await keys.tabTo(page.getByRole("link", { name: "View Cart" }));
  await keys.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Secure Checkout" })).toBeVisible();
  await keys.tabTo(page.getByRole("link", { name: "+ Add new address" }));
  await keys.press("Enter");
  const address = SAMPLE_ADDRESSES.bangalore;
  await keys.skipToMain();
  for (const [label, text] of [
    ["House / flat number and street", address.addressLine1],
    ["City", address.city],
    ["PIN code", address.zipCode],
    ["State or union territory", address.state],
  ] as const) {
    const field = page.getByLabel(label);
    await keys.tabTo(field);
    await keys.type(field, text);
  }
  await expect(page.getByLabel("State or union territory")).toHaveValue(address.state);
  await expect(page.getByLabel("Locality")).toHaveValue(address.locality);
  const save = page.getByRole("button", { name: "Save address" });
  await keys.tabTo(save);
  await keys.press("Enter");
  await expect(page.getByText("New address created successfully")).toBeVisible();
  keys.step("address");

  // 6. Check out, cash on delivery.
  const phone = page.getByLabel("Mobile number");
  await keys.tabTo(phone);
  await keys.type(phone, "9876543210");
  await expect(page.getByRole("radio", { name: "Cash on Delivery (COD)" })).toBeChecked();
  await keys.tabTo(page.getByRole("button", { name: "Proceed to Checkout" }));
  await keys.press("Enter");
  await expect(page.getByRole("heading", { name: "Order placed" })).toBeVisible();
  keys.step("checkout");

  // 7. Cancel it.
  await keys.tabTo(page.getByRole("link", { name: "Cancel order" }));
  await keys.press("Enter");
  await expect(page.getByText("Are you sure you want to cancel this order?")).toBeVisible();
  // The confirmation is the first thing under the order's title, whole on the screen and under the header.
  const confirmation = page.getByRole("dialog", { name: "Cancel order?" });
  const box = (await confirmation.boundingBox())!;
  for (const control of [
    page.getByRole("button", { name: "Yes, cancel order" }),
    confirmation.getByRole("link", { name: "Cancel" }),
  ]) {
    const inside = (await control.boundingBox())!;
    expect(inside.x).toBeGreaterThanOrEqual(box.x);
    expect(inside.x + inside.width).toBeLessThanOrEqual(Math.min(box.x + box.width, 240));
  }
  const header = (await page.getByRole("banner").boundingBox())!;
  expect((await page.getByRole("heading", { name: "Cancel order?" }).boundingBox())!.y).toBeGreaterThanOrEqual(
    header.y + header.height,
  );
  await keys.tabTo(page.getByRole("button", { name: "Yes, cancel order" }), 2);
  await keys.press("Enter");
  await expect(page.getByText("Your order has been cancelled.")).toBeVisible();
  keys.step("cancel");

  console.log(keys.report());
  expect(keys.navigation, keys.report()).toBeLessThanOrEqual(NAVIGATION_KEYS);
});
