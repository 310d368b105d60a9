import { flash } from "~/lib/flash";

export const REVIEW_MESSAGES = {
  rated: flash("Thanks for rating your order!"),
  changed: flash("Your rating has been updated."),
  hidden: flash("The review is hidden from the menu and the rating."),
  shown: flash("The review is shown again."),
  replied: flash("Your reply is posted under the review."),
  replyChanged: flash("Your reply is changed."),
  replyHidden: flash("The reply is hidden from the menu."),
  replyShown: flash("The reply is shown again."),
} as const;
