import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { readSession } from "~/features/accounts/session.server";
import { ENHANCED_FIELD } from "~/lib/enhanced";
import { publicHref } from "~/lib/public-url.server";
import { handleWebhook, verifyCheckout } from "./payments.server";

/**
 * POST /checkout/verify: the checkout's answer. Handled before React Router and the cross-site check,
 * because Razorpay's hosted checkout posts it from its own site (without our Lax session cookie); the
 * HMAC signature over our stored gateway order id is what authenticates it. An answer without a valid
 * signature (a failure report, a forgery) changes nothing and names no order: the customer goes to
 * `/checkout/attempt/<gateway order>`, which shows the order only to its owner. The gateway's own
 * webhook records a failure.
 */
export async function handlePaymentCallback(req: ExpressRequest, res: ExpressResponse): Promise<void> {
  const body = (req.body ?? {}) as Record<string, string | undefined>;
  const enhanced = body[ENHANCED_FIELD] === "1";
  const session = await readSession(
    new Request(publicHref(req.originalUrl), { headers: { Cookie: req.get("Cookie") ?? "" } }),
  );
  const gatewayOrderId = body.razorpay_order_id ?? parseMetadata(body["error[metadata]"]).order_id ?? "";
  const outcome =
    body.razorpay_order_id && body.razorpay_payment_id && body.razorpay_signature
      ? await verifyCheckout(
          {
            gatewayOrderId: body.razorpay_order_id,
            paymentId: body.razorpay_payment_id,
            signature: body.razorpay_signature,
          },
          session?.user.id ?? null,
        )
      : ({ kind: "refused" } as const);
  if (enhanced) {
    res.status(outcome.kind === "refused" ? 400 : 200).json({ status: outcome.kind });
    return;
  }
  const failed = body.razorpay_signature ? "unverified" : "failed";
  res.redirect(
    303,
    outcome.kind === "refused"
      ? `/checkout/attempt/${encodeURIComponent(gatewayOrderId)}?status=${failed}`
      : `/checkout/result/${outcome.orderId}?status=${outcome.kind}`,
  );
}

function parseMetadata(value: string | undefined): { order_id?: string } {
  try {
    const parsed: unknown = value ? JSON.parse(value) : {};
    return typeof parsed === "object" &&
      parsed !== null &&
      typeof (parsed as { order_id?: unknown }).order_id === "string"
      ? (parsed as { order_id: string })
      : {};
  } catch {
    return {};
  }
}

/** POST /webhooks/razorpay: answered fast; the raw body is what the signature covers. */
export async function handleRazorpayWebhook(req: ExpressRequest, res: ExpressResponse): Promise<void> {
  const rawBody = typeof req.body === "string" ? req.body : "";
  const outcome = await handleWebhook(
    rawBody,
    req.get("X-Razorpay-Signature") ?? "",
    req.get("X-Razorpay-Event-Id") ?? "",
  );
  res.status(outcome === "bad-signature" ? 400 : 200).json({ status: outcome });
}
