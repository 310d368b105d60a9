import { DAY_MINUTES } from "~/lib/dates";
import { WEEKDAYS, type OpeningRange } from "./opening";

/**
 * Opening hours as the console types them: one line per weekday, like "12:00-15:30, 19:00-23:30" in 24-hour
 * India time; an end at or before the start runs past midnight ("18:00-02:00"); empty or "closed" is a day off.
 */

export const MAX_RANGES_A_DAY = 4;

/** The form's field for each weekday, in WEEKDAYS' order (Sunday first). */
export const HOURS_FIELDS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;

export const HOURS_FORMAT_MESSAGE = "Write hours like 12:00-15:30, 19:00-23:30, or leave empty for closed.";

const RANGE = /^(\d{1,2}):(\d{2})\s*[-–]\s*(\d{1,2}):(\d{2})$/;

function hhmm(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
}

/** A day's ranges as the console's field shows them: "12:00-15:30, 19:00-02:00", "00:00-24:00", or "". */
export function dayHoursInput(hours: readonly OpeningRange[], weekday: number): string {
  return hours
    .filter((range) => range.weekday === weekday)
    .sort((a, b) => a.opens - b.opens)
    .map((range) => `${hhmm(range.opens)}-${range.closes === DAY_MINUTES ? "24:00" : hhmm(range.closes % DAY_MINUTES)}`)
    .join(", ");
}

function parseRange(text: string, weekday: number): OpeningRange | string {
  const match = RANGE.exec(text);
  if (!match) return HOURS_FORMAT_MESSAGE;
  const [fromHour, fromMinute, toHour, toMinute] = match.slice(1).map(Number) as [number, number, number, number];
  if (fromHour > 23 || fromMinute > 59 || toHour > 24 || toMinute > 59 || (toHour === 24 && toMinute > 0))
    return `${text} is not a time of day. ${HOURS_FORMAT_MESSAGE}`;
  const opens = fromHour * 60 + fromMinute;
  const end = toHour * 60 + toMinute;
  if (end === opens) return `${text} ends when it starts; for the whole day write 00:00-24:00.`;
  return { weekday, opens, closes: end > opens ? end : end + DAY_MINUTES };
}

/** One day's field: its ranges in order, or what is wrong with it. */
export function parseDayHours(text: string, weekday: number): OpeningRange[] | string {
  const trimmed = text.trim();
  if (trimmed === "" || trimmed.toLowerCase() === "closed") return [];
  const parts = trimmed.split(",").map((part) => part.trim());
  if (parts.length > MAX_RANGES_A_DAY) return `Use at most ${MAX_RANGES_A_DAY} ranges a day.`;
  const ranges: OpeningRange[] = [];
  for (const part of parts) {
    const range = parseRange(part, weekday);
    if (typeof range === "string") return range;
    ranges.push(range);
  }
  ranges.sort((a, b) => a.opens - b.opens);
  for (const [index, range] of ranges.entries()) {
    const next = ranges[index + 1];
    if (next && range.closes > next.opens)
      return `${dayHoursInput([range], weekday)} and ${dayHoursInput([next], weekday)} overlap.`;
  }
  return ranges;
}

/**
 * A week of fields, Sunday first: the ranges, or a message for each day that is wrong. A day's hours past
 * midnight may not run into the next day's first range.
 */
export function parseWeekHours(
  texts: readonly string[],
): { ok: true; hours: OpeningRange[] } | { ok: false; errors: Map<number, string> } {
  const errors = new Map<number, string>();
  const days = WEEKDAYS.map((_, weekday) => {
    const parsed = parseDayHours(texts[weekday] ?? "", weekday);
    if (typeof parsed === "string") errors.set(weekday, parsed);
    return typeof parsed === "string" ? [] : parsed;
  });
  for (const [weekday, ranges] of days.entries()) {
    const last = ranges[ranges.length - 1];
    const nextDay = (weekday + 1) % WEEKDAYS.length;
    const firstNext = days[nextDay]?.[0];
    if (last && firstNext && last.closes - DAY_MINUTES > firstNext.opens && !errors.has(weekday))
      errors.set(weekday, `These hours run into ${WEEKDAYS[nextDay]}'s, which start at ${hhmm(firstNext.opens)}.`);
  }
  return errors.size > 0 ? { ok: false, errors } : { ok: true, hours: days.flat() };
}
