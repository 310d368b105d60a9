import { flash } from "~/lib/flash";

/** What the operations console says after an operator's change to a restaurant, dish or account. */
export const ADMIN_MESSAGES = {
  restaurantOpened: flash("The restaurant is open for orders."),
  restaurantClosed: flash("The restaurant is closed for orders."),
  restaurantSaved: flash("Restaurant details saved."),
  dishSaved: flash("Dish saved."),
  dishAdded: flash("Dish added to the menu."),
  roleChanged: flash("Role saved."),
  sessionsEnded: flash("All of this account's sessions have ended."),
} as const;
