import { sql } from "kysely";
import { offerUnitPrice } from "../../app/features/pricing/pricing";
import { formatRupees } from "../../app/lib/money";
import { inDatabase } from "../../scripts/support/server-accounts";
import {
  aroundTheClockIds,
  deliveringToSample,
  dishesWithOptions,
  samplePosition,
} from "../../scripts/support/restaurants";
import { newCustomer } from "./customers";
import { expect, test } from "./fixtures";

const parkStreet = samplePosition("calcutta");

// Customer audit m19: results showed the price before the dish's own offer, no opening, distance or time, and no Add.
test("a dish found by search shows its menu price, whether its restaurant is open and how far, and is added from there", async ({
  page,
  js,
  server,
  expectAccessible,
}) => {
  // A dish on offer, without options, at a restaurant open all day that delivers to Park Street; the one
  // whose name the fewest other Calcutta dishes start with, so it is on the first page of results.
  const dish = await inDatabase(server, (database) =>
    database
      .selectFrom("products")
      .innerJoin("restaurants", "restaurants.id", "products.restaurant_id")
      .select(["products.id", "products.name", "products.price_paise", "products.promo_discount_percent"])
      .select("restaurants.name as restaurantName")
      .where("restaurants.id", "in", aroundTheClockIds)
      .where("restaurants.id", "in", deliveringToSample("calcutta"))
      .where("restaurants.is_active", "=", 1)
      .where("products.available", "=", 1)
      .where("products.promo_discount_percent", "is not", null)
      .where("products.id", "not in", dishesWithOptions)
      .orderBy(
        sql`(SELECT count(*) FROM products others JOIN restaurants r ON r.id = others.restaurant_id
          WHERE r.city_id = 'calcutta' AND others.name LIKE products.name || '%')`,
      )
      .orderBy("products.id")
      .offset(js ? 0 : 1)
      .limit(1)
      .executeTakeFirstOrThrow(),
  );
  const query = new URLSearchParams({
    q: dish.name,
    lat: String(parkStreet.latitude),
    lng: String(parkStreet.longitude),
  });
  const email = await newCustomer(page, server, `/search?${query}`, "Sudipta Ghosh");

  const result = page
    .getByRole("region", { name: "Dishes" })
    .getByRole("listitem")
    .filter({ hasText: dish.restaurantName })
    .filter({ has: page.getByRole("link", { name: dish.name, exact: true }) });
  const price = formatRupees(
    offerUnitPrice({ unitPricePaise: dish.price_paise, dishOfferPercent: dish.promo_discount_percent }),
  );
  await expect(result).toContainText(`${price} · from ${dish.restaurantName}`);
  await expect(result).toContainText(/Open now · [^·]+ · \d+–\d+ mins · [\d.]+ k?m/);
  await expectAccessible();

  await result.getByRole("button", { name: `Add ${dish.name} to cart` }).click();
  await expect(result.getByRole("button", { name: `Increase ${dish.name}` })).toBeVisible();
  await expect(page).toHaveURL(/\/search\?/);
  const lines = await inDatabase(server, (database) =>
    database
      .selectFrom("cart_lines")
      .innerJoin("users", "users.id", "cart_lines.user_id")
      .select(["cart_lines.product_id", "cart_lines.quantity"])
      .where("users.email", "=", email)
      .execute(),
  );
  expect(lines).toContainEqual({ product_id: dish.id, quantity: 1 });
});
