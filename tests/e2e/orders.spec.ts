import type { Page } from "@playwright/test";
import { newCustomer } from "./customers";
import { expect, test } from "./fixtures";

async function newCustomerWithCart(page: Page) {
  await newCustomer(page, "/restaurants?city=calcutta", "Sourav Ghosh");
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

test("a customer pays cash on delivery, cancels, reorders and watches the next order arrive", async ({ page, js, expectAccessible }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await newCustomerWithCart(page);

  await page.getByText("Cash on Delivery (COD)").click();
  await page.getByRole("button", { name: "Save details" }).click();
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page.getByRole("heading", { name: "Order placed" })).toBeVisible();
  await expectAccessible();

  // Cancel it at once.
  await page.getByRole("link", { name: "Cancel order" }).click();
  await expect(page.getByText("Are you sure you want to cancel this order?")).toBeVisible();
  await page.getByLabel("Reason (optional)").fill("Changed my mind");
  await page.getByRole("button", { name: "Yes, cancel order" }).click();
  await expect(page.getByText("Your Order has Cancelled Succussfully.")).toBeVisible();
  await expect(page.getByText("This order was cancelled.")).toBeVisible();
  await expectAccessible();

  // Reorder it, place it again, and watch the status advance.
  await page.getByRole("button", { name: "Reorder" }).click();
  await expect(page.getByText("The dishes from your order are back in your cart.")).toBeVisible();
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page.getByRole("heading", { name: "Order placed" })).toBeVisible();
  const current = page.locator('[aria-current="step"]');
  if (js) {
    await expect(current).toContainText("Preparing", { timeout: 20_000 });
  } else {
    await expect(async () => {
      await page.getByRole("link", { name: "Refresh status" }).click();
      await expect(current).toContainText("Preparing", { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
  }
  await page.goto("/profile/orders");
  await expect(page.getByRole("link", { name: /Active \(1\)/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Cancelled \(1\)/ })).toBeVisible();
  await page.getByText("Order details").first().click();
  await expect(page.getByRole("region", { name: "Bill summary" }).first()).toContainText("Total");
  await expectAccessible();
  await page.getByRole("link", { name: /^Track order/ }).first().click();
  await page.getByRole("link", { name: "Receipt" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Receipt" })).toBeVisible();
  await expect(page.getByText("Service fee")).toBeVisible();
  await expectAccessible();
});

test("a customer pays online through the test gateway: fails, retries, pays, then cancels and is refunded", async ({ page, js, expectAccessible }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await newCustomerWithCart(page);
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Pay for order #/ })).toBeVisible();
  await expect(page.getByText("Test payments — no real money")).toBeVisible();
  await expectAccessible();

  const checkout = async (outcome: "Pay" | "Fail" | "Cancel") => {
    await page.getByRole("button", { name: "Pay now" }).click();
    if (js) {
      const frame = page.frameLocator('iframe[title="Test payment checkout"]');
      await frame.getByRole("button", { name: outcome, exact: true }).click();
    } else {
      await expect(page.getByText("Test payments — no real money")).toBeVisible();
      await expectAccessible();
      await page.getByRole("button", { name: outcome, exact: true }).click();
      if (outcome !== "Cancel") await page.getByRole("button", { name: "Return to Cravings" }).click();
    }
  };

  await checkout("Fail");
  await expect(page.getByRole("heading", { level: 1, name: "Payment Failed" })).toBeVisible();
  await expectAccessible();
  await page.getByRole("link", { name: "Retry Payment" }).click();
  await checkout("Cancel");
  if (js) {
    await expect(page.getByRole("heading", { level: 1, name: "Payment Cancelled" })).toBeVisible();
    await page.getByRole("link", { name: "Try Again" }).click();
  } else {
    await expect(page.getByText("Payment cancelled. Your cart is as you left it.")).toBeVisible();
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  }
  await checkout("Pay");
  await expect(page.getByRole("heading", { level: 1, name: "Payment Successful" })).toBeVisible();
  await expect(page.getByText("Method: UPI")).toBeVisible();
  await expectAccessible();
  await expect(page.getByRole("link", { name: /^Cart$/ }).first()).toBeAttached();

  await page.getByRole("link", { name: "Track Your Order" }).click();
  await expect(page.getByText("Payment: UPI · Paid")).toBeVisible();
  await page.getByRole("link", { name: "Cancel order" }).click();
  await page.getByRole("button", { name: "Yes, cancel order" }).click();
  await expect(page.getByText("Your Order has Cancelled Succussfully.")).toBeVisible();
  await expect(page.getByText("Payment: UPI · Refunded")).toBeVisible();
  await expectAccessible();
});
