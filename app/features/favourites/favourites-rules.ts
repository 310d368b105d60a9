import type { Translate } from "~/lib/i18n";

/** The kinds of list, by their names (catalogue ids: the pages show `t(LIST_TYPES[type])`). */
export const LIST_TYPES = { productList: "Product List", restaurantList: "Restaurant List" } as const;
export type ListType = keyof typeof LIST_TYPES;
/** The default list's stored name, a catalogue id: the pages show it in their language (`listNameText`). */
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

/** What a list is called, as stored: the default list's own name is worded by the page. */
export interface ListName {
  name: string;
  isDefault: boolean;
}

/**
 * A list's name in the page's language: the default list, while it keeps the name it was created with, is
 * "My Favorites" in that language; a list the customer named stays as they typed it.
 */
export function listNameText(list: ListName, t: Translate): string {
  return list.isDefault && list.name === DEFAULT_LIST_NAME ? t("My Favorites") : list.name;
}

/** "3 of 10 items", the text equivalent of a list card's progress bar. */
export function progressText(count: number, t: Translate): string {
  return t("{count} of {max} items", { count: Math.min(count, LIST_PROGRESS_MAX), max: LIST_PROGRESS_MAX });
}
