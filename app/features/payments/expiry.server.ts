import { db } from "~/db/database.server";
import { config } from "~/lib/config.server";
import { cancelUnpaidOrder } from "~/features/orders/status-changes.server";
import { PENDING_PAYMENT } from "~/features/orders/order-status";
import { apply, applyMany } from "./transitions.server";

/**
 * Orders nobody paid for within PAYMENT_EXPIRY_MINUTES are cancelled ("Payment not completed") and
 * their open attempts expire; the customer's cart stays as it is. An order with a payment the gateway
 * has not yet confirmed ('verifying') waits for it. A tip's attempt left unpaid as long expires alone.
 * A capture arriving later is refunded.
 */
export async function expireAbandonedPayments(now = Date.now()): Promise<number> {
  const cutoff = new Date(now - config().PAYMENT_EXPIRY_MINUTES * 60_000).toISOString();
  const abandoned = await db()
    .selectFrom("orders")
    .select("id")
    .where("status", "=", PENDING_PAYMENT)
    .where("created_at", "<", cutoff)
    .where(({ exists, selectFrom, not }) =>
      not(
        exists(
          selectFrom("payments")
            .select("payments.id")
            .whereRef("payments.order_id", "=", "orders.id")
            .where("payments.state", "=", "verifying"),
        ),
      ),
    )
    .execute();
  let expired = 0;
  for (const order of abandoned) {
    const cancelled = await db()
      .transaction()
      .execute(async (trx) => {
        if (!(await cancelUnpaidOrder(trx, order.id, "Payment not completed"))) return false;
        await applyMany(trx, { orderId: order.id }, "expire");
        return true;
      });
    if (cancelled) expired += 1;
  }
  const tips = await db()
    .selectFrom("payments")
    .select("id")
    .where("purpose", "=", "tip")
    .where("state", "=", "created")
    .where("created_at", "<", cutoff)
    .execute();
  for (const tip of tips) if (await apply(db(), tip.id, "expire")) expired += 1;
  return expired;
}
