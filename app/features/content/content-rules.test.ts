import { createElement, isValidElement } from "react";
import { describe, expect, it } from "vitest";
import { parseConfig } from "~/lib/config.server";
import { fixedT } from "~/lib/i18n";
import { COMPANY_PAGES } from "./company-pages";
import { richText } from "~/ui/rich-text";
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

describe("richText", () => {
  it("wraps each tag's words in its element, where the translation puts it", () => {
    const parts = richText("अब भी दिक्कत है? <0>मदद</0> या <1>मैसेज</1>।", createElement("a"), createElement("b"));
    expect(parts.filter((part) => typeof part === "string")).toEqual(["अब भी दिक्कत है? ", " या ", "।"]);
    const [help, message] = parts.filter(isValidElement) as { type: string; props: { children: string } }[];
    expect([help!.type, help!.props.children, message!.type, message!.props.children]).toEqual([
      "a",
      "मदद",
      "b",
      "मैसेज",
    ]);
    expect(richText("No links here.")).toEqual(["No links here."]);
  });
});

describe("company pages", () => {
  it("are written in the page's language, the brand and tagline as the catalogues say", () => {
    const about = COMPANY_PAGES["about-us"]!(fixedT("hi"));
    expect(about.title).toBe("हमारे बारे में");
    expect(about.lead).toBe("Cravings आपके पसंदीदा रेस्टोरेंट का खाना आपके दरवाज़े तक पहुँचाता है। जो मन करे, मँगाइए।");
    expect(COMPANY_PAGES["about-us"]!(fixedT("en")).lead).toBe(
      "Cravings brings food from the restaurants you love to your door. Satisfy Your Cravings.",
    );
    for (const [key, page] of Object.entries(COMPANY_PAGES)) {
      const { kicker, title, lead } = page(fixedT("hi"));
      expect(
        [kicker, title, lead].filter((text) => !/[\u0900-\u097f]/.test(text)),
        key,
      ).toEqual([]);
    }
  });
});
