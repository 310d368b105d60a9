import { describe, expect, it } from "vitest";
import { fixedT } from "~/lib/i18n";
import { parseSearch } from "~/lib/search-params.server";
import { historyStatusText, periodLabel, periodStart, VERIFYING } from "./payment-rules";
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

  it("names the periods and the history's statuses in the page's language", () => {
    const hindi = fixedT("hi");
    expect(periodLabel("7d", fixedT("en"))).toBe("Last 7 days");
    expect(periodLabel("7d", hindi)).toBe("पिछले 7 दिन");
    expect(historyStatusText("Paid in cash", fixedT("en"))).toBe("Paid in cash");
    expect(historyStatusText("Refund pending", hindi)).toBe("रिफ़ंड बाकी");
    expect(hindi(VERIFYING)).toMatch(/^हम बैंक से आपका पेमेंट कन्फ़र्म कर रहे हैं।/);
  });
});
