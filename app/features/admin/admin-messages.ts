import { flash } from "~/lib/flash";

/** What the operations console says after an operator's change to a restaurant, dish or account. */
export const ADMIN_MESSAGES = {
  restaurantOpened: flash("The restaurant is open for orders."),
  restaurantClosed: flash("The restaurant is closed for orders."),
  restaurantSaved: flash("Restaurant details saved."),
  hoursSaved: flash("Opening hours saved."),
  restaurantBusy: flash("The restaurant is marked busy: it takes no orders until the time shown."),
  restaurantResumed: flash("The restaurant takes orders again."),
  dishSaved: flash("Dish saved."),
  dishOptionsSaved: flash("Options saved."),
  dishAdded: flash("Dish added to the menu."),
  roleChanged: flash("Role saved."),
  sessionsEnded: flash("All of this account's sessions have ended."),
  rainOn: flash("Rain surcharge switched on: each delivery in the city now pays it."),
  rainOff: flash("Rain surcharge switched off."),
} as const;
