import { describe, expect, it } from "vitest";
import { checkoutSignature, signaturesMatch, webhookSignature } from "./signatures";

/**
 * Known answers computed outside this code base, with OpenSSL, as Razorpay documents the signatures:
 *   printf '%s' 'order_IEIaMR65cu6nz3|pay_IH4NVgf4Dreq1l' | openssl dgst -sha256 -hmac 'EnLs21M47BllR3X8PSFtjtbd'
 *   printf '%s' "$WEBHOOK_BODY" | openssl dgst -sha256 -hmac 'whsec_test_12345'
 * Changing what is signed (say, "payment|order") fails these, as it would fail every real payment.
 */
const CHECKOUT = {
  orderId: "order_IEIaMR65cu6nz3",
  paymentId: "pay_IH4NVgf4Dreq1l",
  keySecret: "EnLs21M47BllR3X8PSFtjtbd",
  signature: "0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f",
};
const WEBHOOK = {
  body: '{"entity":"event","account_id":"acc_BFQ7uQEaa7j2z7","event":"payment.captured","contains":["payment"],"payload":{"payment":{"entity":{"id":"pay_DESlfW9H8K9uqM","order_id":"order_DESlLckIVRkHWj","amount":100,"currency":"INR"}}},"created_at":1567674606}',
  secret: "whsec_test_12345",
  signature: "1e0fbf62c45fcc8c031ccc00763f7f396acc5e55c393d3455c7eabc18bd72893",
};

describe("payment signatures (known answers from OpenSSL)", () => {
  it("signs a checkout as HMAC-SHA256 of order_id|payment_id with the key secret", () => {
    expect(checkoutSignature(CHECKOUT.orderId, CHECKOUT.paymentId, CHECKOUT.keySecret)).toBe(CHECKOUT.signature);
    expect(checkoutSignature(CHECKOUT.paymentId, CHECKOUT.orderId, CHECKOUT.keySecret)).not.toBe(CHECKOUT.signature);
  });
  it("signs a webhook as HMAC-SHA256 of the raw body with the webhook secret", () => {
    expect(webhookSignature(WEBHOOK.body, WEBHOOK.secret)).toBe(WEBHOOK.signature);
    expect(webhookSignature(`${WEBHOOK.body}\n`, WEBHOOK.secret)).not.toBe(WEBHOOK.signature);
  });
  it("compares in constant time, and anything malformed is simply not equal", () => {
    expect(signaturesMatch(CHECKOUT.signature, CHECKOUT.signature)).toBe(true);
    expect(signaturesMatch(CHECKOUT.signature, CHECKOUT.signature.toUpperCase())).toBe(false);
    expect(signaturesMatch(CHECKOUT.signature, "")).toBe(false);
    expect(signaturesMatch(CHECKOUT.signature, "zz")).toBe(false);
  });
});
