import { flash, type Flash } from "~/lib/flash";
import type { Translate } from "~/lib/i18n";
import type { Words } from "~/lib/words";
import { changeListHrefFor, listNameText, type ListName } from "./favourites-rules";
import type { HeartOutcome } from "./favourites.server";

/** The heart's answer to a guest whose page still showed it as a form (a session that ended meanwhile). */
export type SignInToSave = { ok: false; code: "sign-in" };

/** What the heart's action answers a form sent by JavaScript: the outcome, worded in the page's language. */
export type HeartAnswer = { outcome: (HeartOutcome | SignInToSave) & { message: string } };

/** How favourites' outcomes are worded: the heart's toast and flash, and the lists pages' refusals. */
export const FAVOURITE_WORDS: Words<HeartOutcome | SignInToSave> = {
  added: ({ lists }, t) => t("Added to {list}", { list: listsText(lists, t) }),
  removed: ({ lists }, t) => t("Removed from {list}", { list: listsText(lists, t) }),
  "not-found": (_, t) => t("That list was not found."),
  "same-list": (_, t) => t("The product is already in that list. Choose another list."),
  "wrong-type": (_, t) => t("Choose a list of the same type."),
  duplicate: (_, t) => t("You already have a list with that name."),
  default: (_, t) => t("The default list cannot be deleted."),
  missing: (_, t) => t("That item is not in the list."),
  "no-target": (_, t) => t("Select a list to move the product to."),
  "unknown-item": (_, t) => t("Failed to add item to wishlist. Please try again."),
  "sign-in": (_, t) => t("Please sign in to save favourites."),
};

/** The lists an item went to or left, named in the page's language: "My Favorites, Weekend". */
function listsText(lists: readonly ListName[], t: Translate): string {
  return lists.map((list) => listNameText(list, t)).join(", ");
}

/**
 * What a JavaScript-free heart says back on the page it returns to (English ids, worded by the flash):
 * the list the item went to and a way to change it.
 */
export function heartFlash(outcome: HeartOutcome, returnTo: string, t: Translate): Flash {
  if (!outcome.ok) return { text: "Failed to add item to wishlist. Please try again.", tone: "error" };
  if (outcome.code === "removed") return flash("Removed from your favourites");
  const back = new URL(returnTo, "http://localhost");
  return flash("Added to {list}", {
    values: { list: listsText(outcome.lists, t) },
    link: {
      label: "Change List",
      href: changeListHrefFor(outcome.itemId, outcome.listId, back.pathname + back.search),
    },
  });
}
