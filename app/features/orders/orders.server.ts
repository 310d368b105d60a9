import { db, type DB } from "~/db/database.server";
import { config } from "~/lib/config.server";
import { formatRupees } from "~/lib/money";
import { metrics } from "~/lib/metrics.server";
import { newId, nowIso } from "~/lib/ids.server";
import { DEFAULT_LANGUAGE, fixedT, type Language, type Translate } from "~/lib/i18n";
import { lockUser } from "~/db/dialect.server";
import { brokenOrderLimit, ORDER_LIMITS, type OrderLimit } from "./order-limits";
import { choiceKey, storedChoices, type ChosenOption } from "~/features/catalogue/dish-options";
import { applyCartIntent, cartMessage, emptyCart, emptyCartIfItHolds, getCart } from "~/features/cart/cart.server";
import type { RestaurantOffer } from "~/features/pricing/restaurant-offers";
import type { PaymentMethod } from "~/features/cart/cart-rules";
import { orderPaymentLabel, paymentStatesColumn } from "~/features/payments/order-payment.server";
import {
  ACTIVE_STATUSES,
  CANCELLED,
  cannotCancelMessage,
  CUSTOMER_CANCELLABLE,
  displayOrderId,
  inTab,
  isScheduled,
  nextStatus,
  preparationStart,
  ORDER_TABS,
  PENDING_PAYMENT,
  type OrderStatus,
  type OrderTab,
  type TimelineStatus,
} from "./order-status";

export interface OrderItem {
  productId: string | null;
  name: string;
  image: string;
  isVeg: boolean;
  /** The dish's price with its options', as charged. */
  unitPricePaise: number;
  quantity: number;
  /** The options chosen, with their names and prices as they were. */
  choices: ChosenOption[];
}

export interface Order {
  id: string;
  restaurantId: string;
  restaurantName: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: string;
  subtotalPaise: number;
  /** The promo code's discount. */
  discountPaise: number;
  /** Dish offers, and the restaurant's offer (null when none applied): its terms, or for orders placed
   * before they were kept, its English wording. */
  itemDiscountPaise: number;
  offerDiscountPaise: number;
  offerTerms: RestaurantOffer | null;
  offerText: string | null;
  /** The delivery time estimated when the order was placed: preparation plus the ride. */
  deliveryMinutes: number;
  /**
   * How far the address was from the restaurant, in km, as told at checkout with the delivery time ("35 mins ·
   * 3.4 km"); null for orders placed before distances ("35 mins").
   */
  distanceKm: number | null;
  /**
   * The start of the delivery slot a scheduled order is for, or null ("as soon as possible"): the pages
   * write it with `slotText` in their language.
   */
  scheduledFor: string | null;
  /** When a scheduled order's cooking starts (its slot less its delivery time), or null. */
  cookingFrom: string | null;
  /** Waiting for its slot when read (isScheduled): shown as "Scheduled". */
  scheduled: boolean;
  deliveryFeePaise: number;
  serviceFeePaise: number;
  taxPaise: number;
  totalPaise: number;
  promoCode: string | null;
  address: { line1: string; line2: string; city: string; state: string; zipCode: string; country: string };
  instructions: string;
  noContact: boolean;
  /** The mobile number the delivery partner calls (orders placed before it was asked have none). */
  contactPhone: string | null;
  driver: { name: string; phone: string } | null;
  cancellationReason: string | null;
  createdAt: string;
  updatedAt: string;
  items: OrderItem[];
}

/** `pay`: the order awaits online payment; otherwise it is confirmed (cash on delivery). A refusal's message is in the customer's language. */
export type PlaceOrderOutcome =
  { ok: true; orderId: string; pay: boolean } | { ok: false; message: string; field?: string };

/** The answer for a checkout form already used: its order, or a refusal when it was someone else's. */
async function orderPlacedWith(
  userId: string,
  idempotencyKey: string,
  language: Language,
): Promise<PlaceOrderOutcome | null> {
  const existing = await db()
    .selectFrom("orders")
    .select(["id", "user_id", "status"])
    .where("idempotency_key", "=", idempotencyKey)
    .executeTakeFirst();
  if (!existing) return null;
  if (existing.user_id !== userId)
    return { ok: false, message: fixedT(language)("This checkout form has expired. Please try again.") };
  return { ok: true, orderId: existing.id, pay: existing.status === PENDING_PAYMENT };
}

/**
 * Places the customer's cart as an order: re-priced on the server, snapshotted with its address and
 * choices in one transaction, the cart emptied once the order is confirmed. The checkout form's
 * idempotency key makes a double submit return the same order. Refusals are in `language` (the checkout's).
 */
export async function placeOrder(
  userId: string,
  idempotencyKey: string,
  onlinePayment: boolean,
  language: Language = DEFAULT_LANGUAGE,
): Promise<PlaceOrderOutcome> {
  const existing = await orderPlacedWith(userId, idempotencyKey, language);
  if (existing) return existing;

  const t = fixedT(language);
  const cart = await getCart(userId, language);
  if (cart.restaurant?.closedMessage) return { ok: false, message: cart.restaurant.closedMessage };
  const orderable = cart.lines.filter((line) => line.unavailable === null);
  if (!cart.restaurant || orderable.length === 0)
    // The same form sent twice at once (another instance, another tab): the other one may have just
    // placed the order and emptied the cart.
    return (
      (await orderPlacedWith(userId, idempotencyKey, language)) ?? {
        ok: false,
        message: t("Your cart is empty. Add a dish to place an order."),
      }
    );
  if (cart.price.subtotalPaise < cart.restaurant.minOrderPaise) {
    return {
      ok: false,
      message: t("The minimum order at {restaurant} is {amount}.", {
        restaurant: cart.restaurant.name,
        amount: formatRupees(cart.restaurant.minOrderPaise),
      }),
    };
  }
  if (cart.deliverAt && !cart.slots.some((slot) => slot.start === cart.deliverAt))
    return { ok: false, message: cartMessage("slot", t), field: "deliverAt" };
  const { address, delivery } = cart;
  if (!address || !delivery)
    return { ok: false, message: t("Choose a delivery address before placing the order."), field: "addressId" };
  if (!delivery.ok) return { ok: false, message: delivery.problem, field: "addressId" };
  const { estimate } = delivery;
  const contact = await db().selectFrom("users").select("phone").where("id", "=", userId).executeTakeFirst();
  if (!contact?.phone)
    return { ok: false, message: t("Enter a mobile number so the delivery partner can reach you."), field: "phone" };
  // Without a payment gateway, cash on delivery is the only method the cart offers.
  const paymentMethod = onlinePayment ? cart.paymentMethod : "COD";
  const cod = paymentMethod === "COD";
  const limits = { lines: orderable, totalPaise: cart.price.totalPaise, cod };
  const broken = brokenOrderLimit({ ...limits, openCodOrders: 0 });
  if (broken) return orderLimitRefusal(broken, t);

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
          restaurant_id: cart.restaurant!.id,
          restaurant_name: cart.restaurant!.name,
          status: cod ? "Confirmed" : PENDING_PAYMENT,
          payment_method: paymentMethod,
          subtotal_paise: cart.price.subtotalPaise,
          discount_paise: cart.price.discountPaise,
          item_discount_paise: cart.price.itemDiscountPaise,
          offer_discount_paise: cart.price.offer?.discountPaise ?? 0,
          delivery_minutes: estimate.minutes,
          distance_km: Math.round(estimate.km * 10) / 10,
          scheduled_for: cart.deliverAt,
          cooking_from: cart.deliverAt ? preparationStart(cart.deliverAt, estimate.minutes).toISOString() : null,
          ...(cart.price.offer && (cart.price.offer.discountPaise > 0 || cart.price.offer.freeDelivery)
            ? { offer_text: cart.price.offer.text, offer_terms: JSON.stringify(cart.price.offer.terms) }
            : { offer_text: null, offer_terms: null }),
          delivery_fee_paise: cart.price.deliveryFeePaise,
          service_fee_paise: cart.price.serviceFeePaise,
          tax_paise: cart.price.taxPaise,
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
      // A cash order is confirmed now; an online one empties the cart once its payment is captured.
      if (cod) await emptyCart(trx, userId);
      return true;
    });
  if (placed === false) return placeOrder(userId, idempotencyKey, onlinePayment, language);
  if (placed !== true) return orderLimitRefusal(placed, t);
  metrics.ordersPlaced.inc({ payment: cod ? "cash" : "online" });
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

function orderLimitRefusal(limit: OrderLimit, t: Translate): PlaceOrderOutcome {
  switch (limit) {
    case "lines":
      return {
        ok: false,
        message: t("An order can hold at most {count} different dishes.", { count: ORDER_LIMITS.lines }),
      };
    case "items":
      return { ok: false, message: t("An order can hold at most {count} dishes.", { count: ORDER_LIMITS.items }) };
    case "cod-value":
      return {
        ok: false,
        message: t("Cash on delivery is for orders up to {amount}. Choose an online payment method.", {
          amount: formatRupees(ORDER_LIMITS.codMaxPaise),
        }),
        field: "paymentMethod",
      };
    case "open-cod-orders":
      return {
        ok: false,
        message: t(
          "You already have {count} cash orders on their way. Pay online, or order again once one has arrived.",
          { count: ORDER_LIMITS.openCodOrders },
        ),
        field: "paymentMethod",
      };
  }
}

/**
 * An order awaiting payment whose payment was captured: Confirmed, and the cart emptied only if it
 * still holds exactly this order's dishes (a customer who started another cart since keeps it). False
 * when the order no longer awaits payment (cancelled or expired meanwhile): the caller refunds.
 */
export async function confirmPaidOrder(trx: DB, orderId: string): Promise<boolean> {
  const confirmed = await trx
    .updateTable("orders")
    .set({ status: "Confirmed", updated_at: nowIso() })
    .where("id", "=", orderId)
    .where("status", "=", PENDING_PAYMENT)
    .returning("user_id")
    .executeTakeFirst();
  if (!confirmed) return false;
  if (!confirmed.user_id) return true;
  const items = await trx
    .selectFrom("order_items")
    .select(["product_id as productId", "quantity", "customizations"])
    .where("order_id", "=", orderId)
    .execute();
  await emptyCartIfItHolds(
    trx,
    confirmed.user_id,
    items.map((item) => ({ ...item, key: choiceKey(storedChoices(item.customizations).map((c) => c.optionId)) })),
  );
  return true;
}

type OrderRow = Awaited<ReturnType<typeof orderRows>>[number];

function orderRows(userId: string) {
  return db()
    .selectFrom("orders")
    .selectAll()
    .select(paymentStatesColumn)
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
}

function toOrder(row: OrderRow, items: OrderItem[]): Order {
  return {
    id: row.id,
    restaurantId: row.restaurant_id,
    restaurantName: row.restaurant_name,
    status: row.status,
    paymentMethod: row.payment_method,
    paymentStatus: orderPaymentLabel(row),
    subtotalPaise: row.subtotal_paise,
    discountPaise: row.discount_paise,
    itemDiscountPaise: row.item_discount_paise,
    offerDiscountPaise: row.offer_discount_paise,
    offerTerms: row.offer_terms ? (JSON.parse(row.offer_terms) as RestaurantOffer) : null,
    offerText: row.offer_text,
    deliveryMinutes: row.delivery_minutes,
    distanceKm: row.distance_km,
    scheduledFor: row.scheduled_for,
    cookingFrom: row.scheduled_for ? row.cooking_from : null,
    scheduled: isScheduled({ status: row.status, cookingFrom: row.cooking_from }, new Date()),
    deliveryFeePaise: row.delivery_fee_paise,
    serviceFeePaise: row.service_fee_paise,
    taxPaise: row.tax_paise,
    totalPaise: row.total_paise,
    promoCode: row.promo_code,
    address: {
      line1: row.address_line1,
      line2: row.address_line2,
      city: row.address_city,
      state: row.address_state,
      zipCode: row.address_zip_code,
      country: row.address_country,
    },
    instructions: row.instructions,
    noContact: row.no_contact === 1,
    contactPhone: row.contact_phone,
    driver: row.driver_name && row.driver_phone ? { name: row.driver_name, phone: row.driver_phone } : null,
    cancellationReason: row.cancellation_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    items,
  };
}

async function itemsByOrder(orderIds: string[]): Promise<Map<string, OrderItem[]>> {
  const grouped = new Map<string, OrderItem[]>();
  if (orderIds.length === 0) return grouped;
  const rows = await db()
    .selectFrom("order_items")
    .selectAll()
    .where("order_id", "in", orderIds)
    .orderBy("id")
    .execute();
  for (const row of rows) {
    const item = {
      productId: row.product_id,
      name: row.name,
      image: row.image,
      isVeg: row.is_veg === 1,
      unitPricePaise: row.unit_price_paise,
      quantity: row.quantity,
      choices: storedChoices(row.customizations),
    };
    grouped.set(row.order_id, [...(grouped.get(row.order_id) ?? []), item]);
  }
  return grouped;
}

/** The customer's orders in a tab, matching a search by order id, restaurant or dish; with each tab's count. */
export async function listOrders(userId: string, tab: OrderTab, query: string) {
  const rows = await orderRows(userId);
  const items = await itemsByOrder(rows.map((row) => row.id));
  const all = rows.map((row) => toOrder(row, items.get(row.id) ?? []));
  const needle = query.trim().toLowerCase();
  const matches = (order: Order) =>
    needle === "" ||
    order.id.toLowerCase().endsWith(needle.replace(/^#/, "")) ||
    order.restaurantName.toLowerCase().includes(needle) ||
    order.items.some((item) => item.name.toLowerCase().includes(needle));
  const counts = Object.fromEntries(
    Object.keys(ORDER_TABS).map((key) => [key, all.filter((order) => inTab(order.status, key as OrderTab)).length]),
  ) as Record<OrderTab, number>;
  return { orders: all.filter((order) => inTab(order.status, tab) && matches(order)), counts };
}

/** A receipt: the order, the restaurant's FSSAI licence (the seller) and our company's registration. */
export async function findReceipt(userId: string, orderId: string) {
  const order = await findOrder(userId, orderId);
  if (!order) return undefined;
  const restaurant = await db()
    .selectFrom("restaurants")
    .select("fssai_licence")
    .where("id", "=", order.restaurantId)
    .executeTakeFirst();
  const { COMPANY_LEGAL_NAME, COMPANY_GSTIN } = config();
  return {
    order,
    fssaiLicence: restaurant?.fssai_licence ?? null,
    company: { name: COMPANY_LEGAL_NAME, gstin: COMPANY_GSTIN ?? null },
  };
}

/** One of the customer's orders; another customer's id finds nothing. */
export async function findOrder(userId: string, orderId: string): Promise<Order | undefined> {
  const row = await db()
    .selectFrom("orders")
    .selectAll()
    .select(paymentStatesColumn)
    .where("user_id", "=", userId)
    .where("id", "=", orderId)
    .executeTakeFirst();
  if (!row) return undefined;
  const items = await itemsByOrder([row.id]);
  return toOrder(row, items.get(row.id) ?? []);
}

/** One of the customer's orders while it awaits online payment, with the amount to pay. */
export async function orderAwaitingPayment(
  userId: string,
  orderId: string,
): Promise<{ id: string; totalPaise: number } | undefined> {
  const order = await db()
    .selectFrom("orders")
    .select(["id", "total_paise"])
    .where("id", "=", orderId)
    .where("user_id", "=", userId)
    .where("status", "=", PENDING_PAYMENT)
    .executeTakeFirst();
  return order && { id: order.id, totalPaise: order.total_paise };
}

/** An order still awaiting payment is cancelled (its payment never came); false if it no longer awaits it. */
export async function cancelUnpaidOrder(trx: DB, orderId: string, reason: string): Promise<boolean> {
  const result = await trx
    .updateTable("orders")
    .set({ status: CANCELLED, cancellation_reason: reason, updated_at: nowIso() })
    .where("id", "=", orderId)
    .where("status", "=", PENDING_PAYMENT)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A refusal's message is an English id, with its arguments (`values`), for the page to translate. */
export type CancelOutcome =
  { ok: true; from: string } | { ok: false; message: string; values?: Record<string, string> };

/**
 * Cancels an active order; the caller refunds a paid one (a cash order is simply cancelled). A customer
 * cancels their own order (`userId`); the operations console names the status it saw (`from`), so a
 * form that is out of date changes nothing.
 */
export async function cancelOrder(
  orderId: string,
  reason: string,
  scope: { userId: string } | { from: string },
  executor: DB = db(),
): Promise<CancelOutcome> {
  const row = await executor
    .selectFrom("orders")
    .select(["status", "user_id"])
    .where("id", "=", orderId)
    .executeTakeFirst();
  const own = row && ("userId" in scope ? row.user_id === scope.userId : true);
  if (!row || !own)
    return { ok: false, message: "userId" in scope ? "Failed to cancel order." : "That order was not found." };
  if ("from" in scope && row.status !== scope.from) return { ok: false, ...staleMessage(orderId, row.status) };
  const result = await executor
    .updateTable("orders")
    .set({ status: CANCELLED, cancellation_reason: reason || null, updated_at: nowIso() })
    .where("id", "=", orderId)
    .where("status", "=", row.status)
    .where("status", "in", "userId" in scope ? CUSTOMER_CANCELLABLE : ACTIVE_STATUSES)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return { ok: true, from: row.status };
  return { ok: false, message: cannotCancelMessage(row.status) };
}

export type ReorderOutcome =
  { ok: true; added: number; skipped: number } | { ok: false; message: string; conflict?: boolean };

/** Puts the order's dishes that are still available back in the cart (asking before replacing another restaurant's cart). */
export async function reorder(userId: string, orderId: string, replace: boolean): Promise<ReorderOutcome> {
  const order = await findOrder(userId, orderId);
  if (!order) return { ok: false, message: "That order was not found." };
  let added = 0;
  let skipped = 0;
  for (const item of order.items) {
    if (!item.productId) {
      skipped += 1;
      continue;
    }
    const outcome = await applyCartIntent(userId, {
      intent: "add",
      productId: item.productId,
      choices: item.choices.map((choice) => choice.optionId),
      quantity: item.quantity,
      replace: replace ? "1" : undefined,
    });
    if (outcome.ok) added += 1;
    else if (outcome.code === "conflict") return { ok: false, conflict: true, message: outcome.message };
    else skipped += 1;
  }
  if (added === 0) return { ok: false, message: "None of the dishes from this order are available right now." };
  return { ok: true, added, skipped };
}

export type AdvanceOutcome =
  { ok: true; from: string; to: TimelineStatus } | { ok: false; message: string; values?: Record<string, string> };

/** A status as an ICU `select` key: "Out for Delivery" is `out_for_delivery`. */
function statusKey(status: string): string {
  return status.toLowerCase().replaceAll(" ", "_");
}

/** For the console: the order moved on since the page showed it (another admin, the demo clock). */
function staleMessage(orderId: string, current: string): { message: string; values: Record<string, string> } {
  return {
    message:
      "Order #{ref} is now {status, select, pending_payment {Pending Payment} confirmed {Confirmed} preparing {Preparing} out_for_delivery {Out for Delivery} delivered {Delivered} cancelled {Cancelled} other {gone}}; nothing was changed.",
    values: { ref: displayOrderId(orderId), status: statusKey(current) },
  };
}

/**
 * Moves an order from the status its mover saw (`from`) one step along its timeline; Out for Delivery
 * needs a driver. An order that has moved on since (another admin, the demo clock) is left as it is.
 */
export async function advanceOrder(
  orderId: string,
  from: string,
  driver?: { name: string; phone: string },
  executor: DB = db(),
): Promise<AdvanceOutcome> {
  const row = await executor.selectFrom("orders").select("status").where("id", "=", orderId).executeTakeFirst();
  if (!row) return { ok: false, message: "That order was not found." };
  if (row.status !== from) return { ok: false, ...staleMessage(orderId, row.status) };
  const to = nextStatus(from);
  if (!to)
    return {
      ok: false,
      message:
        "Order #{ref} is {status, select, pending_payment {Pending Payment} confirmed {Confirmed} preparing {Preparing} out_for_delivery {Out for Delivery} delivered {Delivered} cancelled {Cancelled} other {gone}} and cannot move on.",
      values: { ref: displayOrderId(orderId), status: statusKey(row.status) },
    };
  if (to === "Out for Delivery" && !driver)
    return { ok: false, message: "Enter the driver's name and phone to send the order out for delivery." };
  const now = nowIso();
  const result = await executor
    .updateTable("orders")
    .set({
      status: to,
      updated_at: now,
      ...(to === "Out for Delivery" && driver ? { driver_name: driver.name, driver_phone: driver.phone } : {}),
      ...(to === "Delivered" ? { delivered_at: now } : {}),
    })
    .where("id", "=", orderId)
    .where("status", "=", from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    const current = await executor.selectFrom("orders").select("status").where("id", "=", orderId).executeTakeFirst();
    return { ok: false, ...staleMessage(orderId, current?.status ?? "gone") };
  }
  return { ok: true, from, to };
}

export async function countOrders(userId: string): Promise<number> {
  const row = await db()
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .where("status", "!=", PENDING_PAYMENT)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
