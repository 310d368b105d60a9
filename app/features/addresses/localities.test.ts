import { describe, expect, it } from "vitest";
import { fixedT, type Translate } from "~/lib/i18n";
import { word } from "~/lib/words";
import { ADDRESS_WORDS } from "./addresses-words";
import { localityProblem as problem } from "./localities";

const english = fixedT("en");
const hindi = fixedT("hi");
/** The problem with a locality as the page says it, in the language of `t`. */
const localityProblem = (value: string, zipCode: string, t: Translate) => {
  const found = problem(value, zipCode);
  return found && word(ADDRESS_WORDS, found, t);
};

describe("localityProblem", () => {
  it("needs a locality in the PIN code's city where we deliver, and none elsewhere", () => {
    expect(localityProblem("calcutta/Park Street", "700016", english)).toBeNull();
    expect(localityProblem("", "700016", english)).toBe(
      "Choose the locality of this address, so we can tell how far it is.",
    );
    expect(localityProblem("bangalore/Koramangala", "700016", english)).toBe(
      "Koramangala is not in the city of PIN code 700016. Choose the locality this address is in.",
    );
    // Shimla: we do not deliver there, so no locality is needed, and none of ours fits.
    expect(localityProblem("", "171001", english)).toBeNull();
    expect(localityProblem("delhi/Connaught Place", "171001", english)).toBe(
      "Connaught Place is not in the city of PIN code 171001. Choose the locality this address is in.",
    );
  });

  it("says so in Hindi, the locality's name as it is", () => {
    expect(localityProblem("", "700016", hindi)).toBe("इस पते का इलाका चुनें, ताकि हम बता सकें कि यह कितनी दूर है।");
    expect(localityProblem("bangalore/Koramangala", "700016", hindi)).toBe(
      "Koramangala, PIN कोड 700016 वाले शहर में नहीं है। वह इलाका चुनें जिसमें यह पता है।",
    );
  });
});
