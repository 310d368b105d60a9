import type { Translate } from "~/lib/i18n";

/**
 * Payment wording and states shared by the server and the pages. The constants are English, as ids: the
 * pages show them with `t(…)` (catalogue "cart").
 */

export const PAID = "Paid";
export const VERIFICATION_FAILED = "Payment verification failed. Please contact support.";
export const CREATE_FAILED = "Failed to create order. Please try again.";
/** The order's payment label while the gateway has not yet confirmed a signed payment (payment-states.ts). */
export const VERIFYING_LABEL = "Verifying";
export const VERIFYING =
  "We are confirming your payment with the bank. Your order is confirmed as soon as it is; if the money was taken and the order is not, it is refunded in full.";

export const HISTORY_PERIODS = { all: "All", "7d": "Last 7 days", "30d": "Last 30 days", year: "This year" } as const;
export type HistoryPeriod = keyof typeof HISTORY_PERIODS;

/** A period's name on the payment history's filter, in `t`'s language. */
export function periodLabel(period: HistoryPeriod, t: Translate): string {
  switch (period) {
    case "all":
      return t("All");
    case "7d":
      return t("Last 7 days");
    case "30d":
      return t("Last 30 days");
    case "year":
      return t("This year");
  }
}

/** A payment history line's status (payment-history.server.ts writes them in English), in `t`'s language. */
export function historyStatusText(status: string, t: Translate): string {
  switch (status) {
    case "Paid":
      return t("Paid");
    case "Refunded":
      return t("Refunded");
    case "Refund pending":
      return t("Refund pending");
    case "Paid in cash":
      return t("Paid in cash");
    default:
      return status;
  }
}

/** The earliest time a period covers, or null for all time. */
export function periodStart(period: HistoryPeriod, now: Date): Date | null {
  switch (period) {
    case "all":
      return null;
    case "7d":
      return new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
    case "30d":
      return new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000);
    case "year":
      return new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
  }
}
