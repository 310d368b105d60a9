import { describe, expect, it } from "vitest";
import { fixedT } from "~/lib/i18n";
import { checkPromo, discountLines, priceOrder } from "./pricing";
import { offerText, readOffer, storeOffer, type RestaurantOffer } from "./restaurant-offers";

const line = (rupees: number, quantity = 1, dishOfferPercent: number | null = null) => ({
  unitPricePaise: Math.round(rupees * 100),
  quantity,
  dishOfferPercent,
});

const t = fixedT("en");

describe("priceOrder", () => {
  it("is all zero for an empty cart", () => {
    expect(priceOrder([], null, "SAVE20", t).totalPaise).toBe(0);
  });

  it("adds delivery below ₹35, service fee and 8% tax", () => {
    const price = priceOrder([line(10, 2)], null, null, t);
    expect(price).toMatchObject({
      subtotalPaise: 2000,
      deliveryFeePaise: 399,
      serviceFeePaise: 250,
      taxPaise: 160,
      discountPaise: 0,
    });
    expect(price.totalPaise).toBe(2000 + 399 + 250 + 160);
  });

  it("makes delivery free at exactly ₹35 of discounted subtotal", () => {
    expect(priceOrder([line(35)], null, null, t).deliveryFeePaise).toBe(0);
    expect(priceOrder([line(34.99)], null, null, t).deliveryFeePaise).toBe(399);
  });

  it("applies SAVE20 at its ₹25 minimum and not below", () => {
    const at = priceOrder([line(25)], null, "save20", t);
    expect(at).toMatchObject({ subtotalPaise: 2500, discountPaise: 500, deliveryFeePaise: 399, taxPaise: 200 });
    expect(at.promo).toEqual({ code: "SAVE20", applied: true, message: null });
    expect(at.totalPaise).toBe(2500 + 399 + 250 + 200 - 500);
    const below = priceOrder([line(24.99)], null, "SAVE20", t);
    expect(below.discountPaise).toBe(0);
    expect(below.promo).toEqual({ code: "SAVE20", applied: false, message: "Minimum order of ₹25 required." });
  });

  it("applies FLAT10 at its ₹30 minimum, and the discount can cost free delivery", () => {
    const at = priceOrder([line(30)], null, "FLAT10", t);
    expect(at).toMatchObject({ discountPaise: 1000, deliveryFeePaise: 399, taxPaise: 240 });
    const forty = priceOrder([line(40)], null, "FLAT10", t);
    expect(forty.deliveryFeePaise).toBe(399);
    expect(priceOrder([line(40)], null, null, t).deliveryFeePaise).toBe(0);
    expect(priceOrder([line(29.99)], null, "FLAT10", t).discountPaise).toBe(0);
  });

  it("rounds a percentage to the nearest paisa, halves up", () => {
    // 8% of ₹0.06 = 0.48 paise → 0; 20% of ₹25.03 = 500.6 paise → 501.
    expect(priceOrder([line(25.03)], null, "SAVE20", t).discountPaise).toBe(501);
    expect(priceOrder([{ unitPricePaise: 1, quantity: 6, dishOfferPercent: null }], null, null, t).taxPaise).toBe(0);
    expect(priceOrder([{ unitPricePaise: 1, quantity: 7, dishOfferPercent: null }], null, null, t).taxPaise).toBe(1);
  });

  it("ignores an unknown stored code", () => {
    expect(priceOrder([line(100)], null, "BOGUS", t).promo).toBeNull();
  });
});

describe("checkPromo", () => {
  it("matches case-insensitively and explains refusals", () => {
    expect(checkPromo(" flat10 ", 5000, t)).toEqual({ ok: true, code: "FLAT10" });
    expect(checkPromo("NOPE", 5000, t)).toEqual({ ok: false, message: "Invalid promo code." });
    expect(checkPromo("FLAT10", 2999, t)).toEqual({ ok: false, message: "Minimum order of ₹30 required." });
  });
});

describe("offers applied by pricing", () => {
  const percent: RestaurantOffer = { kind: "percent", percent: 20, maxDiscountPaise: 10000 };
  const flat: RestaurantOffer = { kind: "flat", amountPaise: 7500, minSubtotalPaise: 24900 };

  it("takes a dish's own offer off each unit, as its own line", () => {
    const price = priceOrder([line(200, 2, 15), line(100)], null, null, t);
    expect(price).toMatchObject({ subtotalPaise: 50000, itemDiscountPaise: 6000, discountPaise: 0, taxPaise: 4000 });
    expect(price.totalPaise).toBe(50000 - 6000 + 0 + 250 + 4000);
  });

  it("applies the restaurant's percentage offer to the food after dish offers, up to its cap", () => {
    expect(priceOrder([line(300)], percent, null, t).offer).toEqual({
      text: "20% OFF up to ₹100",
      terms: percent,
      discountPaise: 6000,
      freeDelivery: false,
      shortfallPaise: 0,
    });
    expect(priceOrder([line(1000)], percent, null, t).offer?.discountPaise).toBe(10000);
    expect(priceOrder([line(300, 1, 50)], percent, null, t).offer?.discountPaise).toBe(3000);
  });

  it("applies a flat offer from its minimum and says how much is missing below it", () => {
    const below = priceOrder([line(200)], flat, null, t);
    expect(below.offer).toEqual({
      text: "Flat ₹75 OFF above ₹249",
      terms: flat,
      discountPaise: 0,
      freeDelivery: false,
      shortfallPaise: 4900,
    });
    const at = priceOrder([line(249)], flat, null, t);
    expect(at.offer?.discountPaise).toBe(7500);
    expect(at.totalPaise).toBe(24900 - 7500 + 250 + 1992);
  });

  it("makes every second unit of the same dish free with Buy 1 Get 1 Free", () => {
    const price = priceOrder([line(150, 2), line(100, 3), line(80)], { kind: "bogo" }, null, t);
    expect(price.offer).toMatchObject({ text: "Buy 1 Get 1 Free", discountPaise: 15000 + 10000 });
    expect(priceOrder([line(150, 2, 10)], { kind: "bogo" }, null, t).offer?.discountPaise).toBe(13500);
  });

  it("makes delivery free with a free-delivery offer from its minimum", () => {
    const offer: RestaurantOffer = { kind: "free-delivery", minSubtotalPaise: 19900 };
    expect(priceOrder([line(20)], offer, null, t)).toMatchObject({
      deliveryFeePaise: 399,
      offer: { freeDelivery: false, shortfallPaise: 17900 },
    });
    expect(priceOrder([line(20)], { kind: "free-delivery", minSubtotalPaise: 0 }, null, t)).toMatchObject({
      deliveryFeePaise: 0,
      offer: { text: "Free delivery", freeDelivery: true },
    });
  });

  it("applies a promo code to what the offers leave, its minimum on the menu-price subtotal", () => {
    const price = priceOrder([line(636)], { kind: "flat", amountPaise: 10000, minSubtotalPaise: 50000 }, "SAVE20", t);
    expect(price).toMatchObject({
      subtotalPaise: 63600,
      discountPaise: Math.round(53600 * 0.2),
      offer: { discountPaise: 10000 },
    });
    expect(price.totalPaise).toBe(63600 - 10000 - 10720 + 0 + 250 + 5088);
  });

  it("words each discount as its own bill line", () => {
    expect(
      discountLines(
        {
          itemDiscountPaise: 600,
          offerText: "Buy 1 Get 1 Free",
          offerDiscountPaise: 15000,
          promoCode: "SAVE20",
          discountPaise: 100,
        },
        t,
      ),
    ).toEqual([
      ["Dish offers", -600],
      ["Restaurant offer: Buy 1 Get 1 Free", -15000],
      ["Promo (SAVE20)", -100],
    ]);
    expect(
      discountLines(
        {
          itemDiscountPaise: 0,
          offerText: null,
          offerDiscountPaise: 0,
          promoCode: null,
          discountPaise: 0,
        },
        t,
      ),
    ).toEqual([]);
  });

  it("stores and reads every offer kind, and words it the same everywhere", () => {
    const offers: RestaurantOffer[] = [
      percent,
      flat,
      { kind: "free-delivery", minSubtotalPaise: 14900 },
      { kind: "free-delivery", minSubtotalPaise: 0 },
      { kind: "bogo" },
    ];
    for (const offer of offers) expect(readOffer(storeOffer(offer))).toEqual(offer);
    expect(offers.map((offer) => offerText(offer, t))).toEqual([
      "20% OFF up to ₹100",
      "Flat ₹75 OFF above ₹249",
      "Free delivery above ₹149",
      "Free delivery",
      "Buy 1 Get 1 Free",
    ]);
    expect(readOffer(storeOffer(null))).toBeNull();
  });

  it("words offers, refusals and bill lines in Hindi, keeping the English an order stores", () => {
    const hindi = fixedT("hi");
    expect(offerText(percent, hindi)).toBe("₹100 तक 20% की छूट");
    expect(offerText(flat, hindi)).toBe("₹249 से ज़्यादा पर फ़्लैट ₹75 की छूट");
    expect(offerText({ kind: "free-delivery", minSubtotalPaise: 0 }, hindi)).toBe("फ़्री डिलीवरी");
    expect(checkPromo("FLAT10", 2999, hindi)).toEqual({ ok: false, message: "कम से कम ₹30 का ऑर्डर ज़रूरी है।" });
    expect(priceOrder([line(20)], percent, "SAVE20", hindi)).toMatchObject({
      offer: { text: "20% OFF up to ₹100" },
      promo: { code: "SAVE20", applied: false, message: "कम से कम ₹25 का ऑर्डर ज़रूरी है।" },
    });
    const bill = {
      itemDiscountPaise: 600,
      offerText: offerText({ kind: "bogo" }, hindi),
      offerDiscountPaise: 15000,
      promoCode: "SAVE20",
      discountPaise: 100,
    };
    expect(discountLines(bill, hindi).map(([label]) => label)).toEqual([
      "डिश ऑफ़र",
      "रेस्टोरेंट ऑफ़र: 1 के साथ 1 फ़्री",
      "प्रोमो (SAVE20)",
    ]);
  });
});
