import { FEES, GST } from "~/features/pricing/pricing-config";

/**
 * Who is paid what for a week of delivered orders (issue 34, decision 0033), in paise. Per order:
 *
 *   what the customer paid = the restaurant's payout + the delivery partners' pay + the platform's income
 *                            + the gateway's charges + the taxes collected
 *
 * - The restaurant is paid its food (after the dish offers and its own offer, which it funds) and its
 *   packaging, less the commission (its rate on that food), 18% GST on the commission, and the gateway's
 *   charges on an online payment.
 * - Delivery partners are paid the delivery fee and surcharges, and the whole tip: the bill's, and the one
 *   given after checkout (online after delivery, or in cash at the door). An order the restaurant
 *   delivered itself (no rider of ours: its own delivery) pays those to the restaurant.
 * - The platform keeps its platform fee and the commission, less the promo discounts it funds, plus the
 *   round-off, less the gateway's charges on a tip paid online after delivery (the tip reaches the rider whole).
 * - Taxes: every GST line of the bill (paid by the platform under section 9(5)) and the GST on the commission.
 */

/** An order as the statements read it: its bill's figures as stored, its restaurant and how it was paid. */
export interface PaidOrder {
  restaurantId: string;
  online: boolean;
  totalPaise: number;
  /** The food after dish offers and the restaurant's offer (subtotal − both). */
  restaurantFoodPaise: number;
  promoDiscountPaise: number;
  packagingPaise: number;
  /** The delivery fee and surcharges. */
  deliveryPaise: number;
  platformFeePaise: number;
  taxPaise: number;
  tipPaise: number;
  roundOffPaise: number;
  commissionBasisPoints: number;
  /** No rider of ours delivered it: the restaurant's own delivery, paid its delivery charges and tip. */
  ownDelivery: boolean;
  /** The tip given after checkout (0 for none), paid online after delivery or in cash at the door. */
  extraTipPaise: number;
  extraTipOnline: boolean;
}

/** What the customer paid for the order: its bill, and the tip given after checkout. */
export function paidPaise(order: PaidOrder): number {
  return order.totalPaise + order.extraTipPaise;
}

/** The gateway's charges on the bill's online payment: the restaurant's to bear. */
function billGatewayPaise(order: PaidOrder): number {
  return order.online ? percentOf(order.totalPaise, FEES.gatewayBasisPoints) : 0;
}

export interface OrderShares {
  commissionPaise: number;
  commissionGstPaise: number;
  gatewayPaise: number;
  restaurantPaise: number;
  ridersPaise: number;
  platformPaise: number;
  taxesPaise: number;
}

/** The delivery fee and its surcharges (stored as JSON `[{ reason, paise }]`): the rider's pay, with the tip. */
export function deliveryChargesPaise(deliveryFeePaise: number, surchargesJson: string): number {
  const surcharges = JSON.parse(surchargesJson) as { paise: number }[];
  return deliveryFeePaise + surcharges.reduce((sum, surcharge) => sum + surcharge.paise, 0);
}

function percentOf(paise: number, basisPoints: number): number {
  return Math.round((paise * basisPoints) / 10_000);
}

/** One order's shares; they add up to what its customer paid. */
export function sharesOf(order: PaidOrder): OrderShares {
  const commissionPaise = percentOf(order.restaurantFoodPaise, order.commissionBasisPoints);
  const commissionGstPaise = percentOf(commissionPaise, GST.platform.basisPoints);
  const gatewayPaise = billGatewayPaise(order);
  const tipGatewayPaise = order.extraTipOnline ? percentOf(order.extraTipPaise, FEES.gatewayBasisPoints) : 0;
  const deliveryPay = order.deliveryPaise + order.tipPaise + order.extraTipPaise;
  return {
    commissionPaise,
    commissionGstPaise,
    gatewayPaise: gatewayPaise + tipGatewayPaise,
    restaurantPaise:
      order.restaurantFoodPaise +
      order.packagingPaise +
      (order.ownDelivery ? deliveryPay : 0) -
      commissionPaise -
      commissionGstPaise -
      gatewayPaise,
    ridersPaise: order.ownDelivery ? 0 : deliveryPay,
    platformPaise:
      order.platformFeePaise + commissionPaise - order.promoDiscountPaise + order.roundOffPaise - tipGatewayPaise,
    taxesPaise: order.taxPaise + commissionGstPaise,
  };
}

/** A restaurant's weekly statement: its sales and every deduction, to the net payout. */
export interface RestaurantStatement {
  restaurantId: string;
  orders: number;
  foodPaise: number;
  packagingPaise: number;
  /** The delivery charges and tips of the orders it delivered itself. */
  ownDeliveryPaise: number;
  /** The commission rate of every order in it; null when the console changed the rate during the week. */
  commissionBasisPoints: number | null;
  commissionPaise: number;
  commissionGstPaise: number;
  gatewayPaise: number;
  payoutPaise: number;
}

/** One order as a statement of its own: a partner's statement lists its orders so. */
export function orderStatement(order: PaidOrder): RestaurantStatement {
  const shares = sharesOf(order);
  return {
    restaurantId: order.restaurantId,
    orders: 1,
    foodPaise: order.restaurantFoodPaise,
    packagingPaise: order.packagingPaise,
    ownDeliveryPaise: order.ownDelivery ? order.deliveryPaise + order.tipPaise + order.extraTipPaise : 0,
    commissionBasisPoints: order.commissionBasisPoints,
    commissionPaise: shares.commissionPaise,
    commissionGstPaise: shares.commissionGstPaise,
    gatewayPaise: billGatewayPaise(order),
    payoutPaise: shares.restaurantPaise,
  };
}

/** Each restaurant's statement for these orders, by restaurant id: the sum of its orders' statements. */
export function restaurantStatements(orders: readonly PaidOrder[]): Map<string, RestaurantStatement> {
  const statements = new Map<string, RestaurantStatement>();
  for (const order of orders) {
    const line = orderStatement(order);
    const sum = statements.get(order.restaurantId);
    statements.set(
      order.restaurantId,
      sum
        ? {
            restaurantId: sum.restaurantId,
            orders: sum.orders + 1,
            foodPaise: sum.foodPaise + line.foodPaise,
            packagingPaise: sum.packagingPaise + line.packagingPaise,
            ownDeliveryPaise: sum.ownDeliveryPaise + line.ownDeliveryPaise,
            commissionBasisPoints:
              sum.commissionBasisPoints === line.commissionBasisPoints ? sum.commissionBasisPoints : null,
            commissionPaise: sum.commissionPaise + line.commissionPaise,
            commissionGstPaise: sum.commissionGstPaise + line.commissionGstPaise,
            gatewayPaise: sum.gatewayPaise + line.gatewayPaise,
            payoutPaise: sum.payoutPaise + line.payoutPaise,
          }
        : line,
    );
  }
  return statements;
}

/** The week's totals: what customers paid, and each party's share of it. */
export interface WeekTotals extends Omit<OrderShares, "commissionGstPaise"> {
  orders: number;
  paidPaise: number;
  tipsPaise: number;
}

export function weekTotals(orders: readonly PaidOrder[]): WeekTotals {
  const totals: WeekTotals = {
    orders: 0,
    paidPaise: 0,
    tipsPaise: 0,
    commissionPaise: 0,
    gatewayPaise: 0,
    restaurantPaise: 0,
    ridersPaise: 0,
    platformPaise: 0,
    taxesPaise: 0,
  };
  for (const order of orders) {
    const shares = sharesOf(order);
    totals.orders += 1;
    totals.paidPaise += paidPaise(order);
    totals.tipsPaise += order.tipPaise + order.extraTipPaise;
    totals.commissionPaise += shares.commissionPaise;
    totals.gatewayPaise += shares.gatewayPaise;
    totals.restaurantPaise += shares.restaurantPaise;
    totals.ridersPaise += shares.ridersPaise;
    totals.platformPaise += shares.platformPaise;
    totals.taxesPaise += shares.taxesPaise;
  }
  return totals;
}

/** The Monday (India time) starting the week `day` (YYYY-MM-DD) is in, as YYYY-MM-DD. */
export function weekStart(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}

/** The week from Monday 00:00 to the next Monday 00:00 India time, as UTC instants. */
export function weekBounds(monday: string): { from: string; to: string } {
  const start = Date.parse(`${monday}T00:00:00+05:30`);
  return { from: new Date(start).toISOString(), to: new Date(start + 7 * 86_400_000).toISOString() };
}

/** The week a statement page asks for (`?week=` any day of it, YYYY-MM-DD), else the week `now` is in (India time). */
export function weekOf(asked: string | null, now: Date): string {
  if (asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) && !Number.isNaN(Date.parse(`${asked}T00:00:00Z`)))
    return weekStart(asked);
  return weekStart(new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10));
}

/** The day seven days from `monday`, either way: the links to the weeks before and after. */
export function shiftWeek(monday: string, weeks: number): string {
  return new Date(Date.parse(`${monday}T00:00:00Z`) + weeks * 7 * 86_400_000).toISOString().slice(0, 10);
}

/** An instant as India's time with its offset ("2026-11-23T09:30:00+05:30"): a statement's times. */
export function indiaTime(iso: string): string {
  return `${new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 19)}+05:30`;
}

/** Rupees in a CSV cell: two decimals, no symbol or grouping ("1234.50"). */
export function csvRupees(paise: number): string {
  return (paise / 100).toFixed(2);
}

/** The columns of a statement in a CSV, the console's (a row a restaurant) and a partner's (a row an order). */
export const STATEMENT_CSV_COLUMNS = [
  "orders",
  "food_sales",
  "packaging",
  "own_delivery",
  "commission_percent",
  "commission",
  "gst_on_commission",
  "gateway_charges",
  "net_payout",
] as const;

export function statementCsvCells(statement: RestaurantStatement): (string | number)[] {
  return [
    statement.orders,
    csvRupees(statement.foodPaise),
    csvRupees(statement.packagingPaise),
    csvRupees(statement.ownDeliveryPaise),
    statement.commissionBasisPoints === null ? "" : (statement.commissionBasisPoints / 100).toFixed(2),
    csvRupees(statement.commissionPaise),
    csvRupees(statement.commissionGstPaise),
    csvRupees(statement.gatewayPaise),
    csvRupees(statement.payoutPaise),
  ];
}

/**
 * A CSV document from rows of cells, quoting cells that need it (RFC 4180), lines ending in CRLF. A text
 * a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return, as a
 * restaurant's name may) gets a leading apostrophe, so it is shown as written; numbers stay numbers.
 */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number) => {
    const text =
      typeof value === "string" && /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value)
        ? `'${value}`
        : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return rows.map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}

/** A trip as a rider's statement reads it: the order, when and how far it was delivered, and its pay. */
export interface RiderTrip {
  orderId: string;
  deliveredAt: string;
  /** By road, restaurant to door, as estimated at checkout. */
  km: number;
  /** The delivery fee and its surcharges. */
  deliveryPaise: number;
  /** Every tip of the trip: the bill's and the one given after checkout. */
  tipPaise: number;
  /** Of the tips, what the customer gave in cash at the door (already with the rider). */
  cashTipPaise: number;
}

/** A rider's week: the trips, the road km, the delivery pay and the tips, all of which the rider is paid. */
export interface RiderStatement {
  trips: number;
  km: number;
  deliveryPaise: number;
  tipPaise: number;
  cashTipPaise: number;
  payPaise: number;
}

export function riderStatement(trips: readonly RiderTrip[]): RiderStatement {
  const deliveryPaise = trips.reduce((sum, trip) => sum + trip.deliveryPaise, 0);
  const tipPaise = trips.reduce((sum, trip) => sum + trip.tipPaise, 0);
  return {
    trips: trips.length,
    km: Math.round(trips.reduce((sum, trip) => sum + trip.km, 0) * 10) / 10,
    deliveryPaise,
    tipPaise,
    cashTipPaise: trips.reduce((sum, trip) => sum + trip.cashTipPaise, 0),
    payPaise: deliveryPaise + tipPaise,
  };
}

/** The columns of a rider's statement in a CSV, after the week and the trip's order and time. */
export const RIDER_CSV_COLUMNS = ["km", "delivery_pay", "tip", "cash_tip", "pay"] as const;

export function riderCsvCells(statement: {
  km: number;
  deliveryPaise: number;
  tipPaise: number;
  cashTipPaise: number;
}): (string | number)[] {
  return [
    statement.km.toFixed(1),
    csvRupees(statement.deliveryPaise),
    csvRupees(statement.tipPaise),
    csvRupees(statement.cashTipPaise),
    csvRupees(statement.deliveryPaise + statement.tipPaise),
  ];
}
