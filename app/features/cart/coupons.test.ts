import { describe, expect, it } from "vitest";
import { fixedT } from "~/lib/i18n";
import { couponsFor, couponText } from "./coupons";

const listed = (subtotalPaise: number, language: "en" | "hi" = "en") =>
  couponsFor(subtotalPaise).map((coupon) => couponText(coupon, subtotalPaise, fixedT(language)));

describe("the cart's coupons", () => {
  it("lists every promo code with its terms, those the food reaches applying", () => {
    expect(listed(2800)).toEqual([
      {
        code: "SAVE20",
        terms: "20% off the food after the restaurant's offer, on food of ₹25 or more",
        applies: true,
        note: "Applies to this cart",
      },
      {
        code: "FLAT10",
        terms: "₹10 off the food after the restaurant's offer, on food of ₹30 or more",
        applies: false,
        note: "Add food worth ₹2 more to use it",
      },
    ]);
    expect(listed(3000).every((coupon) => coupon.applies)).toBe(true);
    expect(listed(0).some((coupon) => coupon.applies)).toBe(false);
  });

  it("says it in Hindi", () => {
    expect(listed(2800, "hi")[1]).toMatchObject({
      terms: "रेस्टोरेंट ऑफ़र के बाद खाने पर ₹10 की छूट, ₹30 या उससे ज़्यादा के खाने पर",
      note: "इसके लिए ₹2 का और खाना जोड़ें",
    });
    expect(listed(2800, "hi")[0]!.note).toBe("इस कार्ट पर लागू");
  });
});
