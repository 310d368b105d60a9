import type { Translate } from "~/lib/i18n";
import type { Words } from "~/lib/words";
import type { SaveReviewOutcome } from "./reviews.server";

/** The words of a review's refusals (decision 0031). */
export const REVIEW_WORDS: Words<Extract<SaveReviewOutcome, { ok: false }>> = {
  "not-found": (_, t: Translate) => t("That order was not found."),
  "not-delivered": (_, t: Translate) => t("You can rate this order once it has been delivered."),
  "too-late": (_, t: Translate) => t("Ratings can be changed for 7 days after they are given."),
};
