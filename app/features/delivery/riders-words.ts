import { BRAND } from "~/lib/brand";
import type { MailComposer } from "~/lib/mail.server";
import { formatRupees } from "~/lib/money";
import type { Words } from "~/lib/words";
import type { TripMove } from "~/features/orders/rider-trips.server";
import { SUPPORT_CONTACT } from "~/features/support/contact";
import type { CallOutcome } from "./calls.server";
import type { OfferAnswer } from "./offers.server";
import type { RiderInviteOutcome, RiderJoinOutcome } from "./riders.server";
import type { DoorOutcome } from "./trips.server";
import { stepText } from "./rider-steps";

/** The rider invitation e-mail: which city, and the link (single use, INVITE_DAYS days). */
export const riderInviteMail: MailComposer<{ city: string; link: string; days: number }> = (values, t) => ({
  subject: t("You are invited to deliver with {brand} in {city}", { city: values.city, brand: BRAND }),
  text: t(
    "Hello,\n\nYou are invited to deliver orders with {brand} in {city}. Open this link within {days} days to accept (it works once):\n{link}\n\nIf you did not expect it, ignore this e-mail.\n",
    { ...values, brand: BRAND },
  ),
});

export const RIDER_INVITE_WORDS: Words<Extract<RiderInviteOutcome, { ok: false }>> = {
  "no-city": (_, t) => t("Choose a city we deliver in."),
  "already-rider": (_, t) => t("This person is already a rider."),
};

export const RIDER_JOIN_WORDS: Words<Extract<RiderJoinOutcome, { ok: false }>> = {
  "invite-gone": (_, t) => t("This invitation has been used or has expired. Ask for a new one."),
  "already-rider": (_, t) => t("You are already a rider."),
  "other-address": (outcome, t) =>
    t("This invitation is for {email}. Sign in with that address to accept it.", { email: outcome.email }),
  unverified: (_, t) => t("Verify your e-mail address first, then open the invitation again."),
};

export const OFFER_WORDS: Words<Extract<OfferAnswer, { ok: false }>> = {
  "offer-gone": (_, t) => t("This offer has lapsed or was withdrawn."),
  "order-taken": (_, t) => t("Another rider took this order first."),
  "on-a-trip": (_, t) => t("Finish your trip first: a rider carries one order at a time."),
};

export const STEP_WORDS: Words<Extract<TripMove, { ok: false }>> = {
  "no-trip": (_, t) => t("This trip is no longer yours: it was delivered or cancelled."),
  "out-of-order": (outcome, t) =>
    t("That step is not next. Where the trip stands: {step}.", { step: stepText(outcome.step, t) }),
  "not-ready": (_, t) => t("The restaurant has not marked the food ready yet. Wait for it, then pick it up."),
};

export const DOOR_WORDS: Words<Extract<DoorOutcome, { ok: false }>> = {
  "no-trip": (_, t) => t("This trip is no longer yours: it was delivered or cancelled."),
  "out-of-order": (outcome, t) =>
    t("That step is not next. Where the trip stands: {step}.", { step: stepText(outcome.step, t) }),
  "wrong-code": (outcome, t) =>
    t("{tries, plural, one {That code is wrong: # try left.} other {That code is wrong: # tries left.}}", {
      tries: outcome.triesLeft,
    }),
  "code-locked": (_, t) =>
    t("The code was wrong three times: support has the case and will call you. Do not hand over the food."),
  "cash-unconfirmed": (outcome, t) =>
    t("Collect {amount} in cash and tick the box first.", { amount: formatRupees(outcome.cashPaise) }),
  "cash-tip-invalid": (outcome, t) =>
    t("Enter the tip in whole rupees, from ₹1 to {max}, or leave it empty.", { max: formatRupees(outcome.maxPaise) }),
};

/** The console's hand-assignment, refused. */
export const ASSIGN_WORDS: Words<Extract<OfferAnswer, { ok: false }>> = {
  "offer-gone": (_, t) => t("That person is not a rider."),
  "order-taken": (_, t) => t("This order has a rider already or no longer waits for one."),
  "on-a-trip": (_, t) => t("That rider is on a trip now: choose another."),
};

export const CALL_WORDS: Words<Extract<CallOutcome, { ok: false }>> = {
  "no-service": (_, t) => t("Call support on {phone}: they will connect you.", { phone: SUPPORT_CONTACT.phone }),
  "no-number": (_, t) =>
    t("This call cannot be made: a number is missing. Call support on {phone}.", { phone: SUPPORT_CONTACT.phone }),
  failed: (_, t) =>
    t("The call could not be connected. Try again, or call support on {phone}.", { phone: SUPPORT_CONTACT.phone }),
};
