import { flash } from "~/lib/flash";

/** The one-time messages after a rider's forms. */
export const RIDER_MESSAGES = {
  joined: flash("You are a rider now. Go online to get orders."),
  online: flash("You are online: offers come to this page."),
  offline: flash("You are offline: no offers until you go online."),
  accepted: flash("Trip accepted: head to {restaurant}."),
  declined: flash("Offer declined."),
  atRestaurant: flash("At the restaurant: pick up the food when it is ready."),
  pickedUp: flash("Picked up: take the food to {name}."),
  atCustomer: flash("At the customer: ask for the delivery code."),
  delivered: flash("Delivered. Well done!"),
  supportTold: flash("Support has the case and will call you. Stay at the door for a few minutes."),
  calling: flash("Your phone will ring now: answer it to be connected."),
  invited: flash("Invitation sent to {email}."),
} as const;
