import { PAID, VERIFYING_LABEL } from "./payment-rules";

/**
 * The payment state machine (docs/decisions/0015-payment-state-machine.md). One row per attempt to pay
 * an order; every change of state is one of these events, applied only from the states it lists. An
 * event that does not apply is a no-op, so repeated, reordered and concurrent deliveries are harmless.
 */
export const PAYMENT_STATES = [
  "created",
  "verifying",
  "captured",
  "failed",
  "expired",
  "refund_requested",
  "refunded",
  "refund_failed",
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_EVENTS = {
  /** The signature checked out but the gateway could not confirm the amount yet. */
  verifyLater: { from: ["created"], to: "verifying" },
  /** The gateway confirmed the money was taken (amount and currency checked). */
  capture: { from: ["created", "verifying", "failed", "expired"], to: "captured" },
  /** The gateway confirmed the attempt failed. A captured payment never fails. */
  fail: { from: ["created", "verifying"], to: "failed" },
  /** Nobody paid in time. */
  expire: { from: ["created"], to: "expired" },
  /** A captured payment of a cancelled order, or one beyond what paid the order, is to go back. */
  requestRefund: { from: ["captured"], to: "refund_requested" },
  refunded: { from: ["refund_requested", "refund_failed"], to: "refunded" },
  refundFailed: { from: ["refund_requested"], to: "refund_failed" },
  retryRefund: { from: ["refund_failed"], to: "refund_requested" },
} as const satisfies Record<string, { from: readonly PaymentState[]; to: PaymentState }>;

export type PaymentEvent = keyof typeof PAYMENT_EVENTS;

/** The state after `event`, or null when the event does not apply in `state` (a no-op). */
export function nextState(state: PaymentState, event: PaymentEvent): PaymentState | null {
  const rule = PAYMENT_EVENTS[event];
  return (rule.from as readonly PaymentState[]).includes(state) ? rule.to : null;
}

/** Money the gateway holds for this attempt (now, or until the refund completes). */
export function moneyTaken(state: PaymentState): boolean {
  return state === "captured" || state === "refund_requested" || state === "refund_failed";
}

/**
 * The order's payment as the customer and the console read it, derived from its method, its status
 * and its attempts' states (never stored), as a code; `PAYMENT_LABELS` says each in English (an id the
 * pages translate).
 */
export const PAYMENT_LABELS = {
  "cash-paid": "Paid (cash on delivery)",
  "cash-not-charged": "Not charged",
  "cash-pending": "Pending (cash on delivery)",
  paid: PAID,
  "paid-second-refunding": `${PAID} · a second payment is being refunded`,
  "paid-second-refunded": `${PAID} · a second payment was refunded`,
  "refund-failed": "Refund failed",
  "refund-pending": "Refund pending",
  refunded: "Refunded",
  verifying: VERIFYING_LABEL,
  "not-completed": "Not completed",
  pending: "Pending",
} as const;
export type PaymentStanding = keyof typeof PAYMENT_LABELS;

export function paymentStanding(method: string, orderStatus: string, states: readonly PaymentState[]): PaymentStanding {
  if (method === "COD") {
    if (orderStatus === "Delivered") return "cash-paid";
    if (orderStatus === "Cancelled") return "cash-not-charged";
    return "cash-pending";
  }
  const has = (state: PaymentState) => states.includes(state);
  if (has("captured")) {
    // Another attempt was also paid (another tab, a late capture): that money goes back.
    if (has("refund_requested") || has("refund_failed")) return "paid-second-refunding";
    if (has("refunded")) return "paid-second-refunded";
    return "paid";
  }
  if (has("refund_failed")) return "refund-failed";
  if (has("refund_requested")) return "refund-pending";
  if (has("refunded")) return "refunded";
  if (has("verifying")) return "verifying";
  if (orderStatus === "Cancelled") return "not-completed";
  return "pending";
}

/** Whether the order is paid: online (whatever became of a second payment), or in cash on delivery. */
export function orderPaid(standing: PaymentStanding): boolean {
  return (
    standing === "paid" ||
    standing === "paid-second-refunding" ||
    standing === "paid-second-refunded" ||
    standing === "cash-paid"
  );
}

/** The payment's standing in English (an id the pages translate). */
export function paymentLabel(method: string, orderStatus: string, states: readonly PaymentState[]): string {
  return PAYMENT_LABELS[paymentStanding(method, orderStatus, states)];
}
