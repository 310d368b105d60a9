import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/support/chromium";

const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };
const SCREENSHOTS = /screenshots\.spec\.ts$/;

export default defineConfig<{ lite: boolean }>({
  testDir: "tests/e2e",
  globalSetup: "tests/support/playwright-global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  // The longest journeys (a cart with every choice, the console's restaurant edits, without JavaScript) take
  // about 50 s on a quiet developer machine and two and a half times that on CI's two shared cores: the
  // limit is generous, so that only a journey that is stuck fails on time.
  timeout: 300_000,
  // CI machines have two cores shared by the server and two browsers: a page after a submission can take
  // longer than Playwright's default five seconds to appear there.
  expect: {
    timeout: 10_000,
    // Screenshots (tests/e2e/screenshots.spec.ts) are compared with their committed baselines allowing for
    // anti-aliasing (the colour threshold) and a few stray pixels; a broken layout moves far more.
    toHaveScreenshot: { threshold: 0.2, maxDiffPixelRatio: 0.005 },
  },
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: chromium,
    trace: "retain-on-failure",
  },
  // Journeys run against the production server; those tagged @development need the test payment
  // gateway or test Google provider and run against the development server.
  projects: [
    { name: "javascript", grepInvert: /@development/, testIgnore: SCREENSHOTS, use: { javaScriptEnabled: true } },
    { name: "no-javascript", grepInvert: /@development/, testIgnore: SCREENSHOTS, use: { javaScriptEnabled: false } },
    // Lite mode (issue 17): the browser asks to save data and has chosen Lite mode (tests/e2e/fixtures.ts),
    // so every page comes without scripts. Its requests are those of the no-javascript project; it runs the
    // browsing and ordering journeys, and scripts/budget.ts checks every Lite page carries no script.
    {
      name: "lite",
      testMatch: /(catalogue|orders)\.spec\.ts$/,
      grepInvert: /@development/,
      use: { javaScriptEnabled: true, lite: true, extraHTTPHeaders: { "Save-Data": "on" } },
    },
    {
      name: "development-javascript",
      grep: /@development/,
      use: { javaScriptEnabled: true, baseURL: process.env.E2E_DEVELOPMENT_URL },
    },
    {
      name: "development-no-javascript",
      grep: /@development/,
      use: { javaScriptEnabled: false, baseURL: process.env.E2E_DEVELOPMENT_URL },
    },
    // The screenshot journeys, against the production server whose clock stands still (global setup), on SQLite.
    {
      name: "screenshots-javascript",
      testMatch: SCREENSHOTS,
      use: { javaScriptEnabled: true, baseURL: process.env.E2E_SCREENSHOT_URL },
    },
    {
      name: "screenshots-no-javascript",
      testMatch: SCREENSHOTS,
      use: { javaScriptEnabled: false, baseURL: process.env.E2E_SCREENSHOT_URL },
    },
  ],
});
