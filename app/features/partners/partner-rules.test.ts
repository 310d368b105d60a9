import { describe, expect, it } from "vitest";
import {
  acceptDeadline,
  acceptedDeliveryMinutes,
  defaultPrepMinutes,
  partnerColumn,
  secondsToAccept,
  startOfDayIst,
  todayAtAGlance,
} from "./partner-rules";

describe("defaultPrepMinutes", () => {
  it("offers the choice nearest the restaurant's usual time, the shorter on a tie", () => {
    expect(defaultPrepMinutes(5)).toBe(10);
    expect(defaultPrepMinutes(18)).toBe(20);
    expect(defaultPrepMinutes(25)).toBe(20);
    expect(defaultPrepMinutes(38)).toBe(45);
    expect(defaultPrepMinutes(90)).toBe(45);
  });
});

describe("the time to accept", () => {
  it("ends ORDER_ACCEPT_MINUTES after the order started waiting, and never counts below zero", () => {
    const since = "2026-11-28T10:00:00.000Z";
    expect(acceptDeadline(since, 5).toISOString()).toBe("2026-11-28T10:05:00.000Z");
    expect(secondsToAccept(since, 5, new Date("2026-11-28T10:04:00.500Z"))).toBe(60);
    expect(secondsToAccept(since, 5, new Date("2026-11-28T10:06:00.000Z"))).toBe(0);
  });
});

describe("acceptedDeliveryMinutes", () => {
  it("is the whole minutes waited, the cooking promised and the ride", () => {
    expect(acceptedDeliveryMinutes("2026-11-28T10:00:00Z", "2026-11-28T10:02:10Z", 20, 14)).toBe(3 + 20 + 14);
    expect(acceptedDeliveryMinutes("2026-11-28T10:00:00Z", "2026-11-28T10:00:00Z", 10, 5)).toBe(15);
  });
});

describe("partnerColumn", () => {
  it("puts an order where the restaurant acts on it next", () => {
    expect(partnerColumn({ status: "Confirmed", acceptedAt: null, readyAt: null })).toBe("new");
    expect(partnerColumn({ status: "Preparing", acceptedAt: "x", readyAt: null })).toBe("preparing");
    expect(partnerColumn({ status: "Preparing", acceptedAt: "x", readyAt: "y" })).toBe("ready");
    expect(partnerColumn({ status: "Out for Delivery", acceptedAt: "x", readyAt: "y" })).toBe("on-the-way");
    expect(partnerColumn({ status: "Delivered", acceptedAt: "x", readyAt: "y" })).toBe("done");
    expect(partnerColumn({ status: "Cancelled", acceptedAt: null, readyAt: null })).toBe("done");
  });
});

describe("todayAtAGlance", () => {
  const day = startOfDayIst(new Date("2026-11-28T12:00:00Z"));
  it("starts the day at midnight in India", () => {
    expect(day.toISOString()).toBe("2026-11-27T18:30:00.000Z");
    expect(startOfDayIst(new Date("2026-11-28T18:29:59Z")).toISOString()).toBe("2026-11-27T18:30:00.000Z");
    expect(startOfDayIst(new Date("2026-11-28T18:30:00Z")).toISOString()).toBe("2026-11-28T18:30:00.000Z");
  });
  it("counts today's orders, refusals and timeouts, the average wait to accept and the sales", () => {
    const glance = todayAtAGlance(
      [
        {
          status: "Delivered",
          placedAt: "2026-11-28T05:00:00Z",
          acceptedAt: "2026-11-28T05:02:00Z",
          rejectionCode: null,
          totalPaise: 50_000,
        },
        {
          status: "Preparing",
          placedAt: "2026-11-28T06:00:00Z",
          acceptedAt: "2026-11-28T06:04:00Z",
          rejectionCode: null,
          totalPaise: 30_000,
        },
        {
          status: "Cancelled",
          placedAt: "2026-11-28T07:00:00Z",
          acceptedAt: null,
          rejectionCode: "busy",
          totalPaise: 20_000,
        },
        {
          status: "Cancelled",
          placedAt: "2026-11-28T08:00:00Z",
          acceptedAt: null,
          rejectionCode: "timed-out",
          totalPaise: 10_000,
        },
        // Yesterday (IST): not today's.
        {
          status: "Delivered",
          placedAt: "2026-11-27T18:00:00Z",
          acceptedAt: "2026-11-27T18:10:00Z",
          rejectionCode: null,
          totalPaise: 99_900,
        },
      ],
      day,
    );
    expect(glance).toEqual({ orders: 4, rejected: 1, timedOut: 1, averageAcceptMinutes: 3, salesPaise: 80_000 });
    expect(todayAtAGlance([], day).averageAcceptMinutes).toBeNull();
  });
});
