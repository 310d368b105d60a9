import { flash } from "~/lib/flash";

/** In English, as catalogue ids (the support namespace): the flash is written in the request's language. */
export const SUPPORT_MESSAGES = {
  ticketCreated: flash("Your ticket has been created. We usually reply within 4–6 hours."),
  voteSaved: flash("Thanks for your feedback!"),
  voteRefused: flash("That question is no longer here, so your vote was not counted.", { tone: "error" }),
  ticketReplied: flash("Reply sent. The customer sees it in My Tickets."),
  ticketUpdated: flash("Ticket status updated."),
} as const;
