import { db } from "~/db/database.server";
import { PAYMENT_METHODS, type PaymentMethod } from "~/features/cart/cart-rules";
import { periodStart, type HistoryPeriod } from "./payment-rules";

export interface PaymentRecord {
  /** Tells records apart (an order may have several payments). */
  key: string;
  orderId: string;
  restaurantName: string;
  /** The order's payment, a tip given online after delivery, or a refund of either. */
  kind: "payment" | "tip" | "refund";
  /** The order's payment method; null for a tip (paid online whatever the order's method). */
  method: string | null;
  amountPaise: number;
  status: string;
  at: string;
}

/**
 * The customer's real payments and refunds, newest first: online payments the gateway took (each
 * attempt that took money, so a second capture and its refund show too), tips paid online after
 * delivery, cash collected on delivered orders, and refunds.
 */
export async function paymentHistory(
  userId: string,
  period: HistoryPeriod,
  now = new Date(),
): Promise<PaymentRecord[]> {
  const start = periodStart(period, now)?.toISOString() ?? "";
  const [online, cash] = await Promise.all([
    db()
      .selectFrom("payments")
      .innerJoin("orders", "orders.id", "payments.order_id")
      .select([
        "orders.id",
        "orders.restaurant_name",
        "orders.payment_method",
        "payments.id as payment_id",
        "payments.purpose",
        "payments.amount_paise",
        "payments.state",
        "payments.captured_at",
        "payments.updated_at",
      ])
      .where("orders.user_id", "=", userId)
      .where("payments.captured_at", "is not", null)
      .where("payments.captured_at", ">=", start)
      .execute(),
    db()
      .selectFrom("orders")
      .select(["id", "restaurant_name", "payment_method", "total_paise", "updated_at"])
      .where("user_id", "=", userId)
      .where("payment_method", "=", "COD")
      .where("status", "=", "Delivered")
      .where("created_at", ">=", start)
      .execute(),
  ]);
  const records: PaymentRecord[] = [];
  for (const payment of online) {
    const tip = payment.purpose === "tip";
    const base = {
      orderId: payment.id,
      restaurantName: payment.restaurant_name,
      method: tip ? null : payment.payment_method,
      amountPaise: payment.amount_paise,
    };
    const paid = { ...base, key: payment.payment_id, kind: tip ? "tip" : "payment", status: "Paid" } as const;
    records.push({ ...paid, at: payment.captured_at! });
    const refund = { ...base, key: `${payment.payment_id}-refund`, kind: "refund" } as const;
    if (payment.state === "refunded") records.push({ ...refund, status: "Refunded", at: payment.updated_at });
    else if (payment.state === "refund_requested" || payment.state === "refund_failed")
      records.push({ ...refund, status: "Refund pending", at: payment.updated_at });
  }
  for (const order of cash) {
    records.push({
      key: `${order.id}-cash`,
      orderId: order.id,
      restaurantName: order.restaurant_name,
      kind: "payment",
      method: order.payment_method,
      amountPaise: order.total_paise,
      status: "Paid in cash",
      at: order.updated_at,
    });
  }
  return records.sort((a, b) => b.at.localeCompare(a.at));
}

export async function receipts(userId: string) {
  return db()
    .selectFrom("orders")
    .select(["id", "restaurant_name", "total_paise", "created_at", "status"])
    .where("user_id", "=", userId)
    .where("status", "!=", "Pending Payment")
    .orderBy("created_at", "desc")
    .execute();
}

export async function preferredMethod(userId: string): Promise<PaymentMethod> {
  const row = await db()
    .selectFrom("users")
    .select("preferred_payment_method")
    .where("id", "=", userId)
    .executeTakeFirst();
  const value = row?.preferred_payment_method;
  return PAYMENT_METHODS.includes(value as PaymentMethod) ? (value as PaymentMethod) : "UPI";
}
