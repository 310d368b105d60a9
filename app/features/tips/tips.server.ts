import { db } from "~/db/database.server";
import { recordAttempt, stepOf, type PaymentStep } from "~/features/payments/attempts.server";
import { createGatewayOrder, GatewayError, gatewaySettings } from "~/features/payments/gateway.server";
import { tipAfterDelivery, type TipAfterDelivery } from "./tip-rules";

/**
 * Tips given after checkout (decision 0033): online after delivery, as a payment of its own, or in cash
 * to the rider at the door. Either way an order holds one, apart from its bill's tip, and all of it is
 * the rider's (the restaurant's, for its own deliveries).
 */

/** The customer's order, as tipping after delivery reads it; undefined when it is not theirs. */
async function tippable(userId: string, orderId: string) {
  const order = await db()
    .selectFrom("orders")
    .select(["restaurant_name", "status", "delivered_at", "extra_tip_paise"])
    .where("id", "=", orderId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return (
    order && {
      restaurantName: order.restaurant_name,
      rule: tipAfterDelivery(
        { status: order.status, deliveredAt: order.delivered_at, extraTipPaise: order.extra_tip_paise },
        new Date(),
      ),
    }
  );
}

export type TipAttemptOutcome =
  { ok: true } | Exclude<TipAfterDelivery, { ok: true }> | { ok: false; code: "not-found" | "unavailable" | "gateway" };

/**
 * Opens an online payment of `paise` to tip a delivered order (a gateway order and its payments row, purpose
 * 'tip'), unless an open one for that amount exists. Only from a POST; the tip is given when the gateway
 * confirms the payment (`recordCapture`).
 */
export async function openTipAttempt(userId: string, orderId: string, paise: number): Promise<TipAttemptOutcome> {
  const order = await tippable(userId, orderId);
  if (!order) return { ok: false, code: "not-found" };
  if (!order.rule.ok) return order.rule;
  const settings = gatewaySettings();
  if (!settings) return { ok: false, code: "unavailable" };
  const open = await db()
    .selectFrom("payments")
    .select("id")
    .where("order_id", "=", orderId)
    .where("purpose", "=", "tip")
    .where("state", "=", "created")
    .where("amount_paise", "=", paise)
    .executeTakeFirst();
  if (open) return { ok: true };
  try {
    const gatewayOrder = await createGatewayOrder(settings, paise, `tip-${orderId}`);
    if (gatewayOrder.amount !== paise || gatewayOrder.currency !== "INR") return { ok: false, code: "gateway" };
    await recordAttempt(orderId, "tip", gatewayOrder.id, paise);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    return { ok: false, code: "gateway" };
  }
  return { ok: true };
}

/**
 * The latest open tip payment of the customer's order with its restaurant's name, while it may still be
 * tipped; null otherwise, "not-found" when the order is not theirs.
 */
export async function tipPaymentStep(
  userId: string,
  orderId: string,
): Promise<{ step: PaymentStep; restaurantName: string } | "not-found" | null> {
  const settings = gatewaySettings();
  const order = await tippable(userId, orderId);
  if (!order) return "not-found";
  if (!settings || !order.rule.ok) return null;
  const payment = await db()
    .selectFrom("payments")
    .select(["gateway_order_id", "amount_paise"])
    .where("order_id", "=", orderId)
    .where("purpose", "=", "tip")
    .where("state", "=", "created")
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  return payment ? { step: stepOf(settings, userId, orderId, payment), restaurantName: order.restaurantName } : null;
}
