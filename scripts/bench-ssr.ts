/**
 * Server-rendering benchmark (issue 17): starts the production build (`node scripts/run.mjs start`) on
 * a throwaway database and, for each page, measures requests/s and p50/p99 latency at 10 connections,
 * against a plain Node static server sending the very same response bytes and headers (same
 * compression) in the same run; prints the ratio, and each page's HTML and JavaScript bytes.
 *   npm run bench:ssr                       10 seconds a page
 *   BENCH_SECONDS=2 npm run bench:ssr       the smoke run CI does
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cravings-bench-ssr-"));
const env = {
  ...process.env,
  HOST: "127.0.0.1",
  PORT: String(await freePort()),
  DATABASE_URL: path.join(dir, "bench.db"),
  OUTBOX_DIR: path.join(dir, "outbox"),
  LOG_LEVEL: "warn",
  APP_ENV: "production",
};
const base = `http://127.0.0.1:${env.PORT}`;

function run(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/run.mjs", ...args], { env, stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`run.mjs ${args.join(" ")} exited ${code}`)),
    );
  });
}

// The bench's customer: an account made as the operator makes the first admin (it orders like anyone).
const email = "bench@example.com";
const password = /^\s{2}(\S+)$/m.exec(await run(["admin:create", email]))?.[1];
if (!password) throw new Error("admin:create printed no password");
const server = spawn(process.execPath, ["scripts/run.mjs", "start"], { env, stdio: ["ignore", "ignore", "inherit"] });
for (let tries = 0; ; tries++) {
  const healthy = await fetch(`${base}/healthz`).then(
    (answer) => answer.ok,
    () => false,
  );
  if (healthy) break;
  if (tries > 600) throw new Error("the server did not start");
  await new Promise((resolve) => setTimeout(resolve, 100));
}

let cookie = "";
async function post(pathname: string, fields: Record<string, string>): Promise<Response> {
  const answer = await fetch(`${base}${pathname}`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  for (const header of answer.headers.getSetCookie()) {
    const [pair = ""] = header.split(";");
    const name = pair.split("=")[0]!;
    cookie = [...cookie.split("; ").filter((entry) => entry && !entry.startsWith(`${name}=`)), pair].join("; ");
  }
  return answer;
}

// Anonymous pages, then a signed-in customer with a cash order placed (for the cart, orders and order pages).
const listing = await (await fetch(`${base}/restaurants?city=calcutta`)).text();
const menu = /href="(\/menu\/[^"#]+)"/.exec(listing)?.[1];
if (!menu) throw new Error("no menu on the listing");
await post("/login", { email, password });
const menuPage = await (await fetch(`${base}${menu}`, { headers: { Cookie: cookie } })).text();
const dishes = [
  ...new Set([...menuPage.matchAll(/name="productId" value="([0-9a-f]+)"/g)].map((match) => match[1]!)),
].slice(0, 3);
for (const dish of dishes) await post("/cart", { intent: "add", productId: dish, quantity: "3", returnTo: "/cart" });
await post("/profile/addresses/new", {
  addressLine1: "8, Park Street",
  city: "Kolkata",
  state: "West Bengal",
  zipCode: "700016",
  returnTo: "/cart",
});
const placed = await post("/cart", {
  intent: "checkout",
  checkoutKey: `bench-${Date.now()}`,
  paymentMethod: "COD",
  instructions: "",
  phone: "98765 43210",
});
const order = /\/profile\/orders\/([0-9a-f]+)/.exec(placed.headers.get("Location") ?? "")?.[1];
if (!order) throw new Error(`the order was not placed (${placed.status} ${placed.headers.get("Location")})`);
for (const dish of dishes) await post("/cart", { intent: "add", productId: dish, quantity: "2", returnTo: "/cart" });

const pages: { name: string; path: string; signedIn: boolean }[] = [
  { name: "home", path: "/?city=calcutta", signedIn: false },
  { name: "restaurant listing", path: "/restaurants?city=calcutta", signedIn: false },
  { name: "category", path: "/categories/biryani?city=calcutta", signedIn: false },
  { name: "menu", path: menu, signedIn: false },
  { name: "search", path: "/search?q=paneer&city=calcutta", signedIn: false },
  { name: "cart", path: "/cart", signedIn: true },
  { name: "orders list", path: "/profile/orders", signedIn: true },
  { name: "order page", path: `/profile/orders/${order}`, signedIn: true },
];

const KB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The bytes a browser downloads for the HTTP GET of `url` (compressed as served), and their encoding. */
function sent(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () =>
          resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

/** Every script and module preload of a page: raw bytes, and bytes as served to a browser accepting Brotli. */
async function scriptBytes(html: string): Promise<{ raw: number; sent: number }> {
  const sources = [
    ...new Set(
      [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map(
        (match) => match[1]!,
      ),
    ),
  ];
  const total = { raw: 0, sent: 0 };
  for (const source of sources) {
    total.raw += (await sent(new URL(source, base).href, {})).body.length;
    total.sent += (await sent(new URL(source, base).href, { "Accept-Encoding": "gzip, deflate, br" })).body.length;
  }
  return total;
}

async function measure(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

console.log(
  `bench:ssr on ${os.cpus().length} cores, ${CONNECTIONS} connections, ${SECONDS} s a page, Node ${process.version}`,
);
console.log(
  "page                 HTML raw  HTML sent       JS raw  JS sent  app req/s   p50   p99  static req/s  ratio",
);
for (const page of pages) {
  const headers: Record<string, string> = {
    "Accept-Encoding": "gzip, deflate, br",
    ...(page.signedIn ? { Cookie: cookie } : {}),
  };
  const rawHtml = await (
    await fetch(`${base}${page.path}`, { headers: { ...headers, "Accept-Encoding": "identity" } })
  ).text();
  // The exact bytes and headers the app sends, replayed by a static server.
  const sample = await sent(`${base}${page.path}`, headers);
  if (sample.status !== 200) throw new Error(`${page.path} answered ${sample.status}`);
  const replayHeaders = Object.fromEntries(
    Object.entries(sample.headers).filter(
      ([name]) => !["date", "connection", "keep-alive", "transfer-encoding", "set-cookie"].includes(name),
    ),
  );
  const staticServer = http.createServer((_req, res) =>
    res.writeHead(200, { ...replayHeaders, "content-length": sample.body.length }).end(sample.body),
  );
  await new Promise<void>((resolve) => staticServer.listen(0, "127.0.0.1", resolve));
  const staticUrl = `http://127.0.0.1:${(staticServer.address() as AddressInfo).port}${page.path}`;
  const app = await measure(`${base}${page.path}`, headers);
  const replay = await measure(staticUrl, headers);
  await new Promise<void>((resolve) => staticServer.close(() => resolve()));
  const js = await scriptBytes(rawHtml);
  console.log(
    [
      page.name.padEnd(20),
      KB(Buffer.byteLength(rawHtml)).padStart(9),
      `${KB(sample.body.length)} ${String(sample.headers["content-encoding"] ?? "none")}`.padStart(14),
      KB(js.raw).padStart(9),
      KB(js.sent).padStart(8),
      app.rate.toFixed(0).padStart(10),
      `${app.p50}`.padStart(5),
      `${app.p99}`.padStart(5),
      replay.rate.toFixed(0).padStart(14),
      (app.rate / replay.rate).toFixed(3).padStart(7),
      app.errors > 0 ? `  (${app.errors} errors)` : "",
    ].join(" "),
  );
}
server.kill("SIGTERM");
fs.rmSync(dir, { recursive: true, force: true });
