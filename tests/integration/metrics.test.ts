import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "~/lib/ids.server";
import { HttpBrowser } from "../../scripts/support/http-browser";
import { startTestServer, type TestServer } from "../../scripts/support/test-server";
import { readyToOrder, CHECKOUT_DETAILS } from "../support/orders";
import { sample, scrape } from "../support/metrics";

/** `/metrics` of one server process, on this file's database so a customer made here can order there. */
const TOKEN = "metrics-token-for-the-tests-0123";
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    DATABASE_URL: process.env.DATABASE_URL,
    SESSION_SECRET: process.env.SESSION_SECRET,
    METRICS_TOKEN: TOKEN,
  });
}, 120_000);

afterAll(async () => {
  await server.stop();
});

describe("/metrics", () => {
  it("is not there while METRICS_TOKEN is unset", async () => {
    const plain = await startTestServer({ DATABASE_URL: process.env.DATABASE_URL });
    try {
      const answer = await fetch(`${plain.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
      expect(answer.status).toBe(404);
    } finally {
      await plain.stop();
    }
  }, 60_000);

  it("answers 401 without the token or with a wrong one", async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN.slice(1)}`, `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const answer = await fetch(`${server.url}/metrics`, {
        headers: authorization === undefined ? {} : { Authorization: authorization },
      });
      expect(answer.status, authorization).toBe(401);
      expect(answer.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(await answer.text()).not.toContain("cravings_");
    }
  });

  it("answers the shop's and Node's metrics in Prometheus's format with the right token", async () => {
    await fetch(`${server.url}/healthz`);
    const answer = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    expect(
      sample(text, 'cravings_http_request_duration_seconds_count{method="GET",route="/healthz",status="200"}'),
    ).toBe(1);
    expect(text).toContain("nodejs_eventloop_lag_p99_seconds ");
    expect(text).toContain('cravings_db_query_duration_seconds_bucket{le="0.1",operation="select",outcome="ok"}');
    expect(text).toContain('cravings_background_job_runs_total{job="payment-sweep",outcome="ok"}');
  });

  it("labels requests with the route's pattern, not the address", async () => {
    await fetch(`${server.url}/menu/no-such-restaurant/${newId()}`);
    await fetch(`${server.url}/menu/another-one/${newId()}`);
    const text = await scrape(server, TOKEN);
    expect(
      sample(text, 'cravings_http_request_duration_seconds_count{method="GET",route="/menu/:slug/:id",status="404"}'),
    ).toBe(2);
    expect(text).not.toContain("no-such-restaurant");
  });

  it("counts an order placed", async () => {
    const placed = 'cravings_orders_placed_total{payment="cash"}';
    const before = sample(await scrape(server, TOKEN), placed);
    const customer = await readyToOrder();
    const browser = new HttpBrowser(server.url, { jar: customer.jar });
    const answer = await browser.post("/cart", {
      intent: "checkout",
      checkoutKey: `metrics-${newId()}`,
      ...CHECKOUT_DETAILS,
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toMatch(/^\/profile\/orders\//);
    expect(sample(await scrape(server, TOKEN), placed)).toBe(before + 1);
  });

  it("counts guests' pages answered from the page cache and rendered", async () => {
    const lookups = (result: string) => `cravings_page_cache_lookups_total{result="${result}"}`;
    const before = await scrape(server, TOKEN);
    for (let i = 0; i < 3; i++) expect((await fetch(`${server.url}/offers?q=${newId()}`)).status).toBe(200);
    const offers = `${server.url}/offers?q=${newId()}`;
    await fetch(offers);
    await fetch(offers);
    const after = await scrape(server, TOKEN);
    expect(sample(after, lookups("miss")) - sample(before, lookups("miss"))).toBe(4);
    expect(sample(after, lookups("hit")) - sample(before, lookups("hit"))).toBe(1);
  });
});
