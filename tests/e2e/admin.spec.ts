import type { Page } from "@playwright/test";
import { browserBeside, newCustomerWithCart, payOnTestGateway } from "./customers";
import { announced, expect, test } from "./fixtures";
import { createAccount, type ServerUnderTest } from "../../scripts/support/server-accounts";
import { signInWithCookie } from "../support/server-accounts";

/** A new admin (as `npm run admin:create` makes one), signed in on `page` and at `to`; returns the e-mail. */
async function signInAsAdmin(page: Page, server: ServerUnderTest, to: string): Promise<string> {
  const admin = await createAccount(server, "Arjun Mehta", "admin");
  await signInWithCookie(page, server, admin);
  await page.goto(to);
  return admin.email;
}

/** The order reference (#XXXXXXXX) from the customer's order page. */
async function orderRef(customer: Page): Promise<string> {
  const heading = await customer.getByRole("heading", { level: 1, name: /^Order #/ }).textContent();
  return heading!.replace("Order #", "").trim();
}

/** The customer's order page shows `status` as the current step: live with JavaScript, after Refresh status without. */
async function customerSees(customer: Page, js: boolean, status: string) {
  const current = customer.locator('[aria-current="step"]');
  if (js) {
    await expect(current).toContainText(status, { timeout: 10_000 });
    await expect(announced(customer, /^Order status: /)).toHaveText(`Order status: ${status}`);
    return;
  }
  await customer.getByRole("link", { name: "Refresh status" }).click();
  await expect(current).toContainText(status);
}

test("an admin moves an order through every status while the customer watches, then answers the customer's ticket", async ({
  page,
  browser,
  js,
  server,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const customer = await browserBeside(browser, js);
  await newCustomerWithCart(customer, server, "hyderabad", "Farah Khan");
  await customer.getByText("Cash on Delivery (COD)").click();
  const saved = customer.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/cart"),
  );
  await customer.getByRole("button", { name: "Save details" }).click();
  await saved;
  await customer.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(customer.getByRole("heading", { name: "Order placed" })).toBeVisible();
  const ref = await orderRef(customer);

  await signInAsAdmin(page, server, "/admin/orders");
  await expect(page.getByRole("heading", { level: 1, name: "Orders board" })).toBeVisible();
  const card = page.getByRole("article", { name: new RegExp(`^#${ref} `) });
  await expect(card).toContainText("Farah Khan, +91 98765 43210");
  await expect(card).toContainText("COD · Pending (cash on delivery)");
  await expectAccessible();

  await card.getByRole("button", { name: `Start preparing for order #${ref}` }).click();
  await expect(page.getByText("Order status updated.")).toBeVisible();
  await customerSees(customer, js, "Preparing");

  await card.getByLabel("Driver's name").fill("Imran Shaikh");
  await card.getByLabel("Driver's mobile").fill("12345");
  await card.getByRole("button", { name: `Send out for delivery for order #${ref}` }).click();
  await expect(card.getByText("Enter the driver's 10-digit mobile number.").first()).toBeVisible();
  await expect(card.getByLabel("Driver's name")).toHaveValue("Imran Shaikh");
  await expectAccessible();
  await card.getByLabel("Driver's mobile").fill("97390 77889");
  await card.getByRole("button", { name: `Send out for delivery for order #${ref}` }).click();
  await expect(page.getByText("Order status updated.")).toBeVisible();
  await expect(card).toContainText("Imran Shaikh, +91 97390 77889");
  await customerSees(customer, js, "Out for Delivery");
  await expect(customer.getByText("The restaurant's own delivery: Imran Shaikh, +91 97390 77889")).toBeVisible();

  await card.getByRole("button", { name: `Mark as delivered for order #${ref}` }).click();
  await expect(page.getByText("Order status updated.")).toBeVisible();
  await expect(card).toHaveCount(0);
  await customerSees(customer, js, "Delivered");
  await expect(customer.getByText("Payment: COD · Paid (cash on delivery)")).toBeVisible();

  // The week's payouts count the delivered order, and its statements download as CSV.
  await page.getByRole("navigation", { name: "Operations console" }).getByRole("link", { name: "Payouts" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payouts" })).toBeVisible();
  await expect(page.getByText(/^\d+ orders? delivered$/)).toBeVisible();
  await expect(page.getByRole("table").getByRole("row")).not.toHaveCount(1);
  await expectAccessible();
  const csv = await page.request.get(
    (await page.getByRole("link", { name: "Download CSV" }).getAttribute("href")) ?? "",
  );
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toMatch(/^week,restaurant_id,restaurant,orders,food_sales,/);

  // The customer writes to support; the admin answers; the customer reads the answer.
  const subject = `Cold biryani ${ref}`;
  await customer.goto("/profile/help-support?tab=contact");
  await customer.getByLabel("Subject").fill(subject);
  await customer.getByLabel("Category").selectOption("orders");
  await customer.getByLabel("Message").fill(`Order #${ref} arrived cold.`);
  await customer.getByRole("button", { name: "Send message" }).click();
  await expect(customer.getByText("Your ticket has been created.")).toBeVisible();

  await page.getByRole("navigation", { name: "Operations console" }).getByRole("link", { name: "Tickets" }).click();
  const ticket = page.getByRole("article", { name: new RegExp(subject) });
  await expect(ticket).toContainText(`Order #${ref} arrived cold.`);
  await expectAccessible();
  await ticket.getByLabel(/^Reply to ticket/).fill("So sorry! We have refunded the delivery fee.");
  await ticket.getByRole("button", { name: /^Send reply/ }).click();
  await expect(page.getByText("Reply sent. The customer sees it in My Tickets.")).toBeVisible();
  await expect(ticket).toContainText("In progress");

  await customer.goto("/profile/help-support?tab=tickets");
  const mine = customer.getByRole("article", { name: subject });
  await expect(mine).toContainText("So sorry! We have refunded the delivery fee.");
  await expect(mine.getByRole("list", { name: "Replies" })).toContainText(/^\S+ \(Support team\), /);
  await expect(mine).toContainText("In progress");
  await customer.context().close();
});

test(
  "a new paid order reaches the board live, and the admin cancels it with a refund",
  { tag: "@development" },
  async ({ page, browser, js, server, expectAccessible }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsAdmin(page, server, "/admin/orders");
    const customer = await browserBeside(browser, js);
    await newCustomerWithCart(customer, server, "hyderabad", "Kiran Reddy");
    await customer.getByRole("button", { name: "Proceed to Checkout" }).click();
    await payOnTestGateway(customer, js, "Pay");
    await expect(customer.getByRole("heading", { level: 1, name: "Payment Successful" })).toBeVisible();
    await customer.getByRole("link", { name: "Track Your Order" }).click();
    const ref = await orderRef(customer);

    // With JavaScript the open board announces the new order; without, a refresh shows it.
    if (js) await expect(page.getByText(new RegExp(`New order #${ref} from `))).toBeVisible({ timeout: 10_000 });
    else await page.getByRole("link", { name: "Refresh", exact: true }).click();
    const card = page.getByRole("article", { name: new RegExp(`^#${ref} `) });
    await expect(card).toContainText("UPI · Paid");
    const cancel = card.getByRole("link", { name: `Cancel order #${ref}` });
    const dialog = page.getByRole("dialog", { name: `Cancel order #${ref}?` });
    // Changing one's mind: Escape with JavaScript gives focus back to the link; 'Keep order' without.
    await cancel.click();
    await expect(dialog).toBeVisible();
    if (js) {
      await page.keyboard.press("Escape");
      await expect(cancel).toBeFocused();
    } else {
      await dialog.getByRole("link", { name: "Keep order" }).click();
    }
    await expect(dialog).toHaveCount(0);
    await cancel.click();
    await expect(dialog).toContainText("The customer's online payment is refunded in full.");
    await expectAccessible();
    await dialog.getByLabel("Reason (shown to the customer)").fill("The restaurant closed early.");
    await dialog.getByRole("button", { name: "Yes, cancel order" }).click();
    await expect(page.getByText("Order cancelled. Orders paid online are refunded in full.")).toBeVisible();
    await expect(card).toHaveCount(0);

    await page.getByLabel("Status").selectOption("Cancelled");
    await page.getByRole("button", { name: "Show orders" }).click();
    await expect(card).toContainText("UPI · Refunded");
    await expect(card).toContainText("The restaurant closed early.");
    await expectAccessible();

    await customer.reload();
    await expect(customer.getByText("This order was cancelled.")).toBeVisible();
    await expect(customer.getByText("Payment: UPI · Refunded")).toBeVisible();
    await customer.context().close();
  },
);

test("an admin closes a restaurant and marks a dish unavailable; the catalogue shows both", async ({
  page,
  browser,
  js,
  server,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const customer = await createAccount(server, "Priya Sharma");
  const adminEmail = await signInAsAdmin(page, server, "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Operations dashboard" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Orders per hour" })).toHaveAccessibleDescription(
    /orders? today|No orders yet today\./,
  );
  await expectAccessible();

  await page.getByRole("link", { name: "Restaurants", exact: true }).click();
  await page.getByLabel("City").selectOption({ label: "Jaipur" });
  await page.locator("main").getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("table")).toContainText("Jaipur");
  await expectAccessible();
  // Each project works on its own restaurant, so the two can run side by side.
  await page
    .getByRole("row")
    .nth(js ? 1 : 2)
    .getByRole("link")
    .click();
  await expect(page.getByRole("button", { name: "Close restaurant" })).toBeVisible();
  await expectAccessible();
  const name = (await page.getByRole("heading", { level: 1 }).textContent())!;
  const dish = page.getByRole("article").first();
  const dishName = (await dish.getByRole("heading").textContent())!.replace(/^(Veg|Non-veg)\s*/, "").trim();

  // Bad input: a clear message next to the field, what was typed kept, nothing saved.
  await page.getByLabel("Minimum order (₹)").fill("one hundred");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Enter the minimum order in rupees, like 249 or 249.50.").first()).toBeVisible();
  await expect(page.getByLabel("Minimum order (₹)")).toHaveValue("one hundred");
  await expectAccessible();

  // Opening hours: a day that makes no sense is refused next to its field; then open all day, every day.
  const hours = page.getByRole("region", { name: "Opening hours" });
  await hours.getByLabel("Monday").fill("noon till late");
  await hours.getByRole("button", { name: "Save hours" }).click();
  await expect(
    hours.getByText("Write hours like 12:00-15:30, 19:00-23:30, or leave empty for closed.").first(),
  ).toBeVisible();
  await expect(hours.getByLabel("Monday")).toHaveValue("noon till late");
  await expect(hours.getByLabel("Monday")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible();
  for (const day of ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"])
    await hours.getByLabel(day).fill("00:00-24:00");
  await hours.getByRole("button", { name: "Save hours" }).click();
  await expect(page.getByText("Opening hours saved.")).toBeVisible();
  await expect(page.getByText("Open now · 24 hours")).toBeVisible();

  await dish.getByRole("button", { name: `Off until switched on ${dishName}` }).click();
  await expect(page.getByText("Dish saved.")).toBeVisible();
  await expect(dish).toContainText("Unavailable");
  await page.getByRole("button", { name: "Close restaurant" }).click();
  await expect(page.getByText("The restaurant is closed for orders.")).toBeVisible();

  const shopper = await browserBeside(browser, js);
  await shopper.goto(
    (await page.getByRole("link", { name: "View menu in the catalogue" }).getAttribute("href")) as string,
  );
  await expect(shopper.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(
    shopper.getByText("This restaurant is closed right now. You can browse the menu, but ordering is paused."),
  ).toBeVisible();
  await expect(
    shopper
      .getByRole("article")
      .filter({ has: shopper.getByRole("heading", { name: dishName, exact: true }) })
      .first(),
  ).toContainText("Unavailable");

  await page.getByRole("button", { name: "Open restaurant" }).click();
  await expect(page.getByText("The restaurant is open for orders.")).toBeVisible();
  await dish.getByRole("button", { name: `Mark available ${dishName}` }).click();
  await expect(dish).not.toContainText("Unavailable");
  await shopper.reload();
  await expect(shopper.getByText("This restaurant is closed right now.")).toHaveCount(0);
  await expect(shopper.getByText("Open now · 24 hours")).toBeVisible();

  // Too busy to cook: no orders for half an hour, then taking orders again.
  await page.getByRole("button", { name: "Busy for 30 minutes" }).click();
  await expect(page.getByText("The restaurant is marked busy: it takes no orders until the time shown.")).toBeVisible();
  await expect(page.getByText(/^Busy until /)).toBeVisible();
  await expectAccessible();
  await shopper.reload();
  await expect(shopper.getByText(/^Busy · taking orders again from \d{1,2}(:\d{2})? (am|pm)$/)).toBeVisible();
  await expect(
    shopper.getByText("This restaurant is busy and not taking orders for a while. You can browse the menu meanwhile."),
  ).toBeVisible();
  await expect(shopper.getByText("This restaurant is closed right now.", { exact: false })).toHaveCount(0);
  await page.getByRole("button", { name: "Take orders again" }).click();
  await expect(page.getByText("The restaurant takes orders again.")).toBeVisible();
  await shopper.reload();
  await expect(shopper.getByText("Open now · 24 hours")).toBeVisible();
  await shopper.context().close();

  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(
    page
      .locator("tbody tr")
      .filter({ hasText: `${name}: closed` })
      .first(),
  ).toContainText(adminEmail);
  await expectAccessible();
  const console = page.getByRole("navigation", { name: "Operations console" });
  await console.getByRole("link", { name: "Leads" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await expectAccessible();
  await console.getByRole("link", { name: "Users" }).click();
  await page.getByLabel("E-mail, name or phone").fill(customer.email);
  await page.locator("main").getByRole("button", { name: "Search", exact: true }).click();
  // Other journeys' customers share the name: wait for the search to narrow the list to this one.
  await expect(page.getByRole("link", { name: "Priya Sharma" })).toHaveCount(1);
  await expectAccessible();
  await page.getByRole("link", { name: "Priya Sharma" }).click();
  await expect(page.getByRole("heading", { level: 2, name: /^Orders \(\d+\)$/ })).toBeVisible();
  await expect(page.getByLabel("Role")).toHaveValue("customer");
  await expectAccessible();
});
