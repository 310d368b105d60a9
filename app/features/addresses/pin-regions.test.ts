import { describe, expect, it } from "vitest";
import { fixedT, type Translate } from "~/lib/i18n";
import { word } from "~/lib/words";
import { addressProblems } from "./address-checks";
import { ADDRESS_WORDS } from "./addresses-words";
import type { IndianState } from "./indian-states";
import { pinStateMismatch as mismatch, statesForPin } from "./pin-regions";

const english = fixedT("en");
const hindi = fixedT("hi");
/** A PIN code's mismatch with a state as the page says it, in the language of `t`. */
const pinStateMismatch = (pin: string, state: IndianState, t: Translate) => {
  const found = mismatch(pin, state);
  return found && word(ADDRESS_WORDS, found, t);
};

describe("PIN codes and states", () => {
  it("knows each postal circle's states, the specific prefixes first", () => {
    expect(statesForPin("400001")).toEqual(["Maharashtra"]);
    expect(statesForPin("403001")).toEqual(["Goa"]);
    expect(statesForPin("560001")).toEqual(["Karnataka"]);
    expect(statesForPin("737101")).toEqual(["Sikkim"]);
    expect(statesForPin("500001")).toContain("Telangana");
    expect(statesForPin("999999")).toEqual([]);
  });

  it("says which state a mismatched PIN belongs to", () => {
    expect(pinStateMismatch("400001", "Karnataka", english)).toBe(
      "PIN code 400001 is in Maharashtra, not Karnataka. Check the PIN code or the state.",
    );
    expect(pinStateMismatch("400001", "Maharashtra", english)).toBeNull();
    expect(pinStateMismatch("110001", "Delhi", english)).toBeNull();
    expect(pinStateMismatch("999999", "Delhi", english)).toBe(
      "999999 is not an Indian PIN code. Check the first digits.",
    );
    expect(pinStateMismatch("500001", "Delhi", english)).toBe(
      "PIN code 500001 is in Telangana or Andhra Pradesh, not Delhi. Check the PIN code or the state.",
    );
  });

  it("says so in Hindi, the states named in Hindi (customer audit m14)", () => {
    expect(pinStateMismatch("400001", "Karnataka", hindi)).toBe(
      "PIN कोड 400001 महाराष्ट्र में है, कर्नाटक में नहीं। PIN कोड या राज्य जाँचें।",
    );
    expect(pinStateMismatch("500001", "Delhi", hindi)).toBe(
      "PIN कोड 500001 तेलंगाना या आंध्र प्रदेश में है, दिल्ली में नहीं। PIN कोड या राज्य जाँचें।",
    );
    expect(pinStateMismatch("999999", "Delhi", hindi)).toBe("999999 भारत का PIN कोड नहीं है। शुरू के अंक जाँचें।");
  });

  it("refuses the address next to the PIN code field", () => {
    const problems = addressProblems({ state: "Karnataka", zipCode: "400001", locality: "" });
    expect(word(ADDRESS_WORDS, problems.zipCode!, english)).toEqual(expect.stringContaining("is in Maharashtra"));
  });
});
