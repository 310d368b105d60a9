import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatDateTimeLong, formatMonthYear, istDayBounds, istHour } from "./dates";

describe("India-time formats", () => {
  it("shows the moment in India whatever the server's zone", () => {
    expect(formatDateTime("2026-11-22T11:00:00.000Z", "en")).toBe("22 Nov 2026, 4:30 pm");
    expect(formatDateTimeLong("2026-11-22T11:00:00.000Z", "en")).toBe("22 November 2026 at 4:30 pm");
    expect(formatDate("2027-12-31T18:29:59.000Z", "en")).toBe("31 Dec 2027");
  });
  it("names the months in Hindi, India time too", () => {
    expect(formatDate("2027-12-31T18:29:59.000Z", "hi")).toBe("31 दिस॰ 2027");
    expect(formatDateTime("2026-11-22T11:00:00.000Z", "hi")).toBe("22 नव॰ 2026, शाम 4:30");
    expect(formatDateTimeLong("2026-11-22T11:00:00.000Z", "hi")).toBe("22 नवंबर 2026 को शाम 4:30 बजे");
    expect(formatMonthYear("2026-01-31T20:00:00.000Z", "hi")).toBe("फ़रवरी 2026");
  });
  it("counts the month in India: 8 pm UTC on the last day is already the next month", () => {
    expect(formatMonthYear("2026-01-31T20:00:00.000Z", "en")).toBe("February 2026");
    expect(formatMonthYear("2026-01-31T18:00:00.000Z", "en")).toBe("January 2026");
  });
});

describe("India's calendar day", () => {
  it("finds the day's bounds and hours in India", () => {
    expect(istDayBounds(new Date("2026-11-22T20:00:00Z"))).toEqual({
      start: "2026-11-22T18:30:00.000Z",
      end: "2026-11-23T18:30:00.000Z",
    });
    expect(istDayBounds(new Date("2026-11-22T10:00:00Z"))).toEqual({
      start: "2026-11-21T18:30:00.000Z",
      end: "2026-11-22T18:30:00.000Z",
    });
    expect(istHour("2026-11-22T18:30:00.000Z")).toBe(0);
    expect(istHour("2026-11-22T07:45:00.000Z")).toBe(13);
  });
});
