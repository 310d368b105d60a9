import { describe, expect, it } from "vitest";
import { weekdayName } from "~/features/catalogue/opening";
import { fixedT, LANGUAGES } from "~/lib/i18n";
import { word } from "~/lib/words";
import { HOURS_WORDS, RESTAURANT_WORDS } from "./admin-words";

describe("the console's words", () => {
  it("name the weekdays as the hours form labels them, in every language", () => {
    for (const language of LANGUAGES) {
      const t = fixedT(language);
      for (let weekday = 0; weekday < 7; weekday++) {
        const said = word(HOURS_WORDS, { code: "runs-into", weekday, time: "02:00" }, t);
        expect(said, `${language} ${weekday}`).toContain(weekdayName(weekday, language));
      }
    }
  });

  it("name the hours saved now, a day off as closed", () => {
    const hours = ["", "12:00-15:30", "", "", "", "", "00:00-24:00"];
    expect(word(RESTAURANT_WORDS, { code: "hours-changed", hours }, fixedT("en"))).toContain(
      "Saved now: Sunday closed; Monday 12:00-15:30; Tuesday closed; Wednesday closed; Thursday closed; Friday closed; Saturday 00:00-24:00.",
    );
  });
});
