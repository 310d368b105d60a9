import { sql, type Updateable } from "kysely";
import { db, type DB } from "~/db/database.server";
import type { Carts } from "~/db/database-types";
import { newId, nowIso } from "~/lib/ids.server";
import { openingAt } from "~/features/catalogue/opening";
import { openingFieldsOf } from "~/features/catalogue/opening.server";
import { checkChoices, choiceIdsOf, choiceKey, pricesShown } from "~/features/catalogue/dish-options";
import { optionGroupsOf } from "~/features/catalogue/dish-options.server";
import { DEFAULT_PAYMENT_METHOD, MAX_QUANTITY } from "./cart-rules";
import type { CartDone, CartRefusal } from "./cart-outcomes";

/**
 * Writes the cart's settings row, creating it on the first change (with the customer's preferred payment
 * method); every change to the cart marks it updated.
 */
export async function touchCart(
  executor: DB,
  userId: string,
  changes: Omit<Updateable<Carts>, "user_id" | "updated_at"> = {},
): Promise<void> {
  const user = await executor
    .selectFrom("users")
    .select("preferred_payment_method")
    .where("id", "=", userId)
    .executeTakeFirst();
  await executor
    .insertInto("carts")
    .values({
      user_id: userId,
      promo_code: null,
      address_id: null,
      payment_method: user?.preferred_payment_method ?? DEFAULT_PAYMENT_METHOD,
      instructions: "",
      no_contact: 0,
      updated_at: nowIso(),
      ...changes,
    })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ updated_at: nowIso(), ...changes }))
    .execute();
}

function productForCart(executor: DB, productId: string) {
  return executor
    .selectFrom("products")
    .innerJoin("restaurants", "restaurants.id", "products.restaurant_id")
    .select([
      "products.id",
      "products.name",
      "products.available",
      "products.price_paise",
      "restaurants.id as restaurant_id",
      "restaurants.name as restaurant_name",
      "restaurants.is_active",
      "restaurants.paused_until",
    ])
    .where("products.id", "=", productId)
    .executeTakeFirst();
}

/** The name of the restaurant other than `restaurantId` whose dishes the cart holds, if any. */
async function otherRestaurant(executor: DB, userId: string, restaurantId: string): Promise<string | null> {
  const other = await executor
    .selectFrom("cart_lines")
    .innerJoin("products", "products.id", "cart_lines.product_id")
    .innerJoin("restaurants", "restaurants.id", "products.restaurant_id")
    .select("restaurants.name")
    .where("cart_lines.user_id", "=", userId)
    .where("products.restaurant_id", "!=", restaurantId)
    .executeTakeFirst();
  return other?.name ?? null;
}

export interface AddRequest {
  productId: string;
  /** The options chosen (option ids). */
  choices: string[];
  quantity: number;
  /** Replace a cart holding another restaurant's dishes, once the customer said so. */
  replace?: boolean;
  /** The prices the options form showed (pricesShown); absent for a dish added without options. */
  prices?: string;
}

/**
 * Adds a dish with its options, in one transaction with every check: the restaurant takes orders, the
 * dish is available at the prices shown, the choices fit its options, and a cart of another restaurant's
 * dishes is replaced only when asked to.
 */
export function addToCart(userId: string, add: AddRequest): Promise<CartDone | CartRefusal> {
  return db()
    .transaction()
    .execute(async (trx): Promise<CartDone | CartRefusal> => {
      const product = await productForCart(trx, add.productId);
      if (!product) return { ok: false, code: "gone" };
      const productId = product.id;
      const dish = product.name;
      const opening = openingAt(
        await openingFieldsOf(
          { id: product.restaurant_id, is_active: product.is_active, paused_until: product.paused_until },
          trx,
        ),
        new Date(),
      );
      if (!opening.open) return { ok: false, code: "closed", productId, restaurant: product.restaurant_name, opening };
      if (product.available !== 1) return { ok: false, code: "unavailable", productId, dish };
      const groups = (await optionGroupsOf([productId], trx)).get(productId) ?? [];
      if (add.prices !== undefined && add.prices !== pricesShown(product.price_paise, groups))
        return { ok: false, code: "price-changed", productId, dish };
      const check = checkChoices(dish, groups, add.choices);
      if (!check.ok) return { ok: false, code: "choices", productId, dish, groups, choices: add.choices };
      const current = await otherRestaurant(trx, userId, product.restaurant_id);
      if (current && !add.replace)
        return { ok: false, code: "conflict", productId, dish, restaurant: product.restaurant_name, current };
      const started = !(await trx
        .selectFrom("cart_lines")
        .select("id")
        .where("user_id", "=", userId)
        .executeTakeFirst());
      if (current) await trx.deleteFrom("cart_lines").where("user_id", "=", userId).execute();
      // A slot was chosen among another restaurant's (or an earlier cart's): it does not carry over.
      await touchCart(trx, userId, current || started ? { deliver_at: null } : {});
      await trx
        .insertInto("cart_lines")
        .values({
          id: newId(),
          user_id: userId,
          product_id: productId,
          quantity: add.quantity,
          customizations: choiceKey(check.chosen.map((option) => option.optionId)),
          added_at: nowIso(),
        })
        // A dish without options is set to the quantity posted (its 'Add' shows only while it is not in
        // the cart, so a repeated post changes nothing); one with options has no quantity control on the
        // menu, so its 'Add' is one more of those choices.
        .onConflict((oc) =>
          oc.columns(["user_id", "product_id", "customizations"]).doUpdateSet((eb) => ({
            quantity:
              groups.length === 0
                ? add.quantity
                : eb
                    .case()
                    .when(eb("cart_lines.quantity", "+", sql.lit(add.quantity)), ">", sql.lit(MAX_QUANTITY))
                    .then(sql.lit(MAX_QUANTITY))
                    .else(eb("cart_lines.quantity", "+", sql.lit(add.quantity)))
                    .end(),
          })),
        )
        .execute();
      return { ok: true, code: "added", productId, dish };
    });
}

/** A line of the cart: a dish with its options (option ids). */
export interface LineRef {
  productId: string;
  choices: string[];
}

/** Sets a line's quantity (at most MAX_QUANTITY); 0 removes the line, as minus at 1 does on Swiggy and Zomato. */
export function setQuantity(userId: string, line: LineRef, quantity: number): Promise<CartDone | CartRefusal> {
  if (quantity === 0) return removeLine(userId, line);
  return db()
    .transaction()
    .execute(async (trx): Promise<CartDone | CartRefusal> => {
      const product = await productForCart(trx, line.productId);
      const result = await trx
        .updateTable("cart_lines")
        .set({ quantity: Math.min(quantity, MAX_QUANTITY) })
        .where("user_id", "=", userId)
        .where("product_id", "=", line.productId)
        .where("customizations", "=", choiceKey(line.choices))
        .executeTakeFirst();
      if (!product || Number(result.numUpdatedRows) === 0) return { ok: false, code: "missing" };
      await touchCart(trx, userId);
      return { ok: true, code: "updated", productId: product.id, dish: product.name };
    });
}

/** Removes a line from the cart. */
export async function removeLine(userId: string, line: LineRef): Promise<CartDone | CartRefusal> {
  const product = await productForCart(db(), line.productId);
  const result = await db()
    .deleteFrom("cart_lines")
    .where("user_id", "=", userId)
    .where("product_id", "=", line.productId)
    .where("customizations", "=", choiceKey(line.choices))
    .executeTakeFirst();
  if (!product || Number(result.numDeletedRows) === 0) return { ok: false, code: "missing" };
  return { ok: true, code: "removed", productId: product.id, dish: product.name };
}

/** Empties the cart and forgets its promo code and slot. */
export async function clearCart(userId: string): Promise<CartDone> {
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom("cart_lines").where("user_id", "=", userId).execute();
      await touchCart(trx, userId, { promo_code: null, deliver_at: null });
    });
  return { ok: true, code: "cleared" };
}

/** After an order: no dishes, promo code, instructions or slot left (inside the order's transaction). */
export async function emptyCart(executor: DB, userId: string): Promise<void> {
  await executor.deleteFrom("cart_lines").where("user_id", "=", userId).execute();
  await forgetOrderDetails(executor, userId);
}

/** The promo code, instructions, slot and tip belonged to the order just placed; the next cart starts without them. */
async function forgetOrderDetails(executor: DB, userId: string): Promise<void> {
  await executor
    .updateTable("carts")
    .set({ promo_code: null, instructions: "", deliver_at: null, tip_paise: 0, updated_at: nowIso() })
    .where("user_id", "=", userId)
    .execute();
}

/**
 * Empties the cart only if it still holds exactly these dishes, options and quantities: a paid order's, so a
 * customer who started another cart since keeps it. Only the lines read are deleted, each only while its
 * quantity is unchanged: on PostgreSQL a dish added or changed by a request running at the same moment
 * commits in between, and it stays, as if it had come just after.
 */
export async function emptyCartIfItHolds(
  executor: DB,
  userId: string,
  items: { productId: string | null; key: string; quantity: number }[],
): Promise<void> {
  const lines = await executor
    .selectFrom("cart_lines")
    .select(["id", "product_id as productId", "customizations as key", "quantity"])
    .where("user_id", "=", userId)
    .execute();
  const key = (rows: { productId: string | null; key: string; quantity: number }[]) =>
    rows
      .map((row) => `${row.productId}${row.key}x${row.quantity}`)
      .sort()
      .join(",");
  if (key(lines) !== key(items)) return;
  for (const line of lines)
    await executor.deleteFrom("cart_lines").where("id", "=", line.id).where("quantity", "=", line.quantity).execute();
  await forgetOrderDetails(executor, userId);
}

/** What 'Replace cart?' asks about: the chosen dish and the restaurant whose dishes it would replace. */
export async function replaceChoice(userId: string, productId: string) {
  const product = await productForCart(db(), productId);
  if (!product) return null;
  return {
    productId: product.id,
    dish: product.name,
    restaurant: product.restaurant_name,
    currentRestaurant: await otherRestaurant(db(), userId, product.restaurant_id),
  };
}

/** The options of the customer's line of this dish added last ('Repeat last customisation?'), or null without one. */
export async function lastChoiceOf(userId: string, productId: string): Promise<string[] | null> {
  const row = await db()
    .selectFrom("cart_lines")
    .select("customizations")
    .where("user_id", "=", userId)
    .where("product_id", "=", productId)
    .orderBy("added_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row ? choiceIdsOf(row.customizations) : null;
}
