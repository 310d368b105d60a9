import { createAccount, inDatabase } from "../../scripts/support/server-accounts";
import { latestCode, type CapturedMail } from "../support/mail-capture";
import { SAMPLE_ADDRESSES } from "../../scripts/support/restaurants";
import { addAddress, addDishes, aroundTheClockMenu } from "./customers";
import { expect, handedOverHydrated, test } from "./fixtures";
import { expectHindiPage, sayIn } from "./say";

const say = sayIn("hi");

test.skip(
  process.env.E2E_DATABASE === "postgres",
  "Languages work the same on either database (tests/integration/language.test.ts runs on both); the journeys on SQLite check them.",
);

const readMail = async (): Promise<CapturedMail[]> =>
  (await fetch(`${process.env.E2E_MAIL_URL}/`)).json() as Promise<CapturedMail[]>;

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

  test("signs up in Hindi, told what is missing in Hindi and e-mailed the code in Hindi; orders, reads the receipt and cancels in Hindi", async ({
    page,
    server,
    javaScriptEnabled,
    expectAccessible,
  }) => {
    const email = `hindi-${javaScriptEnabled ? "js" : "nojs"}-${Date.now()}@example.com`;
    // With JavaScript the sign-in panel's messages arrive as the page opens (the offers page had none of them).
    await page.goto("/offers");
    await page.getByRole("navigation", { name: "मुख्य" }).getByRole("link", { name: "साइन इन करें" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "फिर से स्वागत है" })).toBeVisible();
    await page.getByRole("link", { name: "साइन अप करें" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "अकाउंट बनाएँ" })).toBeVisible();
    await expect(page).toHaveTitle("अकाउंट बनाएँ — Cravings");
    await page.getByRole("button", { name: "साइन अप करें" }).click();
    await expect(page.getByRole("alert")).toContainText("अपना नाम डालें।");
    await expect(page.getByLabel("पूरा नाम")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible();

    await page.getByLabel("पूरा नाम").fill("Sunita Verma");
    await page.getByLabel("ई-मेल पता").fill(email);
    await page.getByLabel("पासवर्ड", { exact: true }).fill("Kadhi-Chawal-2026");
    await page.getByRole("button", { name: "साइन अप करें" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "अपना ई-मेल वेरिफ़ाई करें" })).toBeVisible();
    await expect(page.getByText(`${email} पर 6 अंकों का कोड भेजा गया है`)).toBeVisible();
    await expectAccessible();

    const code = await latestCode(readMail, email);
    const mail = (await readMail()).filter((each) => each.to.includes(email)).at(-1)!;
    expect(mail.subject).toBe(`${code} आपका Cravings वेरिफ़िकेशन कोड है`);
    expect(mail.text).toContain("नमस्ते Sunita,");
    expect(mail.text).toContain("यह 10 मिनट में खत्म हो जाएगा");
    await page.getByLabel("वेरिफ़िकेशन कोड").fill(code);
    await page.getByRole("button", { name: "OTP वेरिफ़ाई करें" }).click();
    await expect(page).toHaveURL(/\/offers$/);
    await expect(page.getByRole("link", { name: "प्रोफ़ाइल" }).first()).toBeAttached();

    // Orders cash on delivery, every text on the way in Hindi.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(await aroundTheClockMenu(server, "hyderabad"));
    await expectHindiPage(page);
    await expectAccessible();
    await addDishes(page, 2, say);
    await addAddress(page, SAMPLE_ADDRESSES.hyderabad, say);
    await expect(page.getByRole("heading", { level: 1, name: say("Secure Checkout") })).toBeVisible();
    await expectHindiPage(page);
    await expectAccessible();
    await page.getByText(say("Cash on Delivery (COD)")).click();
    await page.getByRole("button", { name: say("Proceed to Checkout") }).click();
    await expect(
      page.getByText(say("Enter a mobile number so the delivery partner can reach you.")).first(),
    ).toBeVisible();
    await expect(page.getByLabel(say("Mobile number"))).toHaveAttribute("aria-invalid", "true");
    await expectHindiPage(page);
    await expectAccessible();
    await page.getByLabel(say("Mobile number")).fill("98765 43210");
    await page.getByRole("button", { name: say("Proceed to Checkout") }).click();
    await expect(page.getByRole("heading", { name: say("Order placed") })).toBeVisible();
    await expect(page.getByRole("region", { name: say("Delivery info") })).toContainText("+91 98765 43210");
    await expectHindiPage(page);
    await expectAccessible();

    // The receipt: Hindi words, the month in Hindi, rupees as in English.
    await page.getByRole("link", { name: say("Receipt") }).click();
    await expect(page.getByRole("heading", { level: 1, name: say("Receipt") })).toBeVisible();
    await expect(page.getByText(say("Platform fee"), { exact: true })).toBeVisible();
    await expect(page.getByText(say("GST and restaurant charges"))).toBeVisible();
    const month = new Intl.DateTimeFormat("hi-IN", { month: "long", timeZone: "Asia/Kolkata" }).format(new Date());
    await expect(page.locator("main")).toContainText(month);
    await expect(page.locator("main")).toContainText(/₹\d/);
    await expectHindiPage(page);
    await expectAccessible();

    // Cancels it.
    await page.goBack();
    await page.getByRole("link", { name: say("Cancel order") }).click();
    await expect(page.getByText(say("Are you sure you want to cancel this order?"))).toBeVisible();
    await page.getByLabel(say("Reason (optional)")).fill("गलती से ऑर्डर हो गया");
    await page.getByRole("button", { name: say("Yes, cancel order") }).click();
    await expect(page.getByText(say("Your order has been cancelled."))).toBeVisible();
    await expect(page.getByText(say("This order was cancelled."))).toBeVisible();
    await expectHindiPage(page);
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
  await page.goto("/profile/settings");
  const setting = page.getByRole("region", { name: "Language" });
  await expect(setting).toContainText("The shop speaks this language on every device you sign in on.");
  await setting.getByRole("button", { name: "हिन्दी" }).click();
  await expect(page).toHaveURL(/\/profile\/settings$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("region", { name: "भाषा" })).toContainText("वहाँ ऐप इसी भाषा में दिखेगा");
  const saved = await inDatabase(server, (database) =>
    database.selectFrom("users").select("language").where("id", "=", account.id).executeTakeFirstOrThrow(),
  );
  expect(saved.language).toBe("hi");

  // Another device, whose browser prefers English: signing in brings the customer's Hindi.
  const elsewhere = await browser.newContext({ baseURL, javaScriptEnabled, locale: "en-IN" });
  const phone = handedOverHydrated(await elsewhere.newPage(), javaScriptEnabled);
  await phone.goto("/login");
  await expect(phone.locator("html")).toHaveAttribute("lang", "en-IN");
  await phone.getByLabel("Email address").fill(account.email);
  await phone.getByLabel("Password", { exact: true }).fill(account.password);
  await phone.getByRole("button", { name: "Sign In" }).click();
  await expect(phone.getByRole("link", { name: "प्रोफ़ाइल" }).first()).toBeVisible();
  await expect(phone.locator("html")).toHaveAttribute("lang", "hi-IN");
  await elsewhere.close();
});
