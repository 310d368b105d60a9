import { TIPS } from "~/features/pricing/pricing-config";
import { CREATE_FAILED } from "~/features/payments/payment-rules";
import type { Translate } from "~/lib/i18n";
import { formatRupees } from "~/lib/money";
import type { Words } from "~/lib/words";
import type { TipAttemptOutcome } from "./tips.server";

/** Why a tip after delivery could not be opened, as the customer is told. */
export const TIP_WORDS: Words<Extract<TipAttemptOutcome, { ok: false }>> = {
  "not-found": (_, t) => t("That order was not found."),
  "not-delivered": (_, t) => t("You can add a tip once the order is delivered."),
  "already-tipped": (_, t) => t("This order already has your tip. Thank you!"),
  "too-late": (_, t) => t("A tip can be added within {hours} hours of delivery.", { hours: TIPS.afterDeliveryHours }),
  unavailable: (_, t) => t("Online payment is not available right now."),
  gateway: (_, t) => t(CREATE_FAILED),
};

/** The tip as the order page names it after checkout: how much, and how it was given. */
export function extraTipText(extraTip: { paise: number; method: "online" | "cash" }, t: Translate): string {
  const amount = formatRupees(extraTip.paise);
  return extraTip.method === "cash"
    ? t("You gave your delivery partner a tip of {amount} in cash. Thank you!", { amount })
    : t("You tipped your delivery partner {amount} after delivery. Thank you: all of it goes to them.", { amount });
}
