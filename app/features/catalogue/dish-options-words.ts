import type { Translate } from "~/lib/i18n";
import type { Words } from "~/lib/words";
import type { ChoiceProblem, OptionGroup } from "./dish-options";

/** What a group asks for, under its name: "Choose 1", "Choose up to 2", "Choose 1 to 2", "Choose 2". */
export function groupRule(group: Pick<OptionGroup, "minChoices" | "maxChoices">, t: Translate): string {
  const { minChoices: min, maxChoices: max } = group;
  if (min === max) return t("Choose {count}", { count: min });
  if (min === 0) return t("Choose up to {max}", { max });
  return t("Choose {min} to {max}", { min, max });
}

/** What is wrong with a group's choices, next to the group on the options form and in the cart's message. */
export const CHOICE_WORDS: Words<ChoiceProblem> = {
  "not-offered": ({ dish }, t) => t("That choice is not offered with {dish}.", { dish }),
  "option-unavailable": ({ group, option }, t) =>
    t("{option} has run out: choose another from {group}.", { option, group }),
  "too-few": ({ group, count }, t) =>
    count === 1 ? t("Choose 1 from {group}.", { group }) : t("Choose at least {count} from {group}.", { count, group }),
  "too-many": ({ group, count }, t) => t("Choose at most {count} from {group}.", { count, group }),
};
