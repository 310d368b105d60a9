/**
 * Debian's Chromium, as the journeys (playwright.config.ts) and Lighthouse (scripts/bench-lighthouse.ts)
 * launch it: headless, and quiet (no background downloads or sync). CHROMIUM_PATH points at another.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
