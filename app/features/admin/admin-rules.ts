/** Pure rules of the operations console: money typed by admins, orders per hour, ages and diffs. */

import type { Selectable } from "kysely";
import type { Users } from "~/db/database-types";
import { ACTIVE_STATUSES, CANCELLED } from "~/features/orders/order-status";
import { istHour } from "~/lib/dates";
import type { Translate } from "~/lib/i18n";

/** The board shows the active statuses by default; Delivered and Cancelled list the latest finished orders. */
export const BOARD_STATUSES = [...ACTIVE_STATUSES, "Delivered", CANCELLED] as const;
export type BoardStatus = (typeof BOARD_STATUSES)[number];

export type Role = Selectable<Users>["role"];
export const ROLES: Record<Role, string> = { customer: "Customer", admin: "Admin" };

/** A role as the console shows it, in the page's language (the audit log keeps `ROLES`' English). */
export function roleLabel(role: Role, t: Translate): string {
  return role === "admin" ? t("Admin") : t("Customer");
}

/** What the board's button does to an order in `status`, or null when it cannot move on. */
export function advanceLabel(status: string, t: Translate): string | null {
  switch (status) {
    case "Confirmed":
      return t("Start preparing");
    case "Preparing":
      return t("Send out for delivery");
    case "Out for Delivery":
      return t("Mark as delivered");
    default:
      return null;
  }
}

/** Minutes a restaurant can be marked busy for. */
export const PAUSE_MINUTES = [15, 30, 60] as const;

/** A console change's outcome: done, or refused with a code and what its message names (the console's words). */
export type ChangeOutcome<R extends { code: string }> = { ok: true } | ({ ok: false } & R);

/** "249", "249.5", "₹1,249.50", "0" → paise; null for anything else (negative, three decimals, words). */
export function parseRupees(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, "");
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Paise as an admin would type them: 24950 → "249.50", 25000 → "250". */
export function rupeesInput(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

/** How many of these times fall in each hour of the day in India. */
export function countPerHour(times: readonly string[]): number[] {
  const counts = Array.from({ length: 24 }, () => 0);
  for (const time of times) counts[istHour(time)]! += 1;
  return counts;
}

/** "4 min", "1 h 05 min", "2 d 3 h": how long ago an order was placed, for the board. */
export function ageText(since: string, now: Date, t: Translate): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / 60_000));
  if (minutes < 60) return t("{minutes} min", { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t("{hours} h {minutes} min", { hours, minutes: String(minutes % 60).padStart(2, "0") });
  return t("{days} d {hours} h", { days: Math.floor(hours / 24), hours: hours % 24 });
}

/** The fields whose values differ, as the before and after the audit log keeps. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T> } {
  const keys = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  ) as (keyof T)[];
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])) as Partial<T>,
    after: Object.fromEntries(keys.map((key) => [key, after[key]])) as Partial<T>,
  };
}
