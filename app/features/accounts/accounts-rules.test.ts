import { describe, expect, it } from "vitest";
import { fixedT } from "~/lib/i18n";
import { addMobileCodeSms, newSignInSms, phoneCodeSms } from "./accounts-words";
import { loginHref, loginReasonTitle } from "./auth-reasons";
import { initials, splitName } from "./names";
import { formatIndianMobile, normaliseIndianMobile } from "./phone";
import { defaultSettings, readSettings } from "./settings";
import { activeFailures, secondsToWait } from "./sign-in-throttle-rules";
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

describe("secondsToWait (sign-in back-off)", () => {
  const now = Date.parse("2026-11-23T12:00:00Z");
  const failedAt = (failures: number, secondsAgo = 0) => ({ failures, lastFailureAt: now - secondsAgo * 1000 });

  it("lets the free failures through without waiting", () => {
    expect(secondsToWait(undefined, 5, now)).toBe(0);
    expect(secondsToWait(failedAt(4), 5, now)).toBe(0);
  });
  it("waits 30 seconds at the limit, doubling with each further failure, never more than an hour", () => {
    expect(secondsToWait(failedAt(5), 5, now)).toBe(30);
    expect(secondsToWait(failedAt(6), 5, now)).toBe(60);
    expect(secondsToWait(failedAt(8), 5, now)).toBe(240);
    expect(secondsToWait(failedAt(40), 5, now)).toBe(3600);
  });
  it("counts the wait from the last failure and forgets a day-old counter", () => {
    expect(secondsToWait(failedAt(6, 45), 5, now)).toBe(15);
    expect(secondsToWait(failedAt(6, 61), 5, now)).toBe(0);
    expect(activeFailures(failedAt(30, 24 * 60 * 60), now)).toBe(0);
    expect(activeFailures(failedAt(30, 24 * 60 * 60 - 1), now)).toBe(30);
  });
});

describe("the sign-in code's SMS", () => {
  it("ends with the WebOTP line, in the customer's language, and gives MSG91 the code and minutes as variables", () => {
    const english = phoneCodeSms({ code: "042917", minutes: 10, host: "cravings.example" }, fixedT("en"));
    expect(english.text).toBe(
      "042917 is your Cravings sign-in code. It expires in 10 minutes. Do not share it.\n\n@cravings.example #042917",
    );
    expect(english.values).toEqual({ code: "042917", minutes: "10" });
    const hindi = phoneCodeSms({ code: "042917", minutes: 10, host: "cravings.example" }, fixedT("hi"));
    expect(hindi.text).toMatch(/^042917 आपका Cravings साइन-इन कोड है।.*\n\n@cravings\.example #042917$/s);
  });
  it("says a code that adds the number to an account is not a sign-in code", () => {
    const text = addMobileCodeSms({ code: "042917", minutes: 10, host: "cravings.example" }, fixedT("en")).text;
    expect(text).toMatch(/^042917 is the code to add this number to a Cravings account\./);
    expect(text).not.toContain("sign-in");
  });
  it("tells an account without an e-mail address of a new device by its first name, cut to what DLT allows", () => {
    expect(newSignInSms({ name: "Ravi" }, fixedT("hi")).text).toContain("नमस्ते Ravi");
    expect(newSignInSms({ name: "R".repeat(100) }, fixedT("en")).values.name).toHaveLength(30);
  });
});
