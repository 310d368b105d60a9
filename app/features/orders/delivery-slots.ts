import { hoursAllow, type OpeningFields } from "~/features/catalogue/opening";
import { DAY_MINUTES, formatDate, istDayBounds, istDayNumber, timeOfDay } from "~/lib/dates";
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
  day: "Today" | "Tomorrow";
  /** "8 pm – 8:30 pm". */
  label: string;
}

const MINUTE_MS = 60_000;

/** "8 pm – 8:30 pm": a slot starting at `start`, India time. */
function slotHours(start: Date): string {
  return `${timeOfDay(start)} – ${timeOfDay(new Date(start.getTime() + SLOT_MINUTES * MINUTE_MS))}`;
}

/** "24 Nov 2026, 8 pm – 8:30 pm": a slot as the order, its receipt and the console show it. */
export function slotText(start: string): string {
  return `${formatDate(start)}, ${slotHours(new Date(start))}`;
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
    slots.push({
      start: start.toISOString(),
      day: istDayNumber(start) === today ? "Today" : "Tomorrow",
      label: slotHours(start),
    });
  }
  return slots;
}
