import { sql } from "kysely";
import { PAYMENT_LABELS, paymentStanding, type PaymentStanding, type PaymentState } from "./payment-states";

/**
 * For a query on `orders`: the states of the order's payment attempts (not its tips'), comma-joined (`string_agg`, the
 * same on SQLite and PostgreSQL). Read it with `orderPayment`.
 */
export const paymentStatesColumn = sql<
  string | null
>`(select string_agg(payments.state, ',') from payments where payments.order_id = orders.id and payments.purpose = 'order')`.as(
  "payment_states",
);

/** The order's payment, derived, never stored: its standing (a code) and its label (an English id). */
export function orderPayment(row: { payment_method: string; status: string; payment_states: string | null }): {
  paymentStanding: PaymentStanding;
  paymentStatus: string;
} {
  const standing = paymentStanding(
    row.payment_method,
    row.status,
    (row.payment_states?.split(",") ?? []) as PaymentState[],
  );
  return { paymentStanding: standing, paymentStatus: PAYMENT_LABELS[standing] };
}

/** The order's payment label alone ("Paid", "Refund pending", "Paid (cash on delivery)"…), an English id. */
export function orderPaymentLabel(row: {
  payment_method: string;
  status: string;
  payment_states: string | null;
}): string {
  return orderPayment(row).paymentStatus;
}
