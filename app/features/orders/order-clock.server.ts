import { db } from "~/db/database.server";
import { config } from "~/lib/config.server";
import { ACTIVE_STATUSES, isScheduled } from "./order-status";
import { mailOrderDelivered } from "./order-mail.server";
import { advanceOrder } from "./status-changes.server";
import { runJob } from "~/lib/metrics.server";

const DEMO_DRIVERS = [
  { name: "Ravi Kumar", phone: "+91 98450 11223" },
  { name: "Sunita Devi", phone: "+91 99001 44556" },
  { name: "Imran Shaikh", phone: "+91 97390 77889" },
];

/**
 * The development-only order clock (ORDER_CLOCK=demo): every active order moves one step along
 * Confirmed → Preparing → Out for Delivery (with a made-up driver) → Delivered each
 * ORDER_CLOCK_STEP_SECONDS (a scheduled order from when its cooking starts), for demos without an operator (the operations console moves orders in
 * earnest). Returns a stop function.
 */
export function startOrderClock(): () => void {
  const { ORDER_CLOCK, ORDER_CLOCK_STEP_SECONDS } = config();
  if (ORDER_CLOCK !== "demo") return () => {};
  const stepMs = ORDER_CLOCK_STEP_SECONDS * 1000;
  const tick = async () => {
    const due = new Date(Date.now() - stepMs).toISOString();
    const rows = await db()
      .selectFrom("orders")
      .select(["id", "status", "cooking_from"])
      .where("status", "in", ACTIVE_STATUSES)
      .where("updated_at", "<=", due)
      .execute();
    // A scheduled order waits for its cooking to start.
    const now = new Date();
    const orders = rows.filter((row) => !isScheduled({ status: row.status, cookingFrom: row.cooking_from }, now));
    for (const [i, order] of orders.entries()) {
      const moved = await advanceOrder(order.id, order.status, DEMO_DRIVERS[i % DEMO_DRIVERS.length]);
      if (moved.ok && moved.to === "Delivered") mailOrderDelivered(order.id);
    }
  };
  const timer = setInterval(
    () => void runJob("order-clock", "demo order clock failed to move orders", tick),
    Math.min(stepMs, 1000),
  );
  return () => clearInterval(timer);
}
