import { describe, expect, it } from "vitest";
import { fixedT, type Translate } from "~/lib/i18n";
import { word } from "~/lib/words";
import { OPTIONS_WORDS } from "./admin-words";
import { formatOptionGroups, parseOptionGroups as parse } from "./dish-options-input";

/** The options read as a page shows them: the groups, or the problem worded in `t`'s language. */
function parseIn(text: string, t: Translate) {
  const parsed = parse(text);
  return parsed.ok ? parsed : { ok: false as const, message: word(OPTIONS_WORDS, parsed, t) };
}

const parseOptionGroups = (text: string) => parseIn(text, fixedT("en"));

describe("a dish's options as the console types them", () => {
  it("reads one group a line, variants and add-ons, prices in rupees", () => {
    const parsed = parseOptionGroups(
      "Size, choose 1: Half ₹0, Full ₹120\n\n  Add-ons, Choose 0 - 2: Extra cheese 30, Raita ₹25.50  ",
    );
    expect(parsed).toEqual({
      ok: true,
      groups: [
        {
          name: "Size",
          minChoices: 1,
          maxChoices: 1,
          options: [
            { name: "Half", pricePaise: 0 },
            { name: "Full", pricePaise: 120_00 },
          ],
        },
        {
          name: "Add-ons",
          minChoices: 0,
          maxChoices: 2,
          options: [
            { name: "Extra cheese", pricePaise: 30_00 },
            { name: "Raita", pricePaise: 25_50 },
          ],
        },
      ],
    });
    expect(parseOptionGroups("")).toEqual({ ok: true, groups: [] });
  });

  it("writes them back the same way, so what is shown reads as what is saved", () => {
    const text = "Size, choose 1: Half ₹0, Full ₹120\nAdd-ons, choose 0-2: Extra cheese ₹30, Raita ₹25.50";
    const parsed = parseOptionGroups(text);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(formatOptionGroups(parsed.groups)).toBe(text);
  });

  it("names the line that is wrong and what to write instead", () => {
    expect(parseOptionGroups("Size: Half, Full")).toEqual({
      ok: false,
      message: "Line 1: write it like “Size, choose 1: Half ₹0, Full ₹120”.",
    });
    expect(parseOptionGroups("Size, choose 1: Half ₹0\nDip, choose 1: Mayo")).toEqual({
      ok: false,
      message: "Line 2: write each option as a name and a price, like “Full ₹120”.",
    });
    expect(parseOptionGroups("Size, choose 3: Half ₹0, Full ₹120")).toMatchObject({
      message: "Line 1: “choose” takes numbers from 0 to 2 (its options), the smaller first and the larger at least 1.",
    });
    expect(parseOptionGroups("Size, choose 2-1: Half ₹0, Full ₹120")).toMatchObject({ ok: false });
    expect(parseOptionGroups("Size, choose 0: Half ₹0")).toMatchObject({ ok: false });
    expect(parseOptionGroups("Size, choose 1: Half ₹0, half ₹10")).toMatchObject({
      message: "Line 1: “half” is listed twice.",
    });
    expect(parseOptionGroups("Size, choose 1: Half ₹0\nsize, choose 1: Full ₹0")).toMatchObject({
      message: "Line 2: “size” is already a group.",
    });
    expect(parseOptionGroups("Size, choose 1: Gold leaf ₹5000.01")).toMatchObject({
      message: "Line 1: an option costs at most ₹5,000.",
    });
    expect(parseOptionGroups(Array.from({ length: 7 }, (_, i) => `G${i}, choose 1: A ₹0`).join("\n"))).toEqual({
      ok: false,
      message: "Use at most 6 groups.",
    });
  });

  it("says what is wrong in Hindi on a Hindi page, the typed format and names kept as they are", () => {
    const hindi = fixedT("hi");
    expect(parseIn("Size: Half, Full", hindi)).toEqual({
      ok: false,
      message: "लाइन 1: इसे “Size, choose 1: Half ₹0, Full ₹120” की तरह लिखें।",
    });
    expect(parseIn("Size, choose 1: Half ₹0, half ₹10", hindi)).toMatchObject({
      message: "लाइन 1: “half” दो बार लिखा गया है।",
    });
    expect(parseIn(Array.from({ length: 7 }, (_, i) => `G${i}, choose 1: A ₹0`).join("\n"), hindi)).toEqual({
      ok: false,
      message: "ज़्यादा से ज़्यादा 6 ग्रुप रखें।",
    });
  });
});
