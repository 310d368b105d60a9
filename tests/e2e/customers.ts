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
