/**
 * A shop for benchmarks: the production build started as `npm start` starts it (`node scripts/run.mjs
 * start`) on a throwaway database, with a customer who has placed a cash order and has a cart, and the
 * pages worth measuring: five a guest sees, three only that customer sees.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./free-port";
import { SAMPLE_ADDRESSES, samplePosition } from "./restaurants";

export interface BenchPage {
  name: string;
  path: string;
  signedIn: boolean;
}

export interface BenchShop {
  base: string;
  /** The signed-in customer's cookies. */
  cookie: string;
  pages: BenchPage[];
  stop: () => void;
}

export async function startBenchShop(): Promise<BenchShop> {
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
      const child = spawn(process.execPath, ["scripts/run.mjs", ...args], {
        env,
        stdio: ["ignore", "pipe", "inherit"],
      });
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
  // Restaurants near the sample Park Street address: the first one delivers there.
  const { latitude, longitude } = samplePosition("calcutta");
  const listing = await (await fetch(`${base}/restaurants?lat=${latitude}&lng=${longitude}`)).text();
  const menu = /href="(\/menu\/[^"#]+)"/.exec(listing)?.[1];
  if (!menu) throw new Error("no menu on the listing");
  await post("/login", { email, password });
  const menuPage = await (await fetch(`${base}${menu}`, { headers: { Cookie: cookie } })).text();
  const dishes = [
    ...new Set([...menuPage.matchAll(/name="productId" value="([0-9a-f]+)"/g)].map((match) => match[1]!)),
  ].slice(0, 3);
  for (const dish of dishes) await post("/cart", { intent: "add", productId: dish, quantity: "3", returnTo: "/cart" });
  await post("/profile/addresses/new", { ...SAMPLE_ADDRESSES.calcutta, returnTo: "/cart" });
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
    // The home page reads no `city` (it shows the visitor's location); a parameter it does not read keeps the
    // page out of the shared page cache (security probe N10), as it would for any visitor.
    { name: "home", path: "/", signedIn: false },
    { name: "restaurant listing", path: "/restaurants?city=calcutta", signedIn: false },
    { name: "category", path: "/categories/biryani?city=calcutta", signedIn: false },
    { name: "menu", path: menu, signedIn: false },
    { name: "search", path: "/search?q=paneer&city=calcutta", signedIn: false },
    { name: "cart", path: "/cart", signedIn: true },
    { name: "orders list", path: "/profile/orders", signedIn: true },
    { name: "order page", path: `/profile/orders/${order}`, signedIn: true },
  ];
  return {
    base,
    cookie,
    pages,
    stop: () => {
      server.kill("SIGTERM");
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
