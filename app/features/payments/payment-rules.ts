/** Payment wording and states shared by the server and the pages. */

export const PAID = "Paid";
export const VERIFICATION_FAILED = "Payment verification failed. Please contact support.";
export const CREATE_FAILED = "Failed to create order. Please try again.";
/** The order's payment label while the gateway has not yet confirmed a signed payment (payment-states.ts). */
export const VERIFYING_LABEL = "Verifying";
export const VERIFYING =
  "We are confirming your payment with the bank. Your order is confirmed as soon as it is; if the money was taken and the order is not, it is refunded in full.";

export const HISTORY_PERIODS = { all: "All", "7d": "Last 7 days", "30d": "Last 30 days", year: "This year" } as const;
export type HistoryPeriod = keyof typeof HISTORY_PERIODS;

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
