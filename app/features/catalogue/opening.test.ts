import { describe, expect, it } from "vitest";
import { clockText } from "~/lib/dates";
import { fixedT } from "~/lib/i18n";
import {
  backOnAt,
  dayHoursText,
  everyDay,
  notTakingOrders,
  openingAt,
  openingText,
  weekdayName,
  type OpeningFields,
  type OpeningRange,
} from "./opening";
import { HOURS_WORDS } from "~/features/admin/admin-words";
import { word } from "~/lib/words";
import { dayHoursInput, parseDayHours as parseDay, parseWeekHours as parseWeek } from "./opening-hours-input";

/** A moment in India time ("2026-11-23T16:00" is Monday 23 November 2026, 4 pm). */
const ist = (local: string) => new Date(`${local}:00+05:30`);

const restaurant = (hours: OpeningRange[], changes: Partial<OpeningFields> = {}): OpeningFields => ({
  isActive: true,
  pausedUntil: null,
  hours,
  ...changes,
});

const t = fixedT("en");
const hindi = fixedT("hi");
const says = (fields: OpeningFields, now: Date) => openingText(openingAt(fields, now), now, t, "en");
const saysInHindi = (fields: OpeningFields, now: Date) => openingText(openingAt(fields, now), now, hindi, "hi");

describe("openingAt and openingText", () => {
  const lunchAndDinner = restaurant([...everyDay(12 * 60, 15 * 60 + 30), ...everyDay(19 * 60, 23 * 60 + 30)]);

  it("is open within a range and says when it closes", () => {
    expect(openingAt(lunchAndDinner, ist("2026-11-23T13:00"))).toEqual({
      open: true,
      closesAt: ist("2026-11-23T15:30"),
    });
    expect(says(lunchAndDinner, ist("2026-11-23T13:00"))).toBe("Open now · closes 3:30 pm");
    expect(says(lunchAndDinner, ist("2026-11-23T22:59"))).toBe("Open now · closes 11:30 pm");
  });

  it("is closed between ranges and after the last one, and says when it opens", () => {
    expect(openingAt(lunchAndDinner, ist("2026-11-23T15:30")).open).toBe(false);
    expect(says(lunchAndDinner, ist("2026-11-23T16:00"))).toBe("Closed · opens 7 pm");
    expect(says(lunchAndDinner, ist("2026-11-23T23:45"))).toBe("Closed · opens tomorrow 12 pm");
    expect(says(lunchAndDinner, ist("2026-11-23T00:15"))).toBe("Closed · opens 12 pm");
  });

  it("keeps a range past midnight open into the next day, also from Saturday into Sunday", () => {
    const lateNight = restaurant([
      { weekday: 1, opens: 18 * 60, closes: 26 * 60 },
      { weekday: 6, opens: 20 * 60, closes: 27 * 60 },
    ]);
    expect(says(lateNight, ist("2026-11-23T23:00"))).toBe("Open now · closes 2 am");
    expect(says(lateNight, ist("2026-11-24T01:30"))).toBe("Open now · closes 2 am");
    expect(openingAt(lateNight, ist("2026-11-24T02:00")).open).toBe(false);
    expect(says(lateNight, ist("2026-11-24T02:00"))).toBe("Closed · opens Sat 8 pm");
    expect(says(lateNight, ist("2026-11-29T02:59"))).toBe("Open now · closes 3 am");
    expect(says(lateNight, ist("2026-11-29T03:00"))).toBe("Closed · opens tomorrow 6 pm");
  });

  it("is closed all day on a day without hours", () => {
    const closedMondays = restaurant(everyDay(11 * 60, 23 * 60).filter((range) => range.weekday !== 1));
    expect(openingAt(closedMondays, ist("2026-11-23T12:00")).open).toBe(false);
    expect(says(closedMondays, ist("2026-11-23T12:00"))).toBe("Closed · opens tomorrow 11 am");
    expect(says(closedMondays, ist("2026-11-22T22:00"))).toBe("Open now · closes 11 pm");
    expect(says(closedMondays, ist("2026-11-22T23:30"))).toBe("Closed · opens Tue 11 am");
  });

  it("follows ranges that meet, and says 24 hours when they never end", () => {
    expect(says(restaurant(everyDay(0, 24 * 60)), ist("2026-11-23T03:00"))).toBe("Open now · 24 hours");
    const allDayButMonday = restaurant(everyDay(0, 24 * 60).filter((range) => range.weekday !== 1));
    expect(says(allDayButMonday, ist("2026-11-22T10:00"))).toBe("Open now · closes midnight");
    expect(says(allDayButMonday, ist("2026-11-23T10:00"))).toBe("Closed · opens midnight");
    expect(says(allDayButMonday, ist("2026-11-24T10:00"))).toBe("Open now · closes Sun midnight");
    const meeting = restaurant([
      { weekday: 1, opens: 0, closes: 24 * 60 },
      { weekday: 2, opens: 0, closes: 12 * 60 },
    ]);
    expect(says(meeting, ist("2026-11-23T20:00"))).toBe("Open now · closes tomorrow 12 pm");
  });

  it("takes no orders when switched off or without any hours", () => {
    const allDay = everyDay(0, 24 * 60);
    expect(openingAt(restaurant(allDay, { isActive: false }), ist("2026-11-23T12:00"))).toEqual({
      open: false,
      why: "switched-off",
      opensAt: null,
    });
    expect(says(restaurant(allDay, { isActive: false }), ist("2026-11-23T12:00"))).toBe("Closed for now");
    expect(says(restaurant([]), ist("2026-11-23T12:00"))).toBe("Closed for now");
  });

  it("is busy while paused, and opens when the pause ends or, if closed then, at the next opening", () => {
    const now = ist("2026-11-23T16:00");
    const allDay = restaurant(everyDay(0, 24 * 60), { pausedUntil: ist("2026-11-23T16:30").toISOString() });
    expect(openingAt(allDay, now)).toEqual({ open: false, why: "busy", opensAt: ist("2026-11-23T16:30") });
    expect(says(allDay, now)).toBe("Busy · taking orders again from 4:30 pm");
    expect(openingAt(allDay, ist("2026-11-23T16:30")).open).toBe(true);
    const pausedPastClosing = restaurant([...lunchAndDinner.hours], {
      pausedUntil: ist("2026-11-23T15:45").toISOString(),
    });
    expect(says(pausedPastClosing, ist("2026-11-23T15:15"))).toBe("Busy · taking orders again from 7 pm");
  });

  it("says it in Hindi, with Hindi times of day and weekdays", () => {
    expect(saysInHindi(lunchAndDinner, ist("2026-11-23T22:59"))).toBe("खुला · रात 11:30 तक");
    expect(saysInHindi(lunchAndDinner, ist("2026-11-23T16:00"))).toBe("बंद · शाम 7 से खुलेगा");
    expect(saysInHindi(lunchAndDinner, ist("2026-11-23T23:45"))).toBe("बंद · कल दोपहर 12 से खुलेगा");
    const closedMondays = restaurant(everyDay(11 * 60, 23 * 60).filter((range) => range.weekday !== 1));
    expect(saysInHindi(closedMondays, ist("2026-11-22T23:30"))).toBe("बंद · मंगल सुबह 11 से खुलेगा");
    expect(saysInHindi(restaurant(everyDay(0, 24 * 60)), ist("2026-11-23T03:00"))).toBe("खुला · 24 घंटे");
    expect(saysInHindi(restaurant([]), ist("2026-11-23T12:00"))).toBe("अभी बंद है");
    const busy = restaurant(everyDay(0, 24 * 60), { pausedUntil: ist("2026-11-23T16:30").toISOString() });
    expect(saysInHindi(busy, ist("2026-11-23T16:00"))).toBe("व्यस्त · शाम 4:30 से फिर ऑर्डर लेगा");
    expect(notTakingOrders("Kasturi", "बंद · शाम 7 से खुलेगा", hindi)).toBe(
      "Kasturi अभी ऑर्डर नहीं ले रहा है: बंद · शाम 7 से खुलेगा।",
    );
    expect(notTakingOrders("Kasturi", "Closed · opens 7 pm", t)).toBe(
      "Kasturi is not taking orders right now: Closed · opens 7 pm.",
    );
  });
});

describe("clockText and dayHoursText", () => {
  it("writes times of day as people say them", () => {
    expect([0, 60, 690, 720, 1170, 1439, 1560].map((minute) => clockText(minute, "en"))).toEqual([
      "midnight",
      "1 am",
      "11:30 am",
      "12 pm",
      "7:30 pm",
      "11:59 pm",
      "2 am",
    ]);
    expect([0, 60, 690, 720, 1170, 1439].map((minute) => clockText(minute, "hi"))).toEqual([
      "आधी रात",
      "रात 1",
      "सुबह 11:30",
      "दोपहर 12",
      "शाम 7:30",
      "रात 11:59",
    ]);
  });

  it("lists a day's hours, a day off and a whole day", () => {
    const hours: OpeningRange[] = [
      { weekday: 1, opens: 19 * 60, closes: 26 * 60 },
      { weekday: 1, opens: 12 * 60, closes: 15 * 60 + 30 },
      { weekday: 2, opens: 0, closes: 24 * 60 },
    ];
    expect(dayHoursText(hours, 1, t, "en")).toBe("12 pm – 3:30 pm, 7 pm – 2 am");
    expect(dayHoursText(hours, 2, t, "en")).toBe("Open 24 hours");
    expect(dayHoursText(hours, 3, t, "en")).toBe("Closed");
    expect(dayHoursText(hours, 1, hindi, "hi")).toBe("दोपहर 12 – दोपहर 3:30, शाम 7 – रात 2");
    expect(dayHoursText(hours, 2, hindi, "hi")).toBe("24 घंटे खुला");
    expect(dayHoursText(hours, 3, hindi, "hi")).toBe("बंद");
  });

  it("names weekdays in each language", () => {
    expect([0, 1, 6].map((day) => weekdayName(day, "en"))).toEqual(["Sunday", "Monday", "Saturday"]);
    expect(weekdayName(2, "en", "short")).toBe("Tue");
    expect([0, 1, 6].map((day) => weekdayName(day, "hi"))).toEqual(["रविवार", "सोमवार", "शनिवार"]);
    expect(weekdayName(2, "hi", "short")).toBe("मंगल");
  });
});

describe("the console's hours input", () => {
  // What is wrong, as the console words it in English.
  const parseDayHours = (text: string, weekday: number) => {
    const parsed = parseDay(text, weekday);
    return "code" in parsed ? word(HOURS_WORDS, parsed, t) : parsed;
  };
  const parseWeekHours = (texts: string[]) => {
    const parsed = parseWeek(texts);
    if (parsed.ok) return parsed;
    const errors = new Map([...parsed.problems].map(([day, problem]) => [day, word(HOURS_WORDS, problem, t)]));
    return { ok: false as const, errors };
  };

  it("reads ranges in 24-hour time, past midnight and a whole day, and writes them back the same", () => {
    expect(parseDayHours("19:00-23:30, 12:00 – 15:30", 1)).toEqual([
      { weekday: 1, opens: 720, closes: 930 },
      { weekday: 1, opens: 1140, closes: 1410 },
    ]);
    expect(parseDayHours("18:00-02:00", 5)).toEqual([{ weekday: 5, opens: 1080, closes: 1560 }]);
    for (const text of ["12:00-15:30, 19:00-23:30", "18:00-02:00", "00:00-24:00", "7:30-22:00"]) {
      const ranges = parseDayHours(text, 0);
      if (typeof ranges === "string") throw new Error(ranges);
      expect(dayHoursInput(ranges, 0)).toBe(text.replace(/^7:/, "07:"));
    }
  });

  it("reads an empty day or 'closed' as a day off", () => {
    expect(parseDayHours("", 3)).toEqual([]);
    expect(parseDayHours("  Closed ", 3)).toEqual([]);
  });

  it("says what is wrong with a day", () => {
    expect(parseDayHours("noon till late", 1)).toBe(
      "Write hours like 12:00-15:30, 19:00-23:30, or leave empty for closed.",
    );
    expect(parseDayHours("25:00-26:00", 1)).toMatch(/^25:00-26:00 is not a time of day/);
    expect(parseDayHours("12:00-12:00", 1)).toBe(
      "12:00-12:00 ends when it starts; for the whole day write 00:00-24:00.",
    );
    expect(parseDayHours("12:00-16:00, 15:00-18:00", 1)).toBe("12:00-16:00 and 15:00-18:00 overlap.");
    expect(parseDayHours("1:00-2:00, 3:00-4:00, 5:00-6:00, 7:00-8:00, 9:00-10:00", 1)).toBe(
      "Use at most 4 ranges a day.",
    );
  });

  it("refuses a night that runs into the next day's first range, naming the day", () => {
    const week = ["", "18:00-03:00", "02:00-10:00", "", "", "", ""];
    const result = parseWeekHours(week);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.get(1)).toBe("These hours run into Tuesday's, which start at 02:00.");
    const fine = parseWeekHours(["", "18:00-02:00", "02:00-10:00", "", "", "", "20:00-03:00"]);
    expect(fine.ok && fine.hours.length).toBe(3);
  });
});

describe("backOnAt: a dish switched off for today", () => {
  const lunchAndDinner = [...everyDay(12 * 60, 15 * 60 + 30), ...everyDay(19 * 60, 23 * 60 + 30)];

  it("comes back when the restaurant next opens after the spell it is in", () => {
    expect(backOnAt(lunchAndDinner, ist("2026-11-23T13:10"))).toEqual(ist("2026-11-23T19:00"));
    expect(backOnAt(lunchAndDinner, ist("2026-11-23T22:00"))).toEqual(ist("2026-11-24T12:00"));
  });

  it("comes back at the next opening when switched off while closed", () => {
    expect(backOnAt(lunchAndDinner, ist("2026-11-23T16:00"))).toEqual(ist("2026-11-23T19:00"));
    expect(backOnAt(lunchAndDinner, ist("2026-11-23T23:45"))).toEqual(ist("2026-11-24T12:00"));
  });

  it("follows a night past midnight, and comes back at midnight where the restaurant never closes or never opens", () => {
    const lateNight = [{ weekday: 1, opens: 18 * 60, closes: 26 * 60 }, ...everyDay(10 * 60, 12 * 60)];
    expect(backOnAt(lateNight, ist("2026-11-23T23:00"))).toEqual(ist("2026-11-24T10:00"));
    expect(backOnAt(everyDay(0, 24 * 60), ist("2026-11-23T13:10"))).toEqual(ist("2026-11-24T00:00"));
    expect(backOnAt([], ist("2026-11-23T13:10"))).toEqual(ist("2026-11-24T00:00"));
  });
});
