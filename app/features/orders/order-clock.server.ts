import { db } from "~/db/database.server";
import { config } from "~/lib/config.server";
import { ACTIVE_STATUSES, isScheduled } from "./order-status";
import { mailOrderDelivered } from "./order-mail.server";
import { advanceOrder } from "./status-changes.server";
import { nowIso } from "~/lib/ids.server";
import { runJob } from "~/lib/metrics.server";

const DEMO_DRIVERS = [
  { name: "Ravi Kumar", phone: "+91 98450 11223" },
  { name: "Sunita Devi", phone: "+91 99001 44556" },
  { name: "Imran Shaikh", phone: "+91 97390 77889" },
];

/**
 * The development-only order clock (ORDER_CLOCK=demo), for demos without an operator (the operations console
 * and the partners move orders in earnest). Each ORDER_CLOCK_STEP_SECONDS (a scheduled order from when its
 * cooking starts) an active order moves one step: in the default city the restaurant accepts it, then marks
 * it ready, and the simulated fleet's riders deliver it (delivery/simulated-fleet.server.ts); elsewhere it
 * moves Confirmed → Preparing → Out for Delivery (with a made-up driver, the restaurant's own delivery) →
 * Delivered. Returns a stop function.
 */
export function startOrderClock(): () => void {
  const { ORDER_CLOCK, ORDER_CLOCK_STEP_SECONDS, DEFAULT_CITY } = config();
  if (ORDER_CLOCK !== "demo") return () => {};
  const stepMs = ORDER_CLOCK_STEP_SECONDS * 1000;
  const tick = async () => {
    const due = new Date(Date.now() - stepMs).toISOString();
    const rows = await db()
      .selectFrom("orders")
      .innerJoin("restaurants", "restaurants.id", "orders.restaurant_id")
      .innerJoin("cities", "cities.id", "restaurants.city_id")
      .select([
        "orders.id",
        "orders.status",
        "orders.cooking_from",
        "orders.ready_at",
        "orders.rider_id",
        "cities.slug",
      ])
      .where("orders.status", "in", ACTIVE_STATUSES)
      .where("orders.updated_at", "<=", due)
      .execute();
    // A scheduled order waits for its cooking to start.
    const now = new Date();
    const orders = rows.filter((row) => !isScheduled({ status: row.status, cookingFrom: row.cooking_from }, now));
    for (const [i, order] of orders.entries()) {
      if (order.slug === DEFAULT_CITY) {
        await cookForTheFleet(order);
        continue;
      }
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

/** The default city's restaurant side: accepted, then ready for the simulated rider who took it. */
async function cookForTheFleet(order: { id: string; status: string; ready_at: string | null }): Promise<void> {
  const now = nowIso();
  if (order.status === "Confirmed")
    await db()
      .updateTable("orders")
      .set({ status: "Preparing", accepted_at: now, updated_at: now })
      .where("id", "=", order.id)
      .where("status", "=", "Confirmed")
      .execute();
  else if (order.status === "Preparing" && order.ready_at === null)
    await db()
      .updateTable("orders")
      .set({ ready_at: now, updated_at: now })
      .where("id", "=", order.id)
      .where("ready_at", "is", null)
      .execute();
}
