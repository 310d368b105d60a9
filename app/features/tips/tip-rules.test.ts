import { describe, expect, it } from "vitest";
import { cashTipPaise, tipAfterDelivery, tipReturn } from "./tip-rules";

describe("tipAfterDelivery", () => {
  const deliveredAt = "2026-11-29T10:00:00.000Z";
  const delivered = { status: "Delivered", deliveredAt, extraTipPaise: 0 };

  it("is open for a day after delivery, to the millisecond", () => {
    expect(tipAfterDelivery(delivered, new Date("2026-11-29T10:00:00.000Z"))).toEqual({ ok: true });
    expect(tipAfterDelivery(delivered, new Date("2026-11-30T10:00:00.000Z"))).toEqual({ ok: true });
    expect(tipAfterDelivery(delivered, new Date("2026-11-30T10:00:00.001Z"))).toEqual({
      ok: false,
      code: "too-late",
    });
  });

  it("refuses an order not delivered, and one already tipped after checkout", () => {
    const now = new Date("2026-11-29T11:00:00.000Z");
    expect(tipAfterDelivery({ ...delivered, status: "Out for Delivery", deliveredAt: null }, now)).toEqual({
      ok: false,
      code: "not-delivered",
    });
    expect(tipAfterDelivery({ ...delivered, status: "Cancelled" }, now)).toEqual({ ok: false, code: "not-delivered" });
    expect(tipAfterDelivery({ ...delivered, extraTipPaise: 3000 }, now)).toEqual({
      ok: false,
      code: "already-tipped",
    });
  });
});

describe("cashTipPaise", () => {
  it("reads nothing as no tip, and whole rupees up to the largest tip", () => {
    expect(cashTipPaise(undefined)).toEqual({ ok: true, paise: 0 });
    expect(cashTipPaise("  ")).toEqual({ ok: true, paise: 0 });
    expect(cashTipPaise("20")).toEqual({ ok: true, paise: 2000 });
    expect(cashTipPaise("500")).toEqual({ ok: true, paise: 50000 });
  });

  it("refuses zero, fractions, words and more than the largest tip", () => {
    for (const typed of ["0", "12.5", "twenty", "-5", "501", "1e3"]) expect(cashTipPaise(typed)).toEqual({ ok: false });
  });
});

describe("tipReturn", () => {
  it("says nothing for a paid tip, waits for a verifying one, and reads anything else as not paid", () => {
    expect(tipReturn(null)).toBeNull();
    expect(tipReturn("paid")).toBeNull();
    expect(tipReturn("verifying")).toBe("verifying");
    for (const param of ["failed", "cancelled", "unverified", "anything"]) expect(tipReturn(param)).toBe("not-paid");
  });
});
