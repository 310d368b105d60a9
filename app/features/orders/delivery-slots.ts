import { hoursAllow, type OpeningFields } from "~/features/catalogue/opening";
import { DAY_MINUTES, formatDate, istDayBounds, istDayNumber, timeOfDay } from "~/lib/dates";
import type { Language } from "~/lib/i18n";
import { SLOT_MINUTES } from "./order-status";

/**
 * Scheduled delivery: at checkout a customer may choose a 30-minute slot today or tomorrow (India time)
 * instead of "as soon as possible".
 */

/** The soonest a slot may start, from the moment of ordering. */
export const MIN_LEAD_MINUTES = 45;

export interface DeliverySlot {
  /** The slot's start, a UTC ISO time: what the checkout form posts. */
  start: string;
  /** Which day it is on, India time (a key: `slotDayText` in checkout-words.ts says it). */
  day: "Today" | "Tomorrow";
}

const MINUTE_MS = 60_000;

/** "8 pm – 8:30 pm" ("रात 8 – रात 8:30"): the slot starting at `start` (a UTC ISO time), India time. */
export function slotHours(start: string, language: Language): string {
  const from = new Date(start);
  const to = new Date(from.getTime() + SLOT_MINUTES * MINUTE_MS);
  return `${timeOfDay(from, language)} – ${timeOfDay(to, language)}`;
}

/** "24 Nov 2026, 8 pm – 8:30 pm": a slot as the order, its receipt and the console show it. */
export function slotText(start: string, language: Language): string {
  return `${formatDate(start, language)}, ${slotHours(start, language)}`;
}

/**
 * The slots a customer can choose: starting at least MIN_LEAD_MINUTES from now, today and tomorrow, and
 * only where the restaurant is open while it cooks (from its delivery time before the slot until the slot
 * starts). A restaurant switched off in the console offers none; a busy spell ends, so it does not count.
 */
export function deliverySlots(restaurant: OpeningFields, deliveryMinutes: number, now: Date): DeliverySlot[] {
  if (!restaurant.isActive) return [];
  const today = istDayNumber(now);
  const firstStart = Date.parse(istDayBounds(now).start);
  const earliest = now.getTime() + MIN_LEAD_MINUTES * MINUTE_MS;
  const slots: DeliverySlot[] = [];
  for (let at = firstStart; at < firstStart + 2 * DAY_MINUTES * MINUTE_MS; at += SLOT_MINUTES * MINUTE_MS) {
    const start = new Date(at);
    const cookingStarts = new Date(at - deliveryMinutes * MINUTE_MS);
    const lastCookingMinute = new Date(at - MINUTE_MS);
    if (
      at < earliest ||
      !hoursAllow(restaurant.hours, cookingStarts) ||
      !hoursAllow(restaurant.hours, lastCookingMinute)
    )
      continue;
    slots.push({ start: start.toISOString(), day: istDayNumber(start) === today ? "Today" : "Tomorrow" });
  }
  return slots;
}
