import { correctQuery, normaliseWord } from "~/features/search/spelling";
import type { Dish } from "./catalogue.server";

export const MENU_FILTERS = {
  all: "All Items",
  bestsellers: "Bestsellers",
  veg: "Veg",
  nonveg: "Non-Veg",
} as const;
export type MenuFilter = keyof typeof MENU_FILTERS;

export const UNCATEGORIZED = "Uncategorized";

export function filterDishes<T extends Pick<Dish, "isVeg" | "isBestseller">>(
  dishes: readonly T[],
  filter: MenuFilter,
): T[] {
  switch (filter) {
    case "all":
      return [...dishes];
    case "bestsellers":
      return dishes.filter((dish) => dish.isBestseller);
    case "veg":
      return dishes.filter((dish) => dish.isVeg);
    case "nonveg":
      return dishes.filter((dish) => !dish.isVeg);
  }
}

/** Dishes grouped by menu category, in order of first appearance; dishes without one go under 'Uncategorized'. */
export function groupByMenuCategory<T extends Pick<Dish, "menuCategory">>(
  dishes: readonly T[],
): { name: string; dishes: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const dish of dishes) {
    const name = dish.menuCategory?.trim() || UNCATEGORIZED;
    groups.set(name, [...(groups.get(name) ?? []), dish]);
  }
  return [...groups].map(([name, grouped]) => ({ name, dishes: grouped }));
}

export const MAX_MENU_QUERY = 60;

/**
 * The dishes of a menu whose name or description has every word typed (as a word's start),
 * misspellings corrected to this menu's own words ("panner" finds "Paneer Tikka").
 */
export function searchMenu<T extends Pick<Dish, "name" | "description">>(dishes: readonly T[], query: string): T[] {
  const typed = query.trim().slice(0, MAX_MENU_QUERY);
  if (typed === "") return [...dishes];
  const wordsOf = (dish: T) =>
    `${dish.name} ${dish.description}`
      .split(/[\s,&()/-]+/)
      .map(normaliseWord)
      .filter(Boolean);
  const vocabulary = [...new Set(dishes.flatMap(wordsOf))];
  const wanted = correctQuery(typed, vocabulary).text.split(/\s+/).map(normaliseWord).filter(Boolean);
  return dishes.filter((dish) => {
    const words = wordsOf(dish);
    return wanted.every((word) => words.some((known) => known.startsWith(word)));
  });
}
