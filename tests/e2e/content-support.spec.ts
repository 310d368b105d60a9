import { inDatabase, type ServerUnderTest } from "../../scripts/support/server-accounts";
import { newCustomer } from "./customers";
import { expect, test } from "./fixtures";

/**
 * The lead forms take five messages an hour from one address (security probe N16), and every journey's
 * browser is 127.0.0.1: a journey that sends some starts from a fresh count, as a new customer would.
 */
function forgetLeadLimits(server: ServerUnderTest) {
  return inDatabase(server, (database) => database.deleteFrom("rate_limits").where("key", "like", "lead:%").execute());
}

test("offers: search, category tabs, and a code to copy (or read, without JavaScript)", async ({
  page,
  context,
  js,
  expectAccessible,
}) => {
  await page.goto("/offers");
  await expect(page.getByRole("heading", { level: 1, name: "Offers for you" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Featured offers" })).toBeVisible();
  await expect(page.getByText("Diwali mithai week")).toHaveCount(0);
  await expectAccessible();

  await page.getByRole("navigation", { name: "Offer categories" }).getByRole("link", { name: "Desserts" }).click();
  await expect(page).toHaveURL(/\/offers\?category=desserts$/);
  await expect(page.getByRole("heading", { level: 3, name: "Sweet endings" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Burger deals" })).toHaveCount(0);
  await expectAccessible();

  await page.getByRole("navigation", { name: "Offer categories" }).getByRole("link", { name: "All" }).click();
  await expect(page).toHaveURL(/\/offers$/);
  await page.getByLabel("Search offers").fill("20%");
  await page.locator("main").getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/offers\?q=20%25$/);
  const card = page.getByRole("article", { name: "20% off your order" });
  await expect(card.locator("code")).toHaveText("SAVE20");
  await expect(card).toContainText("Min. order ₹25");
  await expect(card).toContainText("Valid until 31 Dec 2027");
  await expect(page.getByRole("article")).toHaveCount(1);
  await expectAccessible();

  if (js) {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await card.getByRole("button", { name: "Copy code SAVE20" }).click();
    await expect(card.getByRole("button", { name: /Copied!/ })).toBeVisible();
    await expect(card.getByRole("status")).toHaveText("Code SAVE20 copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("SAVE20");
    await expectAccessible();
    await expect(card.getByRole("button", { name: "Copy code SAVE20" })).toBeVisible({ timeout: 4000 });
    await expect(card.getByRole("status")).toHaveText("");
  } else {
    await expect(card.getByRole("button", { name: /Copy/ })).toHaveCount(0);
  }
  await card.getByRole("link", { name: /Find restaurants/ }).click();
  await expect(page).toHaveURL(/\/restaurants$/);
});

test("corporate: plans, a 'Let's Talk' form with errors, then sent", async ({ page, js, server, expectAccessible }) => {
  await forgetLeadLimits(server);
  await page.goto("/corporate");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Most popular")).toBeVisible();
  await expect(page.getByText("₹8,999")).toBeVisible();
  await expect(page.getByText("2M+")).toBeVisible();
  await expectAccessible();

  await page.getByRole("link", { name: "Choose Standard" }).click();
  if (js) {
    await expect(page.getByRole("dialog", { name: "Let's Talk" })).toBeVisible();
  } else {
    await expect(page).toHaveURL(/\/corporate\/contact\?plan=standard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Let's Talk" })).toBeVisible();
  }
  await expect(page.getByLabel("Plan", { exact: true })).toHaveValue("standard");
  await expectAccessible();

  await page.getByLabel("Company name").fill("Finlytics Pvt Ltd");
  await page.getByLabel("Your name").fill("Priya Raman");
  await page.getByLabel("Work e-mail").fill("priya@finlytics");
  await page.getByLabel("Mobile number").fill("12345");
  await page.getByLabel("Number of employees").fill("40");
  await page.getByRole("button", { name: "Send" }).click();
  const summary = page.getByRole("alert");
  await expect(summary).toContainText("Enter a valid e-mail address");
  await expect(summary).toContainText("Enter a 10-digit Indian mobile number");
  await expect(page.getByLabel("Company name")).toHaveValue("Finlytics Pvt Ltd");
  await expect(page.getByLabel("Work e-mail")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible();

  await page.getByLabel("Work e-mail").fill("priya@finlytics.in");
  await page.getByLabel("Mobile number").fill("98765 43210");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page).toHaveURL(/\/corporate$/);
  await expect(page.getByText("Thanks! Our team will reply within 24 hours.")).toBeVisible();
  await expectAccessible();
});

test("get the app: store badges and a server-drawn QR code with its URL in text", async ({
  page,
  expectAccessible,
}) => {
  await page.goto("/get-the-app");
  await expect(page.getByRole("heading", { level: 1, name: "Get the Cravings app" })).toBeVisible();
  await expect(page.getByRole("link", { name: /App Store/ })).toHaveAttribute("href", "https://apps.apple.com/");
  await expect(page.getByRole("link", { name: /Google Play/ })).toHaveAttribute(
    "href",
    "https://play.google.com/store/apps",
  );
  const qr = page.getByRole("img", { name: /QR code that opens .*\/get-the-app/ });
  await expect(qr).toBeVisible();
  await expect(qr.locator("path")).toHaveAttribute("d", /^M4 4h1v1h-1z/);
  await expect(page.getByText(/\/get-the-app$/)).toBeVisible();
  await expectAccessible();

  await page.goto("/");
  const banner = page.getByRole("region", { name: /download the Cravings app/ });
  await expect(banner.getByRole("link", { name: /Google Play/ })).toHaveAttribute(
    "href",
    "https://play.google.com/store/apps",
  );
});

test("help: search FAQs, filter, vote as a customer, open a ticket and find it in My Tickets", async ({
  page,
  server,
  expectAccessible,
}) => {
  await page.goto("/help");
  await expect(page.getByRole("heading", { level: 1, name: "How can we help?" })).toBeVisible();
  await expect(page.getByText("Live chat")).toBeVisible();
  await expect(page.getByText("8 AM–10 PM, every day")).toBeVisible();
  await expectAccessible();

  await page.getByLabel("Search help articles").fill("refund");
  await page.locator("main").getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/help\?q=refund$/);
  const refund = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "When will I get my refund?" }) });
  await expect(refund).toContainText("5–7 business days");
  await expect(page.getByRole("heading", { name: "How do I track my order?" })).toHaveCount(0);
  await expect(refund.getByRole("link", { name: "Sign in to vote" })).toBeVisible();
  await expectAccessible();

  await page.getByRole("navigation", { name: "FAQ categories" }).getByRole("link", { name: "Technical" }).click();
  await expect(page).toHaveURL(/\/help\?q=refund&category=technical$/);
  await expect(page.getByText(/No questions match “refund” in Technical/)).toBeVisible();
  await expectAccessible();

  await page.getByRole("link", { name: "Placing an order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Placing an order" })).toBeVisible();
  await expectAccessible();

  await newCustomer(page, server, "/help?q=refund", "Meera Iyer");
  const question = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "When will I get my refund?" }) });
  await question.getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText("Thanks for your feedback!")).toBeVisible();
  await expect(question.getByRole("button", { name: "Yes" })).toHaveAttribute("aria-pressed", "true");
  await expect(question).toContainText(/\d+ of \d+ found this helpful/);
  await expectAccessible();

  await page.goto("/help-support");
  await expect(page).toHaveURL(/\/profile\/help-support$/);
  await expect(page.getByRole("heading", { level: 1, name: "Help & Support" })).toBeVisible();
  await expectAccessible();
  await page.getByRole("link", { name: "Contact Us", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Send us a message" })).toBeVisible();
  await expectAccessible();

  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("alert")).toContainText("Enter a subject.");
  await expectAccessible();

  const subject = `Missing raita ${Date.now()}`;
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Category").selectOption("orders");
  await page.getByLabel("Priority").selectOption("high");
  await page.getByLabel("Message").fill("My biryani came without the raita.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/tab=tickets/);
  await expect(page.getByText("Your ticket has been created.")).toBeVisible();
  const ticket = page.getByRole("article", { name: subject });
  await expect(ticket).toContainText("Open");
  await expect(ticket).toContainText("High priority");
  await expectAccessible();

  await page.getByRole("link", { name: "Guides" }).click();
  await expect(page.getByRole("link", { name: /Payments and refunds/ })).toBeVisible();
  await expectAccessible();
});

test("every footer and header link leads to a real page", async ({ page, expectAccessible }) => {
  await page.goto("/");
  const footerLinks = await page
    .locator("footer nav a")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const headerLinks = ["/offers", "/corporate", "/help", "/partner", "/help-support"];
  expect(footerLinks.length).toBeGreaterThanOrEqual(18);
  for (const href of [...new Set([...footerLinks, ...headerLinks])]) {
    const response = await page.goto(href);
    // /help-support leads a guest to the sign-in gate (403); nothing may be a 404 or an error.
    expect(response?.status(), href).not.toBe(404);
    expect(response?.status(), href).toBeLessThan(500);
    await expect(page.getByRole("heading", { level: 1 }), href).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" }), href).toHaveCount(0);
    await expectAccessible();
  }
  await page.goto("/partner");
  await expect(page).toHaveURL(/\/partner-with-us$/);
  await page.goto("/cravings-corporate");
  await expect(page).toHaveURL(/\/corporate$/);
});

test("contact us and partner with us forms send their messages", async ({ page, server, expectAccessible }) => {
  await forgetLeadLimits(server);
  await page.goto("/contact-us");
  await page.getByLabel("Your name").fill("Asha Nair");
  await page.getByLabel("E-mail").fill("asha@example.com");
  await page.getByLabel("Topic").selectOption("feedback");
  await page.getByLabel("Message", { exact: true }).fill("Loved the biryani.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Thanks for writing to us!")).toBeVisible();
  await expectAccessible();

  await page.goto("/partner-with-us");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("alert")).toContainText("Enter the restaurant's name.");
  await expectAccessible();
  await page.getByLabel("Restaurant name").fill("Dosa Corner");
  await page.getByLabel("Your name").fill("Ravi Kumar");
  await page.getByLabel("E-mail").fill("ravi@example.com");
  await page.getByLabel("Mobile number").fill("9123456780");
  await page.getByLabel("City").fill("Chennai");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Thanks! Our restaurant partnerships team will call you")).toBeVisible();
});

test("the new pages fit a 320 px wide screen without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  for (const path of [
    "/offers",
    "/corporate",
    "/corporate/contact",
    "/get-the-app",
    "/help",
    "/help/guides/using-offers",
    "/contact-us",
    "/partner-with-us",
    "/privacy-policy",
  ]) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
