import type { Translate } from "~/lib/i18n";

/** The kinds of list, by their names (catalogue ids: the pages show `t(LIST_TYPES[type])`). */
export const LIST_TYPES = { productList: "Product List", restaurantList: "Restaurant List" } as const;
export type ListType = keyof typeof LIST_TYPES;
export const DEFAULT_LIST_NAME = "My Favorites";
export const MAX_LIST_NAME = 50;
/** The progress bar on a list card fills at this many items. */
export const LIST_PROGRESS_MAX = 10;

export type FavouriteKind = "product" | "restaurant";

export function listTypeFor(kind: FavouriteKind): ListType {
  return kind === "product" ? "productList" : "restaurantList";
}

/** The 'Change List' page for an item just added to a list. */
export function changeListHrefFor(itemId: string, listId: string, returnTo: string): string {
  return `/profile/favorites/move?${new URLSearchParams({ itemId, from: listId, returnTo })}`;
}

/** "3 of 10 items", the text equivalent of a list card's progress bar. */
export function progressText(count: number, t: Translate): string {
  return t("{count} of {max} items", { count: Math.min(count, LIST_PROGRESS_MAX), max: LIST_PROGRESS_MAX });
}
