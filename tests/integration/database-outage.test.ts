import crypto from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { CookieJar } from "../../scripts/support/cookies";
import { HttpBrowser } from "../../scripts/support/http-browser";
import { startPostgresCluster, type PostgresCluster } from "../../scripts/support/postgres-cluster";
import { SAMPLE_ADDRESSES } from "../../scripts/support/restaurants";
import { inDatabase, sessionCookie } from "../../scripts/support/server-accounts";
import { startTestServer, type TestServer } from "../../scripts/support/test-server";
import { CHECKOUT_DETAILS, orderableDishes } from "../support/orders";
import { onPostgres } from "../support/test-databases";

let cluster: PostgresCluster | undefined;
let servers: TestServer[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  cluster?.stop();
});

interface Answer {
  status: number;
  retryAfter: string | null;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Pages that read the database (a new search each time, so no kept page answers for it). */
async function ask(server: TestServer, n: number): Promise<Answer> {
  const response = await fetch(new URL(`/search?q=paneer+${n}`, server.url), { redirect: "manual" });
  await response.arrayBuffer();
  return { status: response.status, retryAfter: response.headers.get("Retry-After") };
}

/** What a customer was told when 'Proceed to Checkout' answered with their order's page. */
interface Told {
  userId: string;
  checkoutKey: string;
  orderId: string;
}

/** Cash orders a customer may have open at once (ORDER_LIMITS.openCodOrders): each customer places this many. */
const ORDERS_EACH = 3;

type Customer = { userId: string; browser: HttpBrowser };

/** Signed-in customers with a Park Street address, each with a browser whose requests alternate between the instances. */
async function customers(count: number): Promise<Customer[]> {
  const ids = Array.from({ length: count }, () => crypto.randomBytes(12).toString("hex"));
  await inDatabase(servers[0]!, (database) =>
    database
      .insertInto("users")
      .values(
        ids.map((id) => ({
          id,
          email: `outage-${id}@example.com`,
          first_name: "Meera",
          last_name: "Nair",
          phone: null,
          password_hash: null,
          email_verified_at: new Date().toISOString(),
          role: "customer",
          settings: "{}",
          created_at: new Date().toISOString(),
        })),
      )
      .execute(),
  );
  return Promise.all(
    ids.map(async (userId) => {
      const jar = new CookieJar();
      jar.set("session", await sessionCookie(servers[0]!, { id: userId, email: "", password: "" }));
      const browser = new HttpBrowser(servers[0]!.url, { jar, alternateWith: [servers[1]!.url] });
      const saved = await browser.post("/profile/addresses/new", SAMPLE_ADDRESSES.calcutta);
      expect(saved.headers.get("Location")).toBe("/profile/addresses");
      return { userId, browser };
    }),
  );
}

/**
 * Issue 32 (operator audit: stopping PostgreSQL under load killed all three instances within 0.3 s): the
 * database going away is an outage, not a crash. Two instances on a cluster of their own are asked for
 * pages without pause, and customers keep ordering through both, while PostgreSQL is stopped and started
 * again. A customer answered 503 presses the button again with the same form (the same checkout key), as a
 * person would; afterwards every order a customer was shown is in the database once, with its lines, and
 * there is no order nobody was shown.
 */
describe.runIf(onPostgres)("PostgreSQL stopped and started under load", () => {
  it("answers 503 with Retry-After meanwhile, crashes nothing, loses or doubles no order, and serves again within 5 s", async () => {
    cluster = await startPostgresCluster();
    const url = await cluster.createDatabase("shop");
    // One secret, as instances behind one balancer share it: a session made on one is known to the other.
    const env = { DATABASE_URL: url, SESSION_SECRET: crypto.randomBytes(32).toString("base64url") };
    servers = await Promise.all([startTestServer(env), startTestServer(env)]);
    const dishes = await inDatabase(servers[0]!, orderableDishes);
    const queues = await Promise.all([0, 1, 2, 3].map(() => customers(6)));
    const waiting = await customers(4);

    const answers: Answer[] = [];
    const orderAnswers: Answer[] = [];
    const told: Told[] = [];
    const refused: string[] = [];
    /** Sends a form again after each 503, as a customer presses the button again; the answer and the 503s before it. */
    const untilAnswered = async (browser: HttpBrowser, path: string, fields: Record<string, string>) => {
      for (let outages = 0; ; outages++) {
        const response = await browser.post(path, fields);
        await response.arrayBuffer();
        orderAnswers.push({ status: response.status, retryAfter: response.headers.get("Retry-After") });
        if (response.status !== 503) return { response, outages };
        await pause(100);
      }
    };
    const fillCart = async ({ browser }: Customer) => {
      for (const dish of dishes) {
        const fields = { intent: "add", productId: dish.id, quantity: "2", returnTo: "/cart" };
        const { response } = await untilAnswered(browser, "/cart", fields);
        if (response.headers.get("Location") !== "/cart") refused.push(`add: ${response.headers.get("Location")}`);
      }
    };
    /** 'Proceed to Checkout' with one form until answered: what the customer is told, and how many 503s came first. */
    const checkout = async ({ userId, browser }: Customer) => {
      const checkoutKey = crypto.randomUUID();
      const { response, outages } = await untilAnswered(browser, "/cart", {
        intent: "checkout",
        checkoutKey,
        ...CHECKOUT_DETAILS,
      });
      const orderId = /^\/profile\/orders\/([0-9a-f]+)$/.exec(response.headers.get("Location") ?? "")?.[1];
      if (orderId) told.push({ userId, checkoutKey, orderId });
      else refused.push(`checkout: ${response.headers.get("Location") ?? response.status}`);
      return outages;
    };
    await Promise.all(waiting.map(fillCart));

    let load = true;
    let n = 0;
    const readers = [0, 1, 2, 3].map(async (client) => {
      while (load) answers.push(await ask(servers[client % 2]!, n++));
    });
    const buyers = Promise.all(
      queues.map(async (queue) => {
        for (const customer of queue)
          for (let placed = 0; placed < ORDERS_EACH && load; placed++) {
            await fillCart(customer);
            await checkout(customer);
          }
      }),
    );
    while (answers.length < 20 || told.length < 4) await pause(50);
    const before = { answers: answers.length, orderAnswers: orderAnswers.length, told: told.length };

    cluster.pause();
    while (!answers.slice(before.answers).some((answer) => answer.status === 503)) await pause(50);
    // Customers whose carts were ready press 'Proceed to Checkout' while the database is stopped.
    const late = Promise.all(waiting.map(checkout));
    await pause(2_000);
    cluster.resume();
    const resumed = Date.now();
    const backOn = await Promise.all(
      servers.map(async (server) => {
        while ((await ask(server, n++)).status !== 200) await pause(100);
        return Date.now() - resumed;
      }),
    );
    const lateOutages = await late;
    const toldWhenBack = told.length;
    // Customers keep ordering for a moment after (or until every one has placed their orders).
    let bought = false;
    void buyers.then(() => (bought = true));
    while (told.length < toldWhenBack + 4 && !bought) await pause(50);
    load = false;
    await Promise.all([...readers, buyers]);

    const outage = answers.slice(before.answers);
    expect(answers.slice(0, before.answers).every((answer) => answer.status === 200)).toBe(true);
    expect(outage.filter((answer) => answer.status !== 200 && answer.status !== 503)).toEqual([]);
    expect(outage.filter((answer) => answer.status === 503).every((answer) => answer.retryAfter === "5")).toBe(true);
    expect(Math.max(...backOn)).toBeLessThanOrEqual(5_000);
    expect(servers.map((server) => server.process.exitCode)).toEqual([null, null]);

    // Customers ordered before, during and after the outage: answered 303 or 503 (with Retry-After), never 500,
    // and nothing refused; the checkouts pressed during the outage were answered 503 before their order's page.
    expect(orderAnswers.filter((answer) => answer.status !== 303 && answer.status !== 503)).toEqual([]);
    const ordering = orderAnswers.slice(before.orderAnswers).filter((answer) => answer.status === 503);
    expect(ordering.every((answer) => answer.retryAfter === "5")).toBe(true);
    expect(refused).toEqual([]);
    expect(lateOutages.every((outages) => outages > 0)).toBe(true);
    expect(before.told).toBeGreaterThanOrEqual(4);
    expect(told.length).toBeGreaterThanOrEqual(
      Math.min(toldWhenBack + 4, (queues.flat().length + waiting.length) * ORDERS_EACH),
    );

    // Every order shown is in the database once, with the customer's key and its two lines; no other order exists.
    const stored = await inDatabase(servers[0]!, (database) =>
      database
        .selectFrom("orders")
        .leftJoin("order_items", "order_items.order_id", "orders.id")
        .select(["orders.id as orderId", "orders.user_id as userId", "orders.idempotency_key as checkoutKey"])
        .select((eb) => eb.fn.count<number>("order_items.id").as("lines"))
        .groupBy(["orders.id", "orders.user_id", "orders.idempotency_key"])
        .execute(),
    );
    const byId = (a: { orderId: string }, b: { orderId: string }) => a.orderId.localeCompare(b.orderId);
    expect(new Set(told.map((order) => order.orderId)).size).toBe(told.length);
    expect(stored.map((order) => ({ ...order, lines: Number(order.lines) })).sort(byId)).toEqual(
      told.map((order) => ({ ...order, lines: dishes.length })).sort(byId),
    );
  }, 180_000);
});
