import { expect, test, type Browser, type Page } from "@playwright/test";
import { createAccount, inDatabase, type ServerUnderTest } from "../../scripts/support/server-accounts";
import {
  aroundTheClockIds,
  deliveringToSample,
  SAMPLE_ADDRESSES,
  type SampleAddress,
  type SampleCity,
} from "../../scripts/support/restaurants";
import { signInWithCookie } from "../support/server-accounts";
import { handedOverHydrated } from "./fixtures";
import { sayIn, sayPattern, type Say } from "./say";

const english = sayIn("en");

/** A second browser beside the test's page (its own cookies: a customer, a partner), JavaScript as the project has it. */
export async function browserBeside(browser: Browser, js: boolean): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: js,
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1280, height: 900 },
  });
  return handedOverHydrated(await context.newPage(), js);
}

/**
 * A fresh, signed-in customer (made in the database, signed in with a session cookie: sign-up and
 * sign-in themselves are the accounts journey's); lands on `redirectTo`.
 */
export async function newCustomer(
  page: Page,
  server: ServerUnderTest,
  redirectTo: string,
  name = "Test Customer",
): Promise<string> {
  const account = await createAccount(server, name);
  await signInWithCookie(page, server, account);
  await page.goto(redirectTo);
  return account.email;
}

/**
 * The menu of a restaurant in `city` open all day every day, the `index`th most popular, so a journey that
 * orders passes at any hour (choosing from the listing is the catalogue journey's); in a city with a sample
 * address, one that delivers to it.
 */
export async function aroundTheClockMenu(server: ServerUnderTest, city: string, index = 0): Promise<string> {
  const restaurant = await inDatabase(server, (database) =>
    database
      .selectFrom("restaurants")
      .select(["id", "slug"])
      .where("city_id", "=", city)
      .where("is_active", "=", 1)
      .where("id", "in", aroundTheClockIds)
      .$if(city in SAMPLE_ADDRESSES, (query) => query.where("id", "in", deliveringToSample(city as SampleCity)))
      .orderBy("popularity", "desc")
      .orderBy("id")
      .offset(index)
      .limit(1)
      .executeTakeFirstOrThrow(),
  );
  return `/menu/${restaurant.slug}/${restaurant.id}`;
}

/**
 * A new customer with three dishes from a restaurant in `city` open all day in the cart and a delivery
 * address, on the cart page with a mobile number typed in (unless `phone` is null). `say` reads the shop in
 * the journey's language.
 */
export async function newCustomerWithCart(
  page: Page,
  server: ServerUnderTest,
  city: SampleCity,
  name: string,
  phone: string | null = "98765 43210",
  say: Say = english,
) {
  await newCustomer(page, server, await aroundTheClockMenu(server, city), name);
  await addDishes(page, 3, say);
  await addAddress(page, SAMPLE_ADDRESSES[city], say);
  if (phone) await page.getByLabel(say("Mobile number")).fill(phone);
}

/** Adds the menu's first dish `count` times with its Add button, as the cart bar counts them. */
export async function addDishes(page: Page, count: number, say: Say = english) {
  const adds = page.getByRole("button", { name: sayPattern(say, "Add {name} to cart") });
  for (let i = 1; i <= count; i++) {
    await adds.first().click();
    await expect(
      page.getByText(say("{count, plural, one {# item added} other {# items added}}", { count: i })),
    ).toBeVisible();
  }
}

/** Adds a delivery address from the cart's '+ Add new address', landing back on the cart. */
export async function addAddress(page: Page, address: SampleAddress, say: Say = english) {
  await page.goto("/profile/addresses/new?returnTo=%2Fcart");
  await page.getByLabel(say("House / flat number and street")).fill(address.addressLine1);
  await page.getByLabel(say("City")).fill(address.city);
  await page.getByLabel(say("PIN code")).fill(address.zipCode);
  await page.getByLabel(say("State or union territory")).selectOption(address.state);
  await page.getByLabel(say("Locality")).selectOption(address.locality);
  await page.getByRole("button", { name: say("Save address") }).click();
  await expect(page.getByText(say("New address created successfully"))).toBeVisible();
}

/**
 * Presses Pay now on the payment step and answers the built-in test gateway: in its modal with
 * JavaScript, on its hosted page without (`onHostedPage` runs there, e.g. an accessibility check).
 */
export async function payOnTestGateway(
  page: Page,
  js: boolean,
  outcome: "Pay" | "Fail" | "Cancel",
  onHostedPage?: () => Promise<void>,
) {
  await page.getByRole("button", { name: "Pay now" }).click();
  if (js) {
    await page
      .frameLocator('iframe[title="Test payment checkout"]')
      .getByRole("button", { name: outcome, exact: true })
      .click();
    return;
  }
  await expect(page.getByText("Test payments — no real money")).toBeVisible();
  await onHostedPage?.();
  await page.getByRole("button", { name: outcome, exact: true }).click();
  if (outcome !== "Cancel") await page.getByRole("button", { name: "Return to Cravings" }).click();
}
