import { db } from "~/db/database.server";
import {
  deliveryChargesPaise,
  orderStatement,
  restaurantStatements,
  riderStatement,
  weekBounds,
  weekTotals,
  type PaidOrder,
  type RestaurantStatement,
  type RiderStatement,
  type RiderTrip,
  type WeekTotals,
} from "./payout-rules";

export interface DeliveredOrder extends PaidOrder {
  orderId: string;
  deliveredAt: string;
  restaurantName: string;
}

/**
 * The orders delivered in the week starting `monday` (India time), as the statements read them: every
 * restaurant's, or one's.
 */
export async function paidOrdersOfWeek(monday: string, restaurantId?: string): Promise<DeliveredOrder[]> {
  const { from, to } = weekBounds(monday);
  const rows = await db()
    .selectFrom("orders")
    .select([
      "id",
      "delivered_at",
      "restaurant_id",
      "restaurant_name",
      "payment_method",
      "total_paise",
      "subtotal_paise",
      "item_discount_paise",
      "offer_discount_paise",
      "discount_paise",
      "packaging_paise",
      "delivery_fee_paise",
      "surcharges",
      "platform_fee_paise",
      "tax_paise",
      "tip_paise",
      "extra_tip_paise",
      "extra_tip_method",
      "round_off_paise",
      "commission_basis_points",
      "rider_id",
    ])
    .where("status", "=", "Delivered")
    .where("bill_version", "=", 2)
    .where("delivered_at", ">=", from)
    .where("delivered_at", "<", to)
    .$if(restaurantId !== undefined, (query) => query.where("restaurant_id", "=", restaurantId ?? ""))
    .orderBy("delivered_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    orderId: row.id,
    deliveredAt: row.delivered_at ?? "",
    restaurantId: row.restaurant_id,
    restaurantName: row.restaurant_name,
    online: row.payment_method !== "COD",
    totalPaise: row.total_paise,
    restaurantFoodPaise: row.subtotal_paise - row.item_discount_paise - row.offer_discount_paise,
    promoDiscountPaise: row.discount_paise,
    packagingPaise: row.packaging_paise,
    deliveryPaise: deliveryChargesPaise(row.delivery_fee_paise, row.surcharges),
    platformFeePaise: row.platform_fee_paise,
    taxPaise: row.tax_paise,
    tipPaise: row.tip_paise,
    roundOffPaise: row.round_off_paise,
    commissionBasisPoints: row.commission_basis_points,
    ownDelivery: row.rider_id === null,
    extraTipPaise: row.extra_tip_paise,
    extraTipOnline: row.extra_tip_method === "online",
  }));
}

export interface WeekPayouts {
  monday: string;
  totals: WeekTotals;
  restaurants: (RestaurantStatement & { name: string })[];
}

/** Every restaurant's statement for the week starting `monday`, by name, and the week's totals. */
export async function weekPayouts(monday: string): Promise<WeekPayouts> {
  const orders = await paidOrdersOfWeek(monday);
  const names = new Map(orders.map((order) => [order.restaurantId, order.restaurantName]));
  const restaurants = [...restaurantStatements(orders).values()]
    .map((statement) => ({ ...statement, name: names.get(statement.restaurantId) ?? "" }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { monday, totals: weekTotals(orders), restaurants };
}

export interface RestaurantWeek {
  monday: string;
  /** The week's statement; null when nothing was delivered. */
  statement: RestaurantStatement | null;
  /** Each order delivered, as a statement of one order. */
  orders: (RestaurantStatement & { orderId: string; deliveredAt: string; online: boolean })[];
}

/** One restaurant's statement for the week starting `monday`, with the orders it is made of. */
export async function restaurantWeek(restaurantId: string, monday: string): Promise<RestaurantWeek> {
  const orders = await paidOrdersOfWeek(monday, restaurantId);
  return {
    monday,
    statement: restaurantStatements(orders).get(restaurantId) ?? null,
    orders: orders.map((order) => ({
      ...orderStatement(order),
      orderId: order.orderId,
      deliveredAt: order.deliveredAt,
      online: order.online,
    })),
  };
}

/** The trips delivered in the week starting `monday` (India time): every rider's, or one's. */
async function tripsOfWeek(monday: string, riderId?: string): Promise<(RiderTrip & { riderId: string })[]> {
  const { from, to } = weekBounds(monday);
  const rows = await db()
    .selectFrom("orders")
    .select([
      "id",
      "rider_id",
      "delivered_at",
      "distance_km",
      "delivery_fee_paise",
      "surcharges",
      "tip_paise",
      "extra_tip_paise",
      "extra_tip_method",
    ])
    .where("status", "=", "Delivered")
    .where("rider_id", "is not", null)
    .where("delivered_at", ">=", from)
    .where("delivered_at", "<", to)
    .$if(riderId !== undefined, (query) => query.where("rider_id", "=", riderId ?? ""))
    .orderBy("delivered_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    orderId: row.id,
    riderId: row.rider_id ?? "",
    deliveredAt: row.delivered_at ?? "",
    km: row.distance_km ?? 0,
    deliveryPaise: deliveryChargesPaise(row.delivery_fee_paise, row.surcharges),
    tipPaise: row.tip_paise + row.extra_tip_paise,
    cashTipPaise: row.extra_tip_method === "cash" ? row.extra_tip_paise : 0,
  }));
}

export interface RiderWeek {
  monday: string;
  /** Null when nothing was delivered. */
  statement: RiderStatement | null;
  trips: RiderTrip[];
}

/** One rider's statement for the week starting `monday`, with its trips. */
export async function riderWeek(riderId: string, monday: string): Promise<RiderWeek> {
  const trips = await tripsOfWeek(monday, riderId);
  return { monday, statement: trips.length > 0 ? riderStatement(trips) : null, trips };
}

/** Every rider's statement for the week starting `monday`, by name: the console's. */
export async function ridersOfWeek(monday: string): Promise<(RiderStatement & { riderId: string; name: string })[]> {
  const trips = await tripsOfWeek(monday);
  const riderIds = [...new Set(trips.map((trip) => trip.riderId))];
  const names = new Map(
    riderIds.length === 0
      ? []
      : (
          await db().selectFrom("users").select(["id", "first_name", "last_name"]).where("id", "in", riderIds).execute()
        ).map((row) => [row.id, `${row.first_name} ${row.last_name}`.trim()]),
  );
  return riderIds
    .map((riderId) => ({
      riderId,
      name: names.get(riderId) ?? "",
      ...riderStatement(trips.filter((trip) => trip.riderId === riderId)),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
