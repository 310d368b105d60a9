import { issueInvoice } from "~/features/invoices/invoices.server";
import { db, type DB } from "~/db/database.server";
import { metrics } from "~/lib/metrics.server";
import { newId, nowIso } from "~/lib/ids.server";
import { lockUser } from "~/db/dialect.server";
import { savePhone } from "~/features/accounts/users.server";
import { emptyCart } from "~/features/cart/cart-lines.server";
import { saveDeliveryDetails, type DeliveryDetails } from "~/features/cart/cart-details.server";
import { getCart, type CartRestaurant } from "~/features/cart/cart-view.server";
import type { CartDone, DetailsRefusal } from "~/features/cart/cart-outcomes";
import type { Opening } from "~/features/catalogue/opening";
import type { Address } from "~/features/addresses/addresses.server";
import { openPaymentAttemptIfReachable } from "~/features/payments/attempts.server";
import { brokenOrderLimit, type OrderLimit } from "./order-limits";
import { mailOrderPlaced } from "./order-mail.server";
import { CANCELLED, PENDING_PAYMENT, preparationStart } from "./order-status";

/** Why an order was not placed; `CHECKOUT_WORDS` says it. A refusal about a form field names it. */
export type CheckoutRefusal =
  | { ok: false; code: "expired" | "empty" }
  | { ok: false; code: "closed"; restaurant: string; opening: Opening }
  | { ok: false; code: "minimum-order"; restaurant: string; need: number }
  | { ok: false; code: "no-address"; field: "addressId" }
  | { ok: false; code: "no-delivery"; field: "addressId"; restaurant: CartRestaurant; address: Address }
  | { ok: false; code: "no-phone"; field: "phone" }
  | DetailsRefusal
  | { ok: false; code: "lines" | "items" }
  | { ok: false; code: "cod-value" | "open-cod-orders"; field: "paymentMethod" };

/** `pay`: the order awaits online payment; otherwise it is confirmed (cash on delivery). */
export type PlaceOrderOutcome = { ok: true; orderId: string; pay: boolean } | CheckoutRefusal;

/** The answer for a checkout form already used: its order, or a refusal when it was someone else's. */
async function orderPlacedWith(userId: string, idempotencyKey: string): Promise<PlaceOrderOutcome | null> {
  const existing = await db()
    .selectFrom("orders")
    .select(["id", "user_id", "status"])
    .where("idempotency_key", "=", idempotencyKey)
    .executeTakeFirst();
  if (!existing) return null;
  if (existing.user_id !== userId) return { ok: false, code: "expired" };
  return { ok: true, orderId: existing.id, pay: existing.status === PENDING_PAYMENT };
}

function limitRefusal(limit: OrderLimit): CheckoutRefusal {
  return limit === "lines" || limit === "items"
    ? { ok: false, code: limit }
    : { ok: false, code: limit, field: "paymentMethod" };
}

/**
 * Places the customer's cart as an order: re-priced on the server, snapshotted with its address and
 * choices in one transaction, the cart emptied once the order is confirmed. The checkout form's
 * idempotency key makes a double submit return the same order.
 */
export async function placeOrder(
  userId: string,
  idempotencyKey: string,
  onlinePayment: boolean,
): Promise<PlaceOrderOutcome> {
  const existing = await orderPlacedWith(userId, idempotencyKey);
  if (existing) return existing;

  const cart = await getCart(userId);
  const { restaurant, address, delivery } = cart;
  // Closed now, it can still cook for a slot when it is open (deliverySlots offers only those).
  if (restaurant?.closed && !cart.deliverAt)
    return { ok: false, code: "closed", restaurant: restaurant.name, opening: restaurant.closed };
  const orderable = cart.lines.filter((line) => line.unavailable === null);
  if (!restaurant || orderable.length === 0)
    // The same form sent twice at once (another instance, another tab): the other one may have just
    // placed the order and emptied the cart.
    return (await orderPlacedWith(userId, idempotencyKey)) ?? { ok: false, code: "empty" };
  if (cart.price.subtotalPaise < restaurant.minOrderPaise)
    return { ok: false, code: "minimum-order", restaurant: restaurant.name, need: restaurant.minOrderPaise };
  if (cart.deliverAt && !cart.slots.some((slot) => slot.start === cart.deliverAt))
    return { ok: false, code: "slot", field: "deliverAt" };
  if (!address || !delivery) return { ok: false, code: "no-address", field: "addressId" };
  if (!delivery.ok) return { ok: false, code: "no-delivery", field: "addressId", restaurant, address };
  const { estimate } = delivery;
  const contact = await db().selectFrom("users").select("phone").where("id", "=", userId).executeTakeFirst();
  if (!contact?.phone) return { ok: false, code: "no-phone", field: "phone" };
  // Without a payment gateway, cash on delivery is the only method the cart offers.
  const paymentMethod = onlinePayment ? cart.paymentMethod : "COD";
  const cod = paymentMethod === "COD";
  const limits = { lines: orderable, totalPaise: cart.price.totalPaise, cod };
  const broken = brokenOrderLimit({ ...limits, openCodOrders: 0 });
  if (broken) return limitRefusal(broken);

  const orderId = newId();
  const now = nowIso();
  const placed = await db()
    .transaction()
    .execute(async (trx): Promise<boolean | OrderLimit> => {
      // The customer's open cash orders are counted with their row held, so parallel checkouts count one by one.
      await lockUser(trx, userId);
      const openCodOrders = cod ? await countOpenCodOrders(trx, userId) : 0;
      const over = brokenOrderLimit({ ...limits, openCodOrders });
      if (over) return over;
      const inserted = await trx
        .insertInto("orders")
        .values({
          id: orderId,
          user_id: userId,
          idempotency_key: idempotencyKey,
          restaurant_id: restaurant.id,
          restaurant_name: restaurant.name,
          status: cod ? "Confirmed" : PENDING_PAYMENT,
          payment_method: paymentMethod,
          subtotal_paise: cart.price.subtotalPaise,
          discount_paise: cart.price.discountPaise,
          item_discount_paise: cart.price.itemDiscountPaise,
          offer_discount_paise: cart.price.offer?.discountPaise ?? 0,
          delivery_minutes: estimate.minutes,
          distance_km: Math.round(estimate.km * 10) / 10,
          drop_latitude: address.position?.latitude ?? null,
          drop_longitude: address.position?.longitude ?? null,
          drop_locality: address.locality,
          scheduled_for: cart.deliverAt,
          cooking_from: cart.deliverAt ? preparationStart(cart.deliverAt, estimate.minutes).toISOString() : null,
          ...(cart.price.offer && (cart.price.offer.discountPaise > 0 || cart.price.offer.freeDelivery)
            ? { offer_text: cart.price.offer.text, offer_terms: JSON.stringify(cart.price.offer.terms) }
            : { offer_text: null, offer_terms: null }),
          bill_version: 2,
          packaging_paise: cart.price.packagingPaise,
          delivery_fee_paise: cart.price.deliveryFeePaise,
          free_delivery_paise: cart.price.freeDeliveryPaise,
          surcharges: JSON.stringify(cart.price.surcharges),
          platform_fee_paise: cart.price.platformFeePaise,
          service_fee_paise: 0,
          tax_lines: JSON.stringify(cart.price.taxes),
          tax_paise: cart.price.taxPaise,
          tip_paise: cart.price.tipPaise,
          round_off_paise: cart.price.roundOffPaise,
          commission_basis_points: restaurant.commissionBasisPoints,
          total_paise: cart.price.totalPaise,
          promo_code: cart.price.promo?.applied ? cart.price.promo.code : null,
          address_line1: address.addressLine1,
          address_line2: address.addressLine2,
          address_city: address.city,
          address_state: address.state,
          address_zip_code: address.zipCode,
          address_country: address.country,
          instructions: cart.instructions,
          no_contact: cart.noContact ? 1 : 0,
          contact_phone: contact.phone,
          driver_name: null,
          driver_phone: null,
          cancellation_reason: null,
          created_at: now,
          updated_at: now,
        })
        // The same checkout form sent twice at once: the first insert wins, the others find its order.
        .onConflict((oc) => oc.column("idempotency_key").doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      await trx
        .insertInto("order_items")
        .values(
          orderable.map((line) => ({
            id: newId(),
            order_id: orderId,
            product_id: line.productId,
            name: line.name,
            image: line.image,
            is_veg: line.isVeg ? 1 : 0,
            unit_price_paise: line.unitPricePaise,
            quantity: line.quantity,
            customizations: JSON.stringify(line.choices),
          })),
        )
        .execute();
      // A cash order is confirmed and invoiced now; an online one once its payment is captured.
      if (cod) {
        await issueInvoice(trx, orderId);
        await emptyCart(trx, userId);
      }
      return true;
    });
  if (placed === false) return placeOrder(userId, idempotencyKey, onlinePayment);
  if (placed !== true) return limitRefusal(placed);
  metrics.ordersPlaced.inc({ payment: cod ? "cash" : "online" });
  // An online order is announced once it is paid (confirmPaidOrder's callers).
  if (cod) mailOrderPlaced(orderId);
  return { ok: true, orderId, pay: !cod };
}

function countOpenCodOrders(trx: DB, userId: string): Promise<number> {
  return trx
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .where("payment_method", "=", "COD")
    .where("status", "not in", ["Delivered", CANCELLED])
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

/** The checkout form's details: where and how to deliver, and the mobile number to call. */
export type CheckoutDetails = DeliveryDetails & { phone?: string | null };

/** Saves the checkout form's details with the cart and the mobile number on the account, in one transaction. */
export function saveCheckoutDetails(
  userId: string,
  { phone, ...details }: CheckoutDetails,
): Promise<CartDone | DetailsRefusal> {
  return db()
    .transaction()
    .execute(async (trx) => {
      // The customer's row first, as placing an order takes it: two checkouts of one customer at once wait
      // for each other in one order instead of each holding what the other needs (a deadlock on PostgreSQL).
      await lockUser(trx, userId);
      const saved = await saveDeliveryDetails(trx, userId, details);
      if (saved.ok && phone) await savePhone(userId, phone, trx);
      return saved;
    });
}

/**
 * 'Proceed to Checkout': the details on screen are saved (so the order uses what the customer sees), the
 * order is placed, and an online one's payment attempt is opened. Each step commits before the next
 * begins: the order re-reads the saved cart, and the gateway is called outside any transaction. A refused
 * order leaves the details saved, as 'Save details' would; a gateway that cannot be reached leaves the
 * order awaiting payment, which its payment page opens again.
 */
export async function checkout(
  userId: string,
  { checkoutKey, ...details }: CheckoutDetails & { checkoutKey: string },
  onlinePayment: boolean,
): Promise<PlaceOrderOutcome> {
  // A form sent again once its order is placed changes nothing: the order was made with its details.
  const existing = await orderPlacedWith(userId, checkoutKey);
  if (existing) return existing;
  const saved = await saveCheckoutDetails(userId, details);
  if (!saved.ok) return saved;
  const placed = await placeOrder(userId, checkoutKey, onlinePayment);
  if (placed.ok && placed.pay) await openPaymentAttemptIfReachable(userId, placed.orderId);
  return placed;
}
