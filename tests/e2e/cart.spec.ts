import type { Page } from "@playwright/test";
import { inDatabase, type ServerUnderTest } from "../../scripts/support/server-accounts";
import { aroundTheClockIds, openAllDay, setHoursEveryDay } from "../../scripts/support/restaurants";
import { aroundTheClockMenu, newCustomer } from "./customers";
import { announced, expect, test } from "./fixtures";

async function openOpenRestaurant(page: Page, server: ServerUnderTest, index: number) {
  await page.goto(await aroundTheClockMenu(server, "mumbai", index));
  await expect(page.getByText("Open now · 24 hours")).toBeVisible();
}

test("a customer fills a cart from a menu, meets 'Replace cart?', applies SAVE20, manages addresses and keeps every choice", async ({
  page,
  js,
  server,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await newCustomer(page, server, "/restaurants?city=mumbai", "Rohan Das");

  await openOpenRestaurant(page, server, 0);
  const restaurantName = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  const addButtons = page.getByRole("button", { name: /^Add .+ to cart$/ });
  const firstDish = ((await addButtons.first().getAttribute("aria-label")) ?? "")
    .replace(/^Add /, "")
    .replace(/ to cart$/, "");
  await addButtons.first().click();
  await expect(page.getByRole("button", { name: `Increase ${firstDish}` })).toBeVisible();
  await expect(page.getByText(/^1 item added · ₹[\d,]+\.\d{2}$/)).toBeVisible();
  // Customer audit M5: at 1, minus removes the dish (and says so), instead of disabling under the focus.
  await expect(page.getByRole("button", { name: `Remove ${firstDish}` })).toBeEnabled();
  await page.getByRole("button", { name: `Increase ${firstDish}` }).click();
  await page.getByRole("button", { name: `Increase ${firstDish}` }).click();
  await expect(page.getByText(/^3 items added/)).toBeVisible();
  if (js) await expect(announced(page, `${firstDish} quantity: 3`)).toHaveCount(1);
  await expect(page.getByRole("link", { name: /Cart\s*3 items/ }).first()).toBeAttached();
  await expectAccessible();

  // A dish from another restaurant asks first.
  await openOpenRestaurant(page, server, 1);
  const otherName = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  await page
    .getByRole("button", { name: /^Add .+ to cart$/ })
    .first()
    .click();
  if (js) {
    const dialog = page.getByRole("dialog", { name: "Replace cart?" });
    await expect(dialog).toContainText(`Your cart has dishes from ${restaurantName}`);
    await expect(dialog).toContainText(otherName);
    await expectAccessible();
    await dialog.getByRole("button", { name: "Keep current cart" }).click();
  } else {
    await expect(page.getByRole("heading", { level: 1, name: "Replace cart?" })).toBeVisible();
    await expect(page.getByText(`Your cart has dishes from ${restaurantName}`)).toBeVisible();
    await expectAccessible();
    await page.getByRole("link", { name: "Keep current cart" }).click();
  }

  await page.goto("/cart");
  await expect(page.getByRole("heading", { level: 1, name: "Secure Checkout" })).toBeVisible();
  await expect(page.getByRole("heading", { name: `Items from ${restaurantName}` })).toBeVisible();
  await expectAccessible();

  // Remove with confirmation, then add the dish again to keep going.
  await page.getByRole("link", { name: `Remove ${firstDish}` }).click();
  await expect(page.getByRole("heading", { name: "Confirm Deletion" })).toBeVisible();
  await expectAccessible();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(`${firstDish} has been removed from your cart`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await expectAccessible();

  await openOpenRestaurant(page, server, 0);
  await page.getByRole("button", { name: `Add ${firstDish} to cart` }).click();
  await expect(page.getByRole("button", { name: `Increase ${firstDish}` })).toBeVisible();
  await page.goto("/cart");

  // SAVE20 needs ₹25: every dish costs at least ₹49, so it applies; then remove it.
  await page.getByRole("textbox", { name: "Promo code" }).fill("bogus");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page.getByText("Invalid promo code.").first()).toBeVisible();
  if (js) await expect(announced(page, "Invalid promo code.").first()).toBeAttached();
  await expectAccessible();
  await page.getByRole("textbox", { name: "Promo code" }).fill("save20");
  await page.getByRole("textbox", { name: "Promo code" }).press("Enter");
  await expect(page.getByText("Promo code applied successfully!")).toBeVisible();
  if (js) await expect(announced(page, "Promo code applied successfully!").first()).toBeAttached();
  await expect(page.getByText("Promo (SAVE20)")).toBeVisible();
  // Customer audit M6: with JavaScript the focus moves to what replaced the field, never to <body>.
  if (js) await expect(page.getByRole("button", { name: "Remove", exact: true })).toBeFocused();
  await page.getByRole("button", { name: "Remove", exact: true }).press("Enter");
  await expect(page.getByText("Promo code removed.")).toBeVisible();
  await expect(page.getByText("Promo (SAVE20)")).toBeHidden();
  if (js) await expect(page.getByRole("textbox", { name: "Promo code" })).toBeFocused();

  // The cart lists the coupons with their terms: one press applies one the food reaches (a Swiggy habit).
  const coupons = page.getByRole("region", { name: "Promo Code" });
  await expect(coupons.getByRole("listitem").filter({ hasText: "SAVE20" })).toContainText(
    "20% off the food after the restaurant's offer, on food of ₹25 or more",
  );
  await expect(coupons.getByRole("listitem").filter({ hasText: "SAVE20" })).toContainText("Applies to this cart");
  await coupons.getByRole("button", { name: "Apply SAVE20" }).click();
  await expect(page.getByText("Promo (SAVE20)")).toBeVisible();
  await expect(coupons.getByRole("listitem").filter({ hasText: "SAVE20" })).toContainText("Applied");
  await expectAccessible();
  await page.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(page.getByText("Promo (SAVE20)")).toBeHidden();

  // Addresses: add from the cart, come back to it.
  await page.getByRole("link", { name: "+ Add new address" }).click();
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByRole("alert")).toContainText("Enter the house number and street.");
  await expectAccessible();
  await page.getByLabel("House / flat number and street").fill("14, 5th Cross Road");
  await page.getByLabel("City").fill("Mumbai");
  await page.getByLabel("PIN code").fill("400050");
  await page.getByLabel("State or union territory").selectOption("Maharashtra");
  await page.getByText("Work", { exact: true }).click();
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "Choose the locality of this address, so we can tell how far it is.",
  );
  await expect(page.getByLabel("Locality")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("PIN code")).toHaveValue("400050");
  await expectAccessible();
  await page.getByLabel("Locality").selectOption("mumbai/Bandra West");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText("New address created successfully")).toBeVisible();
  await expect(page.getByRole("radio", { name: /14, 5th Cross Road/ })).toBeChecked();

  // Payment method and instructions survive a reload.
  await page.getByText("Cash on Delivery (COD)").click();
  await page.getByLabel("Delivery Instructions").fill("Ring the bell twice");
  const saved = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/cart"),
  );
  await page.getByRole("button", { name: "Save details" }).click();
  await saved;
  if (!js) await expect(page.getByText("Delivery details saved.")).toBeVisible();
  await expect(page.getByText("No-contact delivery")).toBeHidden();
  await page.reload();
  await expect(page.getByRole("radio", { name: "Cash on Delivery (COD)" })).toBeChecked();
  await expect(page.getByLabel("Delivery Instructions")).toHaveValue("Ring the bell twice");
  await expect(page.getByText("Promo (SAVE20)")).toBeHidden();
  await expectAccessible();

  // The address book: a second address, default, edit, delete.
  await page.goto("/profile/addresses");
  await expect(page.getByRole("heading", { level: 1, name: "Your Addresses" })).toBeVisible();
  await expectAccessible();
  await page.getByRole("link", { name: "+ New" }).click();
  await page.getByLabel("House / flat number and street").fill("3, Marine Drive");
  await page.getByLabel("City").fill("Mumbai");
  await page.getByLabel("PIN code").fill("400020");
  await page.getByLabel("State or union territory").selectOption("Maharashtra");
  await page.getByLabel("Locality").selectOption("mumbai/Colaba");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByText("New address created successfully")).toBeVisible();
  await page.getByRole("button", { name: /Set as default for 3, Marine Drive/ }).click();
  await expect(page.getByText("Default address updated")).toBeVisible();
  await page.getByRole("link", { name: /Edit Home address, 3, Marine Drive/ }).click();
  await page.getByLabel("City").fill("Navi Mumbai");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Address updated successfully")).toBeVisible();
  await expect(page.getByText("Navi Mumbai, Maharashtra 400020")).toBeVisible();
  await page.getByRole("link", { name: /Delete Home address, 3, Marine Drive/ }).click();
  await expect(page.getByRole("heading", { name: "Confirm Deletion" })).toBeVisible();
  await expectAccessible();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Address has been Deleted")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "14, 5th Cross Road" })).toContainText("Default");
});

test("a guest's cart page asks to sign in", async ({ page, expectAccessible }) => {
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Login Required" })).toBeVisible();
  await expect(page.getByText("We are working on guest checkout. Please login to order food!")).toBeVisible();
  await expectAccessible();
  await page.getByRole("link", { name: "Login to Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Login Required" })).toBeVisible();
});

test("a customer whose restaurant closes keeps the cart and is told when it opens again", async ({
  page,
  server,
  expectAccessible,
}) => {
  // A Lucknow restaurant, one for each project (they run side by side), open all day while the cart fills.
  const slot = ["javascript", "no-javascript", "lite"].indexOf(test.info().project.name);
  const restaurant = await inDatabase(server, async (database) => {
    const row = await database
      .selectFrom("restaurants")
      .select(["id", "slug", "name"])
      .where("city_id", "=", "lucknow")
      .where("is_active", "=", 1)
      .where("id", "not in", aroundTheClockIds)
      .orderBy("id")
      .offset(slot)
      .limit(1)
      .executeTakeFirstOrThrow();
    await openAllDay(database, row.id);
    return row;
  });
  await newCustomer(page, server, `/menu/${restaurant.slug}/${restaurant.id}`, "Aman Verma");
  await expect(page.getByText("Open now · 24 hours")).toBeVisible();
  await page
    .getByRole("button", { name: /^Add .+ to cart$/ })
    .first()
    .click();
  await expect(page.getByText(/^1 item added/)).toBeVisible();

  // Its hours change: it opens two hours from now, for an hour, every day.
  const inTwoHours = new Date(Date.now() + (2 * 60 + 330) * 60_000);
  const opens = inTwoHours.getUTCHours() * 60;
  await inDatabase(server, (database) => setHoursEveryDay(database, restaurant.id, opens, opens + 60));
  await page.goto("/cart");
  const escaped = restaurant.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await expect(
    page.getByText(
      new RegExp(`^${escaped} is not taking orders right now: Closed · opens .+\\. Your dishes stay in your cart\\.$`),
    ),
  ).toBeVisible();
  // Customer audit M4: its dishes still count, and its slots for when it is open are offered instead of
  // "As soon as possible".
  await expect(
    page.getByText("The restaurant is closed now: choose a slot while it is open, and it cooks your order for then."),
  ).toBeVisible();
  await expect(page.getByLabel("Delivery time").getByRole("option", { name: "As soon as possible" })).toHaveCount(0);
  await expect(page.getByText("Not included in the total.")).toHaveCount(0);
  await expectAccessible();
  await page.goto(`/menu/${restaurant.slug}/${restaurant.id}`);
  await expect(page.getByText(/^Closed · opens /)).toBeVisible();
  await page.getByText("Opening hours", { exact: true }).click();
  await expect(page.getByRole("definition")).toHaveCount(7);
  await expect(page.getByRole("definition").first()).toContainText(" – ");
});
