/** Restaurant partners' rules (docs/decisions/0034-restaurant-partners.md), pure so they are unit-tested. */

/** The preparation times a restaurant accepts an order with, in minutes. */
export const PREP_CHOICES = [10, 15, 20, 30, 45] as const;

/** Why a restaurant refuses an order; `timed-out` is the background job's, when nobody accepted it in time. */
export const REJECT_REASONS = ["out-of-stock", "closing", "busy", "other"] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];
export type RejectionCode = RejectReason | "timed-out";

export type MemberRole = "owner" | "staff";

/** The preparation time offered first: the choice nearest the restaurant's usual time (the shorter on a tie). */
export function defaultPrepMinutes(usualMinutes: number): number {
  return PREP_CHOICES.reduce((best, choice) =>
    Math.abs(choice - usualMinutes) < Math.abs(best - usualMinutes) ? choice : best,
  );
}

/** When an order placed (or paid for) at `waitingSince` is cancelled unless accepted. */
export function acceptDeadline(waitingSince: string, acceptMinutes: number): Date {
  return new Date(Date.parse(waitingSince) + acceptMinutes * 60_000);
}

/** Whole seconds left to accept, never below zero. */
export function secondsToAccept(waitingSince: string, acceptMinutes: number, now: Date): number {
  return Math.max(0, Math.ceil((acceptDeadline(waitingSince, acceptMinutes).getTime() - now.getTime()) / 1000));
}

/**
 * The customer's new estimate once accepted, in minutes from placing: what has passed, the cooking the
 * restaurant promised, and the ride (`rideMinutes` of the order's distance).
 */
export function acceptedDeliveryMinutes(
  placedAt: string,
  acceptedAt: string,
  prepMinutes: number,
  ride: number,
): number {
  const waited = Math.max(0, Math.ceil((Date.parse(acceptedAt) - Date.parse(placedAt)) / 60_000));
  return waited + prepMinutes + ride;
}

/** The columns of a restaurant's live orders page. */
export type PartnerColumn = "new" | "preparing" | "ready" | "on-the-way" | "done";

/** Which column an order stands in, from its status and whether it was accepted and is ready. */
export function partnerColumn(order: {
  status: string;
  acceptedAt: string | null;
  readyAt: string | null;
}): PartnerColumn {
  switch (order.status) {
    case "Confirmed":
      return "new";
    case "Preparing":
      return order.readyAt ? "ready" : "preparing";
    case "Out for Delivery":
      return "on-the-way";
    default:
      return "done";
  }
}

/** What `todayAtAGlance` reads of each of the day's orders. */
export interface GlanceOrder {
  status: string;
  placedAt: string;
  acceptedAt: string | null;
  rejectionCode: string | null;
  totalPaise: number;
}

export interface Glance {
  orders: number;
  rejected: number;
  timedOut: number;
  /** Whole minutes from placing to accepting, on average; null before the first accept. */
  averageAcceptMinutes: number | null;
  /** What the day's orders not cancelled come to. */
  salesPaise: number;
}

/** The numbers a manager checks at the end of a shift, from the orders placed since `dayStart`. */
export function todayAtAGlance(orders: readonly GlanceOrder[], dayStart: Date): Glance {
  const today = orders.filter((order) => Date.parse(order.placedAt) >= dayStart.getTime());
  const accepted = today.filter((order) => order.acceptedAt !== null);
  const waited = accepted.map((order) => Date.parse(order.acceptedAt!) - Date.parse(order.placedAt));
  return {
    orders: today.length,
    rejected: today.filter((order) => order.rejectionCode !== null && order.rejectionCode !== "timed-out").length,
    timedOut: today.filter((order) => order.rejectionCode === "timed-out").length,
    averageAcceptMinutes:
      waited.length === 0 ? null : Math.round(waited.reduce((sum, ms) => sum + ms, 0) / waited.length / 60_000),
    salesPaise: today.filter((order) => order.status !== "Cancelled").reduce((sum, order) => sum + order.totalPaise, 0),
  };
}

/** Midnight in India (IST, UTC+5:30) of the day `now` falls in. */
export function startOfDayIst(now: Date): Date {
  const IST_MS = 19_800_000;
  return new Date(Math.floor((now.getTime() + IST_MS) / 86_400_000) * 86_400_000 - IST_MS);
}
