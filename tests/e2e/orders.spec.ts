import { addAddress, newCustomerWithCart, payOnTestGateway } from "./customers";
import { expect, test } from "./fixtures";
import { placeCashOrder } from "./marketplace";
import { inDatabase } from "../../scripts/support/server-accounts";

test("a customer pays cash on delivery, cancels, reorders and places it again", async ({
  page,
  js,
  server,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await newCustomerWithCart(page, server, "calcutta", "Sourav Ghosh", null);
  await addAddress(page, {
    addressLine1: "5, Russell Street",
    city: "Kolkata",
    zipCode: "700071",
    state: "West Bengal",
    locality: "calcutta/Park Street",
  });

  // The bill: each charge a line, the GST and packaging in a group that opens (a <details>, keys and no JavaScript).
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary).toContainText("Platform fee");
  await expect(summary.getByText("GST on food and packaging: CGST 2.5%")).toBeHidden();
  await summary.locator("summary", { hasText: "GST and restaurant charges" }).focus();
  await page.keyboard.press("Enter");
  await expect(summary.getByText("GST on food and packaging: CGST 2.5%")).toBeVisible();
  await expect(summary.getByText("GST on platform fee: SGST 9%")).toBeVisible();
  // A tip typed as "Other" must be whole rupees: said next to the field, then ₹30 is added to the bill.
  const tipBox = page.getByRole("region", { name: "Tip your delivery partner" });
  await tipBox.getByLabel("Other amount (₹)").fill("12.5");
  await tipBox.getByText("Other", { exact: true }).click();
  await tipBox.getByRole("button", { name: "Update tip" }).click();
  await expect(page.locator("#tip-tipOther-error")).toHaveText("Enter a tip in whole rupees, from ₹1 to ₹500.");
  await expect(tipBox.getByLabel("Other amount (₹)")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible();
  await tipBox.getByText("₹30", { exact: true }).click();
  await tipBox.getByRole("button", { name: "Update tip" }).click();
  await expect(page.getByText("Tip of ₹30 added for your delivery partner.").first()).toBeVisible();
  await expect(summary.getByText("Delivery partner tip")).toBeVisible();
  const total = await summary
    .locator("dt", { hasText: /^Total$/ })
    .locator("+ dd")
    .innerText();
  expect(total).toMatch(/^₹[\d,]+$/);

  // Choices on screen, never saved with 'Save details', and no mobile number yet: the order is
  // refused next to the number's field with every choice kept, then placed with all of them.
  await page.getByRole("radio", { name: /5, Russell Street/ }).check();
  await page.getByText("Cash on Delivery (COD)").click();
  await page.getByLabel("Delivery Instructions").fill("Leave it with the guard");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page.getByText("Enter a mobile number so the delivery partner can reach you.").first()).toBeVisible();
  await expect(page.getByLabel("Mobile number")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("radio", { name: /5, Russell Street/ })).toBeChecked();
  await expect(page.getByLabel("Delivery Instructions")).toHaveValue("Leave it with the guard");
  await expectAccessible();
  await page.getByLabel("Mobile number").fill("98765 43210");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page.getByRole("heading", { name: "Order placed" })).toBeVisible();
  const delivery = page.getByRole("region", { name: "Delivery info" });
  await expect(delivery).toContainText("5, Russell Street, Kolkata");
  await expect(delivery).toContainText("Instructions: Leave it with the guard");
  await expect(delivery).toContainText("Contact: +91 98765 43210");
  await expect(delivery).toContainText("Payment: COD");
  // The order keeps the bill the cart showed: the tip and the same total.
  const bill = page.getByRole("region", { name: "Bill summary" });
  await expect(bill).toContainText("Delivery partner tip");
  await expect(bill.locator("dt", { hasText: /^Total$/ }).locator("+ dd")).toHaveText(total);
  await expectAccessible();

  // Its tax invoice: numbered, each supply with its SAC, issued under section 9(5).
  await page.getByRole("link", { name: "Invoice" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tax invoice" })).toBeVisible();
  await expect(page.getByText(/^Invoice INV\/\d\d-\d\d\/\d{6} · /)).toBeVisible();
  await expect(
    page.getByRole("heading", { name: /^Food and packaging \(restaurant service\) · SAC 996331$/ }),
  ).toBeVisible();
  await expect(
    page.getByText("Tax on the food is paid by the e-commerce operator under section 9(5)", { exact: false }),
  ).toBeVisible();
  await expectAccessible();
  await page.getByRole("link", { name: "Back to the order" }).click();

  // Cancel it at once.
  await page.getByRole("link", { name: "Cancel order" }).click();
  await expect(page.getByText("Are you sure you want to cancel this order?")).toBeVisible();
  await page.getByLabel("Reason (optional)").fill("Changed my mind");
  await page.getByRole("button", { name: "Yes, cancel order" }).click();
  await expect(page.getByText("Your order has been cancelled.")).toBeVisible();
  await expect(page.getByText("This order was cancelled.")).toBeVisible();
  await expectAccessible();

  // Reorder it and place it again (the operations console moves it on: see admin.spec.ts).
  await page.getByRole("button", { name: "Reorder" }).click();
  await expect(page.getByText("The dishes from your order are back in your cart.")).toBeVisible();
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page.getByRole("heading", { name: "Order placed" })).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText("Confirmed");
  await page.goto("/profile/orders");
  await expect(page.getByRole("link", { name: /Active \(1\)/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Cancelled \(1\)/ })).toBeVisible();
  await page.getByText("Order details").first().click();
  await expect(page.getByRole("region", { name: "Bill summary" }).first()).toContainText("Total");
  await expectAccessible();
  await page
    .getByRole("link", { name: /^Track order/ })
    .first()
    .click();
  await page.getByRole("link", { name: "Receipt" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Receipt" })).toBeVisible();
  // Printed, so its GST lines are open.
  await expect(page.getByText("GST on food and packaging: SGST 2.5%")).toBeVisible();
  await expect(page.getByText(/^FSSAI Lic\. No\. \d{14}$/)).toBeVisible();
  if (js) await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  else await expect(page.getByText("To print, use your browser's Print command (Ctrl+P).")).toBeVisible();
  await expectAccessible();
});

test(
  "a customer pays online through the test gateway: fails, retries, pays, then cancels and is refunded",
  { tag: "@development" },
  async ({ page, js, server, expectAccessible }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await newCustomerWithCart(page, server, "calcutta", "Sourav Ghosh");
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Pay for order #/ })).toBeVisible();
    await expect(page.getByText("Test payments — no real money")).toBeVisible();
    await expectAccessible();

    const checkout = (outcome: "Pay" | "Fail" | "Cancel") => payOnTestGateway(page, js, outcome, expectAccessible);

    await checkout("Fail");
    await expect(page.getByRole("heading", { level: 1, name: "Payment Failed" })).toBeVisible();
    await expectAccessible();
    await page.getByRole("button", { name: "Retry Payment" }).click();
    await checkout("Cancel");
    if (js) {
      await expect(page.getByRole("heading", { level: 1, name: "Payment Cancelled" })).toBeVisible();
      await page.getByRole("button", { name: "Try Again" }).click();
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
    await expect(page.getByText("Your order has been cancelled.")).toBeVisible();
    await expect(page.getByText("Payment: UPI · Refunded")).toBeVisible();
    await expectAccessible();
  },
);

test(
  "a customer tips the delivery partner after delivery, online through the test gateway, in its own payment",
  { tag: "@development" },
  async ({ page, js, server, expectAccessible }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const { orderId } = await placeCashOrder(page, server, "Kavya Reddy", "bangalore");
    await inDatabase(server, (database) =>
      database
        .updateTable("orders")
        .set({ status: "Delivered", delivered_at: new Date().toISOString() })
        .where("id", "=", orderId)
        .execute(),
    );
    await page.goto(`/profile/orders/${orderId}`);
    const tipping = page.getByRole("region", { name: "Tip your delivery partner" });
    await expect(tipping).toContainText("Your whole tip goes to the delivery partner.");
    await expectAccessible();

    // A tip that is not whole rupees is said next to its field, and nothing is opened at the gateway.
    await tipping.getByText("Other", { exact: true }).click();
    await tipping.getByLabel("Other amount (₹)").fill("12.50");
    await tipping.getByRole("button", { name: "Pay tip" }).click();
    await expect(page.getByLabel("Other amount (₹)")).toHaveAccessibleDescription(
      /Enter a tip in whole rupees, from ₹1 to ₹500\./,
    );
    await page.getByLabel("Other amount (₹)").fill("35");
    await page.getByRole("button", { name: "Pay tip" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Tip your delivery partner" })).toBeVisible();
    await expect(page.getByText("₹35", { exact: true })).toBeVisible();
    await expectAccessible();
    await payOnTestGateway(page, js, "Pay");
    await expect(page.getByText("You tipped your delivery partner ₹35 after delivery.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Pay tip" })).toHaveCount(0);
    await expectAccessible();
    const stored = await inDatabase(server, (database) =>
      database
        .selectFrom("orders")
        .select(["extra_tip_paise", "extra_tip_method"])
        .where("id", "=", orderId)
        .executeTakeFirstOrThrow(),
    );
    expect(stored).toEqual({ extra_tip_paise: 3500, extra_tip_method: "online" });
  },
);

test("a customer schedules an order for a slot tomorrow, sees it Scheduled with its slot, and cancels it free", async ({
  page,
  server,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await newCustomerWithCart(page, server, "calcutta", "Ishita Sen");
  const when = page.getByLabel("Delivery time");
  await expect(when).toHaveValue("");
  const slot = (await when.locator('optgroup[label="Tomorrow"] option').nth(40).textContent())!;
  await when.selectOption({ label: slot });
  await expectAccessible();
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page.getByRole("heading", { name: "Order placed" })).toBeVisible();
  await expect(page.getByText("Scheduled", { exact: true })).toBeVisible();
  const hours = slot.replace(/^Tomorrow, /, "");
  await expect(page.getByText(/^Delivery slot: /)).toContainText(hours);
  await expect(
    page.getByText(
      /^Scheduled: the restaurant starts cooking at .+ for your slot\. You can cancel it free until then\.$/,
    ),
  ).toBeVisible();
  await expectAccessible();

  await page.getByRole("link", { name: "Receipt" }).click();
  await expect(page.getByText(/^Delivery slot: /)).toContainText(hours);
  await page.getByRole("link", { name: "Back to the order" }).click();
  await page.getByRole("link", { name: "Cancel order" }).click();
  await page.getByRole("button", { name: "Yes, cancel order" }).click();
  await expect(page.getByText("Your order has been cancelled.")).toBeVisible();
  await expect(page.getByText("This order was cancelled.")).toBeVisible();
});
