import { describe, expect, it } from "vitest";
import {
  moneyTaken,
  nextState,
  orderPaid,
  PAYMENT_EVENTS,
  PAYMENT_LABELS,
  PAYMENT_STATES,
  paymentLabel,
  paymentStanding,
  type PaymentEvent,
  type PaymentStanding,
} from "./payment-states";

describe("the payment state machine", () => {
  it("never fails, expires or re-captures a payment whose money was taken", () => {
    for (const state of PAYMENT_STATES.filter(moneyTaken)) {
      for (const event of ["fail", "expire", "capture", "verifyLater"] as PaymentEvent[])
        expect(nextState(state, event), `${event} in ${state}`).toBeNull();
    }
  });
  it("accepts a capture after a reported failure or an expiry (the customer paid anyway), which is then refunded by the caller", () => {
    expect(nextState("failed", "capture")).toBe("captured");
    expect(nextState("expired", "capture")).toBe("captured");
    expect(nextState("verifying", "capture")).toBe("captured");
  });
  it("requests a refund once, and lets a refused one be retried or still complete", () => {
    expect(nextState("captured", "requestRefund")).toBe("refund_requested");
    expect(nextState("refund_requested", "requestRefund")).toBeNull();
    expect(nextState("refund_requested", "refundFailed")).toBe("refund_failed");
    expect(nextState("refund_failed", "retryRefund")).toBe("refund_requested");
    expect(nextState("refund_failed", "refunded")).toBe("refunded");
    expect(nextState("refunded", "refunded")).toBeNull();
    expect(nextState("refunded", "refundFailed")).toBeNull();
  });
  it("lists only known states in every rule", () => {
    for (const rule of Object.values(PAYMENT_EVENTS)) {
      for (const state of [...rule.from, rule.to]) expect(PAYMENT_STATES).toContain(state);
    }
  });
});

describe("paymentLabel", () => {
  it("derives the order's payment label from its method, status and attempts", () => {
    expect(paymentLabel("COD", "Confirmed", [])).toBe("Pending (cash on delivery)");
    expect(paymentLabel("COD", "Delivered", [])).toBe("Paid (cash on delivery)");
    expect(paymentLabel("COD", "Cancelled", [])).toBe("Not charged");
    expect(paymentLabel("UPI", "Pending Payment", ["created"])).toBe("Pending");
    expect(paymentLabel("UPI", "Pending Payment", ["failed", "verifying"])).toBe("Verifying");
    expect(paymentLabel("UPI", "Confirmed", ["failed", "captured"])).toBe("Paid");
    expect(paymentLabel("UPI", "Confirmed", ["captured", "refund_requested"])).toBe(
      "Paid · a second payment is being refunded",
    );
    expect(paymentLabel("UPI", "Confirmed", ["refunded", "captured"])).toBe("Paid · a second payment was refunded");
    expect(paymentLabel("UPI", "Cancelled", ["refund_requested"])).toBe("Refund pending");
    expect(paymentLabel("UPI", "Cancelled", ["refunded"])).toBe("Refunded");
    expect(paymentLabel("UPI", "Cancelled", ["refund_failed"])).toBe("Refund failed");
    expect(paymentLabel("UPI", "Cancelled", ["expired"])).toBe("Not completed");
  });
});

describe("paymentStanding", () => {
  it("is the code each label says, and an order is paid online or in cash only when a label says Paid", () => {
    expect(paymentStanding("COD", "Delivered", [])).toBe("cash-paid");
    expect(paymentStanding("UPI", "Confirmed", ["captured", "refund_failed"])).toBe("paid-second-refunding");
    expect(paymentStanding("UPI", "Pending Payment", ["verifying"])).toBe("verifying");
    for (const standing of Object.keys(PAYMENT_LABELS) as PaymentStanding[])
      expect(orderPaid(standing)).toBe(
        PAYMENT_LABELS[standing].startsWith("Paid ") || PAYMENT_LABELS[standing] === "Paid",
      );
  });
});
