import { describe, expect, it } from "vitest";
import { parseConfig } from "~/lib/config.server";
import { qrCode, qrPath } from "./qr.server";

describe("qrPath", () => {
  it("draws one unit square per dark module at its column and row", () => {
    expect(
      qrPath([
        [true, false],
        [false, true],
      ]),
    ).toBe("M0 0h1v1h-1zM1 1h1v1h-1z");
    expect(qrPath([[false]])).toBe("");
  });
});

describe("qrCode", () => {
  it("includes a quiet zone of four modules around the code", () => {
    const qr = qrCode("https://cravings.example/get-the-app");
    expect(qr.size).toBeGreaterThanOrEqual(21 + 8);
    expect(qr.path.startsWith("M4 4h1")).toBe(true);
  });
});

describe("store URLs", () => {
  it("default to the stores' home pages and refuse a non-web URL", () => {
    const config = parseConfig({});
    expect(config.APP_STORE_URL).toBe("https://apps.apple.com/");
    expect(config.PLAY_STORE_URL).toBe("https://play.google.com/store/apps");
    expect(() => parseConfig({ PLAY_STORE_URL: "javascript:alert(1)" })).toThrow(/PLAY_STORE_URL/);
  });
});
