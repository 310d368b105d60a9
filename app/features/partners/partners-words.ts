import { BRAND } from "~/lib/brand";
import type { Translate } from "~/lib/i18n";
import type { MailComposer } from "~/lib/mail.server";
import type { Words } from "~/lib/words";
import type { PartnerColumn, RejectionCode } from "./partner-rules";
import type { InviteOutcome, JoinOutcome, RemoveOutcome } from "./partners.server";
import type { PartnerChange } from "~/features/orders/restaurant-orders.server";

/**
 * Why an order was refused, as its customer reads it (English ids: the e-mail and the order's page translate
 * them where they are shown, so the order keeps the sentence).
 */
export const REJECTION_REASON_TEXT: Record<RejectionCode, string> = {
  "out-of-stock": "Some dishes ran out at the restaurant.",
  closing: "The restaurant is closing.",
  busy: "The restaurant is too busy to take it now.",
  other: "The restaurant could not take it.",
  "timed-out": "The restaurant did not accept it in time.",
};

/** The reasons a partner chooses from, as the reject form labels them. */
export function rejectReasonLabel(reason: RejectionCode, t: Translate): string {
  switch (reason) {
    case "out-of-stock":
      return t("Item out of stock");
    case "closing":
      return t("Kitchen closing");
    case "busy":
      return t("Too busy");
    case "other":
      return t("Other");
    case "timed-out":
      return t("Not accepted in time");
  }
}

export function columnTitle(column: PartnerColumn, t: Translate): string {
  switch (column) {
    case "new":
      return t("New");
    case "preparing":
      return t("Preparing");
    case "ready":
      return t("Ready");
    case "on-the-way":
      return t("Out for delivery");
    case "done":
      return t("Done today");
  }
}

export const PARTNER_CHANGE_WORDS: Words<Extract<PartnerChange, { ok: false }>> = {
  "not-found": (_, t) => t("This order is not one of this restaurant's."),
  "moved-on": (_, t) => t("This order has moved on already: the page now shows where it stands."),
  "bad-prep": (_, t) => t("Choose a preparation time."),
  "no-dishes": (_, t) => t("Tick the dishes that ran out."),
};

export const JOIN_WORDS: Words<Extract<JoinOutcome, { ok: false }>> = {
  "invite-gone": (_, t) => t("This invitation has been used or has expired. Ask for a new one."),
  "other-address": (outcome, t) =>
    t("This invitation is for {email}. Sign in with that address to accept it.", { email: outcome.email }),
  unverified: (_, t) => t("Verify your e-mail address first, then open the invitation again."),
};

export const INVITE_WORDS: Words<Extract<InviteOutcome, { ok: false }>> = {
  "no-restaurant": (_, t) => t("This restaurant does not exist."),
  "already-member": (_, t) => t("This person is already a member of this restaurant."),
};

export const REMOVE_WORDS: Words<Extract<RemoveOutcome, { ok: false }>> = {
  "not-member": (_, t) => t("This person is not a member of this restaurant."),
  "last-owner": (_, t) => t("A restaurant keeps at least one owner: invite another owner first."),
};

/** The invitation e-mail: which restaurant, as what, and the link (single use, INVITE_DAYS days). */
export const partnerInviteMail: MailComposer<{ restaurant: string; role: string; link: string; days: number }> = (
  values,
  t,
) => ({
  subject: t("You are invited to run {restaurant} on {brand}", { restaurant: values.restaurant, brand: BRAND }),
  text: t(
    "Hello,\n\nYou are invited to run the orders of {restaurant} on {brand} as {role}. Open this link within {days} days to accept (it works once):\n{link}\n\nIf you did not expect it, ignore this e-mail.\n",
    { ...values, role: values.role === "owner" ? t("owner") : t("staff"), brand: BRAND },
  ),
});
