import { describe, expect, it } from "vitest";
import { offerUnitPrice, priceOrder } from "~/features/pricing/pricing";
import { fixedT } from "~/lib/i18n";
import { word } from "~/lib/words";
import {
  checkChoices,
  choiceKey,
  choicesText,
  dishWithChoices,
  extraPricePaise,
  isVariantGroup,
  pricesShown,
  storedChoices,
  type OptionGroup,
} from "./dish-options";
import { CHOICE_WORDS, groupRule } from "./dish-options-words";

const en = fixedT("en");

const SIZE: OptionGroup = {
  id: "size",
  name: "Size",
  minChoices: 1,
  maxChoices: 1,
  options: [
    { id: "half", name: "Half", pricePaise: 0, available: true },
    { id: "full", name: "Full", pricePaise: 120_00, available: true },
  ],
};
const ADD_ONS: OptionGroup = {
  id: "add-ons",
  name: "Add-ons",
  minChoices: 0,
  maxChoices: 2,
  options: [
    { id: "raita", name: "Raita", pricePaise: 25_00, available: true },
    { id: "salan", name: "Salan", pricePaise: 35_50, available: true },
    { id: "egg", name: "Boiled egg", pricePaise: 20_00, available: true },
  ],
};
const DIP: OptionGroup = {
  id: "dip",
  name: "Dip",
  minChoices: 1,
  maxChoices: 2,
  options: [
    { id: "red", name: "Red chutney", pricePaise: 0, available: true },
    { id: "mayo", name: "Mayonnaise", pricePaise: 15_00, available: true },
  ],
};

/** Each problem of a check as the options form says it next to its group. */
function said(check: ReturnType<typeof checkChoices>, t = en): Record<string, string> {
  if (check.ok) return {};
  return Object.fromEntries(
    Object.entries(check.problems).map(([group, problem]) => [group, word(CHOICE_WORDS, problem, t)]),
  );
}

describe("choosing a dish's options", () => {
  it("takes exactly one of a variant and up to the maximum of add-ons, in menu order", () => {
    const check = checkChoices("Biryani", [SIZE, ADD_ONS], ["salan", "full", "raita"]);
    expect(check).toEqual({
      ok: true,
      chosen: [
        { optionId: "full", group: "Size", name: "Full", pricePaise: 120_00 },
        { optionId: "raita", group: "Add-ons", name: "Raita", pricePaise: 25_00 },
        { optionId: "salan", group: "Add-ons", name: "Salan", pricePaise: 35_50 },
      ],
    });
    expect(checkChoices("Biryani", [SIZE, ADD_ONS], ["half"]).ok).toBe(true);
    expect(checkChoices("Plain dosa", [], []).ok).toBe(true);
  });

  it("names the group that is missing a choice or has too many, next to that group", () => {
    expect(checkChoices("Biryani", [SIZE, ADD_ONS], ["raita"])).toEqual({
      ok: false,
      problems: { size: { code: "too-few", group: "Size", count: 1 } },
    });
    expect(said(checkChoices("Biryani", [SIZE, ADD_ONS], ["raita"]))).toEqual({ size: "Choose 1 from Size." });
    expect(said(checkChoices("Biryani", [SIZE, ADD_ONS], ["half", "raita", "salan", "egg"]))).toEqual({
      "add-ons": "Choose at most 2 from Add-ons.",
    });
    expect(said(checkChoices("Biryani", [SIZE], ["half", "full"]))).toEqual({ size: "Choose at most 1 from Size." });
    expect(said(checkChoices("Momos", [{ ...DIP, minChoices: 2 }], ["red"]))).toEqual({
      dip: "Choose at least 2 from Dip.",
    });
  });

  it("refuses an option of another dish, and a dish that gained a required group since it was chosen", () => {
    expect(said(checkChoices("Biryani", [SIZE], ["half", "mayo"]))).toEqual({
      "": "That choice is not offered with Biryani.",
    });
    expect(checkChoices("Momos", [DIP], []).ok).toBe(false);
  });

  it("refuses an option the restaurant switched off, next to its group, and takes the others", () => {
    const noSalan: OptionGroup = {
      ...ADD_ONS,
      options: ADD_ONS.options.map((option) => (option.id === "salan" ? { ...option, available: false } : option)),
    };
    expect(said(checkChoices("Biryani", [SIZE, noSalan], ["full", "salan"]))).toEqual({
      "add-ons": "Salan has run out: choose another from Add-ons.",
    });
    expect(checkChoices("Biryani", [SIZE, noSalan], ["full", "raita"]).ok).toBe(true);
  });

  it("keys a line by its choices whatever order they came in", () => {
    expect(choiceKey(["salan", "full", "raita", "full"])).toBe(choiceKey(["full", "raita", "salan"]));
    expect(choiceKey([])).toBe("[]");
    expect(choiceKey(["half"])).not.toBe(choiceKey(["full"]));
  });

  it("says what a group asks for and which groups are variants", () => {
    expect([SIZE, ADD_ONS, DIP].map((group) => groupRule(group, en))).toEqual([
      "Choose 1",
      "Choose up to 2",
      "Choose 1 to 2",
    ]);
    expect([SIZE, ADD_ONS, DIP].map(isVariantGroup)).toEqual([true, false, false]);
  });

  it("writes the choices under the dish and reads back what an order stored", () => {
    const check = checkChoices("Biryani", [SIZE, ADD_ONS], ["full", "raita"]);
    if (!check.ok) throw new Error("refused");
    expect(choicesText(check.chosen)).toBe("Full, Raita");
    expect(dishWithChoices("Biryani", check.chosen)).toBe("Biryani (Full, Raita)");
    expect(dishWithChoices("Dosa", [])).toBe("Dosa");
    expect(storedChoices(JSON.stringify(check.chosen))).toEqual(check.chosen);
    expect(storedChoices("[]")).toEqual([]);
  });

  it("changes the prices shown when any price changes", () => {
    const shown = pricesShown(199_00, [SIZE, ADD_ONS]);
    expect(pricesShown(199_00, [SIZE, ADD_ONS])).toBe(shown);
    expect(pricesShown(209_00, [SIZE, ADD_ONS])).not.toBe(shown);
    const dearer = { ...SIZE, options: [SIZE.options[0]!, { ...SIZE.options[1]!, pricePaise: 130_00 }] };
    expect(pricesShown(199_00, [dearer, ADD_ONS])).not.toBe(shown);
  });
});

describe("choosing options in Hindi", () => {
  it("says what a group asks for and what is wrong with the choices, the names as they are", () => {
    const hindi = fixedT("hi");
    expect([SIZE, ADD_ONS, DIP].map((group) => groupRule(group, hindi))).toEqual([
      "कोई 1 चुनें",
      "ज़्यादा से ज़्यादा 2 चुनें",
      "1 से 2 चुनें",
    ]);
    expect(said(checkChoices("Biryani", [SIZE, ADD_ONS], ["raita"]), hindi)).toEqual({ size: "Size में से 1 चुनें।" });
    expect(said(checkChoices("Biryani", [SIZE, ADD_ONS], ["half", "raita", "salan", "egg"]), hindi)).toEqual({
      "add-ons": "Add-ons में से ज़्यादा से ज़्यादा 2 चुनें।",
    });
    expect(said(checkChoices("Momos", [{ ...DIP, minChoices: 2 }], ["red"]), hindi)).toEqual({
      dip: "Dip में से कम से कम 2 चुनें।",
    });
    expect(said(checkChoices("Biryani", [SIZE], ["half", "mayo"]), hindi)).toEqual({
      "": "Biryani के साथ यह विकल्प नहीं मिलता।",
    });
  });
});

describe("pricing with options, to the paisa", () => {
  it("adds the options to the dish, takes a dish offer off the whole, and bills it like any line", () => {
    const check = checkChoices("Biryani", [SIZE, ADD_ONS], ["full", "salan"]);
    if (!check.ok) throw new Error("refused");
    const unitPricePaise = 249_00 + extraPricePaise(check.chosen);
    expect(unitPricePaise).toBe(404_50);
    // 15% of ₹404.50 is ₹60.675, rounded once to ₹60.68.
    expect(offerUnitPrice({ unitPricePaise, dishOfferPercent: 15 })).toBe(343_82);
    const price = priceOrder([{ unitPricePaise, quantity: 2, dishOfferPercent: 15, packagingPaise: 10_00 }], {
      offer: null,
      promoCode: null,
      distanceKm: 2,
      citySlug: "bengaluru",
      raining: false,
      deliverAt: new Date("2026-11-26T08:30:00Z"),
      interState: false,
      tipPaise: 0,
    });
    expect(price.subtotalPaise).toBe(809_00);
    expect(price.itemDiscountPaise).toBe(121_36);
    // GST 2.5% + 2.5% on ₹687.64 of food and ₹20 of packaging: ₹17.69 each.
    expect(price.taxes.slice(0, 2).map((tax) => tax.paise)).toEqual([17_69, 17_69]);
  });
});
