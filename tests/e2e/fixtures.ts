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
  // options() replaces every option, so it comes before withTags().
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
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
    // With JavaScript off, axe (a script) checks a copy of the document in a page of its own, with scripts on
    // but the app's blocked; one such page serves all of a test's checks.
    let checker: Page | undefined;
    await use(async () => {
      // The pages are the same whichever database serves them: the run on PostgreSQL (`npm run
      // test:e2e:postgres`) checks the journeys' behaviour; their accessibility is checked on SQLite.
      if (process.env.E2E_DATABASE === "postgres") return;
      if (javaScriptEnabled) {
        // The sticky header slides over content while scrolling; check the page as it first shows.
        await page.evaluate(() => window.scrollTo(0, 0));
        expect(await violations(page), `axe violations on ${page.url()}`).toEqual([]);
        return;
      }
      const html = await page.content();
      // Without its #fragment, so going there always loads the copy, even when only the fragment changed.
      const url = page.url().split("#")[0]!;
      if (!checker) {
        checker = await (await browser.newContext({ javaScriptEnabled: true })).newPage();
        await checker.route("**/*.js", (route) => route.abort());
      }
      await checker.route(
        (address) => address.href === url,
        (route) => route.fulfill({ body: html, contentType: "text/html" }),
        { times: 1 },
      );
      await checker.goto(url);
      expect(await violations(checker), `axe violations on ${page.url()}`).toEqual([]);
    });
    await checker?.context().close();
  },
});

export { expect };
