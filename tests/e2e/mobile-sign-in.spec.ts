import type { Page } from "@playwright/test";
import { createAccount, inDatabase } from "../../scripts/support/server-accounts";
import { signInWithCookie } from "../support/server-accounts";
import { latestSmsCode } from "../support/sms-outbox";
import { announced, expect, test } from "./fixtures";
import { expectHindiPage, sayIn } from "./say";

let numbers = 0;
/** A new Indian mobile number for this journey, as stored ("+91…"). */
const newNumber = (js: boolean) =>
  `+91${js ? 8 : 9}${String(Date.now() % 1e6).padStart(6, "0")}${String(numbers++ % 1000).padStart(3, "0")}`;
const shown = (phone: string) => `+91 ${phone.slice(3, 8)} ${phone.slice(8)}`;

/** The newest code the server texted `phone` (its outbox is the journey's phone). */
async function codeFor(outbox: string, phone: string): Promise<string> {
  await expect.poll(() => latestSmsCode(outbox, phone)).not.toBeNull();
  return latestSmsCode(outbox, phone)!;
}

async function askForCode(page: Page, phone: string) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" }).click();
  await page.getByRole("link", { name: "Continue with mobile number" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Continue with mobile number" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Mobile number" })).toBeFocused();
  await page.getByRole("textbox", { name: "Mobile number" }).fill(phone.slice(3));
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Enter the code" })).toBeVisible();
  await expect(page.getByText(`A 6-digit code has been sent to ${shown(phone)}`)).toBeVisible();
  await expect(page.getByLabel("Verification code")).toBeFocused();
}

test("a customer signs up with a mobile number and a code by SMS, signs out, and signs in with it again", async ({
  page,
  js,
  server,
  expectAccessible,
}) => {
  const phone = newNumber(js);
  const outbox = server.smsOutboxDir!;
  await page.goto("/restaurants?city=pune");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" }).click();
  await page.getByRole("link", { name: "Continue with mobile number" }).click();
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.",
  );
  await expect(page.getByRole("textbox", { name: "Mobile number" })).toHaveAttribute("aria-invalid", "true");
  await expectAccessible();
  await page.goto("/restaurants?city=pune");

  await askForCode(page, phone);
  if (js) await expect(page.getByRole("button", { name: /Resend OTP \(\d+s\)/ })).toBeDisabled();
  else await expect(page.getByRole("button", { name: /Resend OTP \(\d+s\)/ })).toBeVisible();
  await expectAccessible();
  await page.getByLabel("Verification code").fill("000000");
  await page.getByRole("button", { name: "Verify OTP" }).click();
  await expect(page.getByRole("alert")).toContainText(/That code is not right\. Check the SMS and try again\./);
  await expect(page.getByLabel("Verification code")).toHaveAttribute("aria-invalid", "true");
  if (js) await expect(announced(page, /not right/).first()).toBeAttached();
  await page.getByLabel("Verification code").fill(await codeFor(outbox, phone));
  await page.getByRole("button", { name: "Verify OTP" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "What should we call you?" })).toBeVisible();
  await expect(page.getByText(`${shown(phone)} is verified. Your name finishes your account.`)).toBeVisible();
  await expect(page.getByLabel("Full name")).toBeFocused();
  await expectAccessible();
  await page.getByLabel("Full name").fill("Meera Pillai");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/restaurants\?city=pune$/);
  await expect(page.getByRole("navigation", { name: "Main" })).toContainText("Meera");
  const [account] = await inDatabase(server, (db) =>
    db.selectFrom("users").select(["email", "mobile", "first_name"]).where("mobile", "=", phone).execute(),
  );
  expect(account).toEqual({ email: null, mobile: phone, first_name: "Meera" });

  await page.locator("summary", { hasText: "Account menu for" }).click();
  await page.getByRole("button", { name: "Logout" }).first().click();
  await expect(page.getByText("You have been signed out.")).toBeVisible();
  const firstCode = await codeFor(outbox, phone);
  await askForCode(page, phone);
  await expect.poll(() => latestSmsCode(outbox, phone)).not.toBe(firstCode);
  await page.getByLabel("Verification code").fill(await codeFor(outbox, phone));
  await page.getByRole("button", { name: "Verify OTP" }).click();
  // Back where signing in started: the home page, where signing out left the customer.
  await expect(page).toHaveURL(new URL("/", server.url).href);
  await expect(page.getByRole("navigation", { name: "Main" })).toContainText("Meera");
  await page.goto("/profile/account?tab=email");
  await expect(page.getByText("This account signs in with its mobile number only.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Change Password" })).toHaveCount(0);
  await expectAccessible();
});

test.describe("in Hindi", () => {
  test.use({ locale: "hi-IN" });

  test("a customer with an e-mail account adds and verifies a mobile number, then signs in with it", async ({
    page,
    js,
    server,
    expectAccessible,
  }) => {
    const say = sayIn("hi");
    const phone = newNumber(js);
    const account = await createAccount(server, "Anjali Verma");
    await signInWithCookie(page, server, account);
    await page.goto("/profile/account?tab=email");
    await expect(page.getByRole("heading", { name: say("Mobile number for sign-in") })).toBeVisible();
    await page.getByRole("textbox", { name: say("Mobile number") }).fill(`0${phone.slice(3)}`);
    await page.getByRole("button", { name: say("Send code") }).click();
    await expect(page.getByRole("heading", { level: 1, name: say("Verify your mobile number") })).toBeVisible();
    await expect(page.getByText(say("A 6-digit code has been sent to {phone}", { phone: shown(phone) }))).toBeVisible();
    await expectHindiPage(page);
    await expectAccessible();
    await page.getByLabel(say("Verification code")).fill(await codeFor(server.smsOutboxDir!, phone));
    await page.getByRole("button", { name: say("Verify OTP") }).click();
    await expect(page).toHaveURL(/\/profile\/account\?tab=email$/);
    await expect(page.getByText(say("Your mobile number is verified. You can sign in with it now."))).toBeVisible();
    await expect(page.getByText(shown(phone), { exact: true })).toBeVisible();
    await expectHindiPage(page);
    await expectAccessible();
    const [row] = await inDatabase(server, (db) =>
      db.selectFrom("users").select("mobile").where("id", "=", account.id).execute(),
    );
    expect(row?.mobile).toBe(phone);

    await page.context().clearCookies();
    await page.goto("/login/mobile?redirectTo=%2Fprofile%2Faccount%3Ftab%3Demail");
    await page.getByRole("textbox", { name: say("Mobile number") }).fill(phone.slice(3));
    const before = latestSmsCode(server.smsOutboxDir!, phone);
    await page.getByRole("button", { name: say("Send code") }).click();
    await expect(page.getByRole("heading", { level: 1, name: say("Enter the code") })).toBeVisible();
    await expect.poll(() => latestSmsCode(server.smsOutboxDir!, phone)).not.toBe(before);
    await page.getByLabel(say("Verification code")).fill(await codeFor(server.smsOutboxDir!, phone));
    await page.getByRole("button", { name: say("Verify OTP") }).click();
    await expect(page).toHaveURL(/\/profile\/account\?tab=email$/);
    await expect(page.getByText(account.email).first()).toBeVisible();
  });
});
