/**
 * Page-weight budget: for each page, the gzip size of its HTML and of the JavaScript and CSS it
 * loads. Fails when a page's JavaScript exceeds 130 KB or its HTML 60 KB (gzip).
 * Run after `npm run build`: `npm run budget`.
 */
import { gzipSync } from "node:zlib";
import { signedInBrowser } from "./support/http-browser";
import { startTestServer } from "./support/test-server";

const KB = 1024;
const BUDGET = { js: 130 * KB, html: 60 * KB };

const server = await startTestServer();
const base = server.url;

/** The operations console's pages are weighed as an admin sees them. */
const { browser: admin } = await signedInBrowser(server, "admin");

async function text(path: string): Promise<string> {
  const response = path.startsWith("/admin") ? await admin.get(path) : await fetch(new URL(path, base));
  return response.text();
}

const gzipped = (body: string) => gzipSync(body, { level: 9 }).length;
const assetCache = new Map<string, number>();
async function assetSize(path: string): Promise<number> {
  if (!assetCache.has(path)) assetCache.set(path, gzipped(await text(path)));
  return assetCache.get(path) ?? 0;
}

function referenced(html: string, pattern: RegExp): string[] {
  return [...new Set([...html.matchAll(pattern)].map((match) => match[1] ?? ""))].filter(Boolean);
}

const aMenu = /href="(\/menu\/[^"#]+)"/.exec(await text("/restaurants?city=mumbai"))?.[1] ?? "/";
const aRestaurant =
  /href="(\/admin\/restaurants\/[^"#]+)"/.exec(await text("/admin/restaurants?q=biryani"))?.[1] ?? "/admin/restaurants";
const pages = [
  "/",
  "/restaurants",
  "/restaurants?city=delhi&sort=rating&quick=pureVeg",
  "/categories/biryani",
  aMenu,
  "/search?q=paneer",
  "/location?q=kora",
  "/login",
  "/signup",
  "/cart",
  "/restaurants/dine-out",
  "/about-us",
  "/offers",
  "/offers?category=pizza&q=deal",
  "/corporate",
  "/corporate/contact?plan=standard",
  "/get-the-app",
  "/help",
  "/help?q=refund&category=payments",
  "/help/guides/placing-an-order",
  "/contact-us",
  "/partner-with-us",
  "/careers",
  "/privacy-policy",
  "/unauthorized",
  "/no-such-page",
  "/admin",
  "/admin/orders",
  "/admin/restaurants",
  aRestaurant,
  "/admin/tickets",
  "/admin/users",
  "/admin/audit",
];

let failed = false;
const rows: string[] = [];
for (const page of pages) {
  const html = await text(page);
  const scripts = referenced(html, /(?:src|href)="(\/assets\/[^"]+\.js)"/g);
  // The entry script's imports are listed as modulepreload links; count each file once.
  const styles = referenced(html, /href="(\/assets\/[^"]+\.css)"/g);
  const js = (await Promise.all(scripts.map(assetSize))).reduce((a, b) => a + b, 0);
  const css = (await Promise.all(styles.map(assetSize))).reduce((a, b) => a + b, 0);
  const htmlSize = gzipped(html);
  const over = js > BUDGET.js || htmlSize > BUDGET.html;
  failed ||= over;
  rows.push(
    `${over ? "FAIL" : "ok  "}  ${page.padEnd(52)} html ${(htmlSize / KB).toFixed(1).padStart(5)} KB  js ${(js / KB).toFixed(1).padStart(6)} KB  css ${(css / KB).toFixed(1).padStart(5)} KB`,
  );
}
await server.stop();

console.log(`Page weight, gzip (budget: JavaScript ${BUDGET.js / KB} KB, HTML ${BUDGET.html / KB} KB per page)`);
for (const row of rows) console.log(row);
if (failed) {
  console.error("A page is over its budget.");
  process.exit(1);
}
