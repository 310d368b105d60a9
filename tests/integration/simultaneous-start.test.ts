import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/database.server";
import { startTestServer, type TestServer } from "../../scripts/support/test-server";
import { newServerDatabase } from "../support/test-databases";

let servers: TestServer[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
});

/**
 * Issue 32 (operator audit O-9): instances started at once on an empty database all come up. Before the
 * preparation lock, the second one crashed on the demo seed's duplicate keys (`cities_pkey`). On SQLite
 * the three share one file; in `npm run test:postgres`, one new PostgreSQL database.
 */
describe("three instances started at once on an empty database", () => {
  it("all come up, and the database is migrated and seeded once", async () => {
    const databaseUrl =
      (await newServerDatabase()) ??
      path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cravings-simultaneous-")), "app.db");

    servers = await Promise.all([1, 2, 3].map(() => startTestServer({ DATABASE_URL: databaseUrl })));

    for (const server of servers) expect((await fetch(new URL("/readyz", server.url))).status).toBe(200);
    const database = openDatabase(databaseUrl, 1);
    try {
      const cities = await database
        .selectFrom("cities")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      const seeded = servers.filter((server) =>
        server.logs.some((entry) => String(entry.msg).startsWith("the database was empty: seeded")),
      );
      expect(Number(cities.count)).toBe(15);
      expect(seeded).toHaveLength(1);
    } finally {
      await database.destroy();
    }
  }, 180_000);
});
