import { LANGUAGES, LOCALES, type Language } from "~/lib/i18n";

/**
 * Time as people in India read it. Times are stored as UTC ISO strings; every date a page shows or a day a
 * report counts is India Standard Time, whatever the server's own zone.
 */

const TIME_ZONE = "Asia/Kolkata";

type Formats = Record<"dateTime" | "dateTimeLong" | "date" | "monthYear", Intl.DateTimeFormat>;

/**
 * Each language's formats, through its `Intl` locale (`en-IN`, `hi-IN`): made once, used by every page. Hindi
 * names the part of the day before the hour ("शाम 4:30") rather than a Latin "pm".
 */
const FORMATS = Object.fromEntries(
  LANGUAGES.map((language) => {
    const locale = LOCALES[language];
    const time: Intl.DateTimeFormatOptions = {
      hour: "numeric",
      minute: "2-digit",
      timeZone: TIME_ZONE,
      ...(language === "hi" ? { dayPeriod: "short" } : {}),
    };
    const formats: Formats = {
      dateTime: new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", ...time }),
      dateTimeLong: new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", ...time }),
      date: new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: TIME_ZONE }),
      monthYear: new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: TIME_ZONE }),
    };
    return [language, formats];
  }),
) as Record<Language, Formats>;

/** "22 Nov 2026, 4:30 pm" ("22 नव॰ 2026, 4:30 pm"). */
export function formatDateTime(iso: string, language: Language): string {
  return FORMATS[language].dateTime.format(new Date(iso));
}

/** "22 November 2026 at 4:30 pm", for documents such as receipts. */
export function formatDateTimeLong(iso: string, language: Language): string {
  return FORMATS[language].dateTimeLong.format(new Date(iso));
}

/** "22 Nov 2026". */
export function formatDate(iso: string, language: Language): string {
  return FORMATS[language].date.format(new Date(iso));
}

/** "November 2026". */
export function formatMonthYear(iso: string, language: Language): string {
  return FORMATS[language].monthYear.format(new Date(iso));
}

const HINDI_CLOCK = {
  hour: new Intl.DateTimeFormat("hi-IN", { hour: "numeric", dayPeriod: "short", timeZone: "UTC" }),
  minute: new Intl.DateTimeFormat("hi-IN", { hour: "numeric", minute: "2-digit", dayPeriod: "short", timeZone: "UTC" }),
};

/**
 * A time of day, `minute` minutes after midnight, as people say it: "7 pm", "11:30 pm", "midnight" in
 * English; "शाम 7", "रात 11:30", "आधी रात" in Hindi (the part of the day before the hour).
 */
export function clockText(minute: number, language: Language): string {
  const inDay = ((minute % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  const hour = Math.floor(inDay / 60);
  const minutes = inDay % 60;
  if (language === "hi") {
    if (inDay === 0) return "आधी रात";
    const at = new Date(Date.UTC(2026, 0, 1, hour, minutes));
    return (minutes ? HINDI_CLOCK.minute : HINDI_CLOCK.hour).format(at);
  }
  if (inDay === 0) return "midnight";
  const twelve = hour % 12 || 12;
  return `${twelve}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""} ${hour < 12 ? "am" : "pm"}`;
}

/** "7:25 pm" ("शाम 7:25"): a moment's time of day in India. */
export function timeOfDay(at: Date, language: Language): string {
  return clockText(istWeekMinute(at) % DAY_MINUTES, language);
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
