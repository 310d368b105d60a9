import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { COPIED_TABLES, tableChecksum } from "~/db/copy.server";
import { db, openDatabase } from "~/db/database.server";
import { saveReview } from "~/features/reviews/reviews.server";
import { isPostgresUrl } from "~/lib/config.server";
import { checkout, readyToOrder } from "../support/orders";

const run = promisify(execFile);

/**
 * `npm run db:copy` round-trips this test file's database (seeded, with a customer's order in it)
 * PostgreSQL → SQLite → PostgreSQL with the same rows and checksums in every table. It needs a
 * PostgreSQL server, so it runs in `npm run test:postgres`.
 */
describe.runIf(isPostgresUrl(process.env.DATABASE_URL ?? ""))("npm run db:copy", () => {
  it("copies every row both ways, reports equal counts and checksums, and refuses a target with rows", async () => {
    const customer = await readyToOrder();
    const placed = await checkout(customer.jar, "copy-me");
    expect(placed.status).toBe(303);
    // A review, so the newest tables have rows to copy too.
    const orderId = /\/profile\/orders\/([0-9a-f]+)$/.exec(placed.location ?? "")![1]!;
    await db().updateTable("orders").set({ status: "Delivered" }).where("id", "=", orderId).execute();
    const [item] = await db().selectFrom("order_items").select("id").where("order_id", "=", orderId).execute();
    expect(
      await saveReview(customer.userId, orderId, { stars: 4, comment: "Good", thumbs: { [item!.id]: "up" } }),
    ).toEqual({
      ok: true,
      changed: false,
    });

    const source = process.env.DATABASE_URL!;
    const sqliteCopy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cravings-copy-")), "copy.db");
    const server = new URL(source);
    const admin = new pg.Client({ connectionString: new URL("/postgres", server).href });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${server.pathname.slice(1)}_back"`);
    await admin.end();
    const back = new URL(`${server.pathname}_back`, server).href;

    const there = await run(process.execPath, ["scripts/run.mjs", "db:copy", source, sqliteCopy]);
    expect(there.stdout).toMatch(/every table matches/);
    expect(there.stdout).toMatch(/^orders\s+1\s+1\s+equal/m);
    expect(there.stdout).toMatch(/^review_dishes\s+1\s+1\s+equal/m);
    const andBack = await run(process.execPath, ["scripts/run.mjs", "db:copy", sqliteCopy, back]);
    expect(andBack.stdout).toMatch(/every table matches/);

    const databases = [source, sqliteCopy, back].map((url) => openDatabase(url, 1));
    try {
      for (const table of COPIED_TABLES) {
        const [first, ...others] = await Promise.all(databases.map((database) => tableChecksum(database, table)));
        for (const other of others) expect(other, table).toEqual(first);
      }
      const [restaurants] = await Promise.all(
        databases.map((database) => database.selectFrom("restaurants").select("id").execute()),
      );
      expect(restaurants!.length).toBeGreaterThan(100);
    } finally {
      await Promise.all(databases.map((database) => database.destroy()));
    }

    const refused = await run(process.execPath, ["scripts/run.mjs", "db:copy", sqliteCopy, back]).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringMatching(/The target is not empty/) });
  }, 120_000);
});
