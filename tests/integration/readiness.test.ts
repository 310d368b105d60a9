import BetterSqlite3 from "better-sqlite3";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../scripts/support/test-server";

/**
 * Operator audit (issue 32, in part): `/healthz` said 200 while orders could not be written, and a balancer had
 * nothing else to ask. Now `/healthz` is liveness (the process answers) and `/readyz` readiness: the
 * database takes a write and the data folder has room. Here another process holds the SQLite file's write
 * lock, as a stuck operator's command would.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

const status = async (path: string) => {
  const answer = await fetch(`${server.url}${path}`);
  return { status: answer.status, body: (await answer.json()) as { status: string; reasons?: string[] } };
};

it("is ready while the database takes writes, not ready while it cannot, and alive throughout", async () => {
  expect(await status("/readyz")).toEqual({ status: 200, body: { status: "ready" } });

  const holder = new BetterSqlite3(server.databaseUrl);
  holder.exec("BEGIN EXCLUSIVE");
  try {
    expect(await status("/readyz")).toEqual({
      status: 503,
      body: { status: "not-ready", reasons: ["database-not-writable"] },
    });
    expect(await status("/healthz")).toEqual({ status: 200, body: { status: "ok" } });
  } finally {
    holder.exec("ROLLBACK");
    holder.close();
  }
  expect(await status("/readyz")).toEqual({ status: 200, body: { status: "ready" } });
  expect(server.logs.some((line) => line.msg === "not ready: traffic should go elsewhere")).toBe(true);
}, 60_000);
