import { db } from "~/db/database.server";
import { config } from "~/lib/config.server";
import { storedChoices, type ChosenOption } from "~/features/catalogue/dish-options";
import { addToCart } from "~/features/cart/cart-lines.server";
import type { PaymentMethod } from "~/features/cart/cart-rules";
import { orderPayment, paymentStatesColumn } from "~/features/payments/order-payment.server";
import type { PaymentStanding } from "~/features/payments/payment-states";
import { storedBill } from "./order-bill";
import type { Bill } from "~/features/pricing/bill-words";
import { inTab, isScheduled, ORDER_TABS, PENDING_PAYMENT, type OrderStatus, type OrderTab } from "./order-status";

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
  /** The payment's standing (compare this), and its label (`PAYMENT_LABELS`, an English id, to show). */
  paymentStanding: PaymentStanding;
  paymentStatus: string;
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
  /** Every line of the bill as charged (`BillLines` shows it). */
  bill: Bill;
  totalPaise: number;
  address: { line1: string; line2: string; city: string; state: string; zipCode: string; country: string };
  instructions: string;
  noContact: boolean;
  /** The mobile number the delivery partner calls (orders placed before it was asked have none). */
  contactPhone: string | null;
  /** The restaurant's own delivery: the driver the console typed in. */
  driver: { name: string; phone: string } | null;
  /** A rider holds it (issue 36): its page tracks them. */
  hasRider: boolean;
  cancellationReason: string | null;
  /** The dishes (product ids) the restaurant said had run out when it rejected the order. */
  ranOut: string[];
  /** When the restaurant marked the food ready for pickup, or null. */
  readyAt: string | null;
  /** When it was delivered, or null. */
  deliveredAt: string | null;
  /** The tip given after checkout (online after delivery, or cash at the door), or null. */
  extraTip: { paise: number; method: "online" | "cash" } | null;
  createdAt: string;
  updatedAt: string;
  items: OrderItem[];
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
    ...orderPayment(row),
    deliveryMinutes: row.delivery_minutes,
    distanceKm: row.distance_km,
    scheduledFor: row.scheduled_for,
    cookingFrom: row.scheduled_for ? row.cooking_from : null,
    scheduled: isScheduled({ status: row.status, cookingFrom: row.cooking_from }, new Date()),
    bill: storedBill(row),
    totalPaise: row.total_paise,
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
    hasRider: row.rider_id !== null,
    cancellationReason: row.cancellation_reason,
    ranOut: row.rejected_dishes ? (JSON.parse(row.rejected_dishes) as string[]) : [],
    readyAt: row.ready_at,
    deliveredAt: row.delivered_at,
    extraTip: row.extra_tip_method ? { paise: row.extra_tip_paise, method: row.extra_tip_method } : null,
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

export type ReorderOutcome =
  { ok: true; added: number; skipped: number } | { ok: false; code: "not-found" | "conflict" | "none-available" };

/**
 * Puts the order's dishes that are still available back in the cart (asking before replacing another
 * restaurant's cart), without those its restaurant said had run out when it rejected it.
 */
export async function reorder(userId: string, orderId: string, replace: boolean): Promise<ReorderOutcome> {
  const order = await findOrder(userId, orderId);
  if (!order) return { ok: false, code: "not-found" };
  let added = 0;
  let skipped = 0;
  for (const item of order.items) {
    if (!item.productId || order.ranOut.includes(item.productId)) {
      skipped += 1;
      continue;
    }
    const outcome = await addToCart(userId, {
      productId: item.productId,
      choices: item.choices.map((choice) => choice.optionId),
      quantity: item.quantity,
      replace,
    });
    if (outcome.ok) added += 1;
    else if (outcome.code === "conflict") return { ok: false, code: "conflict" };
    else skipped += 1;
  }
  if (added === 0) return { ok: false, code: "none-available" };
  return { ok: true, added, skipped };
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
