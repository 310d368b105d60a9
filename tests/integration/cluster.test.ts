import http from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer, type TestServer } from "../../scripts/support/test-server";
import { newServerDatabase } from "../support/test-databases";
import { sample, scrape } from "../support/metrics";

/**
 * `npm start` with WEB_CONCURRENCY=2 (server/cluster.ts): a primary and two workers on one port and one
 * database. Request lines are kept, so which worker answered is read from their `pid`.
 */
const TOKEN = "metrics-token-for-the-tests-0123";
let server: TestServer;

/** The pids of the workers that have said they listen, in order. */
function listening(): number[] {
  return server.logs.filter((line) => line.msg === "listening").map((line) => Number(line.pid));
}

/**
 * A GET, by default on a new connection (so one that a killed worker held is never reused): its status, or 0
 * when it failed or got no answer within 5 seconds.
 */
function get(path: string, agent: http.Agent | false = false): Promise<number> {
  return new Promise((resolve) => {
    http
      .get(`${server.url}${path}`, { agent, timeout: 5_000 }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", () => resolve(0));
      })
      .on("timeout", function (this: http.ClientRequest) {
        this.destroy();
      })
      .on("error", () => resolve(0));
  });
}

function exited(): Promise<number | null> {
  return new Promise((resolve) => server.process.once("exit", resolve));
}

beforeAll(async () => {
  server = await startTestServer(
    { WEB_CONCURRENCY: "2", METRICS_TOKEN: TOKEN, DATABASE_URL: await newServerDatabase() },
    { keepRequestLines: true },
  );
  await vi.waitFor(() => expect(listening()).toHaveLength(2), { timeout: 30_000, interval: 100 });
}, 120_000);

afterAll(async () => {
  await server.stop();
});

describe("the cluster", () => {
  it("prepares the database once, in the primary, before the workers start", () => {
    const prepared = server.logs.filter((line) => line.msg === "database ready");
    expect(prepared).toHaveLength(1);
    const primary = server.logs.find((line) => line.msg === "starting workers");
    expect(primary).toMatchObject({ workers: 2, pid: prepared[0]!.pid });
    expect(listening()).not.toContain(primary!.pid);
  });

  it("answers with both workers, and /metrics adds up what each counted", async () => {
    const before = sample(
      await scrape(server, TOKEN),
      'cravings_http_request_duration_seconds_count{method="GET",route="/healthz",status="200"}',
    );
    for (let i = 0; i < 20; i++) expect(await get("/healthz")).toBe(200);
    const answeredBy = new Set(
      server.logs
        .filter((line) => (line.req as { url?: string } | undefined)?.url === "/healthz")
        .map((line) => Number(line.pid)),
    );
    expect([...answeredBy].sort()).toEqual([...listening()].sort());
    const after = sample(
      await scrape(server, TOKEN),
      'cravings_http_request_duration_seconds_count{method="GET",route="/healthz",status="200"}',
    );
    expect(after - before).toBe(20);
    expect(server.logs.filter((line) => line.msg === "this instance runs the background jobs")).toHaveLength(1);
  });

  it("loses at most the one request handed to a worker as it is killed, and starts another in its place", async () => {
    const [victim, survivor] = listening() as [number, number];
    const statuses: number[] = [];
    let killed = false;
    const replaced = () => listening().length === 3;
    while (!replaced() || statuses.length < 40) {
      if (statuses.length === 10) {
        process.kill(victim, "SIGKILL");
        killed = true;
      }
      statuses.push(await get("/healthz"));
      expect(statuses.length, "a replacement worker within 400 requests").toBeLessThan(400);
    }
    expect(killed).toBe(true);
    // Requests are sent one at a time: none is in flight at the kill, but the primary may hand the next
    // connection to the dead worker before it learns of its death.
    expect(statuses.filter((status) => status !== 200).length).toBeLessThanOrEqual(1);
    expect(server.logs.find((line) => line.msg === "a worker stopped unexpectedly: starting another")).toMatchObject({
      worker: victim,
      exitCode: null,
      signal: "SIGKILL",
    });
    expect(listening()[2]).not.toBe(survivor);
  }, 60_000);

  it("drains on SIGTERM: a request in flight is answered, then the primary exits 0", async () => {
    // One connection, held by a worker once a first request on it is answered.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect(await get("/healthz", agent)).toBe(200);
    const body = "email=nobody%40example.com&password=wrong-password";
    const request = http.request(`${server.url}/login`, {
      method: "POST",
      agent,
      headers: {
        Origin: server.url,
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": String(body.length),
      },
    });
    const answered = new Promise<number>((resolve, reject) => {
      request.on("response", (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      });
      request.on("error", reject);
    });
    await new Promise<void>((resolve) => request.write(body.slice(0, 10), () => resolve()));
    const exit = exited();
    const draining = () => server.logs.filter((line) => String(line.msg).startsWith("shutting down")).length;
    server.kill("SIGTERM");
    await expect.poll(draining, { timeout: 5_000 }).toBe(2);
    request.end(body.slice(10));
    expect(await answered).toBe(400);
    expect(await exit).toBe(0);
    agent.destroy();
    const primary = server.logs.find((line) => line.msg === "starting workers")!.pid;
    expect(server.logs.at(-1)).toMatchObject({ msg: "stopped", pid: primary });
  }, 60_000);
});

describe("a cluster stopped while starting", () => {
  it("exits 0 on SIGTERM as soon as one worker listens (the other, still starting, served nothing)", async () => {
    const starting = await startTestServer({ WEB_CONCURRENCY: "2", DATABASE_URL: await newServerDatabase() });
    const exit = new Promise<number | null>((resolve) => starting.process.once("exit", resolve));
    starting.kill("SIGTERM");
    const code = await exit;
    const said = starting.logs.filter((line) => !("req" in line)).map((line) => `${line.pid} ${line.msg}`);
    expect(code, `exit ${code}; the cluster said:\n${said.join("\n")}`).toBe(0);
    await starting.stop();
  }, 120_000);
});
