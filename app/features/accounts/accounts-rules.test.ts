import { describe, expect, it } from "vitest";
import { loginHref, loginReasonTitle } from "./auth-reasons";
import { initials, splitName } from "./names";
import { formatIndianMobile, normaliseIndianMobile } from "./phone";
import { defaultSettings, readSettings } from "./settings";
import { cleanCode } from "./verification-rules";

describe("normaliseIndianMobile", () => {
  it("accepts ten digits starting 6–9, with +91, 91 or 0 in front, spaces and dashes", () => {
    for (const input of ["9876543210", "+91 98765 43210", "09876543210", "91-98765-43210", "(987) 654-3210"]) {
      expect(normaliseIndianMobile(input)).toBe("+919876543210");
    }
  });
  it("refuses other numbers", () => {
    for (const input of ["5876543210", "987654321", "98765432101", "+1 9876543210", "phone", ""]) {
      expect(normaliseIndianMobile(input)).toBeNull();
    }
  });
  it("formats the stored number for reading", () => {
    expect(formatIndianMobile("+919876543210")).toBe("+91 98765 43210");
  });
});

describe("names", () => {
  it("splits the first word from the rest", () => {
    expect(splitName("  Priya  Lakshmi Sharma ")).toEqual({ firstName: "Priya", lastName: "Lakshmi Sharma" });
    expect(splitName("Arjun")).toEqual({ firstName: "Arjun", lastName: "" });
  });
  it("makes initials", () => {
    expect(initials("priya", "sharma")).toBe("PS");
    expect(initials("", "")).toBe("?");
  });
});

describe("settings", () => {
  it("reads stored values over the defaults and ignores junk", () => {
    const settings = readSettings(JSON.stringify({ promotionalEmails: true, orderUpdates: "yes", unknown: true }));
    expect(settings).toEqual({ ...defaultSettings(), promotionalEmails: true });
    expect(readSettings("not json")).toEqual(defaultSettings());
  });
});

describe("verification code input", () => {
  it("keeps digits only, at most six", () => {
    expect(cleanCode(" 12-34 5678")).toBe("123456");
    expect(cleanCode("abc")).toBe("");
  });
});

describe("login prompts", () => {
  it("titles the prompt by the action the guest tried", () => {
    expect(loginReasonTitle("cart")).toBe("Login Required");
    expect(loginReasonTitle("favorites")).toBe("Login to Save Favorites");
    expect(loginReasonTitle("toString")).toBeNull();
    expect(loginHref("/menu/x/1#dish-2", "cart")).toBe("/login?redirectTo=%2Fmenu%2Fx%2F1%23dish-2&reason=cart");
  });
});
