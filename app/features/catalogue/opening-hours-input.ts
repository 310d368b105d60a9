import { DAY_MINUTES } from "~/lib/dates";
import { DEFAULT_LANGUAGE, fixedT, type Language, type Translate } from "~/lib/i18n";
import { WEEKDAYS, weekdayName, type OpeningRange } from "./opening";

/**
 * Opening hours as the console types them: one line per weekday, like "12:00-15:30, 19:00-23:30" in 24-hour
 * India time; an end at or before the start runs past midnight ("18:00-02:00"); empty or "closed" is a day off.
 */

export const MAX_RANGES_A_DAY = 4;

/** The form's field for each weekday, in WEEKDAYS' order (Sunday first). */
export const HOURS_FIELDS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;

/** The parsers' messages come in English unless given the page's `t` (the console's forms pass it). */
const english = (): Translate => fixedT(DEFAULT_LANGUAGE);

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

function parseRange(text: string, weekday: number, t: Translate): OpeningRange | string {
  const match = RANGE.exec(text);
  if (!match) return t("Write hours like 12:00-15:30, 19:00-23:30, or leave empty for closed.");
  const [fromHour, fromMinute, toHour, toMinute] = match.slice(1).map(Number) as [number, number, number, number];
  if (fromHour > 23 || fromMinute > 59 || toHour > 24 || toMinute > 59 || (toHour === 24 && toMinute > 0))
    return t("{text} is not a time of day. Write hours like 12:00-15:30, 19:00-23:30, or leave empty for closed.", {
      text,
    });
  const opens = fromHour * 60 + fromMinute;
  const end = toHour * 60 + toMinute;
  if (end === opens) return t("{text} ends when it starts; for the whole day write 00:00-24:00.", { text });
  return { weekday, opens, closes: end > opens ? end : end + DAY_MINUTES };
}

/** One day's field: its ranges in order, or what is wrong with it (in the language of `t`). */
export function parseDayHours(text: string, weekday: number, t: Translate = english()): OpeningRange[] | string {
  const trimmed = text.trim();
  if (trimmed === "" || trimmed.toLowerCase() === "closed") return [];
  const parts = trimmed.split(",").map((part) => part.trim());
  if (parts.length > MAX_RANGES_A_DAY)
    return t("{count, plural, one {Use at most # range a day.} other {Use at most # ranges a day.}}", {
      count: MAX_RANGES_A_DAY,
    });
  const ranges: OpeningRange[] = [];
  for (const part of parts) {
    const range = parseRange(part, weekday, t);
    if (typeof range === "string") return range;
    ranges.push(range);
  }
  ranges.sort((a, b) => a.opens - b.opens);
  for (const [index, range] of ranges.entries()) {
    const next = ranges[index + 1];
    if (next && range.closes > next.opens)
      return t("{first} and {second} overlap.", {
        first: dayHoursInput([range], weekday),
        second: dayHoursInput([next], weekday),
      });
  }
  return ranges;
}

/**
 * A week of fields, Sunday first: the ranges, or a message for each day that is wrong (in the language of
 * `t`, naming days in `language`). A day's hours past midnight may not run into the next day's first range.
 */
export function parseWeekHours(
  texts: readonly string[],
  t: Translate = english(),
  language: Language = DEFAULT_LANGUAGE,
): { ok: true; hours: OpeningRange[] } | { ok: false; errors: Map<number, string> } {
  const errors = new Map<number, string>();
  const days = WEEKDAYS.map((_, weekday) => {
    const parsed = parseDayHours(texts[weekday] ?? "", weekday, t);
    if (typeof parsed === "string") errors.set(weekday, parsed);
    return typeof parsed === "string" ? [] : parsed;
  });
  for (const [weekday, ranges] of days.entries()) {
    const last = ranges[ranges.length - 1];
    const nextDay = (weekday + 1) % WEEKDAYS.length;
    const firstNext = days[nextDay]?.[0];
    if (last && firstNext && last.closes - DAY_MINUTES > firstNext.opens && !errors.has(weekday))
      errors.set(
        weekday,
        t("These hours run into {day}'s, which start at {time}.", {
          day: weekdayName(nextDay, language),
          time: hhmm(firstNext.opens),
        }),
      );
  }
  return errors.size > 0 ? { ok: false, errors } : { ok: true, hours: days.flat() };
}
