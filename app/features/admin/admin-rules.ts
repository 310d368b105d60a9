/** Pure rules of the operations console: money typed by admins, orders per hour, ages and diffs. */

import type { Selectable } from "kysely";
import type { Users } from "~/db/database-types";
import { ACTIVE_STATUSES, CANCELLED } from "~/features/orders/order-status";
import { istHour } from "~/lib/dates";

/** The board shows the active statuses by default; Delivered and Cancelled list the latest finished orders. */
export const BOARD_STATUSES = [...ACTIVE_STATUSES, "Delivered", CANCELLED] as const;
export type BoardStatus = (typeof BOARD_STATUSES)[number];

export type Role = Selectable<Users>["role"];
export const ROLES: Record<Role, string> = { customer: "Customer", admin: "Admin" };

/** Minutes a restaurant can be marked busy for. */
export const PAUSE_MINUTES = [15, 30, 60] as const;

/** What an admin action tells the console: done, or why not. */
export type AdminOutcome = { ok: true } | { ok: false; status: 400 | 404 | 409 | 502; message: string };

/** An action refused: the HTTP status the page answers with, and the message the admin reads. */
export function refused(status: 400 | 404 | 409 | 502, message: string): AdminOutcome {
  return { ok: false, status, message };
}

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
export function ageText(since: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${String(minutes % 60).padStart(2, "0")} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
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
