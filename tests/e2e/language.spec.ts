import { createAccount, inDatabase } from "../../scripts/support/server-accounts";
import { expect, test } from "./fixtures";

const footer = (page: import("@playwright/test").Page) => page.locator("footer");

test.describe("a browser that prefers Hindi", () => {
  test.use({ locale: "hi-IN" });

  test("gets the shop in Hindi, names both languages' addresses, and switches to English and back", async ({
    page,
    server,
    expectAccessible,
  }) => {
    await page.goto("/offers");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.getByRole("navigation", { name: "मुख्य" }).getByRole("link", { name: "साइन इन करें" })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute(
      "href",
      `${server.url}/offers?lang=hi`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute(
      "href",
      `${server.url}/offers?lang=en`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      "href",
      `${server.url}/offers`,
    );
    await expect(footer(page).getByText("भाषा:")).toBeVisible();
    await expectAccessible();

    await footer(page).getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL(/\/offers$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" })).toBeVisible();
    // The choice outranks the browser's Accept-Language from now on.
    await page.goto("/help");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await expectAccessible();

    await footer(page).getByRole("button", { name: "हिन्दी" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1, name: "पेज नहीं मिला" })).toBeVisible();
    await expect(page).toHaveTitle("पेज नहीं मिला — Cravings");
    await expectAccessible();
  });
});

test("an address in a language keeps the shop in it, and a customer's choice follows them to another device", async ({
  page,
  browser,
  server,
  baseURL,
  javaScriptEnabled,
}) => {
  await page.goto("/?lang=hi");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await page.goto("/offers");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await footer(page).getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");

  const account = await createAccount(server, "Meera Joshi");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" }).click();
  await page.getByLabel("Email address").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("link", { name: "Profile" })).toBeVisible();
  await footer(page).getByRole("button", { name: "हिन्दी" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  const saved = await inDatabase(server, (database) =>
    database.selectFrom("users").select("language").where("id", "=", account.id).executeTakeFirstOrThrow(),
  );
  expect(saved.language).toBe("hi");

  // Another device, whose browser prefers English: signing in brings the customer's Hindi.
  const elsewhere = await browser.newContext({ baseURL, javaScriptEnabled, locale: "en-IN" });
  const phone = await elsewhere.newPage();
  await phone.goto("/login");
  await expect(phone.locator("html")).toHaveAttribute("lang", "en-IN");
  await phone.getByLabel("Email address").fill(account.email);
  await phone.getByLabel("Password", { exact: true }).fill(account.password);
  await phone.getByRole("button", { name: "Sign In" }).click();
  await expect(phone.getByRole("link", { name: "प्रोफ़ाइल" }).first()).toBeVisible();
  await expect(phone.locator("html")).toHaveAttribute("lang", "hi-IN");
  await elsewhere.close();
});
