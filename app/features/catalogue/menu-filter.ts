import type { Dish } from "./catalogue.server";

export const MENU_FILTERS = {
  all: "All Items",
  bestsellers: "Bestsellers",
  veg: "Veg",
  nonveg: "Non-Veg",
} as const;
export type MenuFilter = keyof typeof MENU_FILTERS;

export const UNCATEGORIZED = "Uncategorized";

export function parseMenuFilter(value: string | null): MenuFilter {
  return value !== null && Object.hasOwn(MENU_FILTERS, value) ? (value as MenuFilter) : "all";
}

export function filterDishes<T extends Pick<Dish, "isVeg" | "isBestseller">>(dishes: readonly T[], filter: MenuFilter): T[] {
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
export function groupByMenuCategory<T extends Pick<Dish, "menuCategory">>(dishes: readonly T[]): { name: string; dishes: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const dish of dishes) {
    const name = dish.menuCategory?.trim() || UNCATEGORIZED;
    groups.set(name, [...(groups.get(name) ?? []), dish]);
  }
  return [...groups].map(([name, grouped]) => ({ name, dishes: grouped }));
}
