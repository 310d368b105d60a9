/** Order statuses, their display forms and the delivery estimate (spec §4), as pure rules. */
import type { Selectable } from "kysely";
import type { Orders } from "~/db/database-types";
import type { Translate } from "~/lib/i18n";

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

/** A display status as its badge says it: "Scheduled", "Preparing", "On the way", "Delivered", "Cancelled". */
export function displayStatusText(display: DisplayStatus, t: Translate): string {
  switch (display) {
    case "scheduled":
      return t("Scheduled");
    case "preparing":
      return t("Preparing");
    case "on_the_way":
      return t("On the way");
    case "delivered":
      return t("Delivered");
    case "cancelled":
      return t("Cancelled");
  }
}

/**
 * A stored status ("Confirmed", "Out for Delivery"…), or "Scheduled" for an order waiting for its slot, in
 * the page's language: the order's timeline and the operations console show these. Unknown ones as they are.
 */
export function statusText(status: string, t: Translate): string {
  switch (status) {
    case PENDING_PAYMENT:
      return t("Pending Payment");
    case "Confirmed":
      return t("Confirmed");
    case "Preparing":
      return t("Preparing");
    case "Out for Delivery":
      return t("Out for Delivery");
    case "Delivered":
      return t("Delivered");
    case CANCELLED:
      return t("Cancelled");
    case "Scheduled":
      return t("Scheduled");
    default:
      return status;
  }
}

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

/** 'Any moment now' when due, minutes under an hour, else hours and minutes ("1 hr 5 mins"). */
export function countdownText(eta: Date, now: Date, t: Translate): string {
  const left = Math.ceil((eta.getTime() - now.getTime()) / 60_000);
  if (left <= 0) return t("Any moment now");
  if (left < 60) return t("{minutes, plural, one {# min} other {# mins}}", { minutes: left });
  const hours = Math.floor(left / 60);
  const minutes = left % 60;
  if (minutes === 0) return t("{hours, plural, one {# hr} other {# hrs}}", { hours });
  return t("{hours, plural, one {# hr} other {# hrs}} {minutes, plural, one {# min} other {# mins}}", {
    hours,
    minutes,
  });
}

/**
 * Why a customer cannot cancel an order in `status`, one fixed message per status (an action returns it in
 * English, the page shows it translated).
 */
export function cannotCancelMessage(status: string): string {
  switch (status) {
    case PENDING_PAYMENT:
      return "This order is pending payment and can no longer be cancelled.";
    case "Confirmed":
      return "This order is confirmed and can no longer be cancelled.";
    case "Preparing":
      return "This order is preparing and can no longer be cancelled.";
    case "Out for Delivery":
      return "This order is out for delivery and can no longer be cancelled.";
    case "Delivered":
      return "This order is delivered and can no longer be cancelled.";
    default:
      return "This order is cancelled and can no longer be cancelled.";
  }
}

/** The display order id: the last eight characters of the id, upper-cased. */
export function displayOrderId(id: string): string {
  return id.slice(-8).toUpperCase();
}

export const ORDER_TABS = { all: "All", active: "Active", completed: "Completed", cancelled: "Cancelled" } as const;
export type OrderTab = keyof typeof ORDER_TABS;

/** A tab of the order history with its count: "Active (2)". */
export function orderTabText(tab: OrderTab, count: number, t: Translate): string {
  switch (tab) {
    case "all":
      return t("All ({count})", { count });
    case "active":
      return t("Active ({count})", { count });
    case "completed":
      return t("Completed ({count})", { count });
    case "cancelled":
      return t("Cancelled ({count})", { count });
  }
}

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
