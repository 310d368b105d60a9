import type { Page } from "@playwright/test";
import { announced, expect, test } from "./fixtures";

async function signUp(page: Page, js: boolean, landing: RegExp) {
  const email = `fav-${js ? "js" : "nojs"}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.getByLabel("Full name").fill("Anjali Rao");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Rasam-Rice-2026");
  await page.getByRole("button", { name: "Sign Up" }).click();
  const { latestCode } = await import("../support/mail-capture");
  const code = await latestCode(async () => (await fetch(`${process.env.E2E_MAIL_URL}/`)).json(), email);
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify OTP" }).click();
  await expect(page).toHaveURL(landing);
}

test("a guest hearts a restaurant and a dish, signs up and lands back; lists are created, moved, renamed and deleted", async ({
  page,
  js,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/restaurants?city=chennai");
  const firstCard = page.getByRole("article").first();
  const restaurantName = ((await firstCard.getByRole("heading", { level: 3 }).textContent()) ?? "").trim();
  await firstCard.getByRole("link", { name: `Save ${restaurantName} to favourites` }).click();
  if (js) {
    const dialog = page.getByRole("dialog", { name: "Login to Save Favorites" });
    await expect(dialog).toBeVisible();
    await expectAccessible();
    await dialog.getByRole("link", { name: "Login / Sign Up" }).click();
  }
  await expect(page.getByRole("heading", { level: 1, name: "Login to Save Favorites" })).toBeVisible();
  await page.getByRole("link", { name: "Sign up" }).click();
  await signUp(page, js, /\/restaurants\?city=chennai#restaurant-[0-9a-f]+$/);

  // Back on the listing: heart the restaurant, now for real.
  const heart = page.getByRole("button", { name: `Save ${restaurantName} to favourites` }).first();
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Added to My Favorites").first()).toBeVisible();
  // Customer audit m12: the toast's live region says the message only, not 'Change List × Dismiss'.
  if (js) await expect(announced(page, "Added to My Favorites")).toHaveText("Added to My Favorites");
  await expectAccessible();

  // A dish, then 'Change List' into a new list.
  await page.getByRole("article").first().getByRole("heading").getByRole("link").click();
  await expect(page.getByRole("heading", { level: 2, name: "Deals for You" })).toBeVisible();
  const dishHeart = page.getByRole("button", { name: /^Save .+ to favourites$/ }).nth(1);
  const dishName = ((await dishHeart.getAttribute("aria-label")) ?? "")
    .replace(/^Save /, "")
    .replace(/ to favourites$/, "");
  await dishHeart.click();
  await expect(dishHeart).toHaveAttribute("aria-pressed", "true");
  // The restaurant's toast may still be showing: take the dish's own 'Change List'.
  const dishArticle = page
    .locator("article.dish")
    .filter({ has: page.getByRole("heading", { name: dishName, exact: true }) });
  const dishId = ((await dishArticle.first().getAttribute("id")) ?? "").replace(/^dish-/, "");
  await page.locator(`a[href*="itemId=${dishId}"]`, { hasText: "Change List" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Change list" })).toBeVisible();
  await expectAccessible();
  await page.getByLabel("Create New List (optional)").fill("Comfort food");
  await page.getByRole("button", { name: "Move to Selected List" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Change list" })).toBeHidden();

  // Heart again to remove.
  await page.goto("/profile/favorites");
  await expect(page.getByRole("heading", { level: 1, name: "Favorites" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Comfort food" })).toBeVisible();
  await expectAccessible();

  // Lists of both types.
  await page.getByLabel("List name").fill("Date night");
  await page.getByText("Restaurant List", { exact: true }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("link", { name: "Date night" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Product List" })).toBeChecked();
  await expect(page.getByLabel("List name")).toHaveValue("");
  await page.getByLabel("List name").fill("Comfort Food");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert")).toContainText("You already have a list with that name.");
  await expectAccessible();

  // Open the dish's list, switch views, move it back, rename and delete the list.
  await page.getByRole("link", { name: "Comfort food" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Comfort food" })).toBeVisible();
  await expect(page.getByRole("link", { name: dishName, exact: true })).toBeVisible();
  await page.getByRole("link", { name: "List", exact: true }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page.getByRole("link", { name: "List", exact: true })).toHaveAttribute("aria-current", "page");
  await expectAccessible();
  await page.getByRole("link", { name: `Move ${dishName}` }).click();
  await page.getByRole("radio", { name: /My Favorites/ }).check();
  await page.getByRole("button", { name: "Move to Selected List" }).click();
  await expect(page.getByText("This list is currently empty")).toBeVisible();
  await page.getByLabel("Rename list").fill("Rainy days");
  await page.getByRole("button", { name: "Rename" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Rainy days" })).toBeVisible();
  await page.getByRole("link", { name: "Delete list" }).click();
  await expect(page.getByRole("heading", { name: "Delete this list?" })).toBeVisible();
  await expectAccessible();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/profile\/favorites$/);
  await expect(page.getByRole("link", { name: "Rainy days" })).toBeHidden();

  // The dish is back in My Favorites; its heart removes it from there.
  const favouritesList = page.getByRole("listitem").filter({ hasText: "Product List · Default" });
  await favouritesList.getByRole("link", { name: "My Favorites" }).click();
  await page.getByRole("button", { name: `Save ${dishName} to favourites` }).click();
  await expect(page.getByText("This list is currently empty")).toBeVisible();
});
