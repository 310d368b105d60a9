import { flash } from "~/lib/flash";

/** In English, as catalogue ids (the content namespace): the flash is written in the request's language. */
export const LEAD_MESSAGES = {
  corporateSent: flash("Thanks! Our team will reply within 24 hours."),
  contactSent: flash("Thanks for writing to us! We will reply by e-mail within 24 hours."),
  partnerSent: flash("Thanks! Our restaurant partnerships team will call you within 2 business days."),
  updated: flash("Lead updated."),
} as const;
