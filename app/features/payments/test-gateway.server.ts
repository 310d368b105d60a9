import crypto from "node:crypto";
import { logger } from "~/lib/logger.server";
import { TEST_GATEWAY } from "./gateway.server";
import { checkoutSignature, webhookSignature } from "./signatures";

/**
 * The built-in test payment gateway (APP_ENV=development without a Razorpay key). It speaks Razorpay's HTTP
 * contract for what the app uses: orders, payments, refunds, a hosted checkout with Pay / Fail /
 * Cancel, the signed callback and webhooks. No real money moves. State is in memory.
 */
interface TestOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
}

interface TestPayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: "captured" | "failed" | "refunded";
}

const orders = new Map<string, TestOrder>();
const payments = new Map<string, TestPayment>();
const refunds = new Map<string, { id: string; payment_id: string; amount: number; status: string }>();
const refundsByKey = new Map<string, { id: string; payment_id: string; amount: number; status: string }>();

function randomId(prefix: string): string {
  return `${prefix}_${crypto.randomBytes(7).toString("base64url")}`;
}

/** API calls must carry the test key as HTTP basic auth, as Razorpay's do. */
export function authorised(authorization: string | undefined): boolean {
  const expected = `Basic ${Buffer.from(`${TEST_GATEWAY.keyId}:${TEST_GATEWAY.keySecret}`).toString("base64")}`;
  return authorization === expected;
}

export function createOrder(amount: unknown, currency: unknown, receipt: unknown): TestOrder | null {
  if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100 || currency !== "INR") return null;
  const order = { id: randomId("order"), amount, currency, receipt: String(receipt ?? "") };
  orders.set(order.id, order);
  return order;
}

export function findOrder(orderId: string): TestOrder | undefined {
  return orders.get(orderId);
}

export function findPayment(paymentId: string): TestPayment | undefined {
  return payments.get(paymentId);
}

/** Same-origin paths only: the checkout returns to the app that opened it, nowhere else. */
export function sameOriginUrl(value: unknown, origin: string): string | null {
  if (typeof value !== "string") return null;
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? url.toString() : null;
  } catch {
    return null;
  }
}

async function sendWebhook(origin: string, event: string, payload: Record<string, unknown>): Promise<void> {
  const body = JSON.stringify({ entity: "event", event, payload, created_at: Math.floor(Date.now() / 1000) });
  await fetch(`${origin}/webhooks/razorpay`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Razorpay-Signature": webhookSignature(body, TEST_GATEWAY.webhookSecret),
      "X-Razorpay-Event-Id": randomId("evt"),
    },
    body,
    signal: AbortSignal.timeout(5000),
  }).catch((error: unknown) => logger().warn({ err: error, event }, "test gateway could not deliver a webhook"));
}

export interface CheckoutResult {
  fields: Record<string, string>;
}

/** The customer pressed Pay: the payment is captured, the callback fields signed, the webhook sent. */
export function pay(order: TestOrder, origin: string): CheckoutResult {
  const payment: TestPayment = {
    id: randomId("pay"),
    order_id: order.id,
    amount: order.amount,
    currency: order.currency,
    status: "captured",
  };
  payments.set(payment.id, payment);
  void sendWebhook(origin, "payment.captured", { payment: { entity: payment } });
  return {
    fields: {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: checkoutSignature(order.id, payment.id, TEST_GATEWAY.keySecret),
    },
  };
}

/** The customer pressed Fail: the payment fails as a declined card would. */
export function fail(order: TestOrder, origin: string): CheckoutResult {
  const payment: TestPayment = {
    id: randomId("pay"),
    order_id: order.id,
    amount: order.amount,
    currency: order.currency,
    status: "failed",
  };
  payments.set(payment.id, payment);
  const description = "Your payment was declined by the bank (test).";
  void sendWebhook(origin, "payment.failed", { payment: { entity: { ...payment, error_description: description } } });
  return {
    fields: {
      "error[code]": "BAD_REQUEST_ERROR",
      "error[description]": description,
      "error[metadata]": JSON.stringify({ payment_id: payment.id, order_id: order.id }),
    },
  };
}

/** Refunds a captured payment; the same idempotency key (X-Refund-Idempotency) gets the same refund back. */
export function refund(paymentId: string, amount: unknown, origin: string, idempotencyKey: string | undefined) {
  const earlier = idempotencyKey ? refundsByKey.get(idempotencyKey) : undefined;
  if (earlier) return earlier;
  const payment = payments.get(paymentId);
  if (!payment || payment.status !== "captured") return null;
  const value = typeof amount === "number" ? amount : payment.amount;
  if (value <= 0 || value > payment.amount) return null;
  payment.status = "refunded";
  const record = { id: randomId("rfnd"), payment_id: paymentId, amount: value, status: "processed" };
  refunds.set(record.id, record);
  if (idempotencyKey) refundsByKey.set(idempotencyKey, record);
  void sendWebhook(origin, "refund.processed", { refund: { entity: record } });
  return record;
}
