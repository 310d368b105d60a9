import { describe, expect, it } from "vitest";
import { parseSearch } from "~/lib/search-params.server";
import { periodStart } from "./payment-rules";
import { historyQuerySchema } from "./payments-query.server";

describe("payment history periods", () => {
  it("parses known periods and starts them at the right time", () => {
    const now = new Date("2026-11-22T10:00:00Z");
    const period = (search: string) => parseSearch(new URLSearchParams(search), historyQuerySchema).period;
    expect(period("period=30d")).toBe("30d");
    expect(period("period=forever")).toBe("all");
    expect(period("")).toBe("all");
    expect(periodStart("all", now)).toBeNull();
    expect(periodStart("7d", now)?.toISOString()).toBe("2026-11-15T10:00:00.000Z");
    expect(periodStart("30d", now)?.toISOString()).toBe("2026-10-23T10:00:00.000Z");
    expect(periodStart("year", now)?.toISOString()).toBe("2026-01-01T00:00:00.000Z");
  });
});
