import { describe, expect, it } from "vitest";
import { checkoutSignature, signaturesMatch, webhookSignature } from "./signatures";

describe("payment signatures", () => {
  it("signs order|payment with the key secret (Razorpay's documented example shape)", () => {
    const signature = checkoutSignature("order_IEIaMR65cu6nz3", "pay_IH4NVgf4Dreq1l", "secret");
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(signaturesMatch(signature, checkoutSignature("order_IEIaMR65cu6nz3", "pay_IH4NVgf4Dreq1l", "secret"))).toBe(true);
    expect(signaturesMatch(signature, checkoutSignature("order_IEIaMR65cu6nz3", "pay_other", "secret"))).toBe(false);
    expect(signaturesMatch(signature, checkoutSignature("order_IEIaMR65cu6nz3", "pay_IH4NVgf4Dreq1l", "other"))).toBe(false);
  });
  it("signs webhook bodies and refuses tampered or malformed ones", () => {
    const body = JSON.stringify({ event: "payment.captured" });
    const signature = webhookSignature(body, "whsec");
    expect(signaturesMatch(signature, webhookSignature(body, "whsec"))).toBe(true);
    expect(signaturesMatch(signature, webhookSignature(`${body} `, "whsec"))).toBe(false);
    expect(signaturesMatch(signature, "")).toBe(false);
    expect(signaturesMatch(signature, "zz")).toBe(false);
  });
});
