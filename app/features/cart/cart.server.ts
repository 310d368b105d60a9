import { sql, type Updateable } from "kysely";
import { db, type DB } from "~/db/database.server";
import type { Carts } from "~/db/database-types";
import { newId, nowIso } from "~/lib/ids.server";
import { DEFAULT_LANGUAGE, fixedT, type Language, type Translate } from "~/lib/i18n";
import { notTakingOrders, openingAt, openingText } from "~/features/catalogue/opening";
import { openingFieldsOf } from "~/features/catalogue/opening.server";
import { deliverySlots, type DeliverySlot } from "~/features/orders/delivery-slots";
import { checkPromo, priceOrder, type PriceBreakdown } from "~/features/pricing/pricing";
import { readOffer } from "~/features/pricing/restaurant-offers";
import { deliveryAddress, type Address } from "~/features/addresses/addresses.server";
import type { DeliveryRestaurant } from "~/features/catalogue/delivery-estimate";
import { deliveryToAddress, type AddressDelivery } from "~/features/location/delivery-areas";
import {
  checkChoices,
  choiceIdsOf,
  choiceKey,
  extraPricePaise,
  pricesShown,
  type ChosenOption,
} from "~/features/catalogue/dish-options";
import { optionGroupsOf } from "~/features/catalogue/dish-options.server";
import { DEFAULT_PAYMENT_METHOD, MAX_QUANTITY, type PaymentMethod } from "./cart-rules";
import type { CartIntent } from "./cart.schema";

export interface CartLine {
  productId: string;
  /** The chosen options' key (choiceKey): with the dish, what makes this line. */
  key: string;
  name: string;
  image: string;
  isVeg: boolean;
  /** The dish's price with its chosen options'. */
  unitPricePaise: number;
  originalPricePaise: number;
  /** The dish's own offer ("15% OFF"), applied by pricing; null for none. */
  dishOfferPercent: number | null;
  quantity: number;
  /** The options chosen, in menu order (none for a dish without options). */
  choices: ChosenOption[];
  /** Why the line cannot be ordered now (excluded from the total), in the cart's language, or null. */
  unavailable: string | null;
}

export interface Cart {
  restaurant:
    | ({
        id: string;
        name: string;
        slug: string;
        /** Why a closed restaurant takes no orders, and from when it does (notTakingOrders), or null when open. */
        closedMessage: string | null;
        minOrderPaise: number;
        city: { slug: string; name: string };
      } & DeliveryRestaurant)
    | null;
  lines: CartLine[];
  /** Items (sum of quantities) in the cart, for the badge and the cart bar. */
  count: number;
  price: PriceBreakdown;
  promoCode: string | null;
  /** The address it goes to: the one chosen on the cart, else the customer's default; null with none saved. */
  address: Address | null;
  /** Whether the restaurant delivers to that address, and how far and how long (deliveryToAddress). */
  delivery: AddressDelivery | null;
  paymentMethod: PaymentMethod;
  instructions: string;
  noContact: boolean;
  /** The delivery slot chosen (its start), or null for "as soon as possible". */
  deliverAt: string | null;
  /** The slots the restaurant offers now (deliverySlots). */
  slots: DeliverySlot[];
}

/** What a cart change did, by code; `cartMessage` words it for the customer (`message`, in their language). */
export type CartCode =
  | "added"
  | "updated"
  | "removed"
  | "cleared"
  | "promo-applied"
  | "promo-removed"
  | "details"
  | "closed"
  | "unavailable"
  | "missing"
  | "gone"
  | "conflict"
  | "slot"
  | "choices"
  | "price-changed"
  | "promo-invalid"
  | "address"
  | "invalid"
  | "sign-in";

export type CartOutcome =
  | { ok: true; code: CartCode; productId?: string; message: string }
  | {
      ok: false;
      code: CartCode;
      productId?: string;
      message: string;
      field?: string;
      conflict?: { currentRestaurant: string; newRestaurant: string };
      /** Choices refused, each next to its group (checkChoices). */
      problems?: Record<string, string>;
    };

/** The customer-facing sentence for an outcome code in `t`'s language, naming the dish and restaurant. */
export function cartMessage(
  code: CartCode,
  t: Translate = fixedT(DEFAULT_LANGUAGE),
  names: { dish?: string; restaurant?: string } = {},
): string {
  const dish = names.dish ?? t("This dish");
  switch (code) {
    case "added":
      return t("Added {dish} to your cart.", { dish });
    case "updated":
      return t("Updated the quantity of {dish}.", { dish });
    case "removed":
      return t("{dish} has been removed from your cart", { dish });
    case "cleared":
      return t("Your cart is empty now.");
    case "promo-applied":
      return t("Promo code applied successfully!");
    case "promo-removed":
      return t("Promo code removed.");
    case "details":
      return t("Delivery details saved.");
    case "closed":
      return t("{restaurant} is not taking orders right now.", { restaurant: names.restaurant ?? t("The restaurant") });
    case "unavailable":
      return t("{dish} is not available right now.", { dish });
    case "missing":
      return t("That dish is not in your cart.");
    case "gone":
      return t("This dish is not on the menu any more.");
    case "conflict":
      return t("Your cart has dishes from another restaurant.");
    case "promo-invalid":
      return t("Invalid promo code.");
    case "choices":
      return t("Choose the options of {dish}.", { dish });
    case "price-changed":
      return t("The price of {dish} has changed since you opened it. Check the prices and add it again.", { dish });
    case "slot":
      return t("That delivery slot is no longer available. Choose another, or As soon as possible.");
    case "address":
      return t("Choose one of your addresses.");
    case "invalid":
      return t("Choose a quantity from 1 to 20.");
    case "sign-in":
      return t("Please sign in to use the cart.");
  }
}

async function lineRows(userId: string) {
  return db()
    .selectFrom("cart_lines")
    .innerJoin("products", "products.id", "cart_lines.product_id")
    .innerJoin("restaurants", "restaurants.id", "products.restaurant_id")
    .innerJoin("cities", "cities.id", "restaurants.city_id")
    .select([
      "cart_lines.product_id",
      "cart_lines.quantity",
      "cart_lines.customizations",
      "products.name",
      "products.image",
      "products.is_veg",
      "products.price_paise",
      "products.original_price_paise",
      "products.promo_discount_percent",
      "products.available",
      "restaurants.id as restaurant_id",
      "restaurants.name as restaurant_name",
      "restaurants.slug as restaurant_slug",
      "restaurants.is_active",
      "restaurants.paused_until",
      "restaurants.prep_minutes",
      "restaurants.delivery_radius_km",
      "restaurants.latitude",
      "restaurants.longitude",
      "restaurants.min_order_paise",
      "cities.slug as city_slug",
      "cities.name as city_name",
      "restaurants.offer_type",
      "restaurants.offer_percent",
      "restaurants.offer_flat_paise",
      "restaurants.offer_min_subtotal_paise",
      "restaurants.offer_max_discount_paise",
    ])
    .where("cart_lines.user_id", "=", userId)
    .orderBy("cart_lines.added_at")
    .orderBy("cart_lines.id")
    .execute();
}

/** The customer's cart, its texts (why a line or the restaurant cannot be ordered, delivery) in `language`. */
export async function getCart(userId: string, language: Language = DEFAULT_LANGUAGE): Promise<Cart> {
  const t = fixedT(language);
  const [rows, settings, user] = await Promise.all([
    lineRows(userId),
    db().selectFrom("carts").selectAll().where("user_id", "=", userId).executeTakeFirst(),
    db().selectFrom("users").select("preferred_payment_method").where("id", "=", userId).executeTakeFirst(),
  ]);
  const now = new Date();
  const first = rows[0];
  const fields = first
    ? await openingFieldsOf({ id: first.restaurant_id, is_active: first.is_active, paused_until: first.paused_until })
    : null;
  const opening = fields ? openingAt(fields, now) : null;
  const groups = await optionGroupsOf(rows.map((row) => row.product_id));
  const lines: CartLine[] = rows.map((row) => {
    // The choices are checked against the dish's options as they are now: one the console removed, or a
    // group that became required, leaves the line unorderable until it is added again.
    const check = checkChoices(row.name, groups.get(row.product_id) ?? [], choiceIdsOf(row.customizations), t);
    const choices = check.ok ? check.chosen : [];
    return {
      productId: row.product_id,
      key: row.customizations,
      name: row.name,
      image: row.image,
      isVeg: row.is_veg === 1,
      unitPricePaise: row.price_paise + extraPricePaise(choices),
      originalPricePaise: row.original_price_paise + extraPricePaise(choices),
      dishOfferPercent: row.promo_discount_percent,
      quantity: row.quantity,
      choices,
      unavailable: !opening?.open
        ? t("The restaurant is closed right now.")
        : row.available !== 1
          ? t("No longer available.")
          : !check.ok
            ? t("Its options have changed. Remove it and add it again.")
            : null,
    };
  });
  const orderable = lines.filter((line) => line.unavailable === null);
  const restaurant = first
    ? {
        id: first.restaurant_id,
        name: first.restaurant_name,
        slug: first.restaurant_slug,
        closedMessage:
          opening && !opening.open
            ? notTakingOrders(first.restaurant_name, openingText(opening, now, t, language), t)
            : null,
        minOrderPaise: first.min_order_paise,
        city: { slug: first.city_slug, name: first.city_name },
        latitude: first.latitude,
        longitude: first.longitude,
        prepMinutes: first.prep_minutes,
        deliveryRadiusKm: first.delivery_radius_km,
      }
    : null;
  const address = (await deliveryAddress(userId, settings?.address_id ?? null)) ?? null;
  const delivery = restaurant && address ? deliveryToAddress(restaurant, address, t) : null;
  return {
    restaurant,
    lines,
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    price: priceOrder(orderable, first ? readOffer(first) : null, settings?.promo_code ?? null, t),
    promoCode: settings?.promo_code ?? null,
    address,
    delivery,
    // A choice made on the cart page wins; before one, the customer's preferred method.
    paymentMethod: settings?.payment_method ?? user?.preferred_payment_method ?? DEFAULT_PAYMENT_METHOD,
    instructions: settings?.instructions ?? "",
    noContact: settings?.no_contact === 1,
    deliverAt: settings?.deliver_at ?? null,
    slots:
      restaurant && fields
        ? deliverySlots(fields, delivery?.ok ? delivery.estimate.minutes : restaurant.prepMinutes, now)
        : [],
  };
}

/** The item count and subtotal, for the header badge and the menu's cart bar. */
export async function cartSummary(
  userId: string,
): Promise<{ count: number; quantities: Record<string, number>; subtotalPaise: number }> {
  const rows = await db()
    .selectFrom("cart_lines")
    .innerJoin("products", "products.id", "cart_lines.product_id")
    .select(["cart_lines.product_id", "cart_lines.quantity", "cart_lines.customizations", "products.price_paise"])
    .where("cart_lines.user_id", "=", userId)
    .execute();
  const optionIds = rows.flatMap((row) => choiceIdsOf(row.customizations));
  const optionPrices = new Map(
    optionIds.length === 0
      ? []
      : (
          await db()
            .selectFrom("product_options")
            .select(["id", "price_paise"])
            .where("id", "in", [...new Set(optionIds)])
            .execute()
        ).map((option) => [option.id, option.price_paise]),
  );
  const unitPrice = (row: (typeof rows)[number]) =>
    row.price_paise + choiceIdsOf(row.customizations).reduce((sum, id) => sum + (optionPrices.get(id) ?? 0), 0);
  const quantities: Record<string, number> = {};
  for (const row of rows) quantities[row.product_id] = (quantities[row.product_id] ?? 0) + row.quantity;
  return {
    count: rows.reduce((sum, row) => sum + row.quantity, 0),
    quantities,
    subtotalPaise: rows.reduce((sum, row) => sum + row.quantity * unitPrice(row), 0),
  };
}

async function touchCart(userId: string, changes: Omit<Updateable<Carts>, "user_id" | "updated_at"> = {}) {
  await db()
    .insertInto("carts")
    .values({
      user_id: userId,
      promo_code: null,
      address_id: null,
      payment_method: await preferredPaymentMethod(userId),
      instructions: "",
      no_contact: 0,
      updated_at: nowIso(),
      ...changes,
    })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ updated_at: nowIso(), ...changes }))
    .execute();
}

async function preferredPaymentMethod(userId: string): Promise<PaymentMethod> {
  const user = await db()
    .selectFrom("users")
    .select("preferred_payment_method")
    .where("id", "=", userId)
    .executeTakeFirst();
  return user?.preferred_payment_method ?? DEFAULT_PAYMENT_METHOD;
}

async function productForCart(productId: string) {
  return db()
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

/**
 * Applies one cart intent for a customer, in one transaction where it changes several rows; the outcome's
 * message is in `language`.
 */
export async function applyCartIntent(
  userId: string,
  intent: CartIntent,
  language: Language = DEFAULT_LANGUAGE,
): Promise<CartOutcome> {
  const t = fixedT(language);
  switch (intent.intent) {
    case "add": {
      const product = await productForCart(intent.productId);
      if (!product) return { ok: false, code: "gone", message: cartMessage("gone", t) };
      const names = { dish: product.name, restaurant: product.restaurant_name };
      const now = new Date();
      const opening = openingAt(
        await openingFieldsOf({
          id: product.restaurant_id,
          is_active: product.is_active,
          paused_until: product.paused_until,
        }),
        now,
      );
      if (!opening.open) {
        const message = notTakingOrders(product.restaurant_name, openingText(opening, now, t, language), t);
        return { ok: false, code: "closed", productId: product.id, message };
      }
      if (product.available !== 1)
        return { ok: false, code: "unavailable", productId: product.id, message: cartMessage("unavailable", t, names) };
      const groups = (await optionGroupsOf([product.id])).get(product.id) ?? [];
      if (intent.prices !== undefined && intent.prices !== pricesShown(product.price_paise, groups))
        return {
          ok: false,
          code: "price-changed",
          productId: product.id,
          message: cartMessage("price-changed", t, names),
        };
      const check = checkChoices(product.name, groups, intent.choices, t);
      if (!check.ok)
        return { ok: false, code: "choices", productId: product.id, message: check.message, problems: check.problems };
      const key = choiceKey(check.chosen.map((option) => option.optionId));
      const other = await db()
        .selectFrom("cart_lines")
        .innerJoin("products", "products.id", "cart_lines.product_id")
        .innerJoin("restaurants", "restaurants.id", "products.restaurant_id")
        .select("restaurants.name")
        .where("cart_lines.user_id", "=", userId)
        .where("products.restaurant_id", "!=", product.restaurant_id)
        .executeTakeFirst();
      if (other && !intent.replace) {
        return {
          ok: false,
          code: "conflict",
          productId: product.id,
          message: t("Your cart has dishes from {current}. Replace them with {dish} from {restaurant}?", {
            current: other.name,
            ...names,
          }),
          conflict: { currentRestaurant: other.name, newRestaurant: product.restaurant_name },
        };
      }
      const started = !(await db()
        .selectFrom("cart_lines")
        .select("id")
        .where("user_id", "=", userId)
        .executeTakeFirst());
      await db()
        .transaction()
        .execute(async (trx) => {
          if (other) await trx.deleteFrom("cart_lines").where("user_id", "=", userId).execute();
          // A slot was chosen among another restaurant's (or an earlier cart's): it does not carry over.
          if (other || started)
            await trx.updateTable("carts").set({ deliver_at: null }).where("user_id", "=", userId).execute();
          await trx
            .insertInto("cart_lines")
            .values({
              id: newId(),
              user_id: userId,
              product_id: product.id,
              quantity: intent.quantity,
              customizations: key,
              added_at: nowIso(),
            })
            // A dish without options is set to the quantity posted (its 'Add' shows only while it is not in
            // the cart, so a repeated post changes nothing); one with options has no quantity control on the
            // menu, so its 'Add' is one more of those choices.
            .onConflict((oc) =>
              oc.columns(["user_id", "product_id", "customizations"]).doUpdateSet((eb) => ({
                quantity:
                  groups.length === 0
                    ? intent.quantity
                    : eb
                        .case()
                        .when(eb("cart_lines.quantity", "+", sql.lit(intent.quantity)), ">", sql.lit(MAX_QUANTITY))
                        .then(sql.lit(MAX_QUANTITY))
                        .else(eb("cart_lines.quantity", "+", sql.lit(intent.quantity)))
                        .end(),
              })),
            )
            .execute();
        });
      await touchCart(userId);
      return { ok: true, code: "added", productId: product.id, message: cartMessage("added", t, names) };
    }
    case "set": {
      const product = await productForCart(intent.productId);
      const result = await db()
        .updateTable("cart_lines")
        .set({ quantity: Math.min(intent.quantity, MAX_QUANTITY) })
        .where("user_id", "=", userId)
        .where("product_id", "=", intent.productId)
        .where("customizations", "=", choiceKey(intent.choices))
        .executeTakeFirst();
      if (!product || Number(result.numUpdatedRows) === 0)
        return { ok: false, code: "missing", message: cartMessage("missing", t) };
      await touchCart(userId);
      return {
        ok: true,
        code: "updated",
        productId: product.id,
        message: cartMessage("updated", t, { dish: product.name }),
      };
    }
    case "remove": {
      const product = await productForCart(intent.productId);
      const result = await db()
        .deleteFrom("cart_lines")
        .where("user_id", "=", userId)
        .where("product_id", "=", intent.productId)
        .where("customizations", "=", choiceKey(intent.choices))
        .executeTakeFirst();
      if (!product || Number(result.numDeletedRows) === 0)
        return { ok: false, code: "missing", message: cartMessage("missing", t) };
      return {
        ok: true,
        code: "removed",
        productId: product.id,
        message: cartMessage("removed", t, { dish: product.name }),
      };
    }
    case "clear":
      await db().deleteFrom("cart_lines").where("user_id", "=", userId).execute();
      await touchCart(userId, { promo_code: null, deliver_at: null });
      return { ok: true, code: "cleared", message: cartMessage("cleared", t) };
    case "apply-promo": {
      const { price } = await getCart(userId, language);
      const check = checkPromo(intent.code, price.subtotalPaise, t);
      if (!check.ok) return { ok: false, code: "promo-invalid", message: check.message, field: "code" };
      await touchCart(userId, { promo_code: check.code });
      return { ok: true, code: "promo-applied", message: cartMessage("promo-applied", t) };
    }
    case "remove-promo":
      await touchCart(userId, { promo_code: null });
      return { ok: true, code: "promo-removed", message: cartMessage("promo-removed", t) };
    case "details": {
      if (intent.addressId) {
        const owned = await db()
          .selectFrom("addresses")
          .select("id")
          .where("user_id", "=", userId)
          .where("id", "=", intent.addressId)
          .executeTakeFirst();
        if (!owned) return { ok: false, code: "address", message: cartMessage("address", t), field: "addressId" };
      }
      const deliverAt = intent.deliverAt || null;
      if (deliverAt && !(await getCart(userId, language)).slots.some((slot) => slot.start === deliverAt))
        return { ok: false, code: "slot", message: cartMessage("slot", t), field: "deliverAt" };
      if (intent.phone) await db().updateTable("users").set({ phone: intent.phone }).where("id", "=", userId).execute();
      await touchCart(userId, {
        deliver_at: deliverAt,
        address_id: intent.addressId || null,
        payment_method: intent.paymentMethod,
        instructions: intent.instructions,
        no_contact: intent.noContact && intent.paymentMethod !== "COD" ? 1 : 0,
      });
      return { ok: true, code: "details", message: cartMessage("details", t) };
    }
  }
}

/** After an order: no dishes, promo code, instructions or slot left (inside the order's transaction). */
export async function emptyCart(executor: DB, userId: string): Promise<void> {
  await executor.deleteFrom("cart_lines").where("user_id", "=", userId).execute();
  await forgetOrderDetails(executor, userId);
}

/** The promo code, instructions and slot belonged to the order just placed; the next cart starts without them. */
async function forgetOrderDetails(executor: DB, userId: string): Promise<void> {
  await executor
    .updateTable("carts")
    .set({ promo_code: null, instructions: "", deliver_at: null, updated_at: nowIso() })
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
  const product = await productForCart(productId);
  if (!product) return null;
  const cart = await getCart(userId);
  const conflicting = cart.restaurant && cart.restaurant.id !== product.restaurant_id ? cart.restaurant.name : null;
  return {
    productId: product.id,
    dish: product.name,
    restaurant: product.restaurant_name,
    currentRestaurant: conflicting,
  };
}
