import { flash } from "~/lib/flash";

/** The one-time messages after a partner's forms. */
export const PARTNER_MESSAGES = {
  accepted: flash("Order #{ref} accepted: {minutes} minutes to prepare."),
  rejected: flash("Order #{ref} rejected. The customer has been told why."),
  ready: flash("Order #{ref} is marked ready for pickup."),
  joined: flash("You are now a partner of {restaurant}."),
  invited: flash("Invitation sent to {email}."),
  removed: flash("{email} is no longer a member of this restaurant."),
} as const;
