/** A URL slug: lower case, runs of anything but letters and digits turned into one hyphen. */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function menuPath(restaurant: { id: string; slug: string }): string {
  return `/menu/${restaurant.slug}/${restaurant.id}`;
}

/** The element id of a restaurant's card: the place a form sent without JavaScript comes back to. */
export function restaurantAnchor(restaurantId: string): string {
  return `restaurant-${restaurantId}`;
}

/** The element id of a dish's card on the menu. */
export function dishAnchor(dishId: string): string {
  return `dish-${dishId}`;
}
