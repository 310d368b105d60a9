/**
 * Checkout benchmark (issue 18): order placements per second with 20 customers ordering at once, on
 * SQLite and on PostgreSQL (a throwaway cluster: scripts/support/postgres-cluster.ts). Each engine gets
 * the production build (`node scripts/run.mjs start`) on a new database; each customer is made with
 * `npm run admin:create` (an account that orders like anyone), signs in, saves a Kolkata address, and
 * then, for BENCH_SECONDS (default 10), adds a dish and places a cash-on-delivery order, again and again.
 * Where /proc exists it also says where the cores went meanwhile: the app's processes (the cluster), the
 * database's (PostgreSQL's backends; SQLite runs inside the app) and this load generator's.
 *   npm run bench:checkout
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../app/db/database.server";
import { HttpBrowser } from "./support/http-browser";
import { startPostgresCluster } from "./support/postgres-cluster";
import { freePort } from "./support/free-port";
import { SAMPLE_ADDRESSES, samplePosition } from "./support/restaurants";
import { cpuSpent, cpuTimes, processTree } from "./support/cpu-time";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CUSTOMERS = 20;

function run(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/run.mjs", ...args], { env, stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`run.mjs ${args[0]} exited ${code}`)),
    );
  });
}

/** `databaseServer`: the PostgreSQL server's process id, whose backends' CPU is the database's. */
async function measure(engine: string, databaseUrl: string, dir: string, databaseServer: number | null = null) {
  const env = {
    ...process.env,
    HOST: "127.0.0.1",
    PORT: String(await freePort()),
    DATABASE_URL: databaseUrl,
    OUTBOX_DIR: path.join(dir, "outbox"),
    SESSION_SECRET: "bench-checkout-session-secret-0123456789abcdef",
    LOG_LEVEL: "warn",
    APP_ENV: "production",
  };
  const base = `http://127.0.0.1:${env.PORT}`;
  await run(["db:migrate"], env);
  const passwords: { email: string; password: string }[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const email = `bench-${i}@example.com`;
    const password = /^\s{2}(\S+)$/m.exec(await run(["admin:create", email], env))?.[1];
    if (!password) throw new Error("admin:create printed no password");
    passwords.push({ email, password });
  }
  const server = spawn(process.execPath, ["scripts/run.mjs", "start"], { env, stdio: ["ignore", "ignore", "inherit"] });
  try {
    for (
      let tries = 0;
      !(await fetch(`${base}/healthz`).then(
        (answer) => answer.ok,
        () => false,
      ));
      tries++
    ) {
      if (tries > 600) throw new Error("the server did not start");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Restaurants near the sample Park Street address: the first one delivers there.
    const { latitude, longitude } = samplePosition("calcutta");
    const listing = await (await fetch(`${base}/restaurants?lat=${latitude}&lng=${longitude}`)).text();
    const menu = /href="(\/menu\/[^"#]+)"/.exec(listing)?.[1];
    if (!menu) throw new Error("no menu on the listing");
    const dish = /name="productId" value="([0-9a-f]+)"/.exec(await (await fetch(`${base}${menu}`)).text())?.[1];
    if (!dish) throw new Error("no dish on the menu");

    const customers = await Promise.all(
      passwords.map(async (account) => {
        const browser = new HttpBrowser(base);
        await browser.post("/login", account);
        await browser.post("/profile/addresses/new", { ...SAMPLE_ADDRESSES.calcutta, returnTo: "/cart" });
        return browser;
      }),
    );
    const database = openDatabase(databaseUrl, 2);
    const appPids = () => processTree(server.pid ?? 0);
    const databasePids = () => (databaseServer ? processTree(databaseServer) : []);
    const before = { app: cpuTimes(appPids()), database: cpuTimes(databasePids()), bench: process.cpuUsage() };
    const deadline = Date.now() + SECONDS * 1000;
    let placed = 0;
    let refused = 0;
    await Promise.all(
      customers.map(async (browser, i) => {
        for (let n = 0; Date.now() < deadline; n++) {
          await browser.post("/cart", { intent: "add", productId: dish, quantity: "3", returnTo: "/cart" });
          const answer = await browser.post("/cart", {
            intent: "checkout",
            checkoutKey: `bench-${i}-${n}`,
            paymentMethod: "COD",
            instructions: "",
            phone: "98765 43210",
          });
          const order = /\/profile\/orders\/(\w+)$/.exec(answer.headers.get("Location") ?? "")?.[1];
          if (answer.status !== 303 || !order) {
            refused += 1;
            continue;
          }
          placed += 1;
          // Delivered at once, as a restaurant and rider would in time: a customer may have only three cash
          // orders open (security probe N17).
          await database.updateTable("orders").set({ status: "Delivered" }).where("id", "=", order).execute();
        }
      }),
    );
    const cpu = {
      app: cpuSpent(before.app, cpuTimes(appPids())),
      // SQLite runs inside the app: no database of its own to measure.
      database: databaseServer ? cpuSpent(before.database, cpuTimes(databasePids())) : null,
      bench: process.cpuUsage(before.bench),
    };
    await database.destroy();
    return {
      engine,
      placed,
      refused,
      rate: placed / SECONDS,
      cpu: { ...cpu, bench: (cpu.bench.user + cpu.bench.system) / 1e6 },
    };
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cravings-bench-checkout-"));
const cluster = await startPostgresCluster();
try {
  const results = [
    await measure("SQLite", path.join(dir, "bench.db"), dir),
    await measure("PostgreSQL", await cluster.createDatabase("bench"), dir, cluster.serverPid()),
  ];
  console.log(
    `bench:checkout on ${os.cpus().length} cores, ${CUSTOMERS} customers at once, ${SECONDS} s, Node ${process.version}`,
  );
  console.log("engine       orders placed  refused  orders/s   CPU s: app  database  load generator");
  const seconds = (value: number | null) => (value === null ? "-" : value.toFixed(1)).padStart(9);
  for (const result of results)
    console.log(
      `${result.engine.padEnd(12)} ${String(result.placed).padStart(13)} ${String(result.refused).padStart(8)} ${result.rate.toFixed(1).padStart(9)}   ${seconds(result.cpu.app)} ${seconds(result.cpu.database)} ${seconds(result.cpu.bench).padStart(15)}`,
    );
  if (results.some((result) => result.refused > 0 || result.placed === 0)) process.exitCode = 1;
} finally {
  cluster.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
