import { DAY_MINUTES, WEEK_MINUTES, clockText, istDayNumber, istWeekMinute } from "~/lib/dates";
import { LOCALES, type Language, type Translate } from "~/lib/i18n";

/**
 * When a restaurant takes orders: its weekly opening hours in India time, the console's switch, and a
 * pause ("busy for 30 minutes"). `openingAt` is the one rule the listings, the menu, favourites, the cart
 * and checkout ask; `opening.server.ts` states the same rule in SQL to sort open restaurants first.
 */

export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** 4 January 2026 was a Sunday: the day `weekday` (0 Sunday … 6 Saturday) days after it, to name it through Intl. */
const A_SUNDAY = Date.UTC(2026, 0, 4);

/** A weekday's name in a language: "Monday" or "Mon" ("सोमवार", "सोम"). */
export function weekdayName(weekday: number, language: Language, style: "long" | "short" = "long"): string {
  const english = WEEKDAYS[weekday] ?? "";
  if (language === "en") return style === "long" ? english : english.slice(0, 3);
  const format = new Intl.DateTimeFormat(LOCALES[language], { weekday: style, timeZone: "UTC" });
  return format.format(new Date(A_SUNDAY + weekday * 86_400_000));
}

/**
 * One opening range: on `weekday` (0 Sunday … 6 Saturday) from `opens` to `closes`, in minutes after that
 * day's midnight in India. A range past midnight closes after 1440: 18:00–02:00 is 1080–1560.
 */
export interface OpeningRange {
  weekday: number;
  opens: number;
  closes: number;
}

/** The same range on every day of the week. */
export function everyDay(opens: number, closes: number): OpeningRange[] {
  return WEEKDAYS.map((_, weekday) => ({ weekday, opens, closes }));
}

export interface OpeningFields {
  /** The console's switch: off, the restaurant takes no orders whatever its hours say. */
  isActive: boolean;
  /** Busy (paused from the console) until this moment, a UTC ISO time, or null. */
  pausedUntil: string | null;
  hours: readonly OpeningRange[];
}

export type Opening =
  { open: true; closesAt: Date | null } | { open: false; why: "hours" | "busy" | "switched-off"; opensAt: Date | null };

/** Minutes from week-minute `at` to the end of the longest range covering it, or null when none does. */
function coveringMinutesLeft(hours: readonly OpeningRange[], at: number): number | null {
  let left: number | null = null;
  for (const range of hours) {
    const start = range.weekday * DAY_MINUTES + range.opens;
    const end = range.weekday * DAY_MINUTES + range.closes;
    // A Saturday-night range runs into Sunday, the start of the next week.
    for (const point of [at, at + WEEK_MINUTES]) {
      if (start <= point && point < end) left = Math.max(left ?? 0, end - point);
    }
  }
  return left;
}

/** Whether the weekly hours hold the minute of `at` (the switch and busy spells aside). */
export function hoursAllow(hours: readonly OpeningRange[], at: Date): boolean {
  return coveringMinutesLeft(hours, istWeekMinute(at)) !== null;
}

/** Minutes until an open restaurant closes, following ranges that meet; null when it never closes. */
function minutesUntilClose(hours: readonly OpeningRange[], at: number): number | null {
  let total = 0;
  let left = coveringMinutesLeft(hours, at);
  while (left !== null) {
    total += left;
    if (total >= WEEK_MINUTES) return null;
    left = coveringMinutesLeft(hours, (at + total) % WEEK_MINUTES);
  }
  return total;
}

/** Minutes until the next range starts, or null when there are no hours at all. */
function minutesUntilOpen(hours: readonly OpeningRange[], at: number): number | null {
  let wait: number | null = null;
  for (const range of hours) {
    const start = range.weekday * DAY_MINUTES + range.opens;
    const until = (((start - at) % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES;
    wait = Math.min(wait ?? until, until);
  }
  return wait;
}

/** `minutes` whole minutes after the start of the minute holding `from`. */
function minutesAfter(from: Date, minutes: number): Date {
  return new Date((Math.floor(from.getTime() / 60_000) + minutes) * 60_000);
}

/** The first moment from `from` on that the hours allow orders, or null when they never do. */
function firstOpenMoment(hours: readonly OpeningRange[], from: Date): Date | null {
  const at = istWeekMinute(from);
  if (coveringMinutesLeft(hours, at) !== null) return from;
  const wait = minutesUntilOpen(hours, at);
  return wait === null ? null : minutesAfter(from, wait);
}

/**
 * When a dish switched off "for today" at `now` comes back: the start of the restaurant's next opening after
 * the one it is in (or, closed now, its next opening); the next midnight, India time, for a restaurant that
 * never closes or never opens.
 */
export function backOnAt(hours: readonly OpeningRange[], now: Date): Date {
  const at = istWeekMinute(now);
  const midnight = minutesAfter(now, DAY_MINUTES - (at % DAY_MINUTES));
  const left = coveringMinutesLeft(hours, at) === null ? 0 : minutesUntilClose(hours, at);
  if (left === null) return midnight;
  return firstOpenMoment(hours, minutesAfter(now, left)) ?? midnight;
}

/** Whether the restaurant takes orders at `now`, and until when (or from when). */
export function openingAt(fields: OpeningFields, now: Date): Opening {
  if (!fields.isActive) return { open: false, why: "switched-off", opensAt: null };
  if (fields.pausedUntil !== null && Date.parse(fields.pausedUntil) > now.getTime()) {
    return { open: false, why: "busy", opensAt: firstOpenMoment(fields.hours, new Date(fields.pausedUntil)) };
  }
  const at = istWeekMinute(now);
  if (coveringMinutesLeft(fields.hours, at) !== null) {
    const left = minutesUntilClose(fields.hours, at);
    return { open: true, closesAt: left === null ? null : minutesAfter(now, left) };
  }
  return { open: false, why: "hours", opensAt: firstOpenMoment(fields.hours, now) };
}

/** Times before this belong to the night before: tonight "closes 2 am", not "tomorrow 2 am". */
const NIGHT_ENDS_MINUTE = 6 * 60;

/** "11:30 pm", "tomorrow 12 pm", "Mon 7 pm": a moment as seen from `now`, India time. */
function momentText(at: Date, now: Date, t: Translate, language: Language): string {
  const inDay = istWeekMinute(at) % DAY_MINUTES;
  const day = inDay < NIGHT_ENDS_MINUTE ? new Date(at.getTime() - (inDay + 1) * 60_000) : at;
  const days = istDayNumber(day) - istDayNumber(now);
  const time = clockText(inDay, language);
  if (days <= 0) return time;
  if (days === 1) return t("tomorrow {time}", { time });
  return t("{day} {time}", { day: weekdayName(Math.floor(istWeekMinute(day) / DAY_MINUTES), language, "short"), time });
}

/** What cards and menus say: "Open now · closes 11:30 pm", "Closed · opens 7 pm",
 * "Busy · taking orders again from 4:30 pm" (busy is not closed: customer audit m23). */
export function openingText(opening: Opening, now: Date, t: Translate, language: Language): string {
  if (opening.open) {
    return opening.closesAt
      ? t("Open now · closes {time}", { time: momentText(opening.closesAt, now, t, language) })
      : t("Open now · 24 hours");
  }
  if (opening.opensAt === null) return t("Closed for now");
  const time = momentText(opening.opensAt, now, t, language);
  return opening.why === "busy"
    ? t("Busy · taking orders again from {time}", { time })
    : t("Closed · opens {time}", { time });
}

/** A day of the week's hours for the menu page: "12 pm – 3:30 pm, 7 pm – 11:30 pm", "Open 24 hours", "Closed". */
export function dayHoursText(
  hours: readonly OpeningRange[],
  weekday: number,
  t: Translate,
  language: Language,
): string {
  const ranges = hours.filter((range) => range.weekday === weekday).sort((a, b) => a.opens - b.opens);
  if (ranges.length === 0) return t("Closed");
  if (ranges.length === 1 && ranges[0]?.opens === 0 && ranges[0].closes === DAY_MINUTES) return t("Open 24 hours");
  return ranges.map((range) => `${clockText(range.opens, language)} – ${clockText(range.closes, language)}`).join(", ");
}

/** Why a restaurant takes no orders now, as the cart, the menu's add buttons and checkout say it. */
export function notTakingOrders(restaurant: string, openingText: string, t: Translate): string {
  return t("{restaurant} is not taking orders right now: {opening}.", { restaurant, opening: openingText });
}
