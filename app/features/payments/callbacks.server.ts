import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { getCurrentUser } from "~/features/accounts/session.server";
import { publicHref } from "~/lib/public-url.server";
import { handleWebhook, recordCheckoutFailure, verifyCheckout } from "./payments.server";


/**
 * POST /checkout/verify: the checkout's answer. Handled before React Router and the cross-site check,
 * because Razorpay's hosted checkout posts it from its own site (without our Lax session cookie); the
 * HMAC signature over our stored gateway order id is what authenticates it.
 */
export async function handlePaymentCallback(req: ExpressRequest, res: ExpressResponse): Promise<void> {
  const body = (req.body ?? {}) as Record<string, string | undefined>;
  const enhanced = body._enhanced === "1";
  const user = await getCurrentUser(new Request(publicHref(req.originalUrl), { headers: { Cookie: req.get("Cookie") ?? "" } }));
  let orderId: string | null = null;
  let ok = false;
  let message = "";
  if (body.razorpay_order_id && body.razorpay_payment_id && body.razorpay_signature) {
    const outcome = await verifyCheckout(
      { gatewayOrderId: body.razorpay_order_id, paymentId: body.razorpay_payment_id, signature: body.razorpay_signature },
      user?.id ?? null,
    );
    orderId = outcome.orderId;
    ok = outcome.ok;
    message = outcome.ok ? "" : outcome.message;
  } else {
    const metadata = parseMetadata(body["error[metadata]"]);
    const gatewayOrderId = body.razorpay_order_id ?? metadata.order_id;
    message = body["error[description]"] || "Payment processing failed. Please try again.";
    orderId = gatewayOrderId ? await recordCheckoutFailure(gatewayOrderId, message) : null;
  }
  if (enhanced) {
    res.status(ok ? 200 : 400).json({ ok, orderId, message });
    return;
  }
  const target = orderId ? `/checkout/result/${orderId}?status=${ok ? "paid" : "failed"}` : "/profile/orders";
  res.redirect(303, target);
}

function parseMetadata(value: string | undefined): { order_id?: string } {
  try {
    return value ? (JSON.parse(value) as { order_id?: string }) : {};
  } catch {
    return {};
  }
}

/** POST /webhooks/razorpay: answered fast; the raw body is what the signature covers. */
export async function handleRazorpayWebhook(req: ExpressRequest, res: ExpressResponse): Promise<void> {
  const rawBody = typeof req.body === "string" ? req.body : "";
  const outcome = await handleWebhook(rawBody, req.get("X-Razorpay-Signature") ?? "", req.get("X-Razorpay-Event-Id") ?? "");
  res.status(outcome === "bad-signature" ? 400 : 200).json({ status: outcome });
}
