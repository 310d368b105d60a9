import { OPTION_LIMITS, type OptionGroupInput } from "~/features/catalogue/dish-options";
import type { Translate } from "~/lib/i18n";
import { parseRupees, rupeesInput } from "./admin-rules";

/**
 * A dish's options as the console types them, one group a line:
 *
 *   Size, choose 1: Half ₹0, Full ₹120
 *   Add-ons, choose 0-2: Extra cheese ₹30, Raita ₹25
 *
 * "choose 1" is a variant (exactly one); "choose 0-2" lets the customer pick from none to two.
 */
export const OPTIONS_EXAMPLE = "Size, choose 1: Half ₹0, Full ₹120";

export function formatOptionGroups(groups: readonly OptionGroupInput[]): string {
  return groups
    .map((group) => {
      const rule =
        group.minChoices === group.maxChoices ? `${group.minChoices}` : `${group.minChoices}-${group.maxChoices}`;
      const options = group.options.map((option) => `${option.name} ₹${rupeesInput(option.pricePaise)}`).join(", ");
      return `${group.name}, choose ${rule}: ${options}`;
    })
    .join("\n");
}

const GROUP_LINE = /^(.+?),\s*choose\s+(\d{1,2})(?:\s*-\s*(\d{1,2}))?\s*:\s*(.+)$/i;
const OPTION = /^(.+?)\s+(₹?\s*[\d,]+(?:\.\d{1,2})?)$/;

/**
 * Reads the typed options; the first line that is wrong is named in the message, written with `t` (the
 * page's language). The format itself stays as typed in English ("choose 1"), in both languages.
 */
export function parseOptionGroups(
  text: string,
  t: Translate,
): { ok: true; groups: OptionGroupInput[] } | { ok: false; message: string } {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  if (lines.length > OPTION_LIMITS.groups) {
    const message = t("{count, plural, one {Use at most # group.} other {Use at most # groups.}}", {
      count: OPTION_LIMITS.groups,
    });
    return { ok: false, message };
  }
  const groups: OptionGroupInput[] = [];
  for (const [index, line] of lines.entries()) {
    const problem = (message: string) => ({ ok: false as const, message });
    const at = { line: index + 1 };
    const match = GROUP_LINE.exec(line);
    if (!match) return problem(t("Line {line}: write it like “{example}”.", { ...at, example: OPTIONS_EXAMPLE }));
    const [, rawName = "", first = "", second, rawOptions = ""] = match;
    const name = rawName.trim();
    const minChoices = Number(first);
    const maxChoices = second === undefined ? minChoices : Number(second);
    const longName = () =>
      problem(t("Line {line}: use at most {count} characters for a name.", { ...at, count: OPTION_LIMITS.name }));
    if (name.length > OPTION_LIMITS.name) return longName();
    if (groups.some((group) => group.name.toLowerCase() === name.toLowerCase()))
      return problem(t("Line {line}: “{name}” is already a group.", { ...at, name }));
    const options: OptionGroupInput["options"] = [];
    for (const rawOption of rawOptions.split(",")) {
      const option = OPTION.exec(rawOption.trim());
      const pricePaise = option ? parseRupees(option[2] ?? "") : null;
      if (!option || pricePaise === null)
        return problem(t("Line {line}: write each option as a name and a price, like “Full ₹120”.", at));
      const optionName = (option[1] ?? "").trim();
      if (optionName.length > OPTION_LIMITS.name) return longName();
      if (pricePaise > OPTION_LIMITS.maxPricePaise)
        return problem(t("Line {line}: an option costs at most ₹5,000.", at));
      if (options.some((other) => other.name.toLowerCase() === optionName.toLowerCase()))
        return problem(t("Line {line}: “{name}” is listed twice.", { ...at, name: optionName }));
      options.push({ name: optionName, pricePaise });
    }
    if (options.length > OPTION_LIMITS.optionsPerGroup)
      return problem(
        t("Line {line}: use at most {count} options in a group.", { ...at, count: OPTION_LIMITS.optionsPerGroup }),
      );
    if (maxChoices < 1 || minChoices > maxChoices || maxChoices > options.length)
      return problem(
        t(
          "Line {line}: “choose” takes numbers from 0 to {count} (its options), the smaller first and the larger at least 1.",
          { ...at, count: options.length },
        ),
      );
    groups.push({ name, minChoices, maxChoices, options });
  }
  return { ok: true, groups };
}
