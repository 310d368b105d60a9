import { describe, expect, it } from "vitest";
import { brokenOrderLimit, ORDER_LIMITS } from "./order-limits";

const lines = (count: number, quantity = 1) => Array.from({ length: count }, () => ({ quantity }));

describe("what one order may hold (security probe N17)", () => {
  it("allows up to the limits, and names the first one broken", () => {
    const order = { lines: lines(25, 2), totalPaise: ORDER_LIMITS.codMaxPaise, cod: true, openCodOrders: 2 };
    expect(brokenOrderLimit(order)).toBeNull();
    expect(brokenOrderLimit({ ...order, lines: lines(26) })).toBe("lines");
    expect(brokenOrderLimit({ ...order, lines: [...lines(24, 2), { quantity: 3 }] })).toBe("items");
    expect(brokenOrderLimit({ ...order, totalPaise: ORDER_LIMITS.codMaxPaise + 1 })).toBe("cod-value");
    expect(brokenOrderLimit({ ...order, openCodOrders: 3 })).toBe("open-cod-orders");
  });

  it("puts no ceiling on an order paid online", () => {
    const paidOnline = { lines: lines(2), totalPaise: 2_00_000_00, cod: false, openCodOrders: 10 };
    expect(brokenOrderLimit(paidOnline)).toBeNull();
  });
});
