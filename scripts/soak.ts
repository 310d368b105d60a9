/**
 * `npm run soak`: mixed browsing and ordering against the production build for SOAK_SECONDS (600 by
 * default) at SOAK_CONNECTIONS (10) concurrent customers, then reports the server's memory: after
 * start, once warm (after the first WARM_SECONDS), at its peak, and after the load stops. Fails when
 * the memory after the load is more than 20 % above the warm level, or when any request fails.
 * Run after `npm run build`.
 */
import fs from "node:fs";
import BetterSqlite3 from "better-sqlite3";
import { signedInBrowser, type HttpBrowser } from "./support/http-browser";
import { startTestServer } from "./support/test-server";
import {
  AROUND_THE_CLOCK_IDS_SQL,
  DISHES_WITH_OPTIONS_SQL,
  SAMPLE_ADDRESSES,
  samplePosition,
} from "./support/restaurants";
import { deliveryEstimate, type DeliveryRestaurant } from "../app/features/catalogue/delivery-estimate";

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 10);
const WARM_SECONDS = Math.min(60, Math.max(5, Math.floor(SECONDS / 10)));
const ALLOWED_GROWTH = 0.2;
const MB = 1024 * 1024;

const server = await startTestServer();
const pid = Number(server.logs.find((line) => line.msg === "listening")?.pid);

/** The server process's resident memory, in bytes. */
function rss(): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

const database = new BetterSqlite3(server.databaseUrl, { readonly: true });
const cities = (database.prepare("SELECT slug FROM cities").all() as { slug: string }[]).map((row) => row.slug);
const dishesOf = database.prepare(
  `SELECT id FROM products WHERE restaurant_id = ? AND available = 1 AND id NOT IN (${DISHES_WITH_OPTIONS_SQL}) ORDER BY price_paise DESC LIMIT 3`,
);
const menus = (
  database
    // Bangalore restaurants that deliver to the customers' Koramangala address.
    .prepare(
      `SELECT r.id, r.slug, r.latitude, r.longitude, r.prep_minutes AS prepMinutes, r.delivery_radius_km AS deliveryRadiusKm FROM restaurants r JOIN cities c ON c.id = r.city_id WHERE c.slug = 'bangalore' AND r.is_active = 1 AND r.min_order_paise <= 9900 AND r.id IN (${AROUND_THE_CLOCK_IDS_SQL}) ORDER BY r.id LIMIT 200`,
    )
    .all() as ({ id: string; slug: string } & DeliveryRestaurant)[]
)
  .filter((restaurant) => !deliveryEstimate(restaurant, samplePosition("bangalore")).tooFar)
  .map((menu) => ({ ...menu, dishes: dishesOf.all(menu.id) as { id: string }[] }));
database.close();

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;
const SEARCHES = ["paneer", "biryani", "dosa", "pizza", "momos", "thali", "chicken", "cake"];
let requests = 0;
let failures = 0;

async function check(response: Promise<Response>, accept = (status: number) => status < 400): Promise<Response> {
  const answer = await response;
  requests += 1;
  const body = await answer.text();
  if (!accept(answer.status)) {
    failures += 1;
    console.error(`${answer.status} ${answer.url}: ${/role="alert"[^>]*>([^<]*)/.exec(body)?.[1] ?? ""}`);
  }
  return answer;
}

/** A guest browsing: home, a city's restaurants, a menu, a search. */
async function browse() {
  const menu = pick(menus);
  await check(fetch(new URL("/", server.url)));
  await check(fetch(new URL(`/restaurants?city=${pick(cities)}`, server.url)));
  await check(fetch(new URL(`/menu/${menu.slug}/${menu.id}`, server.url)));
  await check(fetch(new URL(`/search?q=${pick(SEARCHES)}`, server.url)));
}

/** A customer ordering cash on delivery, looking at the order, and cancelling it. */
async function order(browser: HttpBrowser, key: string) {
  const menu = pick(menus);
  await check(browser.post("/cart", { intent: "clear", returnTo: "/cart" }));
  for (const dish of menu.dishes) {
    await check(browser.post("/cart", { intent: "add", productId: dish.id, quantity: "2", returnTo: "/cart" }));
  }
  await check(browser.get("/cart"));
  const placed = await check(
    browser.post("/cart", { intent: "checkout", checkoutKey: key, paymentMethod: "COD", phone: "98765 43210" }),
  );
  const orderPage = placed.headers.get("Location");
  if (!orderPage?.startsWith("/profile/orders/")) return;
  await check(browser.get(orderPage.split("?")[0]!));
  await check(browser.get("/profile/orders"));
  await check(browser.post(orderPage.split("?")[0]!, { intent: "cancel" }));
}

async function customer(index: number, until: number) {
  const { browser } = await signedInBrowser(server);
  await check(
    browser.post("/profile/addresses/new", {
      ...SAMPLE_ADDRESSES.bangalore,
      addressLine1: `${index}, 80 Feet Road, Koramangala`,
      returnTo: "/cart",
    }),
  );
  for (let n = 0; Date.now() < until; n++) {
    if (n % 3 === 2) await order(browser, `soak-${index}-${n}-${Date.now()}`);
    else await browse();
  }
}

const startMemory = rss();
const started = Date.now();
let peak = startMemory;
let warm = 0;
const sampler = setInterval(() => {
  const now = rss();
  peak = Math.max(peak, now);
  if (!warm && Date.now() - started >= WARM_SECONDS * 1000) warm = now;
}, 1000);
await Promise.all(Array.from({ length: CONNECTIONS }, (_, index) => customer(index, started + SECONDS * 1000)));
clearInterval(sampler);
warm ||= rss();
const elapsed = (Date.now() - started) / 1000;
await new Promise((resolve) => setTimeout(resolve, 15_000));
const endMemory = rss();
await server.stop();

const growth = endMemory / warm - 1;
console.log(
  `Soak: ${SECONDS} s, ${CONNECTIONS} customers, ${requests} requests (${(requests / elapsed).toFixed(0)}/s), ${failures} failed`,
);
console.log(
  `Server memory (RSS): start ${(startMemory / MB).toFixed(0)} MB, warm ${(warm / MB).toFixed(0)} MB (after ${WARM_SECONDS} s), peak ${(peak / MB).toFixed(0)} MB, 15 s after the load ${(endMemory / MB).toFixed(0)} MB (${growth >= 0 ? "+" : ""}${(growth * 100).toFixed(0)} % of warm; allowed +${ALLOWED_GROWTH * 100} %)`,
);
if (failures > 0 || growth > ALLOWED_GROWTH) {
  console.error(failures > 0 ? "Requests failed." : "Memory did not come back to its warm level.");
  process.exit(1);
}
