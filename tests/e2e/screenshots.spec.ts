import crypto from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { createAccount, inDatabase, type ServerUnderTest } from "../../scripts/support/server-accounts";
import { dishesWithOptions, SAMPLE_ADDRESSES } from "../../scripts/support/restaurants";
import { signInWithCookie } from "../support/server-accounts";
import { addAddress, addDishes, aroundTheClockMenu } from "./customers";
import { expect, layoutProblems, test, whenHydrated } from "./fixtures";
import { sayIn, sayPattern } from "./say";

/**
 * Tests that look (issue 33): the customer's pages and the console's order card as a person sees them, at a
 * feature phone's 240 px, a phone's 360 px and a laptop's 1280 px, in English and Hindi, with JavaScript on
 * and off (the two screenshot projects), compared with the baselines committed beside this file. The server
 * lives at one moment (SCREENSHOT_CLOCK) so opening hours, delivery times and dates are the same on every run;
 * the order numbers, random, are written the same (`settle`).
 *
 * A change to a page that is meant: `npx playwright test --project='screenshots-*' --update-snapshots` after
 * `npm run build`, then look at every changed picture before committing it.
 */
test.skip(!process.env.E2E_SCREENSHOT_URL, "The screenshot server runs with the SQLite journeys (global setup).");

const WIDTHS = [
  { width: 240, height: 320 },
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
] as const;

/**
 * How much of a long page is compared: its top two screens, and at least 960 px (three of a feature phone's), where
 * a broken layout shows first; the baselines stay small.
 */
const comparedHeight = (viewport: { height: number }) => Math.max(2 * viewport.height, 960);

for (const language of ["en", "hi"] as const) {
  test.describe(language === "en" ? "in English" : "in Hindi", () => {
    test.use({ locale: language === "en" ? "en-IN" : "hi-IN" });
    const say = sayIn(language);

    for (const viewport of WIDTHS) {
      test(`a customer's pages and the console's order card at ${viewport.width} px`, async ({
        page,
        browser,
        server,
      }) => {
        await page.setViewportSize(viewport);
        const shoot = (name: string) => looksAsBefore(page, `${language}-${viewport.width}-${name}`);

        await page.goto("/");
        await shoot("home");
        await page.goto("/restaurants?city=bangalore");
        await shoot("listing");

        const menu = await aroundTheClockMenu(server, "bangalore");
        const customer = await createCustomer(page, server, language === "en" ? "Asha Verma" : "आशा वर्मा");
        await page.goto("/cart");
        await shoot("cart-empty");
        await page.goto(`/dishes/${await dishWithOptions(server, menu)}/options`);
        await shoot("options");

        await page.goto(menu);
        const heart = page.getByRole("button", { name: sayPattern(say, "Save {name} to favourites") }).first();
        await heart.click();
        await expect(heart).toHaveAttribute("aria-pressed", "true");
        // One dish, twice: two lines added in the same frozen millisecond would come in either order.
        await addDishes(page, 1, say);
        await page
          .getByRole("button", { name: sayPattern(say, "Increase {name}") })
          .first()
          .click();
        await expect(
          page.getByText(say("{count, plural, one {# item added} other {# items added}}", { count: 2 })),
        ).toBeVisible();
        await page.goto(menu);
        await shoot("menu");
        await addAddress(page, SAMPLE_ADDRESSES.bangalore, say);
        await page.goto("/cart");
        await shoot("cart");

        await page.getByRole("button", { name: say("Proceed to Checkout") }).click();
        await expect(page.getByLabel(say("Mobile number"))).toHaveAttribute("aria-invalid", "true");
        await shoot("checkout-errors");
        await page.getByLabel(say("Mobile number")).fill("98765 43210");
        await page.getByText(say("Cash on Delivery (COD)")).click();
        await page.getByRole("button", { name: say("Proceed to Checkout") }).click();
        await expect(page.getByRole("heading", { name: say("Order placed") })).toBeVisible();
        const orderPage = new URL(page.url()).pathname;
        await page.goto(orderPage);
        await shoot("order");
        await page.goto(`${orderPage}/receipt`);
        await shoot("receipt");
        await page.goto("/profile/favorites");
        await shoot("favourites");

        // A dish put in the cart at lunch; the restaurant has closed since (ordering from its menu is paused now).
        await putInCart(server, customer, await closedRestaurantDish(server));
        await page.goto("/cart");
        await shoot("cart-closed-restaurant");

        const board = await consoleOf(browser, server, viewport, language);
        await board.goto("/admin/orders");
        await settle(board);
        // The live board draws its cards again as other journeys' orders arrive: its number is hidden instead.
        const card = board.locator(`#order-${orderPage.split("/").pop()}`);
        await expect(card).toHaveScreenshot(`${language}-${viewport.width}-console-order-card.png`, {
          mask: [card.getByRole("heading", { level: 3 }).locator("..")],
        });
        await board.context().close();
      });
    }
  });
}

/**
 * Checks the page's layout (`layoutProblems`) and compares its top (`comparedHeight`) with its baseline, once
 * `settle`d.
 */
async function looksAsBefore(page: Page, name: string) {
  await settle(page);
  expect(await layoutProblems(page), `layout of ${name}`).toEqual([]);
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    clip: { x: 0, y: 0, width: viewport.width, height: Math.min(height, comparedHeight(viewport)) },
  });
}

/**
 * The page as it will stay: scrolled to the top (the header hides while scrolling down, and a page that moved
 * the focus scrolled), taken over by React with JavaScript, every picture loaded (lazy ones too), the fonts
 * ready, and each order number written #A1B2C3D4: the one word that differs from run to run (an order's id is
 * random).
 */
async function settle(page: Page) {
  // With JavaScript, once React has taken the page over (it would put the number back).
  await whenHydrated(page);
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    const images = [...document.images];
    for (const image of images) image.loading = "eager";
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  // Until no number is left as it was: a page updated live (the order's status) may draw it again.
  await expect.poll(() => page.evaluate(writeOrderNumbersTheSame)).toBe(0);
}

/** Writes every order number on the page #A1B2C3D4; how many were written otherwise (0 once all are). */
function writeOrderNumbersTheSame(): number {
  let written = 0;
  // React may render "#" and the number as two text nodes.
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let before = "";
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    const text = node.textContent ?? "";
    const same = (before.endsWith("#") ? text.replace(/^[0-9A-Z]{8}\b/, "A1B2C3D4") : text).replace(
      /#[0-9A-Z]{8}\b/g,
      "#A1B2C3D4",
    );
    if (same !== text) {
      node.textContent = same;
      written++;
    }
    before = same;
  }
  return written;
}

/** A new customer, signed in on this page's browser (language from the browser's, as a first visit): their id. */
async function createCustomer(page: Page, server: ServerUnderTest, name: string): Promise<string> {
  const account = await createAccount(server, name);
  await signInWithCookie(page, server, account);
  return account.id;
}

/** A dish with options on the restaurant's menu (`/menu/:slug/:id`). */
async function dishWithOptions(server: ServerUnderTest, menu: string): Promise<string> {
  const restaurantId = menu.split("/").pop()!;
  const dish = await inDatabase(server, (database) =>
    database
      .selectFrom("products")
      .select("id")
      .where("restaurant_id", "=", restaurantId)
      .where("id", "in", dishesWithOptions)
      .orderBy("id")
      .executeTakeFirstOrThrow(),
  );
  return dish.id;
}

/** The first dish without options of a Bangalore restaurant that serves lunch and dinner, so is closed at 4 pm. */
async function closedRestaurantDish(server: ServerUnderTest): Promise<string> {
  const dish = await inDatabase(server, (database) =>
    database
      .selectFrom("products")
      .innerJoin("restaurants", "restaurants.id", "products.restaurant_id")
      .select("products.id")
      .where("restaurants.city_id", "=", "bangalore")
      .where("restaurants.is_active", "=", 1)
      .where("restaurants.id", "in", (query) =>
        query
          .selectFrom("restaurant_hours")
          .select("restaurant_id")
          .where("opens_minute", "=", 19 * 60),
      )
      .where("products.id", "not in", dishesWithOptions)
      .orderBy("restaurants.popularity", "desc")
      .orderBy("products.id")
      .executeTakeFirstOrThrow(),
  );
  return dish.id;
}

/** A cart line of one `dishId`, as adding it earlier in the day left it. */
async function putInCart(server: ServerUnderTest, userId: string, dishId: string) {
  await inDatabase(server, (database) =>
    database
      .insertInto("cart_lines")
      .values({
        id: crypto.randomBytes(12).toString("hex"),
        user_id: userId,
        product_id: dishId,
        quantity: 1,
        added_at: "2026-11-23T07:00:00.000Z",
      })
      .execute(),
  );
}

/** The console in a browser of its own, an administrator signed in, at the same size and language. */
async function consoleOf(
  browser: Browser,
  server: ServerUnderTest,
  viewport: { width: number; height: number },
  language: "en" | "hi",
): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: test.info().project.use.javaScriptEnabled,
    baseURL: server.url,
    viewport,
    locale: language === "en" ? "en-IN" : "hi-IN",
  });
  const page = await context.newPage();
  await signInWithCookie(page, server, await createAccount(server, "Meera Iyer", "admin"));
  return page;
}
