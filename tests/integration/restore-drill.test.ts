import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupTakenAt } from "~/db/backup-retention";
import { checkout, readyToOrder } from "../support/orders";
import { createPostgresDatabase, onPostgres } from "../support/test-databases";

/**
 * The restore drill (issue 32): orders are placed while `npm run db:backup` (encrypted, into a folder)
 * runs; `npm run db:restore` puts the backup into a new, empty database, as on a replacement machine;
 * every order placed before the backup began is there, whole, and the restored database is at this
 * release's schema. The commands run from the production build, as an operator runs them.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cravings-drill-"));
const gnupgHome = path.join(dir, "gnupg");
const publicKey = path.join(dir, "operator.asc");

beforeAll(() => {
  fs.mkdirSync(gnupgHome, { mode: 0o700 });
  const gpg = (...args: string[]) =>
    execFileSync("gpg", ["--batch", "--homedir", gnupgHome, ...args], { stdio: ["ignore", "pipe", "ignore"] });
  gpg("--passphrase", "", "--quick-generate-key", "drill@cravings.example", "default", "default", "never");
  fs.writeFileSync(publicKey, gpg("--armor", "--export", "drill@cravings.example"));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function run(
  databaseUrl: string,
  ...args: string[]
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["scripts/run.mjs", ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl, BACKUP_ENCRYPT_TO: publicKey, GNUPGHOME: gnupgHome },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("exit", (status) => resolve({ status, stdout, stderr }));
  });
}

/** Rows of `sql` in the database at `url`, read the way an operator would check it, outside the app. */
async function rowsIn<Row>(url: string, sql: string): Promise<Row[]> {
  if (!onPostgres) {
    const database = new BetterSqlite3(url, { readonly: true, fileMustExist: true });
    try {
      return database.prepare(sql).all() as Row[];
    } finally {
      database.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Row[];
  } finally {
    await client.end();
  }
}

async function placeOrder(number: number): Promise<string> {
  const { jar } = await readyToOrder();
  const placed = await checkout(jar, `drill-${number}`);
  const id = /\/profile\/orders\/([0-9a-f]+)$/.exec(placed.location ?? "")?.[1];
  if (!id) throw new Error(`Order ${number} was not placed: ${placed.status} ${JSON.stringify(placed.body)}`);
  return id;
}

describe("the restore drill", () => {
  it("restores an encrypted backup taken under load into a new database with every order placed before it, whole", async () => {
    const live = process.env.DATABASE_URL!;
    const placed: string[] = [];
    let placing = true;
    const load = (async () => {
      while (placing) placed.push(await placeOrder(placed.length));
    })();
    let backup: Awaited<ReturnType<typeof run>>;
    let beforeBackup: string[];
    try {
      while (placed.length < 5) await new Promise((resolve) => setTimeout(resolve, 20));
      beforeBackup = [...placed];
      backup = await run(live, "db:backup", "--folder", path.join(dir, "backups"));
    } finally {
      placing = false;
      await load;
    }

    expect(backup.stderr).toBe("");
    expect(backup.status).toBe(0);
    expect(backup.stdout).toMatch(/Backed up .+ to .+cravings-\d{8}T\d{6}Z\.(db|dump)\.gpg: \d+ bytes, .+, encrypted/);
    const [file] = fs.readdirSync(path.join(dir, "backups"));
    expect(backupTakenAt(file!)).not.toBeNull();
    const backupFile = path.join(dir, "backups", file!);
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
    // Encrypted: neither SQLite's nor pg_dump's header is readable in the file.
    expect(fs.readFileSync(backupFile).subarray(0, 16).toString("latin1")).not.toMatch(/^(SQLite format 3|PGDMP)/);

    const replacement = onPostgres
      ? await createPostgresDatabase(live, { copy: false })
      : path.join(dir, "replacement", "app.db");
    const restore = await run(replacement, "db:restore", backupFile);
    expect(restore.stderr).toBe("");
    expect(restore.status).toBe(0);
    expect(restore.stdout).toContain("The restored database is at this release's schema.");

    const orders = await rowsIn<{ id: string; lines: number | string }>(
      replacement,
      "SELECT o.id, (SELECT COUNT(*) FROM order_items i WHERE i.order_id = o.id) AS lines FROM orders o",
    );
    const restored = new Set(orders.map((order) => order.id));
    expect(beforeBackup!.filter((id) => !restored.has(id))).toEqual([]);
    expect(orders.filter((order) => Number(order.lines) === 0)).toEqual([]);
    if (!onPostgres) expect(fs.statSync(replacement).mode & 0o777).toBe(0o600);
  }, 180_000);

  it("refuses a file that is not a backup of the database's kind and leaves the database as it was", async () => {
    const live = process.env.DATABASE_URL!;
    const notABackup = path.join(dir, "notes.txt");
    fs.writeFileSync(notABackup, "not a database");
    const [before] = await rowsIn<{ n: number | string }>(live, "SELECT COUNT(*) AS n FROM orders");

    const refused = await run(live, "db:restore", notABackup);

    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(onPostgres ? "is not a PostgreSQL dump" : "is not a SQLite database");
    const [after] = await rowsIn<{ n: number | string }>(live, "SELECT COUNT(*) AS n FROM orders");
    expect(Number(after!.n)).toBe(Number(before!.n));
    expect(fs.readdirSync(dir).filter((name) => name.startsWith("before-restore-"))).toEqual([]);
  }, 60_000);
});
