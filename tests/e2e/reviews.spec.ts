import { newCustomerWithCart } from "./customers";
import { expect, test } from "./fixtures";
import { createAccount, inDatabase } from "../../scripts/support/server-accounts";
import { signInWithCookie } from "../support/server-accounts";

test("a customer rates a delivered order, the menu shows the review, and the console hides it", async ({
  page,
  server,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await newCustomerWithCart(page, server, "calcutta", "Meera Iyer");
  await page.getByText("Cash on Delivery (COD)").click();
  const saved = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/cart"),
  );
  await page.getByRole("button", { name: "Save details" }).click();
  await saved;
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page.getByRole("heading", { name: "Order placed" })).toBeVisible();
  const orderId = /\/profile\/orders\/([0-9a-f]+)/.exec(page.url())![1]!;
  // The kitchen and the rider are the console's journey (admin.spec.ts); here the order is simply delivered.
  const { slug, restaurantId } = await inDatabase(server, async (database) => {
    await database
      .updateTable("orders")
      .set({ status: "Delivered", delivered_at: new Date().toISOString() })
      .where("id", "=", orderId)
      .execute();
    const row = await database
      .selectFrom("orders")
      .innerJoin("restaurants", "restaurants.id", "orders.restaurant_id")
      .select(["restaurants.slug", "restaurants.id"])
      .where("orders.id", "=", orderId)
      .executeTakeFirstOrThrow();
    return { slug: row.slug, restaurantId: row.id };
  });

  await page.goto(`/profile/orders/${orderId}`);
  const yourRating = page.getByRole("region", { name: "Your rating" });
  await yourRating.getByRole("link", { name: "Rate this order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Rate your order" })).toBeVisible();
  await expectAccessible();

  // No stars: the message is next to the stars, and the comment typed is kept.
  const comment = `Hot, fresh and on time ${orderId.slice(0, 6)}`;
  await page.getByLabel("Tell others about your order (optional)").fill(comment);
  await page.getByRole("button", { name: "Submit rating" }).click();
  await expect(page.getByRole("group", { name: "Your rating" })).toContainText("Choose from 1 to 5 stars.");
  await expect(page.getByLabel("Tell others about your order (optional)")).toHaveValue(comment);
  await expectAccessible();

  // By keyboard: the stars are one radio group.
  await page.getByRole("radio", { name: /^3 stars/ }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: /^4 stars/ })).toBeChecked();
  await page.getByRole("radio", { name: "👍 Liked it" }).first().check();
  await page.getByRole("button", { name: "Submit rating" }).click();
  await expect(page.getByText("Thanks for rating your order!")).toBeVisible();
  await expect(yourRating).toContainText("4 stars: Very good");
  await expect(yourRating).toContainText(comment);
  await expect(yourRating.getByRole("link", { name: "Change your rating" })).toBeVisible();
  await expectAccessible();

  await page.goto(`/menu/${slug}/${restaurantId}`);
  const reviews = page.getByRole("region", { name: "What customers say" });
  await expect(reviews).toContainText(comment);
  await expect(reviews).toContainText("Meera I.");
  await expectAccessible();

  // The operations console hides it (with a reason), and the menu no longer shows it.
  await signInWithCookie(page, server, await createAccount(server, "Arjun Mehta", "admin"));
  await page.goto("/admin/reviews");
  const card = page.getByRole("article").filter({ hasText: comment });
  await card.getByRole("button", { name: /^Hide review/ }).click();
  await expect(card.getByText("Say why the review is hidden.").first()).toBeVisible();
  await expectAccessible();
  await card.getByLabel("Reason for hiding").fill("Mentions a staff member by name");
  await card.getByRole("button", { name: /^Hide review/ }).click();
  await expect(page.getByText("The review is hidden from the menu and the rating.")).toBeVisible();
  await expect(card).toContainText("Hidden: Mentions a staff member by name");
  await expectAccessible();

  await page.goto(`/menu/${slug}/${restaurantId}`);
  await expect(page.getByRole("region", { name: "What customers say" })).not.toContainText(comment);
});
