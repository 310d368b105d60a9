import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
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
  const found = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  return [...found, ...(await outlineProblems(page)), ...(await unnamedControls(page))];
}

/**
 * What a person would see broken on the page at its width (issue 33, customer audit M1): the page scrolling
 * sideways, or a text squeezed into a box narrower than four characters, so a word of five or more breaks into a
 * letter or two per line. Visually hidden texts (`sr-only`) do not count.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      problems.push(`horizontal-scroll: ${root.scrollWidth} px of content in ${root.clientWidth} px`);
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const element = node.parentElement;
      const text = (node.textContent ?? "").trim();
      if (!element || !text || element.closest(".sr-only, script, style, template")) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      if (!text.split(/\s+/).some((word) => [...word].length > 4)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = range.getClientRects();
      const width = range.getBoundingClientRect().width;
      const fourCharacters = 4 * 0.5 * Number.parseFloat(getComputedStyle(element).fontSize);
      if (lines.length > 1 && width < fourCharacters)
        problems.push(`squeezed-text: "${text.slice(0, 30)}" in ${Math.round(width)} px, ${lines.length} lines`);
    }
    return problems;
  });
}

/** The roles a screen reader announces as controls: each needs a name in the accessibility tree. */
const CONTROL_ROLES = [
  "button",
  "link",
  "textbox",
  "searchbox",
  "checkbox",
  "radio",
  "switch",
  "combobox",
  "listbox",
  "option",
  "slider",
  "spinbutton",
  "tab",
  "menuitem",
];

/**
 * Controls without a name in the accessibility tree as a screen reader gets it (the page's aria snapshot):
 * "- button" or "- link:" with no quoted name after the role.
 */
async function unnamedControls(page: Page): Promise<string[]> {
  const tree = await page.locator("body").ariaSnapshot();
  const unnamed = new RegExp(`^\\s*- (${CONTROL_ROLES.join("|")})(:|$| \\[)`);
  return tree
    .split("\n")
    .filter((line) => unnamed.test(line))
    .map((line) => `unnamed-control: ${line.trim()}`);
}

/**
 * What a screen reader's list of headings would get wrong (customer audit m10; axe only flags an empty
 * heading): one h1 a page, and no level skipped on the way down (h1 → h3). Headings hidden from everyone
 * (a closed dialog's, display: none) do not count; visually hidden ones do.
 */
async function outlineProblems(page: Page): Promise<string[]> {
  // An open modal dialog is all a screen reader reads then: its headings are an outline of their own.
  const levels = await page.evaluate(() =>
    [...(document.querySelector("dialog:modal") ?? document).querySelectorAll("h1, h2, h3, h4, h5, h6")]
      .filter((heading) => heading.checkVisibility({ visibilityProperty: true }))
      .map((heading) => ({ level: Number(heading.tagName[1]), text: (heading.textContent ?? "").trim().slice(0, 40) })),
  );
  const problems: string[] = [];
  const modal = await page.evaluate(() => document.querySelector("dialog:modal") !== null);
  const h1s = levels.filter((heading) => heading.level === 1).length;
  if (!modal && h1s !== 1) problems.push(`heading-outline: ${h1s} h1 headings`);
  levels.forEach((heading, index) => {
    const previous = index === 0 ? (modal ? heading.level - 1 : 0) : levels[index - 1]!.level;
    if (heading.level > previous + 1)
      problems.push(`heading-outline: h${heading.level} "${heading.text}" follows h${previous}`);
  });
  return problems;
}

export const test = base.extend<{
  /**
   * Asserts zero axe violations (WCAG 2.2 A and AA) on the page as it is now, a heading outline without
   * gaps, every control named in the accessibility tree, and nothing broken in its layout (`layoutProblems`).
   */
  expectAccessible: () => Promise<void>;
  /**
   * After an action done in place with JavaScript (a fetcher, a dialog's form): the focus is on a control or
   * a message, never dropped to <body> (a screen reader would start again from the top).
   */
  expectFocusKept: () => Promise<void>;
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
  page: async ({ page, lite, baseURL, javaScriptEnabled }, use) => {
    if (lite) await page.context().addCookies([{ name: "lite", value: "1", url: baseURL! }]);
    await use(handedOverHydrated(page, javaScriptEnabled && !lite));
  },
  js: async ({ javaScriptEnabled, lite }, use) => use(javaScriptEnabled && !lite),
  server: async ({ baseURL }, use) => use(serverAt(baseURL)),
  expectFocusKept: async ({ page }, use) => {
    await use(async () => {
      const focused = () =>
        page.evaluate(() => {
          const element = document.activeElement;
          return !element || element === document.body ? "<body>" : element.outerHTML.slice(0, 120);
        });
      await expect.poll(focused, { message: `focus after an action on ${page.url()}` }).not.toBe("<body>");
    });
  },
  expectAccessible: async ({ page, browser, javaScriptEnabled }, use) => {
    // With JavaScript off, axe (a script) checks a copy of the document in a page of its own, with scripts on
    // but the app's blocked; one such page serves all of a test's checks.
    let checker: Page | undefined;
    await use(async () => {
      // The pages are the same whichever database serves them: the run on PostgreSQL (`npm run
      // test:e2e:postgres`) checks the journeys' behaviour; their accessibility is checked on SQLite.
      if (process.env.E2E_DATABASE === "postgres") return;
      expect(await layoutProblems(page), `layout on ${page.url()}`).toEqual([]);
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

/**
 * Resolves once React has taken the page over (`<main>` is one of its elements, two frames ago), for a journey
 * whose next click must be handled by the page's scripts; at once without JavaScript.
 */
export async function whenHydrated(page: Page): Promise<void> {
  if (!test.info().project.use.javaScriptEnabled) return;
  await page.waitForFunction(async () => {
    // A document without the app's scripts (a Lite page, a file) has nothing to wait for.
    if (!document.querySelector("script[type=module]")) return true;
    const taken = () => Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__reactFiber"));
    if (!taken()) return false;
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    return taken();
  });
}

/**
 * `page` (when `scriptsRun`), whose `goto` and `reload` resolve once React has taken the page over: a click landing while a page
 * hydrates can be lost (a link followed by neither the browser nor the router, a form's submit dropped). Every
 * page a journey opens with the app's scripts on goes through here: the test's own and any browser beside it.
 */
export function handedOverHydrated(page: Page, scriptsRun = true): Page {
  if (!scriptsRun) return page;
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => hydratedAfter(page, await goto(...args));
  page.reload = async (...args) => hydratedAfter(page, await reload(...args));
  return page;
}

async function hydratedAfter<T>(page: Page, response: T): Promise<T> {
  await whenHydrated(page);
  return response;
}

/**
 * The page's live regions (status, alert, aria-live) saying `message`: what a screen reader announces after
 * a change made in place. `expect(announced(page, "Saved")).toHaveText("Saved")` also proves nothing else is
 * said with it (a button's text, say).
 */
export function announced(page: Page, message: string | RegExp): Locator {
  return page
    .locator('[role="status"], [role="alert"], [aria-live="polite"], [aria-live="assertive"]')
    .filter({ hasText: message });
}

export { expect };
