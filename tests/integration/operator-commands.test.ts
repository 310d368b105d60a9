import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inDatabase } from "../../scripts/support/server-accounts";
import { startTestServer, type TestServer } from "../../scripts/support/test-server";
import { newServerDatabase, onPostgres } from "../support/test-databases";

/** The operator's commands (`scripts/run.mjs`, from the production build) against a running server. */
let server: TestServer;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cravings-ops-"));

beforeAll(async () => {
  server = await startTestServer({ DATABASE_URL: await newServerDatabase() });
}, 60_000);
afterAll(async () => {
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

function run(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["scripts/run.mjs", ...args], {
      env: { ...process.env, DATABASE_URL: server.databaseUrl, SESSION_SECRET: server.sessionSecret },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("exit", (status) => resolve({ status, stdout, stderr }));
  });
}

/** Writes one order (with its fields as checkout writes them) in its own transaction; returns its id. */
function writeOrder(database: BetterSqlite3.Database): string {
  const id = crypto.randomBytes(12).toString("hex");
  const now = new Date().toISOString();
  database
    .prepare(
      `INSERT INTO orders (id, user_id, idempotency_key, restaurant_id, restaurant_name, status, payment_method,
        subtotal_paise, discount_paise, delivery_fee_paise, service_fee_paise, tax_paise, total_paise, promo_code,
        address_line1, address_line2, address_city, address_state, address_zip_code, address_country, instructions, no_contact,
        created_at, updated_at)
       VALUES (?, NULL, ?, 'r1', 'Load Test Kitchen', 'Confirmed', 'COD', 50000, 0, 4000, 500, 2500, 57000, NULL,
        '1, MG Road', '', 'Bengaluru', 'Karnataka', '560001', 'India', '', 0, ?, ?)`,
    )
    .run(id, id, now, now);
  return id;
}

// db:backup copies a SQLite file; on PostgreSQL the operator uses pg_dump.
describe.skipIf(onPostgres)("npm run db:backup", () => {
  it("copies the live database consistently while orders are being written, checks the copy, and never overwrites a file", async () => {
    const writer = new BetterSqlite3(server.databaseUrl);
    writer.pragma("busy_timeout = 5000");
    const committed: string[] = [];
    let writing = true;
    const load = (async () => {
      while (writing) {
        committed.push(writeOrder(writer));
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    try {
      while (committed.length < 200) await new Promise((resolve) => setTimeout(resolve, 5));
      const before = [...committed];
      const target = path.join(dir, "backup.db");
      const backup = await run("db:backup", target);
      writing = false;
      await load;
      expect(backup.stderr).toBe("");
      expect(backup.status).toBe(0);
      expect(backup.stdout).toMatch(/Backed up .+ to .+backup\.db: \d+ bytes, integrity ok/);
      expect(committed.length).toBeGreaterThan(before.length);

      const copy = new BetterSqlite3(target, { readonly: true });
      try {
        expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
        const inCopy = new Set((copy.prepare("SELECT id FROM orders").all() as { id: string }[]).map((row) => row.id));
        expect(before.filter((id) => !inCopy.has(id))).toEqual([]);
        expect((copy.prepare("SELECT COUNT(*) AS n FROM restaurants").get() as { n: number }).n).toBeGreaterThan(1000);
      } finally {
        copy.close();
      }

      const sizeBefore = fs.statSync(target).size;
      const again = await run("db:backup", target);
      expect(again.status).toBe(1);
      expect(again.stderr).toContain("already exists; choose a new file name.");
      expect(fs.statSync(target).size).toBe(sizeBefore);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      writing = false;
      await load;
      writer.close();
    }
  }, 60_000);
});

describe.runIf(onPostgres)("npm run db:backup on PostgreSQL", () => {
  it("dumps the database with pg_dump, reads the dump back, keeps it owner-only and never overwrites a file", async () => {
    const target = path.join(dir, "backup.dump");
    const backup = await run("db:backup", target);
    expect(backup.stderr).toBe("");
    expect(backup.status).toBe(0);
    expect(backup.stdout).toMatch(/Backed up postgres(ql)?:\/\/.+ to .+backup\.dump: \d+ bytes, \d+ objects readable/);
    expect(fs.statSync(target).mode & 0o777).toBe(0o600);

    const again = await run("db:backup", target);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("already exists; choose a new file name.");
    // Starting the command's own Node process takes seconds on a busy 2-core machine.
  }, 60_000);
});

describe("npm run admin:create", () => {
  it("makes the first admin with a one-time password that signs in, and promotes an existing account", async () => {
    const email = `owner-${Date.now()}@example.com`;
    const created = await run("admin:create", email);
    expect(created.status).toBe(0);
    const password = /one-time password:\n\n {2}(\S+)/.exec(created.stdout)?.[1];
    expect(password).toBeDefined();

    const signIn = await fetch(`${server.url}/login?redirectTo=%2Fadmin`, {
      method: "POST",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email, password: password! }),
      redirect: "manual",
    });
    expect(signIn.status).toBe(303);
    const cookie = signIn.headers
      .getSetCookie()
      .find((value) => value.startsWith("session="))!
      .split(";")[0]!;
    const console = await fetch(`${server.url}/admin`, { headers: { Cookie: cookie } });
    expect(console.status).toBe(200);
    expect(await console.text()).toContain("Operations dashboard");

    const promoted = await run("admin:create", email);
    expect(promoted.stdout).toContain(`${email} is now an admin.`);
    expect((await run("admin:create", "not-an-email")).stderr).toContain("not-an-email is not an e-mail address.");
  }, 60_000);

  it("invites a rider to a city by a link that opens the invitation, and says what is wrong with a bad city", async () => {
    const email = `rider-${Date.now()}@example.com`;
    const invited = await run("rider:invite", email, "bangalore");
    expect(invited.status).toBe(0);
    const link = /\n\n {2}(\S+)/.exec(invited.stdout)?.[1] ?? "";
    expect(link).toMatch(/\/rider\/join\?token=/);
    const page = await fetch(`${server.url}${new URL(link).pathname}${new URL(link).search}`);
    expect(await page.text()).toContain("You are invited to deliver orders in Bangalore.");
    const stored = await inDatabase(server, (database) =>
      database.selectFrom("rider_invites").select(["city_id", "used_at"]).where("email", "=", email).execute(),
    );
    expect(stored).toEqual([{ city_id: "bangalore", used_at: null }]);
    const badCity = await run("rider:invite", email, "atlantis");
    expect(badCity.status).toBe(1);
    expect(badCity.stderr).toContain("No city we deliver in has the slug atlantis.");
    expect((await run("rider:invite", email)).status).toBe(2);
  }, 60_000);

  // Security probe N2: before, the attacker's pre-registration was promoted as it was, with their password.
  it("resets an address someone signed up and never verified before making it an admin, and audits it", async () => {
    const email = `ops-${Date.now()}@example.com`;
    const form = (fields: Record<string, string>) => ({
      method: "POST",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
      redirect: "manual" as const,
    });
    const attacker = { email, password: "Attacker-Chosen-2026" };
    expect((await fetch(`${server.url}/signup`, form({ name: "Ops Team", ...attacker }))).status).toBe(303);

    const promoted = await run("admin:create", email);
    expect(promoted.status).toBe(0);
    expect(promoted.stdout).toContain("had never been verified");
    const password = /one-time password:\n\n {2}(\S+)/.exec(promoted.stdout)?.[1];
    expect(password).toBeDefined();

    expect((await fetch(`${server.url}/login`, form(attacker))).status).toBe(400);
    expect((await fetch(`${server.url}/login`, form({ email, password: password! }))).status).toBe(303);
    const audit = await inDatabase(server, (database) =>
      database
        .selectFrom("audit_log")
        .select(["actor_email", "action", "summary"])
        .where("summary", "like", `${email}%`)
        .execute(),
    );
    expect(audit).toEqual([
      {
        actor_email: "npm run admin:create",
        action: "user.role",
        summary: `${email}: unverified, reset with a new password and made an admin`,
      },
    ]);
  }, 60_000);
});
