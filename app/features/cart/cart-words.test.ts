import { describe, expect, it } from "vitest";
import { fixedT } from "~/lib/i18n";
import { word } from "~/lib/words";
import type { OptionGroup } from "~/features/catalogue/dish-options";
import type { CartOutcome } from "./cart-outcomes";
import { cartWords, choiceProblems, closedText, lineProblemText } from "./cart-words";

const en = fixedT("en");
const hi = fixedT("hi");

const spice: OptionGroup = {
  id: "g1",
  name: "Spice",
  minChoices: 1,
  maxChoices: 1,
  options: [{ id: "o1", name: "Mild", pricePaise: 0, available: true }],
};

describe("cart words", () => {
  it("word each outcome with its values, in the customer's language", () => {
    const words = cartWords("en");
    expect(word(words, { ok: true, code: "added", productId: "p", dish: "Dal" }, en)).toBe("Added Dal to your cart.");
    expect(word(words, { ok: false, code: "missing" }, en)).toBe("That dish is not in your cart.");
    expect(
      word(words, { ok: false, code: "conflict", productId: "p", dish: "Dal", restaurant: "B", current: "A" }, en),
    ).toBe("Your cart has dishes from A. Replace them with Dal from B?");
    expect(word(words, { ok: false, code: "promo-minimum", minimumPaise: 2500, field: "code" }, en)).toBe(
      "Minimum order of ₹25 required.",
    );
    expect(word(cartWords("hi"), { ok: false, code: "promo-invalid", field: "code" }, hi)).toBe("प्रोमो कोड सही नहीं है।");
  });

  it("say which choice is missing, next to its group, and lead with it", () => {
    const refusal: CartOutcome = {
      ok: false,
      code: "choices",
      productId: "p",
      dish: "Dal",
      groups: [spice],
      choices: [],
    };
    expect(choiceProblems(refusal, en)).toEqual({ g1: "Choose 1 from Spice." });
    expect(word(cartWords("en"), refusal, en)).toBe("Choose 1 from Spice.");
  });

  it("say why a restaurant or a line cannot be ordered now", () => {
    expect(closedText("Spice Route", { open: false, why: "switched-off", opensAt: null }, en, "en")).toBe(
      "Spice Route is not taking orders right now: Closed for now.",
    );
    expect(lineProblemText("not-available", en)).toBe("No longer available.");
    expect(lineProblemText("options-changed", en)).toBe("Its options have changed. Remove it and add it again.");
  });
});
