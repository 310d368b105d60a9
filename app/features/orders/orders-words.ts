import type { Translate } from "~/lib/i18n";
import type { Words } from "~/lib/words";
import { cannotCancelMessage, displayOrderId } from "./order-status";
import type { ReorderOutcome } from "./orders.server";
import type { AdvanceOutcome, CancelOutcome } from "./status-changes.server";

/** Every refusal of an order's change: a cancel, a move along the timeline, an order again. */
export type OrderRefusal = Extract<CancelOutcome | AdvanceOutcome | ReorderOutcome, { ok: false }>;

/** A status as an ICU `select` key: "Out for Delivery" is `out_for_delivery`. */
function statusKey(status: string): string {
  return status.toLowerCase().replaceAll(" ", "_");
}

/** The words of the orders' refusals (decision 0031). */
export const ORDER_WORDS: Words<OrderRefusal> = {
  "cancel-failed": (_, t: Translate) => t("Failed to cancel order."),
  "not-found": (_, t: Translate) => t("That order was not found."),
  "not-cancellable": ({ status }, t: Translate) => t(cannotCancelMessage(status)),
  stale: ({ orderId, status }, t: Translate) =>
    t(
      "Order #{ref} is now {status, select, pending_payment {Pending Payment} confirmed {Confirmed} preparing {Preparing} out_for_delivery {Out for Delivery} delivered {Delivered} cancelled {Cancelled} other {gone}}; nothing was changed.",
      { ref: displayOrderId(orderId), status: statusKey(status) },
    ),
  "cannot-advance": ({ orderId, status }, t: Translate) =>
    t(
      "Order #{ref} is {status, select, pending_payment {Pending Payment} confirmed {Confirmed} preparing {Preparing} out_for_delivery {Out for Delivery} delivered {Delivered} cancelled {Cancelled} other {gone}} and cannot move on.",
      { ref: displayOrderId(orderId), status: statusKey(status) },
    ),
  "needs-driver": (_, t: Translate) => t("Enter the driver's name and phone to send the order out for delivery."),
  conflict: (_, t: Translate) => t("Your cart has dishes from another restaurant."),
  "none-available": (_, t: Translate) => t("None of the dishes from this order are available right now."),
};
