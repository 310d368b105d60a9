import { db } from "~/db/database.server";
import { PAYMENT_METHODS, type PaymentMethod } from "~/features/cart/cart-rules";
import { periodStart, type HistoryPeriod } from "./payment-rules";

export interface PaymentRecord {
  orderId: string;
  restaurantName: string;
  kind: "payment" | "refund";
  method: string;
  amountPaise: number;
  status: string;
  at: string;
}

/**
 * The customer's real payments and refunds, newest first: online payments that went through, cash
 * collected on delivered orders, and refunds of cancelled paid orders.
 */
export async function paymentHistory(userId: string, period: HistoryPeriod, now = new Date()): Promise<PaymentRecord[]> {
  const start = periodStart(period, now)?.toISOString() ?? "";
  const orders = await db()
    .selectFrom("orders")
    .leftJoin("payments", (join) => join.onRef("payments.order_id", "=", "orders.id").on("payments.status", "=", "paid"))
    .select(["orders.id", "orders.restaurant_name", "orders.payment_method", "orders.payment_status", "orders.status", "orders.total_paise", "orders.created_at", "orders.updated_at", "payments.updated_at as paid_at", "payments.refund_status"])
    .where("orders.user_id", "=", userId)
    .where("orders.created_at", ">=", start)
    .orderBy("orders.created_at", "desc")
    .execute();
  const records: PaymentRecord[] = [];
  for (const order of orders) {
    const base = { orderId: order.id, restaurantName: order.restaurant_name, method: order.payment_method, amountPaise: order.total_paise };
    if (order.paid_at) {
      records.push({ ...base, kind: "payment", status: "Paid", at: order.paid_at });
      if (order.refund_status) records.push({ ...base, kind: "refund", status: order.refund_status === "processed" ? "Refunded" : "Refund pending", at: order.updated_at });
    } else if (order.payment_method === "COD" && order.status === "Delivered") {
      records.push({ ...base, kind: "payment", status: "Paid in cash", at: order.updated_at });
    }
  }
  return records;
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
  const row = await db().selectFrom("users").select("preferred_payment_method").where("id", "=", userId).executeTakeFirst();
  const value = row?.preferred_payment_method;
  return PAYMENT_METHODS.includes(value as PaymentMethod) ? (value as PaymentMethod) : "UPI";
}

export async function savePreferredMethod(userId: string, method: PaymentMethod): Promise<void> {
  await db().updateTable("users").set({ preferred_payment_method: method }).where("id", "=", userId).execute();
}
