/** Order statuses, their display forms and the delivery estimate (spec §4), as pure rules. */
import type { Selectable } from "kysely";
import type { Orders } from "~/db/database-types";

/** The statuses the database allows (its CHECK constraint). */
export type OrderStatus = Selectable<Orders>["status"];

export const PENDING_PAYMENT = "Pending Payment";
export const TIMELINE = ["Confirmed", "Preparing", "Out for Delivery", "Delivered"] as const;
export type TimelineStatus = (typeof TIMELINE)[number];
export const CANCELLED = "Cancelled";

export type DisplayStatus = "scheduled" | "preparing" | "on_the_way" | "delivered" | "cancelled";

/** The status as customers read it; `scheduled` when the order waits for its slot (isScheduled). */
export function displayStatus(status: string, scheduled = false): DisplayStatus {
  if (scheduled) return "scheduled";
  switch (status) {
    case "Out for Delivery":
      return "on_the_way";
    case "Delivered":
      return "delivered";
    case CANCELLED:
      return "cancelled";
    default:
      return "preparing";
  }
}

export const DISPLAY_LABELS: Record<DisplayStatus, string> = {
  scheduled: "Scheduled",
  preparing: "Preparing",
  on_the_way: "On the way",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

/** The status an order moves to next on its timeline, or null when it cannot move on. */
export function nextStatus(status: string): TimelineStatus | null {
  const at = TIMELINE.indexOf(status as TimelineStatus);
  return (at >= 0 && TIMELINE[at + 1]) || null;
}

export const ACTIVE_STATUSES = ["Confirmed", "Preparing", "Out for Delivery"] as const;

/** Active orders show a delivery estimate; the operations console can still cancel them. */
export function isActive(status: string): boolean {
  return (ACTIVE_STATUSES as readonly string[]).includes(status);
}

/** Until the food leaves the restaurant the customer can cancel; once it is out for delivery, not (as the FAQ says). */
export const CUSTOMER_CANCELLABLE = ["Confirmed", "Preparing"] as const;

/** The longest reason a customer may give for cancelling. */
export const MAX_CANCEL_REASON = 200;

export function customerCanCancel(status: string): boolean {
  return (CUSTOMER_CANCELLABLE as readonly string[]).includes(status);
}

export const DEFAULT_ESTIMATE_TEXT = "30-40 mins";

/** A delivery slot's length: a scheduled order arrives within it. */
export const SLOT_MINUTES = 30;

/** What the delivery estimate reads of an order: when it was placed, the delivery time, and any slot. */
export interface OrderTiming {
  status: string;
  createdAt: string;
  /** The delivery time the restaurant promised when the order was placed. */
  deliveryMinutes: number;
  /** The start of the 30-minute slot a scheduled order is for, or null ("as soon as possible"). */
  scheduledFor: string | null;
}

/** When the order should arrive: the delivery time after it was placed, or by the end of its slot. */
export function estimatedDelivery(order: Omit<OrderTiming, "status">): Date {
  if (order.scheduledFor) return new Date(Date.parse(order.scheduledFor) + SLOT_MINUTES * 60_000);
  return new Date(Date.parse(order.createdAt) + order.deliveryMinutes * 60_000);
}

/** When a scheduled order's cooking starts: its delivery time before the slot. */
export function preparationStart(scheduledFor: string, deliveryMinutes: number): Date {
  return new Date(Date.parse(scheduledFor) - deliveryMinutes * 60_000);
}

/**
 * A scheduled order is "Scheduled" until its cooking starts (`cookingFrom`, preparationStart as stored with
 * the order); then it follows the usual states (it is Confirmed, as any order whose payment is settled).
 */
export function isScheduled(order: { status: string; cookingFrom: string | null }, now: Date): boolean {
  return order.status === "Confirmed" && order.cookingFrom !== null && now.getTime() < Date.parse(order.cookingFrom);
}

/** 'Any moment now' when due, minutes under an hour, else hours and minutes. */
export function countdownText(eta: Date, now: Date): string {
  const minutes = Math.ceil((eta.getTime() - now.getTime()) / 60_000);
  if (minutes <= 0) return "Any moment now";
  if (minutes < 60) return `${minutes} ${minutes === 1 ? "min" : "mins"}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${hours} ${hours === 1 ? "hr" : "hrs"}${rest > 0 ? ` ${rest} ${rest === 1 ? "min" : "mins"}` : ""}`;
}

/** The display order id: the last eight characters of the id, upper-cased. */
export function displayOrderId(id: string): string {
  return id.slice(-8).toUpperCase();
}

export const ORDER_TABS = { all: "All", active: "Active", completed: "Completed", cancelled: "Cancelled" } as const;
export type OrderTab = keyof typeof ORDER_TABS;

export const MAX_ORDER_QUERY = 80;

export function inTab(status: string, tab: OrderTab): boolean {
  switch (tab) {
    case "all":
      return status !== PENDING_PAYMENT;
    case "active":
      return isActive(status);
    case "completed":
      return status === "Delivered";
    case "cancelled":
      return status === CANCELLED;
  }
}
