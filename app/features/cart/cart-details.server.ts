import { db, type DB } from "~/db/database.server";
import { openingFieldsOf } from "~/features/catalogue/opening.server";
import { deliverySlots } from "~/features/orders/delivery-slots";
import { checkPromo } from "~/features/pricing/pricing";
import { deliveryEstimate } from "~/features/catalogue/delivery-estimate";
import { chosenTip, type PaymentMethod } from "./cart-rules";
import type { CartDone, CartRefusal, DetailsRefusal } from "./cart-outcomes";
import { cartSummary } from "./cart-view.server";
import { touchCart } from "./cart-lines.server";

/** Applies a promo code, checked against the food in the cart. */
export async function applyPromo(userId: string, code: string): Promise<CartDone | CartRefusal> {
  const check = checkPromo(code, (await cartSummary(userId)).subtotalPaise);
  if (!check.ok) return { ...check, field: "code" };
  await touchCart(db(), userId, { promo_code: check.promo });
  return { ok: true, code: "promo-applied" };
}

export async function removePromo(userId: string): Promise<CartDone> {
  await touchCart(db(), userId, { promo_code: null });
  return { ok: true, code: "promo-removed" };
}

/** The tip for the rider, as the cart's tip box posts it (`chosenTip`); it is added to the bill at once. */
export async function setTip(
  userId: string,
  choice: string,
  other: string | undefined,
): Promise<CartDone | CartRefusal> {
  const tip = chosenTip(choice, other);
  if (!tip.ok) return tip;
  await touchCart(db(), userId, { tip_paise: tip.paise });
  return { ok: true, code: "tip-set", tipPaise: tip.paise };
}

/** Where and how the order goes, as the checkout form posts it. */
export interface DeliveryDetails {
  addressId?: string;
  paymentMethod: PaymentMethod;
  instructions: string;
  noContact: boolean;
  /** A slot's start, or none for "as soon as possible". */
  deliverAt?: string;
}

/**
 * Whether `start` is among the slots the cart's restaurant offers now for the delivery time to the address
 * chosen (its preparation time when the distance is not known).
 */
async function offersSlot(executor: DB, userId: string, addressId: string | null, start: string) {
  const restaurant = await executor
    .selectFrom("cart_lines")
    .innerJoin("products", "products.id", "cart_lines.product_id")
    .innerJoin("restaurants", "restaurants.id", "products.restaurant_id")
    .select([
      "restaurants.id",
      "restaurants.is_active",
      "restaurants.paused_until",
      "restaurants.prep_minutes as prepMinutes",
      "restaurants.latitude",
      "restaurants.longitude",
      "restaurants.delivery_radius_km as deliveryRadiusKm",
    ])
    .where("cart_lines.user_id", "=", userId)
    .executeTakeFirst();
  if (!restaurant) return false;
  const address = addressId
    ? await executor
        .selectFrom("addresses")
        .select(["latitude", "longitude"])
        .where("user_id", "=", userId)
        .where("id", "=", addressId)
        .executeTakeFirst()
    : undefined;
  const minutes =
    address?.latitude != null && address.longitude != null
      ? deliveryEstimate(restaurant, { latitude: address.latitude, longitude: address.longitude }).minutes
      : restaurant.prepMinutes;
  const fields = await openingFieldsOf(restaurant, executor);
  return deliverySlots(fields, minutes, new Date()).some((slot) => slot.start === start);
}

/** The customer's default address, which a cart without a chosen one delivers to. */
async function defaultAddressId(executor: DB, userId: string): Promise<string | null> {
  const row = await executor
    .selectFrom("addresses")
    .select("id")
    .where("user_id", "=", userId)
    .where("is_default", "=", 1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Keeps the delivery details with the cart: an address of the customer's own, a slot the restaurant still
 * offers, and no-contact only for an order paid online.
 */
export async function saveDeliveryDetails(
  executor: DB,
  userId: string,
  details: DeliveryDetails,
): Promise<CartDone | DetailsRefusal> {
  const addressId = details.addressId || null;
  if (addressId) {
    const owned = await executor
      .selectFrom("addresses")
      .select("id")
      .where("user_id", "=", userId)
      .where("id", "=", addressId)
      .executeTakeFirst();
    if (!owned) return { ok: false, code: "address", field: "addressId" };
  }
  const deliverAt = details.deliverAt || null;
  if (
    deliverAt &&
    !(await offersSlot(executor, userId, addressId ?? (await defaultAddressId(executor, userId)), deliverAt))
  )
    return { ok: false, code: "slot", field: "deliverAt" };
  await touchCart(executor, userId, {
    deliver_at: deliverAt,
    address_id: addressId,
    payment_method: details.paymentMethod,
    instructions: details.instructions,
    no_contact: details.noContact && details.paymentMethod !== "COD" ? 1 : 0,
  });
  return { ok: true, code: "details" };
}
