import { db } from "~/db/database.server";
import { CANCELLED, PENDING_PAYMENT } from "~/features/orders/order-status";
import { istDayBounds } from "~/lib/dates";
import { countPerHour } from "./admin-rules";

export interface Dashboard {
  orders: number;
  revenuePaise: number;
  averageDeliveryMinutes: number | null;
  cancellations: number;
  openTickets: number;
  ordersPerHour: number[];
  /** Restaurants with orders nobody accepted in time today (cancelled and refunded), most first. */
  notAcceptedInTime: { restaurant: string; count: number }[];
}

/**
 * Today's figures (the calendar day in India): orders placed (not those still awaiting payment),
 * revenue of the orders not cancelled, the average minutes from placing to delivery of the orders
 * delivered today, cancellations, the tickets not yet resolved, and the restaurants whose partners let
 * orders time out.
 */
export async function todaysDashboard(now = new Date()): Promise<Dashboard> {
  const { start, end } = istDayBounds(now);
  const [placed, delivered, openTickets] = await Promise.all([
    db()
      .selectFrom("orders")
      .select(["status", "total_paise", "created_at", "restaurant_id", "restaurant_name", "rejection_code"])
      .where("created_at", ">=", start)
      .where("created_at", "<", end)
      .where("status", "!=", PENDING_PAYMENT)
      .execute(),
    db()
      .selectFrom("orders")
      .select(["created_at", "delivered_at"])
      .where("delivered_at", ">=", start)
      .where("delivered_at", "<", end)
      .execute(),
    db()
      .selectFrom("support_tickets")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("status", "!=", "resolved")
      .executeTakeFirstOrThrow(),
  ]);
  const kept = placed.filter((order) => order.status !== CANCELLED);
  const minutes = delivered.map((order) => (Date.parse(order.delivered_at!) - Date.parse(order.created_at)) / 60_000);
  return {
    orders: placed.length,
    revenuePaise: kept.reduce((sum, order) => sum + order.total_paise, 0),
    averageDeliveryMinutes: minutes.length
      ? Math.round(minutes.reduce((sum, value) => sum + value, 0) / minutes.length)
      : null,
    cancellations: placed.length - kept.length,
    openTickets: Number(openTickets.count),
    ordersPerHour: countPerHour(placed.map((order) => order.created_at)),
    notAcceptedInTime: countByRestaurant(placed.filter((order) => order.rejection_code === "timed-out")),
  };
}

/** How many of `orders` each restaurant had (by id: a chain's outlets share a name), most first. */
function countByRestaurant(
  orders: { restaurant_id: string; restaurant_name: string }[],
): Dashboard["notAcceptedInTime"] {
  const counts = new Map<string, { restaurant: string; count: number }>();
  for (const order of orders) {
    const counted = counts.get(order.restaurant_id) ?? { restaurant: order.restaurant_name, count: 0 };
    counts.set(order.restaurant_id, { ...counted, count: counted.count + 1 });
  }
  return [...counts.values()].sort((a, b) => b.count - a.count);
}
