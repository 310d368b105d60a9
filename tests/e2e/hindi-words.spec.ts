import { sql } from "kysely";
import type { Page } from "@playwright/test";
import { inDatabase, type ServerUnderTest } from "../../scripts/support/server-accounts";
import { aroundTheClockIds, deliveringToSample, SAMPLE_ADDRESSES } from "../../scripts/support/restaurants";
import { addAddress, newCustomer } from "./customers";
import { expect, test } from "./fixtures";
import { sayIn, sayPattern } from "./say";

/**
 * Every page a customer sees, in Hindi, without JavaScript, holds no English of the shop's own (customer
 * audit m14–m17): each word of Latin letters on the page must be inside an element marked `lang="en"` (a
 * dish's description), a name from the database (restaurants, dishes, menu sections, cities, localities),
 * what the customer typed, or one of the few words Hindi speakers use as they are (the brand, UPI, GST…).
 * Words with digits (promo codes, order numbers, PIN codes) and rupee amounts are not words.
 */
const say = sayIn("hi");

test.use({ locale: "hi-IN" });
test.skip(
  ({ javaScriptEnabled }) => javaScriptEnabled,
  "The words are the server's; the walk without JavaScript reads them.",
);
test.skip(process.env.E2E_DATABASE === "postgres", "The pages are the same on either database.");

/**
 * Names Hindi speakers read as they are: the brand and its services, the company, the networks and stores
 * the footer links to, the payment provider, and abbreviations written in Latin letters in Hindi too.
 */
const SHOP_NAMES = [
  ...["Cravings", "Cravings One", "Instamart", "Dineout", "Genie", "Cravings Corporate", "Technologies Pvt. Ltd."],
  ...["Instagram", "Facebook", "X (Twitter)", "LinkedIn", "App Store", "Google Play", "Razorpay"],
  ...[
    "UPI",
    "GST",
    "CGST",
    "SGST",
    "IGST",
    "SAC",
    // Invoice and credit note numbers: INV/26-27/000001, CN/26-27/000001.
    "INV",
    "CN",
    "GSTIN",
    "FSSAI",
    "PIN",
    "OTP",
    "COD",
    "Ctrl+P",
    "support@cravings.in",
  ],
];

const CUSTOMER = { name: "Kavita Sharma", firstName: "Kavita", initials: "KS", phone: "98765 43210", search: "paneer" };

/**
 * The names the catalogue holds (restaurants, dishes and their menu sections, cities, localities): shown as
 * written in every language.
 */
async function catalogueNames(server: ServerUnderTest): Promise<string[]> {
  const rows = await inDatabase(server, async (database) => [
    ...(await database.selectFrom("restaurants").select(["name", "street", "locality"]).execute()),
    ...(await database.selectFrom("products").select(["name", "menu_category"]).execute()),
    ...(await database.selectFrom("cities").select(["name"]).execute()),
  ]);
  const localities = await inDatabase(server, (database) =>
    database.selectFrom("cities").select("localities").execute(),
  );
  return [
    ...rows.flatMap((row) => Object.values(row)),
    ...localities.flatMap((city) =>
      (JSON.parse(city.localities) as { name: string }[]).map((locality) => locality.name),
    ),
  ];
}

/** Latin words that are words: not codes or numbers (SAVE20, 560034). */
function latinWords(text: string): string[] {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => /[A-Za-z]/.test(word) && !/\d/.test(word));
}

/** A text with every known name taken out: what remains is the shop's own words. */
function withoutNames(text: string, names: Map<string, string[]>): string {
  // Longest first, so a name inside another ("GST" in "CGST") does not leave the other's remains behind.
  const candidates = latinWords(text)
    .flatMap((word) => names.get(word) ?? [])
    .sort((a, b) => b.length - a.length);
  return candidates.reduce((rest, name) => rest.replaceAll(name, " "), text);
}

function nameIndex(names: string[]): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const name of new Set(names.filter(Boolean))) {
    const first = latinWords(name)[0];
    if (first) index.set(first, [...(index.get(first) ?? []), name]);
  }
  for (const list of index.values()) list.sort((a, b) => b.length - a.length);
  return index;
}

/** The texts a person sees or hears on the page that are not marked as English. */
function unmarkedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const english = (element: Element) => element.closest("[lang]")?.getAttribute("lang")?.startsWith("en") ?? false;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ["SCRIPT", "STYLE", "NOSCRIPT"].includes(parent.tagName) || english(parent)) continue;
      const select = parent.closest("select");
      if (!(select ?? parent).checkVisibility({ visibilityProperty: true })) continue;
      found.push(node.textContent ?? "");
    }
    for (const element of document.body.querySelectorAll(
      "[aria-label], [placeholder], [title], img[alt], input[value]",
    ))
      if (!english(element))
        for (const name of ["aria-label", "placeholder", "title", "alt"]) found.push(element.getAttribute(name) ?? "");
    for (const input of document.body.querySelectorAll<HTMLInputElement>("input[readonly]"))
      if (!english(input)) found.push(input.value);
    return found.map((text) => text.trim()).filter(Boolean);
  });
}

test("every customer page in Hindi is in Hindi, names from the database and English marked as such aside", async ({
  page,
  server,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const address = SAMPLE_ADDRESSES.bangalore;
  const dish = await dishWithOptions(server);
  const menu = `/menu/${dish.slug}/${dish.restaurantId}`;
  const email = await newCustomer(page, server, "/", CUSTOMER.name);
  const names = nameIndex([
    ...SHOP_NAMES,
    ...(await catalogueNames(server)),
    ...Object.values(CUSTOMER),
    ...Object.values(address),
    email,
  ]);
  const found = new Set<string>();
  const read = async (what: string) => {
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    for (const text of await unmarkedTexts(page))
      if (latinWords(withoutNames(text, names)).length) found.add(`${what}: ${text}`);
  };

  await read("home");
  for (const [what, url] of [
    ["restaurants", "/restaurants"],
    ["category", "/categories/biryani"],
    ["search", `/search?q=${CUSTOMER.search}`],
    ["offers", "/offers"],
    ["help", "/help"],
    ["menu", menu],
  ]) {
    await page.goto(url!);
    await read(what!);
  }

  // Favourites: heart a dish on the menu, then the lists and the list.
  await page
    .getByRole("button", { name: sayPattern(say, "Save {name} to favourites") })
    .nth(1)
    .click();
  await read("menu after a heart");
  await page.goto("/profile/favorites");
  await read("favourites");
  await page.locator('main a[href^="/profile/favorites/"]').first().click();
  await read("a favourites list");

  // A dish's options, into the cart; an address; checkout refused for want of a number; the order.
  await page.goto(`/dishes/${dish.id}/options`);
  await read("dish options");
  await page.getByRole("button", { name: new RegExp(`^${say("Add to cart")}`) }).click();
  await page.goto("/profile/addresses/new?returnTo=%2Fcart");
  await read("new address");
  // A Mumbai PIN code with Karnataka: the refusal names both states.
  await page.getByLabel(say("House / flat number and street")).fill(address.addressLine1);
  await page.getByLabel(say("City")).fill(address.city);
  await page.getByLabel(say("PIN code")).fill("400001");
  await page.getByLabel(say("State or union territory")).selectOption(address.state);
  await page.getByLabel(say("Locality")).selectOption(address.locality);
  await page.getByRole("button", { name: say("Save address") }).click();
  await expect(page.getByLabel(say("PIN code"))).toHaveAttribute("aria-invalid", "true");
  await read("address refused");
  await addAddress(page, address, say);
  await read("cart");
  await page.getByText(say("Cash on Delivery (COD)")).click();
  await page.getByRole("button", { name: say("Proceed to Checkout") }).click();
  await expect(page.getByLabel(say("Mobile number"))).toHaveAttribute("aria-invalid", "true");
  await read("checkout refused");
  await page.getByLabel(say("Mobile number")).fill(CUSTOMER.phone);
  await page.getByRole("button", { name: say("Proceed to Checkout") }).click();
  await expect(page.getByRole("heading", { name: say("Order placed") })).toBeVisible();
  await read("order");
  await page.getByRole("link", { name: say("Receipt") }).click();
  await read("receipt");
  await page.goto(page.url().replace(/\/receipt$/, "/invoice"));
  await expect(page.getByRole("heading", { level: 1, name: say("Tax invoice") })).toBeVisible();
  await read("invoice");

  for (const [what, url] of [
    ["profile", "/profile"],
    ["orders", "/profile/orders"],
    ["addresses", "/profile/addresses"],
    ["account", "/profile/account"],
    ["settings", "/profile/settings"],
    ["payments", "/profile/payments"],
    ["help and support", "/profile/help-support"],
  ]) {
    await page.goto(url!);
    await read(what!);
  }

  expect([...found], `${found.size} English texts on Hindi pages`).toEqual([]);
});

/** A dish with options (a portion and add-ons) at a Bangalore restaurant open all day that delivers to the sample address. */
function dishWithOptions(server: ServerUnderTest) {
  return inDatabase(server, (database) =>
    database
      .selectFrom("products")
      .innerJoin("restaurants", "restaurants.id", "products.restaurant_id")
      .select(["products.id", "restaurants.id as restaurantId", "restaurants.slug"])
      .where("restaurants.id", "in", aroundTheClockIds)
      .where("restaurants.id", "in", deliveringToSample("bangalore"))
      .where("restaurants.is_active", "=", 1)
      .where("products.available", "=", 1)
      .whereRef("restaurants.min_order_paise", "<=", "products.price_paise")
      .where("products.id", "in", sql<string>`(SELECT product_id FROM product_option_groups WHERE name = 'Add-ons')`)
      .orderBy("products.id")
      .limit(1)
      .executeTakeFirstOrThrow(),
  );
}
