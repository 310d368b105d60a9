import { describe, expect, it } from "vitest";
import { fixedT } from "~/lib/i18n";
import { parseSearch } from "~/lib/search-params.server";
import {
  cannotCancelMessage,
  countdownText,
  customerCanCancel,
  displayOrderId,
  displayStatus,
  displayStatusText,
  estimatedDelivery,
  inTab,
  isActive,
  nextStatus,
  orderTabText,
  statusText,
} from "./order-status";
import { orderListQuerySchema } from "./orders-query.server";

describe("order status rules", () => {
  it("maps order statuses to display statuses, unknown as preparing", () => {
    expect(displayStatus("Confirmed")).toBe("preparing");
    expect(displayStatus("Preparing")).toBe("preparing");
    expect(displayStatus("Out for Delivery")).toBe("on_the_way");
    expect(displayStatus("Delivered")).toBe("delivered");
    expect(displayStatus("Cancelled")).toBe("cancelled");
    expect(displayStatus("Whatever")).toBe("preparing");
  });
  it("moves orders one step along the timeline, and no further", () => {
    expect(nextStatus("Confirmed")).toBe("Preparing");
    expect(nextStatus("Preparing")).toBe("Out for Delivery");
    expect(nextStatus("Out for Delivery")).toBe("Delivered");
    for (const end of ["Delivered", "Cancelled", "Pending Payment", "Whatever"]) expect(nextStatus(end)).toBeNull();
  });
  it("knows which orders are active and which tab they belong to", () => {
    expect(["Confirmed", "Preparing", "Out for Delivery"].every(isActive)).toBe(true);
    expect(isActive("Delivered")).toBe(false);
    expect(["Confirmed", "Preparing"].every(customerCanCancel)).toBe(true);
    expect(["Out for Delivery", "Delivered", "Cancelled", "Pending Payment"].some(customerCanCancel)).toBe(false);
    expect(inTab("Delivered", "completed")).toBe(true);
    expect(inTab("Cancelled", "active")).toBe(false);
    expect(inTab("Pending Payment", "all")).toBe(false);
  });
  it("estimates delivery 35 minutes after the order and counts down", () => {
    const en = fixedT("en");
    const eta = estimatedDelivery({ createdAt: "2026-11-22T10:00:00.000Z", deliveryMinutes: 35, scheduledFor: null });
    expect(eta.toISOString()).toBe("2026-11-22T10:35:00.000Z");
    expect(countdownText(eta, new Date("2026-11-22T10:36:00Z"), en)).toBe("Any moment now");
    expect(countdownText(eta, new Date("2026-11-22T10:35:00Z"), en)).toBe("Any moment now");
    expect(countdownText(eta, new Date("2026-11-22T10:34:30Z"), en)).toBe("1 min");
    expect(countdownText(eta, new Date("2026-11-22T10:10:00Z"), en)).toBe("25 mins");
    expect(countdownText(new Date("2026-11-22T12:00:00Z"), new Date("2026-11-22T10:55:00Z"), en)).toBe("1 hr 5 mins");
    expect(countdownText(new Date("2026-11-22T13:00:00Z"), new Date("2026-11-22T11:00:00Z"), en)).toBe("2 hrs");
    expect(countdownText(new Date("2026-11-22T12:01:00Z"), new Date("2026-11-22T11:00:00Z"), en)).toBe("1 hr 1 min");
  });
  it("says statuses, the countdown and the tabs in Hindi", () => {
    const hi = fixedT("hi");
    const eta = new Date("2026-11-22T12:00:00Z");
    expect(countdownText(eta, new Date("2026-11-22T12:01:00Z"), hi)).toBe("बस पहुँचने ही वाला है");
    expect(countdownText(eta, new Date("2026-11-22T11:35:00Z"), hi)).toBe("25 मिनट");
    expect(countdownText(eta, new Date("2026-11-22T10:55:00Z"), hi)).toBe("1 घंटा 5 मिनट");
    expect(countdownText(eta, new Date("2026-11-22T10:00:00Z"), hi)).toBe("2 घंटे");
    expect(statusText("Out for Delivery", hi)).toBe("डिलीवरी के लिए निकला");
    expect(statusText("Scheduled", hi)).toBe("शेड्यूल किया गया");
    expect(statusText("Delivered", fixedT("en"))).toBe("Delivered");
    expect(displayStatusText(displayStatus("Out for Delivery"), hi)).toBe("रास्ते में");
    expect(displayStatusText(displayStatus("Confirmed", true), fixedT("en"))).toBe("Scheduled");
    expect(orderTabText("active", 2, hi)).toBe("चालू (2)");
    expect(orderTabText("cancelled", 1, fixedT("en"))).toBe("Cancelled (1)");
    expect(hi(cannotCancelMessage("Delivered"))).toBe("यह ऑर्डर डिलीवर हो चुका है और अब इसे रद्द नहीं किया जा सकता।");
    expect(cannotCancelMessage("Out for Delivery")).toBe(
      "This order is out for delivery and can no longer be cancelled.",
    );
  });
  it("shows the last eight characters of the id, upper-cased", () => {
    expect(displayOrderId("66f1c2d3e4f5a6b7c8d9e0f1")).toBe("C8D9E0F1");
  });
});

describe("orderListQuerySchema", () => {
  it("reads the tab and search, falling back to all orders", () => {
    expect(parseSearch(new URLSearchParams("tab=cancelled&q=+biryani+"), orderListQuerySchema)).toEqual({
      tab: "cancelled",
      q: "biryani",
    });
    expect(parseSearch(new URLSearchParams("tab=hasOwnProperty"), orderListQuerySchema)).toEqual({ tab: "all", q: "" });
  });
});
