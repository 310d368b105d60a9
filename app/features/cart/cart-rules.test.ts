import { describe, expect, it } from "vitest";
import { fixedT } from "~/lib/i18n";
import { cartBadge, chosenTip, paymentMethodChoice, paymentMethodText } from "./cart-rules";
import { itemsAdded } from "./cart-words";

describe("cart wording", () => {
  it("caps the badge at 99+ and hides it when empty", () => {
    expect(cartBadge(0)).toBeNull();
    expect(cartBadge(7)).toBe("7");
    expect(cartBadge(99)).toBe("99");
    expect(cartBadge(100)).toBe("99+");
  });
  it("says 'item' or 'items' added", () => {
    expect(itemsAdded(1, fixedT("en"))).toBe("1 item added");
    expect(itemsAdded(3, fixedT("en"))).toBe("3 items added");
    expect(itemsAdded(1250, fixedT("en"))).toBe("1,250 items added");
  });
  it("says it in Hindi too, naming UPI and COD as they are", () => {
    const hindi = fixedT("hi");
    expect(itemsAdded(1, hindi)).toBe("1 आइटम जोड़ा गया");
    expect(itemsAdded(3, hindi)).toBe("3 आइटम जोड़े गए");
    expect(paymentMethodText("UPI", hindi)).toBe("UPI");
    expect(paymentMethodText("COD", hindi)).toBe("COD");
    expect(paymentMethodText("Credit Card", hindi)).toBe("क्रेडिट कार्ड");
    expect(paymentMethodChoice("COD", hindi)).toBe("कैश ऑन डिलीवरी (COD)");
    expect(paymentMethodChoice("COD", fixedT("en"))).toBe("Cash on Delivery (COD)");
  });
});

describe("chosenTip", () => {
  it("takes no tip, a listed amount, or a typed whole-rupee amount up to ₹500", () => {
    expect(chosenTip("0", "75")).toEqual({ ok: true, paise: 0 });
    expect(chosenTip("30", "")).toEqual({ ok: true, paise: 3000 });
    expect(chosenTip("other", "75")).toEqual({ ok: true, paise: 7500 });
    expect(chosenTip("other", "500")).toEqual({ ok: true, paise: 50000 });
    const refused = { ok: false, code: "tip-invalid", field: "tipOther", maxPaise: 50000 };
    for (const [choice, other] of [
      ["other", "501"],
      ["other", "0"],
      ["other", "12.5"],
      ["other", ""],
      ["other", undefined],
      ["25", "25"],
      ["", "25"],
    ] as const)
      expect(chosenTip(choice, other)).toEqual(refused);
  });
});
