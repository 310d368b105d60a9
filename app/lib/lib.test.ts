import { describe, expect, it } from "vitest";
import { parseConfig } from "./config.server";
import { formatRupees } from "./money";
import { safeRedirect } from "./redirect";

describe("formatRupees", () => {
  it("formats whole rupees without decimals and the rest with two, Indian grouping", () => {
    expect(formatRupees(19900)).toBe("₹199");
    expect(formatRupees(19950)).toBe("₹199.50");
    expect(formatRupees(899900)).toBe("₹8,999");
    expect(formatRupees(10000000)).toBe("₹1,00,000");
  });
});

describe("safeRedirect", () => {
  it("keeps same-site paths", () => {
    expect(safeRedirect("/restaurants?city=pune")).toBe("/restaurants?city=pune");
  });
  it("refuses other sites and junk", () => {
    for (const to of ["//evil.example", "https://evil.example", "/\\evil.example", "javascript:alert(1)", "", null, undefined]) {
      expect(safeRedirect(to, "/home")).toBe("/home");
    }
  });
});

describe("parseConfig", () => {
  it("has working defaults", () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBe("data/app.db");
    expect(config.APP_ENV).toBe("development");
  });
  it("names the variable with a bad value", () => {
    expect(() => parseConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseConfig({ GEOCODER_URL: "not a url" })).toThrow(/GEOCODER_URL/);
  });
  it("requires a session secret in production", () => {
    expect(() => parseConfig({ APP_ENV: "production" })).toThrow(/SESSION_SECRET/);
  });
});
