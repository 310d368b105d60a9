import { expect, type Page } from "@playwright/test";

/**
 * A fresh, signed-in customer, made through the built-in test Google provider's 'Use another account'
 * (quick, and not subject to the per-address sign-up limit); lands on `redirectTo`.
 */
export async function newCustomer(page: Page, redirectTo: string, name = "Test Customer"): Promise<string> {
  const email = `customer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto(`/auth/google?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === redirectTo);
  return email;
}

/** A new customer with three dishes from an open restaurant in `city` in the cart and a delivery address. */
export async function newCustomerWithCart(page: Page, city: string, name: string) {
  await newCustomer(page, `/restaurants?city=${city}`, name);
  await page.getByRole("article").filter({ hasText: "Open" }).first().getByRole("heading").getByRole("link").click();
  const adds = page.getByRole("button", { name: /^Add .+ to cart$/ });
  for (let i = 0; i < 3; i++) {
    await adds.first().click();
    await expect(page.getByText(new RegExp(`^${i + 1} items? added`))).toBeVisible();
  }
  await page.goto("/profile/addresses/new?returnTo=%2Fcart");
  await page.getByLabel("House / flat number and street").fill("22, Camac Street");
  await page.getByLabel("City").fill("Kolkata");
  await page.getByLabel("PIN code").fill("700016");
  await page.getByLabel("State or union territory").selectOption("West Bengal");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByText("New address created successfully")).toBeVisible();
}

/**
 * Presses Pay now on the payment step and answers the built-in test gateway: in its modal with
 * JavaScript, on its hosted page without (`onHostedPage` runs there, e.g. an accessibility check).
 */
export async function payOnTestGateway(page: Page, js: boolean, outcome: "Pay" | "Fail" | "Cancel", onHostedPage?: () => Promise<void>) {
  await page.getByRole("button", { name: "Pay now" }).click();
  if (js) {
    await page.frameLocator('iframe[title="Test payment checkout"]').getByRole("button", { name: outcome, exact: true }).click();
    return;
  }
  await expect(page.getByText("Test payments — no real money")).toBeVisible();
  await onHostedPage?.();
  await page.getByRole("button", { name: outcome, exact: true }).click();
  if (outcome !== "Cancel") await page.getByRole("button", { name: "Return to Cravings" }).click();
}
