import { OPTION_LIMITS, type OptionGroupInput } from "~/features/catalogue/dish-options";
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

/** What is wrong with the typed options: the first line that is (worded by OPTIONS_WORDS in admin-words.ts). */
export type OptionsProblem =
  | { code: "too-many-groups"; count: number }
  | { code: "group-format"; line: number }
  | { code: "long-name"; line: number; count: number }
  | { code: "duplicate-group"; line: number; name: string }
  | { code: "option-format"; line: number }
  | { code: "option-price"; line: number }
  | { code: "duplicate-option"; line: number; name: string }
  | { code: "too-many-options"; line: number; count: number }
  | { code: "choices"; line: number; count: number };

/** Reads the typed options, or names the first line that is wrong. The format is English ("choose 1") in every language. */
export function parseOptionGroups(
  text: string,
): { ok: true; groups: OptionGroupInput[] } | ({ ok: false } & OptionsProblem) {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  if (lines.length > OPTION_LIMITS.groups) return { ok: false, code: "too-many-groups", count: OPTION_LIMITS.groups };
  const groups: OptionGroupInput[] = [];
  for (const [index, line] of lines.entries()) {
    const problem = (found: OptionsProblem) => ({ ok: false as const, ...found });
    const at = index + 1;
    const match = GROUP_LINE.exec(line);
    if (!match) return problem({ code: "group-format", line: at });
    const [, rawName = "", first = "", second, rawOptions = ""] = match;
    const name = rawName.trim();
    const minChoices = Number(first);
    const maxChoices = second === undefined ? minChoices : Number(second);
    const longName = () => problem({ code: "long-name", line: at, count: OPTION_LIMITS.name });
    if (name.length > OPTION_LIMITS.name) return longName();
    if (groups.some((group) => group.name.toLowerCase() === name.toLowerCase()))
      return problem({ code: "duplicate-group", line: at, name });
    const options: OptionGroupInput["options"] = [];
    for (const rawOption of rawOptions.split(",")) {
      const option = OPTION.exec(rawOption.trim());
      const pricePaise = option ? parseRupees(option[2] ?? "") : null;
      if (!option || pricePaise === null) return problem({ code: "option-format", line: at });
      const optionName = (option[1] ?? "").trim();
      if (optionName.length > OPTION_LIMITS.name) return longName();
      if (pricePaise > OPTION_LIMITS.maxPricePaise) return problem({ code: "option-price", line: at });
      if (options.some((other) => other.name.toLowerCase() === optionName.toLowerCase()))
        return problem({ code: "duplicate-option", line: at, name: optionName });
      options.push({ name: optionName, pricePaise });
    }
    if (options.length > OPTION_LIMITS.optionsPerGroup)
      return problem({ code: "too-many-options", line: at, count: OPTION_LIMITS.optionsPerGroup });
    if (maxChoices < 1 || minChoices > maxChoices || maxChoices > options.length)
      return problem({ code: "choices", line: at, count: options.length });
    groups.push({ name, minChoices, maxChoices, options });
  }
  return { ok: true, groups };
}
