import { describe, expect, it } from "vitest";
import { fixedT } from "~/lib/i18n";
import { advanceLabel, ageText, changedFields, countPerHour, parseRupees, roleLabel, rupeesInput } from "./admin-rules";

describe("operations console rules", () => {
  it("reads rupee amounts as admins type them, and nothing else", () => {
    expect(parseRupees("249")).toBe(24900);
    expect(parseRupees("249.5")).toBe(24950);
    expect(parseRupees(" ₹1,249.05 ")).toBe(124905);
    expect(parseRupees("0")).toBe(0);
    for (const bad of ["", "-5", "12.345", "abc", "1e3", "12..5", "1234567"]) expect(parseRupees(bad)).toBeNull();
    expect(rupeesInput(24950)).toBe("249.50");
    expect(rupeesInput(25000)).toBe("250");
  });

  it("counts orders per hour of the day in India, whatever the server's time zone", () => {
    const counts = countPerHour(["2026-11-22T07:45:00Z", "2026-11-22T07:31:00Z", "2026-11-22T18:29:00Z"]);
    expect(counts).toHaveLength(24);
    expect(counts[13]).toBe(2);
    expect(counts[23]).toBe(1);
  });

  it("says how old an order is", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    const t = fixedT("en");
    expect(ageText("2026-11-22T11:56:30Z", now, t)).toBe("3 min");
    expect(ageText("2026-11-22T10:55:00Z", now, t)).toBe("1 h 05 min");
    expect(ageText("2026-11-20T09:00:00Z", now, t)).toBe("2 d 3 h");
    expect(ageText("2026-11-22T12:05:00Z", now, t)).toBe("0 min");
  });

  it("speaks Hindi on a Hindi page: ages, the board's buttons and roles", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    const t = fixedT("hi");
    expect(ageText("2026-11-22T11:56:30Z", now, t)).toBe("3 मिनट");
    expect(ageText("2026-11-22T10:55:00Z", now, t)).toBe("1 घंटे 05 मिनट");
    expect(ageText("2026-11-20T09:00:00Z", now, t)).toBe("2 दिन 3 घंटे");
    expect(advanceLabel("Confirmed", t)).toBe("तैयारी शुरू करें");
    expect(advanceLabel("Delivered", t)).toBeNull();
    expect(roleLabel("admin", t)).toBe("एडमिन");
  });

  it("keeps only the fields that changed", () => {
    expect(changedFields({ name: "A", price: 1, tags: ["x"] }, { name: "A", price: 2, tags: ["x"] })).toEqual({
      before: { price: 1 },
      after: { price: 2 },
    });
    expect(changedFields({ name: "A" }, { name: "A" })).toEqual({ before: {}, after: {} });
  });
});
