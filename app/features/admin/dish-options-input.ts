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

/** Reads the typed options; the first line that is wrong is named in the message. */
export function parseOptionGroups(
  text: string,
): { ok: true; groups: OptionGroupInput[] } | { ok: false; message: string } {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  if (lines.length > OPTION_LIMITS.groups) return { ok: false, message: `Use at most ${OPTION_LIMITS.groups} groups.` };
  const groups: OptionGroupInput[] = [];
  for (const [index, line] of lines.entries()) {
    const problem = (what: string) => ({ ok: false as const, message: `Line ${index + 1}: ${what}` });
    const match = GROUP_LINE.exec(line);
    if (!match) return problem(`write it like “${OPTIONS_EXAMPLE}”.`);
    const [, rawName = "", first = "", second, rawOptions = ""] = match;
    const name = rawName.trim();
    const minChoices = Number(first);
    const maxChoices = second === undefined ? minChoices : Number(second);
    if (name.length > OPTION_LIMITS.name) return problem(`use at most ${OPTION_LIMITS.name} characters for a name.`);
    if (groups.some((group) => group.name.toLowerCase() === name.toLowerCase()))
      return problem(`“${name}” is already a group.`);
    const options: OptionGroupInput["options"] = [];
    for (const rawOption of rawOptions.split(",")) {
      const option = OPTION.exec(rawOption.trim());
      const pricePaise = option ? parseRupees(option[2] ?? "") : null;
      if (!option || pricePaise === null) return problem(`write each option as a name and a price, like “Full ₹120”.`);
      const optionName = (option[1] ?? "").trim();
      if (optionName.length > OPTION_LIMITS.name)
        return problem(`use at most ${OPTION_LIMITS.name} characters for a name.`);
      if (pricePaise > OPTION_LIMITS.maxPricePaise) return problem(`an option costs at most ₹5,000.`);
      if (options.some((other) => other.name.toLowerCase() === optionName.toLowerCase()))
        return problem(`“${optionName}” is listed twice.`);
      options.push({ name: optionName, pricePaise });
    }
    if (options.length > OPTION_LIMITS.optionsPerGroup)
      return problem(`use at most ${OPTION_LIMITS.optionsPerGroup} options in a group.`);
    if (maxChoices < 1 || minChoices > maxChoices || maxChoices > options.length)
      return problem(
        `“choose” takes numbers from 0 to ${options.length} (its options), the smaller first and the larger at least 1.`,
      );
    groups.push({ name, minChoices, maxChoices, options });
  }
  return { ok: true, groups };
}
