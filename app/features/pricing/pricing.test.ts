import { describe, expect, it } from "vitest";
import { fixedT } from "~/lib/i18n";
import { word } from "~/lib/words";
import { checkPromo, deliveryFee, surcharges, type PromoRefusal } from "./pricing";
import { discountLines, offerText, PRICING_WORDS } from "./pricing-words";
import { readOffer, storeOffer, type RestaurantOffer } from "./restaurant-offers";

import { line, price, sumOfLines } from "./bills.test-support";

const t = fixedT("en");

describe("priceOrder: the Indian bill", () => {
  it("is all zero for an empty cart", () => {
    expect(price([], { promoCode: "SAVE20", tipPaise: 3000 }).totalPaise).toBe(0);
  });

  it("charges the food, the first distance band, the platform fee and each GST, rounded to the rupee", () => {
    const bill = price([line(200)]);
    expect(bill).toMatchObject({
      subtotalPaise: 20000,
      packagingPaise: 0,
      deliveryFeePaise: 2500,
      surcharges: [],
      platformFeePaise: 1000,
      taxPaise: 500 + 500 + 225 + 225 + 90 + 90,
      tipPaise: 0,
    });
    expect(bill.taxes).toEqual([
      { on: "food", kind: "cgst", basisPoints: 250, taxablePaise: 20000, paise: 500 },
      { on: "food", kind: "sgst", basisPoints: 250, taxablePaise: 20000, paise: 500 },
      { on: "delivery", kind: "cgst", basisPoints: 900, taxablePaise: 2500, paise: 225 },
      { on: "delivery", kind: "sgst", basisPoints: 900, taxablePaise: 2500, paise: 225 },
      { on: "platform", kind: "cgst", basisPoints: 900, taxablePaise: 1000, paise: 90 },
      { on: "platform", kind: "sgst", basisPoints: 900, taxablePaise: 1000, paise: 90 },
    ]);
    // 200 + 25 + 10 + 16.30 = ₹251.30, rounded to ₹251.
    expect(bill.roundOffPaise).toBe(-30);
    expect(bill.totalPaise).toBe(25100);
    expect(sumOfLines(bill)).toBe(bill.totalPaise);
  });

  it("rounds the total to the rupee, half a rupee up, with no round-off line when it is whole", () => {
    // Besides the food and its GST (2 × 2.5%): ₹25 delivery, ₹10 platform fee, ₹4.50 + ₹1.80 of their GST.
    // ₹19.24: 1924 + 2 × 48 + 4130 = 6150 paise → ₹62 (+50).
    expect(price([line(19.24)])).toMatchObject({ roundOffPaise: 50, totalPaise: 6200 });
    // ₹20.19: 2019 + 2 × 50 + 4130 = 6249 → ₹62 (−49).
    expect(price([line(20.19)])).toMatchObject({ roundOffPaise: -49, totalPaise: 6200 });
    // ₹19.72: 1972 + 2 × 49 + 4130 = 6200: nothing to round.
    expect(price([line(19.72)])).toMatchObject({ roundOffPaise: 0, totalPaise: 6200 });
    for (const rupees of [1, 49.99, 123.45, 999.99, 2500]) {
      const bill = price([line(rupees, 3, 15, 10)], { promoCode: "SAVE20", tipPaise: 2000 });
      expect(bill.totalPaise % 100).toBe(0);
      expect(sumOfLines(bill)).toBe(bill.totalPaise);
    }
  });

  it("charges the delivery by distance: the first band to its edge, then each started km, up to the cap", () => {
    expect(deliveryFee("bengaluru", 0.4)).toBe(2500);
    expect(deliveryFee("bengaluru", 3)).toBe(2500);
    expect(deliveryFee("bengaluru", 3.04)).toBe(2500);
    expect(deliveryFee("bengaluru", 3.1)).toBe(3300);
    expect(deliveryFee("bengaluru", 4)).toBe(3300);
    expect(deliveryFee("bengaluru", 4.1)).toBe(4100);
    expect(deliveryFee("bengaluru", 9)).toBe(7300);
    expect(deliveryFee("bengaluru", 9.1)).toBe(7500);
    expect(deliveryFee("bengaluru", 40)).toBe(7500);
    expect(deliveryFee("mumbai", 3.5)).toBe(3900);
    expect(deliveryFee("bengaluru", null)).toBe(2500);
    expect(price([line(200)], { distanceKm: 5.2 }).deliveryFeePaise).toBe(4900);
  });

  it("adds a late-night surcharge from 23:00 to 06:00 India time, across midnight", () => {
    const at = (utc: string) => surcharges(new Date(utc), false).map((surcharge) => surcharge.reason);
    expect(at("2026-11-26T17:29:00Z")).toEqual([]); // 22:59 IST
    expect(at("2026-11-26T17:30:00Z")).toEqual(["late-night"]); // 23:00 IST
    expect(at("2026-11-26T18:30:00Z")).toEqual(["late-night"]); // 00:00 IST
    expect(at("2026-11-27T00:29:00Z")).toEqual(["late-night"]); // 05:59 IST
    expect(at("2026-11-27T00:30:00Z")).toEqual([]); // 06:00 IST
    const night = price([line(200)], { deliverAt: new Date("2026-11-26T19:00:00Z") });
    expect(night.surcharges).toEqual([{ reason: "late-night", paise: 1500 }]);
    // The delivery GST is on the fee and the surcharge: 18% of ₹40.
    expect(night.taxes.filter((tax) => tax.on === "delivery").map((tax) => tax.paise)).toEqual([360, 360]);
  });

  it("adds the rain surcharge while the city's switch is on, with its reason", () => {
    expect(price([line(200)], { raining: true }).surcharges).toEqual([{ reason: "rain", paise: 2000 }]);
    expect(surcharges(new Date("2026-11-26T20:00:00Z"), true)).toEqual([
      { reason: "late-night", paise: 1500 },
      { reason: "rain", paise: 2000 },
    ]);
  });

  it("charges packaging per unit and taxes it with the food, after every discount", () => {
    const bill = price([line(300, 2, null, 15), line(100, 1, 50, 5)], { promoCode: "FLAT10" });
    // Food 600 + 50 (after the dish offer) − ₹10 promo = ₹640; packaging 30 + 5 = ₹35; GST 5% of ₹675.
    expect(bill).toMatchObject({ packagingPaise: 3500, itemDiscountPaise: 5000, discountPaise: 1000 });
    expect(bill.taxes.filter((tax) => tax.on === "food")).toEqual([
      { on: "food", kind: "cgst", basisPoints: 250, taxablePaise: 67500, paise: 1688 },
      { on: "food", kind: "sgst", basisPoints: 250, taxablePaise: 67500, paise: 1688 },
    ]);
  });

  it("charges IGST instead of CGST and SGST when the restaurant's state is not the place of supply", () => {
    const bill = price([line(200)], { interState: true });
    expect(bill.taxes).toEqual([
      { on: "food", kind: "igst", basisPoints: 500, taxablePaise: 20000, paise: 1000 },
      { on: "delivery", kind: "igst", basisPoints: 1800, taxablePaise: 2500, paise: 450 },
      { on: "platform", kind: "igst", basisPoints: 1800, taxablePaise: 1000, paise: 180 },
    ]);
    expect(bill.taxPaise).toBe(price([line(200)]).taxPaise);
  });

  it("passes the tip on whole, untaxed", () => {
    const without = price([line(200)]);
    const tipped = price([line(200)], { tipPaise: 3000 });
    expect(tipped.tipPaise).toBe(3000);
    expect(tipped.taxPaise).toBe(without.taxPaise);
    expect(tipped.totalPaise).toBe(without.totalPaise + 3000);
  });

  it("applies SAVE20 at its ₹25 minimum and not below", () => {
    const at = price([line(25)], { promoCode: "save20" });
    expect(at).toMatchObject({ subtotalPaise: 2500, discountPaise: 500 });
    expect(at.promo).toEqual({ code: "SAVE20", applied: true, problem: null });
    const below = price([line(24.99)], { promoCode: "SAVE20" });
    expect(below.discountPaise).toBe(0);
    expect(below.promo).toMatchObject({ code: "SAVE20", applied: false });
    expect(word(PRICING_WORDS, below.promo!.problem!, t)).toBe("Minimum order of ₹25 required.");
  });

  it("applies FLAT10 at its ₹30 minimum and not below", () => {
    expect(price([line(30)], { promoCode: "FLAT10" }).discountPaise).toBe(1000);
    expect(price([line(29.99)], { promoCode: "FLAT10" }).discountPaise).toBe(0);
  });

  it("rounds a percentage to the nearest paisa, halves up", () => {
    // 20% of ₹25.03 = 500.6 paise → 501; 2.5% of 6 paise = 0.15 → 0; of 20 paise = 0.5 → 1.
    expect(price([line(25.03)], { promoCode: "SAVE20" }).discountPaise).toBe(501);
    expect(price([line(0.06)]).taxes[0]!.paise).toBe(0);
    expect(price([line(0.2)]).taxes[0]!.paise).toBe(1);
  });

  it("ignores an unknown stored code", () => {
    expect(price([line(100)], { promoCode: "BOGUS" }).promo).toBeNull();
  });
});

describe("checkPromo", () => {
  it("matches case-insensitively and explains refusals", () => {
    expect(checkPromo(" flat10 ", 5000)).toEqual({ ok: true, promo: "FLAT10" });
    expect(word(PRICING_WORDS, checkPromo("NOPE", 5000) as PromoRefusal, t)).toBe("Invalid promo code.");
    expect(word(PRICING_WORDS, checkPromo("FLAT10", 2999) as PromoRefusal, t)).toBe("Minimum order of ₹30 required.");
  });
});

describe("offers applied by pricing", () => {
  const percent: RestaurantOffer = { kind: "percent", percent: 20, maxDiscountPaise: 10000 };
  const flat: RestaurantOffer = { kind: "flat", amountPaise: 7500, minSubtotalPaise: 24900 };

  it("takes a dish's own offer off each unit, as its own line", () => {
    const bill = price([line(200, 2, 15), line(100)]);
    expect(bill).toMatchObject({ subtotalPaise: 50000, itemDiscountPaise: 6000, discountPaise: 0 });
    expect(bill.taxes[0]).toMatchObject({ taxablePaise: 44000, paise: 1100 });
  });

  it("applies the restaurant's percentage offer to the food after dish offers, up to its cap", () => {
    expect(price([line(300)], { offer: percent }).offer).toEqual({
      text: "20% OFF up to ₹100",
      terms: percent,
      discountPaise: 6000,
      freeDelivery: false,
      shortfallPaise: 0,
    });
    expect(price([line(1000)], { offer: percent }).offer?.discountPaise).toBe(10000);
    expect(price([line(300, 1, 50)], { offer: percent }).offer?.discountPaise).toBe(3000);
  });

  it("applies a flat offer from its minimum and says how much is missing below it", () => {
    const below = price([line(200)], { offer: flat });
    expect(below.offer).toEqual({
      text: "Flat ₹75 OFF above ₹249",
      terms: flat,
      discountPaise: 0,
      freeDelivery: false,
      shortfallPaise: 4900,
    });
    const at = price([line(249)], { offer: flat });
    expect(at.offer?.discountPaise).toBe(7500);
    expect(at.taxes[0]).toMatchObject({ taxablePaise: 17400 });
  });

  it("makes every second unit of the same dish free with Buy 1 Get 1 Free", () => {
    const bill = price([line(150, 2), line(100, 3), line(80)], { offer: { kind: "bogo" } });
    expect(bill.offer).toMatchObject({ text: "Buy 1 Get 1 Free", discountPaise: 15000 + 10000 });
    expect(price([line(150, 2, 10)], { offer: { kind: "bogo" } }).offer?.discountPaise).toBe(13500);
  });

  it("makes delivery free with a free-delivery offer from its minimum", () => {
    const offer: RestaurantOffer = { kind: "free-delivery", minSubtotalPaise: 19900 };
    expect(price([line(20)], { offer: offer })).toMatchObject({
      deliveryFeePaise: 2500,
      freeDeliveryPaise: 0,
      offer: { freeDelivery: false, shortfallPaise: 17900 },
    });
    expect(price([line(20)], { offer: { kind: "free-delivery", minSubtotalPaise: 0 }, distanceKm: 4 })).toMatchObject({
      deliveryFeePaise: 0,
      freeDeliveryPaise: 3300,
      offer: { text: "Free delivery", freeDelivery: true },
    });
  });

  it("applies a promo code to what the offers leave, its minimum on the menu-price subtotal", () => {
    const bill = price([line(636)], {
      offer: { kind: "flat", amountPaise: 10000, minSubtotalPaise: 50000 },
      promoCode: "SAVE20",
    });
    expect(bill).toMatchObject({
      subtotalPaise: 63600,
      discountPaise: Math.round(53600 * 0.2),
      offer: { discountPaise: 10000 },
    });
    expect(bill.taxes[0]).toMatchObject({ taxablePaise: 63600 - 10000 - 10720 });
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
    expect(word(PRICING_WORDS, checkPromo("FLAT10", 2999) as PromoRefusal, hindi)).toBe("कम से कम ₹30 का ऑर्डर ज़रूरी है।");
    const bill = price([line(20)], { offer: percent, promoCode: "SAVE20" });
    expect(bill).toMatchObject({ offer: { text: "20% OFF up to ₹100" }, promo: { code: "SAVE20", applied: false } });
    expect(word(PRICING_WORDS, bill.promo!.problem!, hindi)).toBe("कम से कम ₹25 का ऑर्डर ज़रूरी है।");
    const discounts = {
      itemDiscountPaise: 600,
      offerText: offerText({ kind: "bogo" }, hindi),
      offerDiscountPaise: 15000,
      promoCode: "SAVE20",
      discountPaise: 100,
    };
    expect(discountLines(discounts, hindi).map(([label]) => label)).toEqual([
      "डिश ऑफ़र",
      "रेस्टोरेंट ऑफ़र: 1 के साथ 1 फ़्री",
      "प्रोमो (SAVE20)",
    ]);
  });
});
