import crypto from "node:crypto";

/** Razorpay's checkout signature: HMAC-SHA256 of "order_id|payment_id" with the key secret, hex. */
export function checkoutSignature(gatewayOrderId: string, paymentId: string, keySecret: string): string {
  return crypto.createHmac("sha256", keySecret).update(`${gatewayOrderId}|${paymentId}`).digest("hex");
}

/** Razorpay's webhook signature: HMAC-SHA256 of the raw body with the webhook secret, hex. */
export function webhookSignature(rawBody: string, webhookSecret: string): string {
  return crypto.createHmac("sha256", webhookSecret).update(rawBody).digest("hex");
}

/** Compares signatures in constant time; anything malformed is simply not equal. */
export function signaturesMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given, "utf8");
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
