import { HOURS_FIELDS } from "~/features/catalogue/opening-hours-input";
import { weekdayName } from "~/features/catalogue/opening";
import type { Language } from "~/lib/i18n";
import type { FormKit } from "~/ui/form-kit";

/** One field a weekday: "hours.monday", labelled Monday (सोमवार), showing the saved hours (hoursInputs). */
export function hoursFields(saved: readonly string[], language: Language) {
  return HOURS_FIELDS.map((field, weekday) => ({
    name: `hours.${field}`,
    label: weekdayName(weekday, language),
    saved: saved[weekday] ?? "",
  }));
}

/** What a console field shows: after a refused save what was typed (an emptied field stays empty), else `saved`. */
export function shownValue(kit: FormKit, name: string, saved: string): string {
  return kit.result ? (kit.field(name).typed ?? "") : saved;
}
