/**
 * Lighthouse's mobile performance score (issue 17) for the home, menu, search and cart pages of the
 * production build, in Debian's Chromium (`CHROMIUM_PATH`, default /usr/bin/chromium), with Lighthouse's
 * default mobile emulation and simulated slow 4G. Prints each page's score and its main timings; exits
 * non-zero when a page scores below the goal.
 *   npm run bench:lighthouse
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBenchShop } from "./support/bench-shop";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./support/chromium";

const GOAL = 98;
const MEASURED = ["home", "menu", "search", "cart"];

const shop = await startBenchShop();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_FLAGS,
});

const ms = (value: number | undefined) => `${Math.round(value ?? 0)} ms`.padStart(8);
let below = 0;
try {
  console.log("page      score     FCP      LCP      TBT     CLS");
  for (const page of shop.pages.filter((candidate) => MEASURED.includes(candidate.name))) {
    const audit = () =>
      lighthouse(`${shop.base}${page.path}`, {
        port: chrome.port,
        onlyCategories: ["performance"],
        output: "json",
        logLevel: "error",
        extraHeaders: page.signedIn ? { Cookie: shop.cookie } : undefined,
      });
    // A run Chromium could not finish (Lighthouse's runtime error, score 0) is said and tried once more.
    let result = await audit();
    if (result?.lhr.runtimeError) {
      console.log(`${page.name}: ${result.lhr.runtimeError.code} (${result.lhr.runtimeError.message}); once more`);
      result = await audit();
    }
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
    const { categories, audits } = result.lhr;
    const score = Math.round((categories.performance?.score ?? 0) * 100);
    if (score < GOAL) below += 1;
    console.log(
      [
        page.name.padEnd(8),
        String(score).padStart(6),
        ms(audits["first-contentful-paint"]?.numericValue),
        ms(audits["largest-contentful-paint"]?.numericValue),
        ms(audits["total-blocking-time"]?.numericValue),
        (audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3).padStart(7),
      ].join(" "),
    );
  }
} finally {
  chrome.kill();
  shop.stop();
}
console.log(below === 0 ? `Every page scores at least ${GOAL}.` : `${below} page(s) score below ${GOAL}.`);
process.exitCode = below === 0 ? 0 : 1;
