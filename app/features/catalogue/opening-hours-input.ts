import { DAY_MINUTES } from "~/lib/dates";
import { WEEKDAYS, type OpeningRange } from "./opening";

/**
 * Opening hours as the console types them: one line per weekday, like "12:00-15:30, 19:00-23:30" in 24-hour
 * India time; an end at or before the start runs past midnight ("18:00-02:00"); empty or "closed" is a day off.
 */

export const MAX_RANGES_A_DAY = 4;

/** The form's field for each weekday, in WEEKDAYS' order (Sunday first). */
export const HOURS_FIELDS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;

/** What is wrong with a day's field, with what the message names (worded by the console's HOURS_WORDS). */
export type HoursProblem =
  | { code: "format" }
  | { code: "not-a-time"; text: string }
  | { code: "ends-when-it-starts"; text: string }
  | { code: "too-many-ranges"; count: number }
  | { code: "overlap"; first: string; second: string }
  /** A night past midnight runs into the next day's first range: `weekday` is that next day. */
  | { code: "runs-into"; weekday: number; time: string };

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

function parseRange(text: string, weekday: number): OpeningRange | HoursProblem {
  const match = RANGE.exec(text);
  if (!match) return { code: "format" };
  const [fromHour, fromMinute, toHour, toMinute] = match.slice(1).map(Number) as [number, number, number, number];
  if (fromHour > 23 || fromMinute > 59 || toHour > 24 || toMinute > 59 || (toHour === 24 && toMinute > 0))
    return { code: "not-a-time", text };
  const opens = fromHour * 60 + fromMinute;
  const end = toHour * 60 + toMinute;
  if (end === opens) return { code: "ends-when-it-starts", text };
  return { weekday, opens, closes: end > opens ? end : end + DAY_MINUTES };
}

/** One day's field: its ranges in order, or what is wrong with it. */
export function parseDayHours(text: string, weekday: number): OpeningRange[] | HoursProblem {
  const trimmed = text.trim();
  if (trimmed === "" || trimmed.toLowerCase() === "closed") return [];
  const parts = trimmed.split(",").map((part) => part.trim());
  if (parts.length > MAX_RANGES_A_DAY) return { code: "too-many-ranges", count: MAX_RANGES_A_DAY };
  const ranges: OpeningRange[] = [];
  for (const part of parts) {
    const range = parseRange(part, weekday);
    if ("code" in range) return range;
    ranges.push(range);
  }
  ranges.sort((a, b) => a.opens - b.opens);
  for (const [index, range] of ranges.entries()) {
    const next = ranges[index + 1];
    if (next && range.closes > next.opens)
      return { code: "overlap", first: dayHoursInput([range], weekday), second: dayHoursInput([next], weekday) };
  }
  return ranges;
}

export type WeekHours = { ok: true; hours: OpeningRange[] } | { ok: false; problems: Map<number, HoursProblem> };

/**
 * A week of fields, Sunday first: the ranges, or what is wrong with each day that is. A day's hours past
 * midnight may not run into the next day's first range.
 */
export function parseWeekHours(texts: readonly string[]): WeekHours {
  const problems = new Map<number, HoursProblem>();
  const days = WEEKDAYS.map((_, weekday) => {
    const parsed = parseDayHours(texts[weekday] ?? "", weekday);
    if ("code" in parsed) {
      problems.set(weekday, parsed);
      return [];
    }
    return parsed;
  });
  for (const [weekday, ranges] of days.entries()) {
    const last = ranges[ranges.length - 1];
    const nextDay = (weekday + 1) % WEEKDAYS.length;
    const firstNext = days[nextDay]?.[0];
    if (last && firstNext && last.closes - DAY_MINUTES > firstNext.opens && !problems.has(weekday))
      problems.set(weekday, { code: "runs-into", weekday: nextDay, time: hhmm(firstNext.opens) });
  }
  return problems.size > 0 ? { ok: false, problems } : { ok: true, hours: days.flat() };
}
