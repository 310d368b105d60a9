import { flash } from "~/lib/flash";

/** The one-time messages after a partner's forms. */
export const PARTNER_MESSAGES = {
  accepted: flash("Order #{ref} accepted: {minutes} minutes to prepare."),
  rejected: flash("Order #{ref} rejected. The customer has been told why."),
  ready: flash("Order #{ref} is marked ready for pickup."),
  joined: flash("You are now a partner of {restaurant}."),
  invited: flash("Invitation sent to {email}."),
  removed: flash("The member is removed: they no longer see this restaurant."),
  paused: flash("New orders are paused until the time shown."),
  resumed: flash("The restaurant takes orders again."),
  closed: flash("The restaurant is closed until you reopen it."),
  reopened: flash("The restaurant is open for orders again."),
  prepSaved: flash("The usual preparation time is saved."),
  dishOn: flash("The dish is back on the menu."),
  dishOff: flash("The dish is switched off: customers see it as unavailable."),
  dishOffToday: flash("The dish is switched off for today: it comes back on when you next open."),
  optionOn: flash("The option is back on the menu."),
  optionOff: flash("The option is switched off: customers cannot choose it."),
  optionOffToday: flash("The option is switched off for today: it comes back on when you next open."),
} as const;
