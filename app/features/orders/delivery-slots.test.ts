import { describe, expect, it } from "vitest";
import { everyDay, type OpeningFields } from "~/features/catalogue/opening";
import { fixedT } from "~/lib/i18n";
import { slotDayText, slotOptionText } from "./checkout-words";
import { deliverySlots, slotHours, slotText } from "./delivery-slots";
import { estimatedDelivery, isScheduled, preparationStart } from "./order-status";

/** A moment in India time ("2026-11-23T13:00" is Monday 23 November 2026, 1 pm). */
const ist = (local: string) => new Date(`${local}:00+05:30`);

const lunchAndDinner: OpeningFields = {
  isActive: true,
  pausedUntil: null,
  hours: [...everyDay(12 * 60, 15 * 60 + 30), ...everyDay(19 * 60, 23 * 60 + 30)],
};

const starts = (fields: OpeningFields, deliveryMinutes: number, now: Date) =>
  deliverySlots(fields, deliveryMinutes, now).map((slot) => `${slot.day} ${slotHours(slot.start, "en")}`);

describe("deliverySlots", () => {
  it("offers 30-minute slots at least 45 minutes ahead while the kitchen is open to cook them", () => {
    const slots = starts(lunchAndDinner, 35, ist("2026-11-23T13:00"));
    expect(slots.slice(0, 5)).toEqual([
      "Today 2 pm – 2:30 pm",
      "Today 2:30 pm – 3 pm",
      "Today 3 pm – 3:30 pm",
      "Today 3:30 pm – 4 pm",
      // Dinner: cooking for 7:30 pm would start at 6:55 pm, before it opens.
      "Today 8 pm – 8:30 pm",
    ]);
    expect(slots).toContain("Today 11:30 pm – midnight");
    expect(slots).not.toContain("Today midnight – 12:30 am");
    expect(slots.filter((slot) => slot.startsWith("Today"))).toHaveLength(12);
    expect(slots.find((slot) => slot.startsWith("Tomorrow"))).toBe("Tomorrow 1 pm – 1:30 pm");
    expect(slots.at(-1)).toBe("Tomorrow 11:30 pm – midnight");
  });

  it("starts no sooner than 45 minutes from now", () => {
    expect(starts(lunchAndDinner, 35, ist("2026-11-23T13:20"))[0]).toBe("Today 2:30 pm – 3 pm");
    expect(starts(lunchAndDinner, 35, ist("2026-11-23T13:15"))[0]).toBe("Today 2 pm – 2:30 pm");
  });

  it("follows a night past midnight and a day off, and offers nothing when switched off or never open", () => {
    const lateNight: OpeningFields = {
      isActive: true,
      pausedUntil: null,
      hours: everyDay(18 * 60, 26 * 60).filter((range) => range.weekday !== 2),
    };
    const slots = starts(lateNight, 30, ist("2026-11-23T23:00"));
    expect(slots[0]).toBe("Tomorrow midnight – 12:30 am");
    expect(slots).toContain("Tomorrow 1:30 am – 2 am");
    // Tuesday is a day off: after Monday's night, nothing until Wednesday.
    expect(slots.filter((slot) => slot.startsWith("Tomorrow") && slot.includes("pm"))).toEqual([]);
    expect(deliverySlots({ ...lunchAndDinner, isActive: false }, 35, ist("2026-11-23T13:00"))).toEqual([]);
    expect(deliverySlots({ ...lunchAndDinner, hours: [] }, 35, ist("2026-11-23T13:00"))).toEqual([]);
  });

  it("keeps offering later slots while the restaurant is busy for a while", () => {
    const busy = { ...lunchAndDinner, pausedUntil: ist("2026-11-23T13:30").toISOString() };
    expect(deliverySlots(busy, 35, ist("2026-11-23T13:00"))).toEqual(
      deliverySlots(lunchAndDinner, 35, ist("2026-11-23T13:00")),
    );
  });

  it("posts each slot's start and writes it with its date for the order", () => {
    const [first] = deliverySlots(lunchAndDinner, 35, ist("2026-11-23T13:00"));
    expect(first?.start).toBe(ist("2026-11-23T14:00").toISOString());
    expect(slotText(first!.start, "en")).toBe("23 Nov 2026, 2 pm – 2:30 pm");
  });

  it("says a slot in the page's language: the checkout's choices, and the order's date and hours", () => {
    const slots = deliverySlots(lunchAndDinner, 35, ist("2026-11-23T13:00"));
    const today = slots[0]!;
    const tomorrow = slots.find((slot) => slot.day === "Tomorrow")!;
    expect(slotOptionText(today, fixedT("en"), "en")).toBe("Today, 2 pm – 2:30 pm");
    expect(slotDayText(tomorrow.day, fixedT("en"))).toBe("Tomorrow");

    expect(slotDayText(today.day, fixedT("hi"))).toBe("आज");
    expect(slotDayText(tomorrow.day, fixedT("hi"))).toBe("कल");
    expect(slotOptionText(today, fixedT("hi"), "hi")).toBe("आज, दोपहर 2 – दोपहर 2:30");
    expect(slotOptionText(tomorrow, fixedT("hi"), "hi")).toBe("कल, दोपहर 1 – दोपहर 1:30");
    const dinner = slots.find((slot) => slot.start === ist("2026-11-23T20:00").toISOString())!;
    expect(slotText(dinner.start, "hi")).toBe("23 नव॰ 2026, रात 8 – रात 8:30");
  });
});

describe("a scheduled order", () => {
  const order = {
    status: "Confirmed",
    createdAt: ist("2026-11-23T13:00").toISOString(),
    deliveryMinutes: 35,
    scheduledFor: ist("2026-11-23T20:00").toISOString(),
  };

  it("is Scheduled until its cooking starts, its delivery time before the slot", () => {
    const cookingFrom = preparationStart(order.scheduledFor, 35);
    expect(cookingFrom).toEqual(ist("2026-11-23T19:25"));
    const placed = { status: "Confirmed", cookingFrom: cookingFrom.toISOString() };
    expect(isScheduled(placed, ist("2026-11-23T19:24"))).toBe(true);
    expect(isScheduled(placed, ist("2026-11-23T19:25"))).toBe(false);
    expect(isScheduled({ ...placed, status: "Pending Payment" }, ist("2026-11-23T13:00"))).toBe(false);
    expect(isScheduled({ ...placed, cookingFrom: null }, ist("2026-11-23T13:00"))).toBe(false);
  });

  it("is expected by the end of its slot; one for as soon as possible, its delivery time after ordering", () => {
    expect(estimatedDelivery(order)).toEqual(ist("2026-11-23T20:30"));
    expect(estimatedDelivery({ ...order, scheduledFor: null })).toEqual(ist("2026-11-23T13:35"));
  });
});
