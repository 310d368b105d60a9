import { describe, expect, it } from "vitest";
import { fixedT } from "~/lib/i18n";
import { word } from "~/lib/words";
import { checkoutWords } from "./checkout-words";

describe("checkout words", () => {
  it("word a refused order with its values, in the customer's language", () => {
    const en = fixedT("en");
    const words = checkoutWords("en");
    expect(word(words, { ok: false, code: "minimum-order", restaurant: "Spice Route", need: 14900 }, en)).toBe(
      "The minimum order at Spice Route is ₹149.",
    );
    expect(word(words, { ok: false, code: "cod-value", field: "paymentMethod" }, en)).toBe(
      "Cash on delivery is for orders up to ₹5,000. Choose an online payment method.",
    );
    expect(word(checkoutWords("hi"), { ok: false, code: "empty" }, fixedT("hi"))).toBe(
      "आपका कार्ट खाली है। ऑर्डर करने के लिए कोई डिश जोड़ें।",
    );
  });
});
