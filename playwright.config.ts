import { defineConfig } from "@playwright/test";

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "tests/support/playwright-global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 60_000,
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: chromium,
    trace: "retain-on-failure",
  },
  projects: [
    { name: "javascript", use: { javaScriptEnabled: true } },
    { name: "no-javascript", use: { javaScriptEnabled: false } },
  ],
});
