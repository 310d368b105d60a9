import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import type { ServerUnderTest } from "../../scripts/support/server-accounts";
import { serverAt } from "../support/server-accounts";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Legacy mode runs axe in the page itself instead of gathering the results in a new blank page, and only
 * violations are collected (not every passing node): half the time a check takes (1.2 s instead of 2.5 s on a
 * menu page on 2 cores), and the checks were most of the journeys' time. Legacy mode cannot look into
 * cross-origin frames; our pages have none.
 */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

export const test = base.extend<{
  /** Asserts zero axe violations (WCAG 2.2 A and AA) on the page as it is now. */
  expectAccessible: () => Promise<void>;
  /** Whether the app's scripts run: JavaScript on, and not in Lite mode. */
  js: boolean;
  /** The server this test's project runs against (production, or development for @development journeys). */
  server: ServerUnderTest;
  /** The Lite mode project: the browser runs JavaScript, but Lite mode pages carry none. */
  lite: boolean;
}>({
  lite: [false, { option: true }],
  // Lite mode as a customer chooses it (the cookie); the project's Save-Data header alone is not sent
  // by Chromium on every navigation.
  page: async ({ page, lite, baseURL }, use) => {
    if (lite) await page.context().addCookies([{ name: "lite", value: "1", url: baseURL! }]);
    await use(page);
  },
  js: async ({ javaScriptEnabled, lite }, use) => use(javaScriptEnabled && !lite),
  server: async ({ baseURL }, use) => use(serverAt(baseURL)),
  expectAccessible: async ({ page, browser, javaScriptEnabled }, use) => {
    await use(async () => {
      if (javaScriptEnabled) {
        // The sticky header slides over content while scrolling; check the page as it first shows.
        await page.evaluate(() => window.scrollTo(0, 0));
        expect(await violations(page), `axe violations on ${page.url()}`).toEqual([]);
        return;
      }
      // axe runs as a script; with JavaScript off it checks a copy of this exact document, with
      // the app's scripts blocked, so the copy shows what the customer without JavaScript sees.
      const html = await page.content();
      const context = await browser.newContext({ javaScriptEnabled: true });
      try {
        const copy = await context.newPage();
        await copy.route("**/*.js", (route) => route.abort());
        await copy.route(page.url(), (route) => route.fulfill({ body: html, contentType: "text/html" }));
        await copy.goto(page.url());
        expect(await violations(copy), `axe violations on ${page.url()}`).toEqual([]);
      } finally {
        await context.close();
      }
    });
  },
});

export { expect };
