import { notTakingOrders, openingText, type Opening } from "~/features/catalogue/opening";
import { checkChoices } from "~/features/catalogue/dish-options";
import { CHOICE_WORDS } from "~/features/catalogue/dish-options-words";
import { PRICING_WORDS } from "~/features/pricing/pricing-words";
import type { Language, Translate } from "~/lib/i18n";
import { formatRupees } from "~/lib/money";
import { word, type Words } from "~/lib/words";
import type { CartOutcome, LineProblem } from "./cart-outcomes";

/** "Spice Route is not taking orders right now: Closed · opens 7 pm." */
export function closedText(restaurant: string, opening: Opening, t: Translate, language: Language): string {
  return notTakingOrders(restaurant, openingText(opening, new Date(), t, language), t);
}

/** What a cart change did, as the customer is told it in `language` (a closed restaurant's opening time needs it). */
export function cartWords(language: Language): Words<CartOutcome> {
  return {
    added: ({ dish }, t) => t("Added {dish} to your cart.", { dish }),
    updated: ({ dish }, t) => t("Updated the quantity of {dish}.", { dish }),
    removed: ({ dish }, t) => t("{dish} has been removed from your cart", { dish }),
    cleared: (_, t) => t("Your cart is empty now."),
    "promo-applied": (_, t) => t("Promo code applied successfully!"),
    "promo-removed": (_, t) => t("Promo code removed."),
    details: (_, t) => t("Delivery details saved."),
    "tip-set": ({ tipPaise }, t) =>
      tipPaise > 0
        ? t("Tip of {amount} added for your delivery partner.", { amount: formatRupees(tipPaise) })
        : t("Tip removed."),
    gone: (_, t) => t("This dish is not on the menu any more."),
    missing: (_, t) => t("That dish is not in your cart."),
    closed: ({ restaurant, opening }, t) => closedText(restaurant, opening, t, language),
    unavailable: ({ dish }, t) => t("{dish} is not available right now.", { dish }),
    "price-changed": ({ dish }, t) =>
      t("The price of {dish} has changed since you opened it. Check the prices and add it again.", { dish }),
    choices: (outcome, t) => Object.values(choiceProblems(outcome, t))[0] ?? "",
    conflict: ({ current, dish, restaurant }, t) =>
      t("Your cart has dishes from {current}. Replace them with {dish} from {restaurant}?", {
        current,
        dish,
        restaurant,
      }),
    "promo-invalid": PRICING_WORDS["promo-invalid"],
    "promo-minimum": PRICING_WORDS["promo-minimum"],
    "tip-invalid": ({ maxPaise }, t) =>
      t("Enter a tip in whole rupees, from ₹1 to {max}.", { max: formatRupees(maxPaise) }),
    address: (_, t) => t("Choose one of your addresses."),
    slot: (_, t) => t("That delivery slot is no longer available. Choose another, or As soon as possible."),
  };
}

/** Each problem of refused choices next to its group (by group id; "" for a choice of no group). */
export function choiceProblems(
  { dish, groups, choices }: Extract<CartOutcome, { code: "choices" }>,
  t: Translate,
): Record<string, string> {
  const check = checkChoices(dish, groups, choices);
  if (check.ok) return {};
  return Object.fromEntries(
    Object.entries(check.problems).map(([group, problem]) => [group, word(CHOICE_WORDS, problem, t)]),
  );
}

/** 'N item(s) added', as the menu's cart bar says it. */
export function itemsAdded(count: number, t: Translate): string {
  return t("{count, plural, one {# item added} other {# items added}}", { count });
}

/** Why a line of the cart is left out of the total. */
export function lineProblemText(problem: NonNullable<LineProblem>, t: Translate): string {
  switch (problem) {
    case "not-available":
      return t("No longer available.");
    case "options-changed":
      return t("Its options have changed. Remove it and add it again.");
  }
}
