import { db, type DB } from "~/db/database.server";
import { newId } from "~/lib/ids.server";
import * as addressNew from "~/routes/profile/address-new";
import * as cartRoute from "~/routes/cart/cart";
import { signedInCustomer } from "./accounts";
import type { CookieJar } from "../../scripts/support/cookies";
import { post } from "./post";
import {
  aroundTheClockIds,
  deliveringToSample,
  SAMPLE_ADDRESSES,
  dishesWithOptions,
} from "../../scripts/support/restaurants";

/** Two dishes without options from a Kolkata restaurant open around the clock that delivers to Park Street. */
export async function orderableDishes(database: DB = db()): Promise<{ id: string; price_paise: number }[]> {
  const restaurant = await database
    .selectFrom("restaurants")
    .innerJoin("cities", "cities.id", "restaurants.city_id")
    .select(["restaurants.id", "restaurants.min_order_paise"])
    .where("cities.slug", "=", "calcutta")
    .where("restaurants.is_active", "=", 1)
    .where("restaurants.id", "in", aroundTheClockIds)
    .where("restaurants.id", "in", deliveringToSample("calcutta"))
    .where("restaurants.min_order_paise", "<=", 9900)
    .orderBy("restaurants.id")
    .executeTakeFirstOrThrow();
  return database
    .selectFrom("products")
    .select(["id", "price_paise"])
    .where("restaurant_id", "=", restaurant.id)
    .where("available", "=", 1)
    .where("id", "not in", dishesWithOptions)
    .orderBy("price_paise", "desc")
    .limit(2)
    .execute();
}

/** A signed-in customer with an address and a cart of two dishes that meet the restaurant's minimum. */
export async function readyToOrder(paymentMethod = "COD") {
  const customer = await signedInCustomer();
  const dishes = await orderableDishes();
  for (const dish of dishes)
    await post(
      cartRoute.action,
      "/cart",
      { intent: "add", productId: dish.id, quantity: "2", returnTo: "/cart" },
      customer.jar,
    );
  await post(addressNew.action, "/profile/addresses/new", SAMPLE_ADDRESSES.calcutta, customer.jar);
  await post(
    cartRoute.action,
    "/cart",
    { intent: "details", paymentMethod, instructions: "Call on arrival", returnTo: "/cart" },
    customer.jar,
  );
  return customer;
}

/** The delivery details 'Proceed to Checkout' posts, as `readyToOrder` saved them, plus a mobile number. */
export const CHECKOUT_DETAILS = { paymentMethod: "COD", instructions: "Call on arrival", phone: "98765 43210" };

/** Presses 'Proceed to Checkout' with the details form as shown (`fields` change what is on screen). */
export function checkout(jar: CookieJar, key: string, fields: Record<string, string> = {}) {
  return post(cartRoute.action, "/cart", { intent: "checkout", checkoutKey: key, ...CHECKOUT_DETAILS, ...fields }, jar);
}

/** Makes a placed order one paid online: a captured payment of its total, as the gateway's answer records it; its id. */
export async function payOnline(orderId: string): Promise<string> {
  const now = new Date().toISOString();
  const order = await db()
    .updateTable("orders")
    .set({ payment_method: "UPI" })
    .where("id", "=", orderId)
    .returning("total_paise")
    .executeTakeFirstOrThrow();
  const id = newId();
  await db()
    .insertInto("payments")
    .values({
      id,
      order_id: orderId,
      gateway_order_id: `order_${newId()}`,
      gateway_payment_id: `pay_${newId()}`,
      amount_paise: order.total_paise,
      state: "captured",
      captured_at: now,
      failure_reason: null,
      refund_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}
