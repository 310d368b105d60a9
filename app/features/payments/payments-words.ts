import type { Translate } from "~/lib/i18n";
import type { Words } from "~/lib/words";
import { displayOrderId } from "~/features/orders/order-status";
import type { RefundRetryOutcome } from "./refunds.server";

/** The words of the payments' refusals (decision 0031). */
export const PAYMENT_WORDS: Words<Extract<RefundRetryOutcome, { ok: false }>> = {
  "not-found": (_, t: Translate) => t("That order was not found."),
  "no-refund": ({ orderId }, t: Translate) =>
    t("Order #{ref} has no refund to ask for again.", { ref: displayOrderId(orderId) }),
  "refund-unconfirmed": (_, t: Translate) =>
    t("The payment gateway has not confirmed the refund yet. Try again later; the audit log keeps each attempt."),
};
