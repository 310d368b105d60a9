import { formatRupees } from "~/lib/money";

/**
 * Customisations: a dish's option groups and the rules for choosing from them (pure; the database side
 * is dish-options.server.ts). A group with exactly one choice ("Size, choose 1": Half, Full) is a variant,
 * shown as radio buttons; any other ("Add-ons, choose 0-2") is a set of add-ons, shown as checkboxes.
 * Every option's price is added to the dish's.
 */
export interface DishOption {
  id: string;
  name: string;
  pricePaise: number;
  /** Switched off by the restaurant (it ran out): shown, not chosen. */
  available: boolean;
}

export interface OptionGroup {
  id: string;
  name: string;
  minChoices: number;
  maxChoices: number;
  options: DishOption[];
}

/** A group as the console enters it, before it has ids. */
export type OptionGroupInput = Omit<OptionGroup, "id" | "options"> & {
  options: Omit<DishOption, "id" | "available">[];
};

/** One choice as a cart line and an order item keep it: names and price as they were when chosen. */
export interface ChosenOption {
  optionId: string;
  group: string;
  name: string;
  pricePaise: number;
}

export const OPTION_LIMITS = { groups: 6, optionsPerGroup: 12, name: 40, maxPricePaise: 5_000_00 } as const;

export function isVariantGroup(group: Pick<OptionGroup, "minChoices" | "maxChoices">): boolean {
  return group.minChoices === 1 && group.maxChoices === 1;
}

/** The same choices always make the same key, whatever order they were posted in: a cart line's identity. */
export function choiceKey(optionIds: readonly string[]): string {
  return JSON.stringify([...new Set(optionIds)].sort());
}

export function choiceIdsOf(key: string): string[] {
  const parsed: unknown = JSON.parse(key);
  return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
}

/** An order item's options as stored at checkout (orders placed before options have none). */
export function storedChoices(stored: string): ChosenOption[] {
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed)
    ? parsed.filter((choice): choice is ChosenOption => typeof choice === "object" && choice !== null)
    : [];
}

/** "Full, Extra cheese, Raita" under a dish's name in the cart, on the order and the receipt. */
export function choicesText(chosen: readonly Pick<ChosenOption, "name">[]): string {
  return chosen.map((option) => option.name).join(", ");
}

/** A dish as the cart names it, its choices in brackets: "Chicken Biryani (Full, Raita)". */
export function dishWithChoices(name: string, chosen: readonly Pick<ChosenOption, "name">[]): string {
  return chosen.length === 0 ? name : `${name} (${choicesText(chosen)})`;
}

export function extraPricePaise(chosen: readonly Pick<ChosenOption, "pricePaise">[]): number {
  return chosen.reduce((sum, option) => sum + option.pricePaise, 0);
}

/** What is wrong with a dish's choices, by group: its words are in `dish-options-words.ts`. */
export type ChoiceProblem =
  | { code: "not-offered"; dish: string }
  | { code: "option-unavailable"; group: string; option: string }
  | { code: "too-few"; group: string; count: number }
  | { code: "too-many"; group: string; count: number };

export type ChoiceCheck =
  | { ok: true; chosen: ChosenOption[] }
  /** Each problem next to its group (by group id); "" for a choice that belongs to no group of this dish. */
  | { ok: false; problems: Record<string, ChoiceProblem> };

/**
 * Checks choices against a dish's groups as they are now: every option belongs to this dish and is not
 * switched off, and each group has between its minimum and maximum. The chosen options come back in menu
 * order.
 */
export function checkChoices(
  dishName: string,
  groups: readonly OptionGroup[],
  optionIds: readonly string[],
): ChoiceCheck {
  const wanted = new Set(optionIds);
  const problems: Record<string, ChoiceProblem> = {};
  const known = new Set(groups.flatMap((group) => group.options.map((option) => option.id)));
  if ([...wanted].some((id) => !known.has(id))) problems[""] = { code: "not-offered", dish: dishName };
  const chosen: ChosenOption[] = [];
  for (const group of groups) {
    const picked = group.options.filter((option) => wanted.has(option.id));
    const switchedOff = picked.find((option) => !option.available);
    if (switchedOff) problems[group.id] = { code: "option-unavailable", group: group.name, option: switchedOff.name };
    else if (picked.length < group.minChoices)
      problems[group.id] = { code: "too-few", group: group.name, count: group.minChoices };
    else if (picked.length > group.maxChoices)
      problems[group.id] = { code: "too-many", group: group.name, count: group.maxChoices };
    chosen.push(
      ...picked.map((option) => ({
        optionId: option.id,
        group: group.name,
        name: option.name,
        pricePaise: option.pricePaise,
      })),
    );
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, chosen };
}

/**
 * The dish's price and every option's, as the options form was shown: posted back with it, so a price
 * changed meanwhile is refused rather than charged unseen.
 */
export function pricesShown(pricePaise: number, groups: readonly OptionGroup[]): string {
  return [pricePaise, ...groups.flatMap((group) => group.options.map((option) => option.pricePaise))].join(".");
}

/** An option's price as the form shows it: "+ ₹120", or nothing when it costs nothing extra. */
export function optionPriceText(pricePaise: number): string {
  return pricePaise === 0 ? "" : `+ ${formatRupees(pricePaise)}`;
}
