import { db } from "~/db/database.server";
import { logger } from "~/lib/logger.server";
import { fetchGatewayPayment, GatewayError, gatewaySettings } from "./gateway.server";
import { checkoutSignature, signaturesMatch } from "./signatures";
import { afterCapture, recordCapture } from "./captures.server";
import { apply, gatewayConfirms } from "./transitions.server";

export type VerifyOutcome =
  { kind: "paid" | "verifying"; orderId: string; purpose: "order" | "tip" } | { kind: "refused" };

/**
 * The checkout's answer (the modal's handler, or the hosted checkout's callback): the signature is
 * checked against our stored gateway order id, then the payment's order, amount and currency with the
 * gateway. When the gateway cannot be reached the attempt is "verifying": the webhook (or the next
 * check) completes it; nothing is marked paid on the signature alone. `sessionUserId`, when the
 * customer's session came along, must own the order.
 */
export async function verifyCheckout(
  input: { gatewayOrderId: string; paymentId: string; signature: string },
  sessionUserId: string | null,
): Promise<VerifyOutcome> {
  const settings = gatewaySettings();
  const payment = await db()
    .selectFrom("payments")
    .innerJoin("orders", "orders.id", "payments.order_id")
    .select([
      "payments.id",
      "payments.gateway_order_id",
      "payments.amount_paise",
      "payments.purpose",
      "orders.id as order_id",
      "orders.user_id",
    ])
    .where("payments.gateway_order_id", "=", input.gatewayOrderId)
    .executeTakeFirst();
  if (!settings || !payment) return { kind: "refused" };
  if (sessionUserId && payment.user_id !== sessionUserId) return { kind: "refused" };
  if (
    !signaturesMatch(checkoutSignature(payment.gateway_order_id, input.paymentId, settings.keySecret), input.signature)
  )
    return { kind: "refused" };
  let confirmed: boolean;
  try {
    confirmed = gatewayConfirms(await fetchGatewayPayment(settings, input.paymentId), payment);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    logger().warn(
      { err: error, orderId: payment.order_id },
      "payment gateway unavailable while verifying a payment; it stays 'verifying' until the webhook confirms it",
    );
    await apply(db(), payment.id, "verifyLater", { gateway_payment_id: input.paymentId });
    return { kind: "verifying", orderId: payment.order_id, purpose: payment.purpose };
  }
  if (!confirmed) return { kind: "refused" };
  await settleCapture(payment.gateway_order_id, input.paymentId);
  return { kind: "paid", orderId: payment.order_id, purpose: payment.purpose };
}

/** Records a confirmed capture in its transaction, then does what it leaves to do (a refund, an e-mail). */
async function settleCapture(gatewayOrderId: string, gatewayPaymentId: string): Promise<void> {
  await afterCapture(
    await db()
      .transaction()
      .execute((trx) => recordCapture(trx, gatewayOrderId, gatewayPaymentId)),
  );
}

/** Payments left 'verifying' (the gateway did not answer at checkout) are checked with the gateway again. */
export async function recheckVerifyingPayments(): Promise<number> {
  const settings = gatewaySettings();
  if (!settings) return 0;
  const waiting = await db()
    .selectFrom("payments")
    .select(["id", "gateway_order_id", "gateway_payment_id", "amount_paise"])
    .where("state", "=", "verifying")
    .execute();
  let settled = 0;
  for (const payment of waiting) {
    if (!payment.gateway_payment_id) continue;
    let taken;
    try {
      taken = await fetchGatewayPayment(settings, payment.gateway_payment_id);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      continue;
    }
    if (gatewayConfirms(taken, payment)) {
      await settleCapture(payment.gateway_order_id, payment.gateway_payment_id);
      settled += 1;
    } else if (taken.status === "failed") {
      if (await apply(db(), payment.id, "fail", { failure_reason: "The gateway reported the payment failed." }))
        settled += 1;
    }
  }
  return settled;
}

/**
 * What the checkout posted back, read: a signed payment is verified; anything else (a failure report, a
 * forgery) changes nothing and names no order: the customer goes to `/checkout/attempt/<gateway order>`,
 * which shows the order only to its owner. The gateway's own webhook records a failure.
 */
export async function answerCheckout(
  fields: Record<string, string | undefined>,
  sessionUserId: string | null,
): Promise<{ outcome: VerifyOutcome; redirectTo: string }> {
  const { razorpay_order_id: gatewayOrderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = fields;
  const outcome =
    gatewayOrderId && paymentId && signature
      ? await verifyCheckout({ gatewayOrderId, paymentId, signature }, sessionUserId)
      : ({ kind: "refused" } as const);
  if (outcome.kind !== "refused")
    return {
      outcome,
      redirectTo:
        outcome.purpose === "tip"
          ? `/profile/orders/${outcome.orderId}?tip=${outcome.kind}`
          : `/checkout/result/${outcome.orderId}?status=${outcome.kind}`,
    };
  const attempt = gatewayOrderId ?? metadataOrderId(fields["error[metadata]"]) ?? "";
  const status = signature ? "unverified" : "failed";
  return { outcome, redirectTo: `/checkout/attempt/${encodeURIComponent(attempt)}?status=${status}` };
}

/** The gateway order a failure report names in its JSON metadata, if it names one. */
function metadataOrderId(value: string | undefined): string | undefined {
  try {
    const parsed: unknown = value ? JSON.parse(value) : {};
    const orderId = typeof parsed === "object" && parsed !== null ? (parsed as { order_id?: unknown }).order_id : null;
    return typeof orderId === "string" ? orderId : undefined;
  } catch {
    return undefined;
  }
}
