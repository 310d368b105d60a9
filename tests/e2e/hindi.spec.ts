import { createAccount } from "../../scripts/support/server-accounts";
import { signInWithCookie } from "../support/server-accounts";
import { aroundTheClockMenu, newCustomer, newCustomerWithCart } from "./customers";
import { expect, handedOverHydrated, test } from "./fixtures";
import { expectHindiPage, sayIn, sayPattern } from "./say";

/**
 * The journeys in Hindi (issue 20), with JavaScript on and off: every text they read or press is
 * looked up in the Hindi catalogue by its English id (`say`), and every page they reach is checked for
 * English left over (`expectHindiPage`) and with axe. Signing up, ordering, the receipt and
 * cancelling in Hindi are in language.spec.ts.
 */
const say = sayIn("hi");

test.use({ locale: "hi-IN" });
test.skip(
  process.env.E2E_DATABASE === "postgres",
  "The pages are the same on either database; the journeys on SQLite check them in Hindi.",
);

test("in Hindi: a customer hearts a dish and finds it in their favourites", async ({
  page,
  server,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await newCustomer(page, server, await aroundTheClockMenu(server, "chennai"), "Lakshmi Narayan");
  await expectHindiPage(page);
  await expectAccessible();

  const heart = page.getByRole("button", { name: sayPattern(say, "Save {name} to favourites") }).nth(1);
  const dish = (await heart.getAttribute("aria-label"))!.replace(/ को पसंदीदा में सेव करें$/, "");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText(say("Added to {list}", { list: say("My Favorites") })).first()).toBeVisible();
  await expectHindiPage(page);

  await page.goto("/profile/favorites");
  await expect(page.getByRole("heading", { level: 1, name: say("Favorites") })).toBeVisible();
  await expectHindiPage(page);
  await expectAccessible();
  await page
    .getByRole("link", { name: say("My Favorites") })
    .first()
    .click();
  await expect(page.getByText(dish, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: say("Back to lists") })).toBeVisible();
  await expectHindiPage(page);
  await expectAccessible();
});

test("in Hindi: a customer opens a help ticket, told what is missing, and finds it in My Tickets", async ({
  page,
  server,
  expectAccessible,
}) => {
  await newCustomer(page, server, "/profile/help-support?tab=contact", "Ramesh Yadav");
  await expect(page.getByRole("heading", { name: say("Send us a message") })).toBeVisible();
  await expectHindiPage(page);
  await expectAccessible();

  await page.getByRole("button", { name: say("Send message") }).click();
  await expect(page.getByRole("alert")).toContainText(say("Enter a subject."));
  await expect(page.getByLabel(say("Subject"))).toHaveAttribute("aria-invalid", "true");
  await expectHindiPage(page);
  await expectAccessible();

  const subject = `Raita nahi aaya ${Date.now()}`;
  await page.getByLabel(say("Subject")).fill(subject);
  await page.getByLabel(say("Category")).selectOption("orders");
  await page.getByLabel(say("Priority")).selectOption("high");
  await page.getByLabel(say("Message")).fill("बिरयानी के साथ रायता नहीं आया।");
  await page.getByRole("button", { name: say("Send message") }).click();
  await expect(page).toHaveURL(/tab=tickets/);
  await expect(page.getByText(say("Your ticket has been created. We usually reply within 4–6 hours."))).toBeVisible();
  const ticket = page.getByRole("article", { name: subject });
  await expect(ticket).toContainText(say("Open"));
  await expect(ticket).toContainText(`${say("High")} प्राथमिकता`);
  await expectHindiPage(page);
  await expectAccessible();
});

test("in Hindi: the console moves a customer's order on and lists the tickets", async ({
  page,
  browser,
  js,
  server,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The customer shops in English in their own browser; the admin works in Hindi.
  const context = await browser.newContext({ javaScriptEnabled: js, baseURL: server.url, locale: "en-IN" });
  const customer = handedOverHydrated(await context.newPage(), js);
  await newCustomerWithCart(customer, server, "bangalore", "Vikram Rao");
  await customer.getByText("Cash on Delivery (COD)").click();
  await customer.getByRole("button", { name: "Proceed to Checkout" }).click();
  const ref = (await customer.getByRole("heading", { level: 1, name: /^Order #/ }).textContent())!.replace(
    "Order #",
    "",
  );
  await context.close();

  const admin = await createAccount(server, "Sneha Kulkarni", "admin");
  await signInWithCookie(page, server, admin);
  await page.goto("/admin/orders");
  await expect(page.getByRole("heading", { level: 1, name: say("Orders board") })).toBeVisible();
  await expectHindiPage(page);
  await expectAccessible();
  const card = page.getByRole("article", { name: new RegExp(`^#${ref.trim()} `) });
  await card
    .getByRole("button", { name: `${say("Start preparing")} ${say("for order #{ref}", { ref: ref.trim() })}` })
    .click();
  await expect(page.getByText(say("Order status updated."))).toBeVisible();
  await expect(
    card.getByRole("button", {
      name: `${say("Send out for delivery")} ${say("for order #{ref}", { ref: ref.trim() })}`,
    }),
  ).toBeVisible();
  await expectHindiPage(page);
  await expectAccessible();

  await page
    .getByRole("navigation", { name: say("Operations console") })
    .getByRole("link", { name: say("Tickets") })
    .click();
  await expect(page).toHaveURL(/\/admin\/tickets/);
  await expectHindiPage(page);
  await expectAccessible();
});

test("in Hindi: a page that is not there says so, and what was not found", async ({ page, expectAccessible }) => {
  const missing = await page.goto("/menu/x/0000");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: say("Page Not Found") })).toBeVisible();
  await expect(page.getByText(say("Restaurant not found."), { exact: true })).toBeVisible();
  await expectHindiPage(page);
  await expectAccessible();
});
