import type { Locator, Page } from "@playwright/test";
import { addDishes, aroundTheClockMenu, newCustomer } from "./customers";
import { expect, test } from "./fixtures";

/** Presses Tab until `target` has the focus (at most `limit` times), as a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, limit: number) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

/** Where the focused element is, and the nearest `closest` around it, on the screen. */
function focusedBox(page: Page, closest: string) {
  return page.evaluate((selector) => {
    const box = document.activeElement?.closest(selector)?.getBoundingClientRect();
    return box ? { left: box.left, right: box.right, text: document.activeElement?.textContent ?? "" } : null;
  }, closest);
}

test("at 240 px the header's location name is readable, with and without a cart count", async ({ page, server }) => {
  await page.setViewportSize({ width: 240, height: 320 });
  const menu = await aroundTheClockMenu(server, "bangalore");
  await page.goto("/location?q=Koramangala");
  await page.getByRole("button", { name: "Koramangala, Bangalore" }).first().click();
  const name = page.getByRole("link", { name: /^Delivery location:/ }).getByText("Koramangala", { exact: true });
  const readable = () =>
    name.evaluate((element) => element.scrollWidth <= element.clientWidth && element.clientWidth > 60);
  expect(await readable()).toBe(true);

  await newCustomer(page, server, menu);
  await addDishes(page, 1);
  await page.goto(menu);
  await expect(page.getByRole("link", { name: /^Cart 1 item$/ }).first()).toBeVisible();
  expect(await readable()).toBe(true);
});

test("the home page skips its category tiles to the restaurants, and a focused carousel card is seen whole at 240 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 240, height: 320 });
  await page.goto("/?city=bangalore");
  const skip = page.getByRole("link", { name: "Skip to restaurants" });
  await tabTo(page, skip, 12);
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  for (let card = 0; card < 4; card++) {
    await page.keyboard.press("Tab");
    const box = await focusedBox(page, "li");
    // Each card's stops (its link, its heart) lie wholly on the 240 px screen.
    expect(box, "a restaurant card has the focus").not.toBeNull();
    expect(box!.left, `card "${box!.text}" starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box!.right, `card "${box!.text}" ends on screen`).toBeLessThanOrEqual(240);
  }
  await expect(page.locator(":focus")).toHaveAttribute("href", /^\/menu\//);
});

test("a menu skips to its first dish, and at 240 px a dish's heart is beside its name, not over its picture", async ({
  page,
  server,
}) => {
  await page.setViewportSize({ width: 240, height: 320 });
  await page.goto(await aroundTheClockMenu(server, "bangalore"));
  const skip = page.getByRole("link", { name: "Skip to dishes" });
  await tabTo(page, skip, 8);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  const firstDish = page.locator("article.dish").first();
  await expect(firstDish.locator(":focus")).toHaveCount(1);

  for (const dish of await page.locator("article.dish").all()) {
    const heart = (await dish.getByLabel(/^Save .+ to favourites$/).boundingBox())!;
    const picture = (await dish.getByRole("img").boundingBox())!;
    const apart =
      heart.x + heart.width <= picture.x ||
      picture.x + picture.width <= heart.x ||
      heart.y + heart.height <= picture.y ||
      picture.y + picture.height <= heart.y;
    expect(apart, "the heart does not overlap the dish's picture").toBe(true);
  }
});

test("a search from the header's dialog lands on the results' count", async ({ page, js, expectFocusKept }) => {
  test.skip(!js, "The header's search is a dialog with JavaScript");
  await page.goto("/");
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("searchbox", { name: "Search" }).fill("dosa");
  await page.keyboard.press("Enter");
  const count = page.getByRole("status").filter({ hasText: /dishes for “dosa” in / });
  await expect(count).toBeFocused();
  await expectFocusKept();
});
