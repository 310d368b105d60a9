import { sql } from "kysely";
import { paymentLabel, type PaymentState } from "./payment-states";

/**
 * For a query on `orders`: the states of the order's payment attempts, comma-joined (`string_agg`, the
 * same on SQLite and PostgreSQL). Read it with `orderPaymentLabel`.
 */
export const paymentStatesColumn = sql<
  string | null
>`(select string_agg(payments.state, ',') from payments where payments.order_id = orders.id)`.as("payment_states");

/** The order's payment as people read it ("Paid", "Refund pending", "Paid in cash"…), derived, never stored. */
export function orderPaymentLabel(row: {
  payment_method: string;
  status: string;
  payment_states: string | null;
}): string {
  return paymentLabel(row.payment_method, row.status, (row.payment_states?.split(",") ?? []) as PaymentState[]);
}
