import type { Page } from "@playwright/test";
import { newCustomerWithCart } from "./customers";
import { expect } from "./fixtures";
import { createAccount, inDatabase, type ServerUnderTest } from "../../scripts/support/server-accounts";
import type { SampleCity } from "../../scripts/support/restaurants";
import { signInWithCookie } from "../support/server-accounts";

/** The parties of an order in the journeys: a customer placing one, a restaurant's partner taking it. */

/** A customer's cash order from a restaurant in `city`, placed through the cart: its reference and restaurant. */
export async function placeCashOrder(
  customer: Page,
  server: ServerUnderTest,
  name: string,
  city: SampleCity = "calcutta",
) {
  await newCustomerWithCart(customer, server, city, name);
  await customer.getByText("Cash on Delivery (COD)").click();
  await customer.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(customer.getByRole("heading", { name: "Order placed" })).toBeVisible();
  const heading = await customer.getByRole("heading", { level: 1, name: /^Order #/ }).textContent();
  const ref = heading!.replace("Order #", "").trim();
  const order = await inDatabase(server, (database) =>
    database
      .selectFrom("orders")
      .select(["id", "restaurant_id"])
      .where("id", "like", `%${ref.toLowerCase()}`)
      .executeTakeFirstOrThrow(),
  );
  return { ref, orderId: order.id, restaurantId: order.restaurant_id };
}

/** A partner of `restaurantId` (as an accepted invitation makes one), signed in on `page`. */
export async function signInAsPartner(page: Page, server: ServerUnderTest, restaurantId: string) {
  const partner = await createAccount(server, "Meera Iyer");
  await inDatabase(server, (database) =>
    database
      .insertInto("restaurant_members")
      .values({ restaurant_id: restaurantId, user_id: partner.id, role: "owner", created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.doNothing())
      .execute(),
  );
  await signInWithCookie(page, server, partner);
}
