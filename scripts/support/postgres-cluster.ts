/**
 * A throwaway PostgreSQL cluster for tests (issue 18): `initdb` in a temporary directory, started on a
 * free loopback port, no Docker and no service. PostgreSQL refuses to run as root, so as root its
 * commands run as the `postgres` user Debian's package creates (`runuser`). A watchdog stops the
 * cluster when the process that started it exits, however it exits.
 *   PG_BIN   the directory of initdb and pg_ctl (default: the newest /usr/lib/postgresql/<version>/bin)
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./free-port";

export interface PostgresCluster {
  /** The URL of one database of the cluster. */
  url: (database: string) => string;
  /** Creates a database, as a copy of `template` when given, and returns its URL. */
  createDatabase: (name: string, template?: string) => Promise<string>;
  /** Stops the server as an operator would (`pg_ctl stop -m fast`: sessions ended), keeping the data. */
  pause: () => void;
  /** Starts the paused server again on the same port. */
  resume: () => void;
  /** The running server's process id (its backends are its children), or null while it is stopped. */
  serverPid: () => number | null;
  stop: () => void;
}

function binDirectory(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => path.join(root, version, "bin")).find((dir) => fs.existsSync(dir));
  if (!found) throw new Error("PostgreSQL is not installed: apt-get install -y postgresql (or set PG_BIN)");
  return found;
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = binDirectory();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cravings-postgres-"));
  if (asRoot) execFileSync("chown", ["postgres:postgres", dir]);
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", path.join(bin, command), ...args], { stdio: "pipe" })
      : execFileSync(path.join(bin, command), args, { stdio: "pipe" });

  const data = path.join(dir, "data");
  const port = await freePort();
  run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"]);
  // A test cluster: durability traded for speed (the data is thrown away anyway).
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  const start = () => run("pg_ctl", ["-D", data, "-l", path.join(dir, "log"), "-o", options, "-w", "start"]);
  start();

  const stopCommand = asRoot
    ? `runuser -u postgres -- ${path.join(bin, "pg_ctl")} -D ${data} -m immediate stop`
    : `${path.join(bin, "pg_ctl")} -D ${data} -m immediate stop`;
  const watchdog = spawn(
    "sh",
    ["-c", `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; ${stopCommand} >/dev/null 2>&1; rm -rf ${dir}`],
    { detached: true, stdio: "ignore" },
  );
  watchdog.unref();

  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url,
    serverPid() {
      try {
        return Number(fs.readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]) || null;
      } catch {
        return null;
      }
    },
    async createDatabase(name, template) {
      const client = new pg.Client({ connectionString: url("postgres") });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    pause: () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]),
    resume: start,
    stop() {
      try {
        execFileSync("sh", ["-c", stopCommand], { stdio: "ignore" });
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
