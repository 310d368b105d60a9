import { describe, expect, it } from "vitest";
import { checkPromo, priceOrder } from "./pricing";

const line = (rupees: number, quantity = 1) => ({ unitPricePaise: Math.round(rupees * 100), quantity });

describe("priceOrder", () => {
  it("is all zero for an empty cart", () => {
    expect(priceOrder([], "SAVE20").totalPaise).toBe(0);
  });

  it("adds delivery below ₹35, service fee and 8% tax", () => {
    const price = priceOrder([line(10, 2)], null);
    expect(price).toMatchObject({ subtotalPaise: 2000, deliveryFeePaise: 399, serviceFeePaise: 250, taxPaise: 160, discountPaise: 0 });
    expect(price.totalPaise).toBe(2000 + 399 + 250 + 160);
  });

  it("makes delivery free at exactly ₹35 of discounted subtotal", () => {
    expect(priceOrder([line(35)], null).deliveryFeePaise).toBe(0);
    expect(priceOrder([line(34.99)], null).deliveryFeePaise).toBe(399);
  });

  it("applies SAVE20 at its ₹25 minimum and not below", () => {
    const at = priceOrder([line(25)], "save20");
    expect(at).toMatchObject({ subtotalPaise: 2500, discountPaise: 500, deliveryFeePaise: 399, taxPaise: 200 });
    expect(at.promo).toEqual({ code: "SAVE20", applied: true, message: null });
    expect(at.totalPaise).toBe(2500 + 399 + 250 + 200 - 500);
    const below = priceOrder([line(24.99)], "SAVE20");
    expect(below.discountPaise).toBe(0);
    expect(below.promo).toEqual({ code: "SAVE20", applied: false, message: "Minimum order of ₹25 required." });
  });

  it("applies FLAT10 at its ₹30 minimum, and the discount can cost free delivery", () => {
    const at = priceOrder([line(30)], "FLAT10");
    expect(at).toMatchObject({ discountPaise: 1000, deliveryFeePaise: 399, taxPaise: 240 });
    const forty = priceOrder([line(40)], "FLAT10");
    expect(forty.deliveryFeePaise).toBe(399);
    expect(priceOrder([line(40)], null).deliveryFeePaise).toBe(0);
    expect(priceOrder([line(29.99)], "FLAT10").discountPaise).toBe(0);
  });

  it("rounds a percentage to the nearest paisa, halves up", () => {
    // 8% of ₹0.06 = 0.48 paise → 0; 20% of ₹25.03 = 500.6 paise → 501.
    expect(priceOrder([line(25.03)], "SAVE20").discountPaise).toBe(501);
    expect(priceOrder([{ unitPricePaise: 1, quantity: 6 }], null).taxPaise).toBe(0);
    expect(priceOrder([{ unitPricePaise: 1, quantity: 7 }], null).taxPaise).toBe(1);
  });

  it("ignores an unknown stored code", () => {
    expect(priceOrder([line(100)], "BOGUS").promo).toBeNull();
  });
});

describe("checkPromo", () => {
  it("matches case-insensitively and explains refusals", () => {
    expect(checkPromo(" flat10 ", 5000)).toEqual({ ok: true, code: "FLAT10" });
    expect(checkPromo("NOPE", 5000)).toEqual({ ok: false, message: "Invalid promo code." });
    expect(checkPromo("FLAT10", 2999)).toEqual({ ok: false, message: "Minimum order of ₹30 required." });
  });
});
