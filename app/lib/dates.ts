/**
 * Time as people in India read it. Times are stored as UTC ISO strings; every date a page shows or a day a
 * report counts is India Standard Time, whatever the server's own zone.
 */

const LOCALE = "en-IN";
const TIME_ZONE = "Asia/Kolkata";

const DATE_TIME = new Intl.DateTimeFormat(LOCALE, { dateStyle: "medium", timeStyle: "short", timeZone: TIME_ZONE });
const DATE_TIME_LONG = new Intl.DateTimeFormat(LOCALE, { dateStyle: "long", timeStyle: "short", timeZone: TIME_ZONE });
const DATE = new Intl.DateTimeFormat(LOCALE, { day: "numeric", month: "short", year: "numeric", timeZone: TIME_ZONE });
const MONTH_YEAR = new Intl.DateTimeFormat(LOCALE, { month: "long", year: "numeric", timeZone: TIME_ZONE });

/** "22 Nov 2026, 4:30 pm". */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

/** "22 November 2026 at 4:30 pm", for documents such as receipts. */
export function formatDateTimeLong(iso: string): string {
  return DATE_TIME_LONG.format(new Date(iso));
}

/** "22 Nov 2026". */
export function formatDate(iso: string): string {
  return DATE.format(new Date(iso));
}

/** "November 2026". */
export function formatMonthYear(iso: string): string {
  return MONTH_YEAR.format(new Date(iso));
}

/** India Standard Time is UTC+5:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

/** The start and end (UTC ISO strings) of the day in India that contains `now`. */
export function istDayBounds(now: Date): { start: string; end: string } {
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  const startUtc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - IST_OFFSET_MS;
  return { start: new Date(startUtc).toISOString(), end: new Date(startUtc + 24 * 3_600_000).toISOString() };
}

/** The India date of a moment as a day count (days since 1 January 1970), for "today" and "tomorrow". */
export function istDayNumber(at: Date): number {
  return Math.floor((at.getTime() + IST_OFFSET_MS) / 86_400_000);
}

/** The hour of the day in India (0–23) of a UTC ISO time. */
export function istHour(iso: string): number {
  return new Date(Date.parse(iso) + IST_OFFSET_MS).getUTCHours();
}

/** Minutes in a day, and in a week. */
export const DAY_MINUTES = 24 * 60;
export const WEEK_MINUTES = 7 * DAY_MINUTES;

/** The moment's place in the India week: 0 is Sunday 00:00, 10079 is Saturday 23:59. */
export function istWeekMinute(now: Date): number {
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  return local.getUTCDay() * DAY_MINUTES + local.getUTCHours() * 60 + local.getUTCMinutes();
}
