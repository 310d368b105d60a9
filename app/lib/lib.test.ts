import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig } from "./config.server";
import { withoutSecrets } from "./logger.server";
import { formatRupees } from "./money";
import { safeRedirect } from "./redirect";

describe("formatRupees", () => {
  it("formats whole rupees without decimals and the rest with two, Indian grouping", () => {
    expect(formatRupees(19900)).toBe("₹199");
    expect(formatRupees(19950)).toBe("₹199.50");
    expect(formatRupees(899900)).toBe("₹8,999");
    expect(formatRupees(10000000)).toBe("₹1,00,000");
  });
  it("keeps two decimals on whole amounts when asked", () => {
    expect(formatRupees(37800, { alwaysPaise: true })).toBe("₹378.00");
    expect(formatRupees(12345678, { alwaysPaise: true })).toBe("₹1,23,456.78");
  });
});

describe("safeRedirect", () => {
  it("keeps same-site paths", () => {
    expect(safeRedirect("/restaurants?city=pune")).toBe("/restaurants?city=pune");
  });
  it("refuses other sites and junk", () => {
    for (const to of [
      "//evil.example",
      "https://evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "",
      null,
      undefined,
    ]) {
      expect(safeRedirect(to, "/home")).toBe("/home");
    }
  });
});

describe("withoutSecrets", () => {
  it("replaces the values of secret query parameters and keeps the rest of the address", () => {
    expect(withoutSecrets("/reset-password?token=-7FQThf1Q5VVi7XKGl")).toBe("/reset-password?token=redacted");
    expect(withoutSecrets("http://localhost/auth/google/callback?state=s1&code=c2&lang=hi")).toBe(
      "http://localhost/auth/google/callback?state=redacted&code=redacted&lang=hi",
    );
    expect(withoutSecrets("/menu/frankie-fiesta/1?utm=x")).toBe("/menu/frankie-fiesta/1?utm=x");
    expect(withoutSecrets("/restaurants")).toBe("/restaurants");
  });
});

describe("parseConfig", () => {
  const secret = "a-secret-of-at-least-32-characters-long";

  it("defaults to production", () => {
    const config = parseConfig({ SESSION_SECRET: secret });
    expect(config.APP_ENV).toBe("production");
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBe("data/app.db");
    expect(config.TRUST_PROXY).toBe(false);
  });
  it("sends SMS to the outbox unless a provider is configured whole", () => {
    const config = parseConfig({ SESSION_SECRET: secret });
    expect([config.SMS_PROVIDER, config.SMS_OUTBOX_DIR, config.SMS_HOURLY_CAP]).toEqual([
      "outbox",
      "data/sms-outbox",
      500,
    ]);
    expect(() => parseConfig({ SESSION_SECRET: secret, SMS_PROVIDER: "msg91" })).toThrow(/MSG91_AUTH_KEY/);
    expect(() =>
      parseConfig({
        SESSION_SECRET: secret,
        SMS_PROVIDER: "twilio",
        TWILIO_ACCOUNT_SID: "AC1",
        TWILIO_AUTH_TOKEN: "t",
      }),
    ).toThrow(/SMS_SENDER_ID/);
    // MSG91 fills one DLT template per text: each kind in each language.
    expect(() =>
      parseConfig({
        SESSION_SECRET: secret,
        MSG91_AUTH_KEY: "k",
        SMS_PROVIDER: "msg91",
        SMS_TEMPLATE_IDS: "code.en=1",
      }),
    ).toThrow(/a template id for code\.hi, add-mobile-code\.en, add-mobile-code\.hi, new-sign-in\.en, new-sign-in\.hi/);
    const msg91 = parseConfig({
      SESSION_SECRET: secret,
      SMS_PROVIDER: "msg91",
      MSG91_AUTH_KEY: "k",
      SMS_TEMPLATE_IDS:
        "code.en=1, code.hi=2,add-mobile-code.en=5,add-mobile-code.hi=6,new-sign-in.en=3,new-sign-in.hi=4",
    });
    expect(msg91.SMS_TEMPLATE_IDS).toEqual({
      "code.en": "1",
      "code.hi": "2",
      "add-mobile-code.en": "5",
      "add-mobile-code.hi": "6",
      "new-sign-in.en": "3",
      "new-sign-in.hi": "4",
    });
  });
  it("names the variable with a bad value", () => {
    expect(() => parseConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseConfig({ GEOCODER_URL: "not a url" })).toThrow(/GEOCODER_URL/);
    expect(() => parseConfig({ MAP_TILES_URL: "https://tiles.example.in/tile.png" })).toThrow(/MAP_TILES_URL/);
    expect(
      parseConfig({ SESSION_SECRET: secret, MAP_TILES_URL: "https://t.example.in/{z}/{x}/{y}.png" }).MAP_TILES_URL,
    ).toBe("https://t.example.in/{z}/{x}/{y}.png");
    expect(() => parseConfig({ SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET: at least 32 characters/);
  });
  it("refuses development conveniences in production", () => {
    expect(() => parseConfig({ SESSION_SECRET: secret, ORDER_CLOCK: "demo" })).toThrow(/ORDER_CLOCK/);
    expect(() => parseConfig({ SESSION_SECRET: secret, NODE_ENV: "development" })).toThrow(/NODE_ENV/);
    expect(parseConfig({ APP_ENV: "development", ORDER_CLOCK: "demo" }).ORDER_CLOCK).toBe("demo");
  });
  it("uses a fixed secret only in development", () => {
    expect(parseConfig({ APP_ENV: "development" }).sessionSecretSource).toBe("development");
    expect(parseConfig({ SESSION_SECRET: secret }).sessionSecretSource).toBe("environment");
  });
  it("in production without SESSION_SECRET keeps a generated one in an owner-only file beside the database", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cravings-secret-"));
    try {
      const env = { DATABASE_URL: path.join(dir, "shop.db") };
      const first = parseConfig(env);
      const file = path.join(dir, "session-secret");
      expect(first.sessionSecretSource).toEqual({ file, created: true });
      expect(first.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const second = parseConfig(env);
      expect(second.SESSION_SECRET).toBe(first.SESSION_SECRET);
      expect(second.sessionSecretSource).toEqual({ file, created: false });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  it("takes a GSTIN for invoices only in its 15-character form, with its check character", () => {
    expect(parseConfig({ SESSION_SECRET: secret, COMPANY_GSTIN: "27AAPFU0939F1ZV" }).COMPANY_GSTIN).toBe(
      "27AAPFU0939F1ZV",
    );
    expect(parseConfig({ SESSION_SECRET: secret }).COMPANY_GSTIN).toBeUndefined();
    expect(() => parseConfig({ SESSION_SECRET: secret, COMPANY_GSTIN: "GST123" })).toThrow(/COMPANY_GSTIN/);
    // One character off: the check character no longer matches.
    expect(() => parseConfig({ SESSION_SECRET: secret, COMPANY_GSTIN: "27AAPFU0939F1ZW" })).toThrow(/COMPANY_GSTIN/);
  });
  it("trusts a proxy hop count or addresses, never every hop", () => {
    expect(parseConfig({ SESSION_SECRET: secret, TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseConfig({ SESSION_SECRET: secret, TRUST_PROXY: "10.0.0.0/8, loopback" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "loopback",
    ]);
    expect(parseConfig({ SESSION_SECRET: secret, TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(() => parseConfig({ SESSION_SECRET: secret, TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY/);
    expect(() => parseConfig({ SESSION_SECRET: secret, TRUST_PROXY: "everyone" })).toThrow(/TRUST_PROXY/);
  });
  it("refuses ranges that would trust every client, and bad ranges, with a message rather than a stack trace", () => {
    const trusting = (value: string) => () => parseConfig({ SESSION_SECRET: secret, TRUST_PROXY: value });
    expect(parseConfig({ SESSION_SECRET: secret, TRUST_PROXY: "172.16.0.0/12,fc00::/7,::1" }).TRUST_PROXY).toEqual([
      "172.16.0.0/12",
      "fc00::/7",
      "::1",
    ]);
    for (const everyone of ["0.0.0.0/1,128.0.0.0/1", "0.0.0.0/0", "::/0", "10.0.0.0/8,::/1,8000::/1"])
      expect(trusting(everyone), everyone).toThrow(/TRUST_PROXY: .* is wider than any proxy's network/);
    expect(trusting("10.0.0.0/33")).toThrow("TRUST_PROXY: 10.0.0.0/33 is not a CIDR range");
    expect(trusting("999.1.1.1")).toThrow("TRUST_PROXY: 999.1.1.1 is not an address, a CIDR range or one of");
    expect(trusting("10.0.0.0/8/8")).toThrow(/TRUST_PROXY: 10.0.0.0\/8\/8 is not an address/);
  });
});
