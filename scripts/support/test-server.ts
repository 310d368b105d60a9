import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";

export interface TestServer {
  url: string;
  databaseUrl: string;
  /** Where it writes its SMS (SMS_PROVIDER=outbox): one JSON file per message. */
  smsOutboxDir: string;
  /** The secret its cookies are signed with, so tests can make sessions for the customers they create. */
  sessionSecret: string;
  /** The wrapper (scripts/support/serve.mjs): it exits with the server's exit code. */
  process: ChildProcess;
  /** Sends a signal to the server itself, the cluster's primary under WEB_CONCURRENCY (SIGTERM for a clean stop, SIGKILL for a crash). */
  kill: (signal: NodeJS.Signals) => void;
  /** The log lines the server wrote (requests only when they failed, unless `keepRequestLines`), parsed. */
  logs: Record<string, unknown>[];
  stop: () => Promise<void>;
}

/**
 * Starts the server as `npm start` does (production build, production mode unless `env` says
 * APP_ENV=development) on a free loopback port, on `env.DATABASE_URL` or else a new SQLite file, as one
 * process unless `env` sets WEB_CONCURRENCY. Another variable set to `undefined` in `env` is left unset
 * (SESSION_SECRET: undefined makes the server keep its own). Its warnings and errors are shown; every line
 * but those of successful requests (those too with `keepRequestLines`) is kept in `logs`.
 */
export async function startTestServer(
  env: Record<string, string | undefined> = {},
  { keepRequestLines = false } = {},
): Promise<TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cravings-e2e-"));
  const databaseUrl = env.DATABASE_URL ?? path.join(dir, "app.db");
  const settings: Record<string, string | undefined> = {
    ...process.env,
    HOST: "127.0.0.1",
    PORT: "0",
    OUTBOX_DIR: path.join(dir, "outbox"),
    SMS_OUTBOX_DIR: path.join(dir, "sms-outbox"),
    SESSION_SECRET: crypto.randomBytes(32).toString("base64url"),
    LOG_LEVEL: "info",
    WEB_CONCURRENCY: "1",
    ...env,
    DATABASE_URL: databaseUrl,
  };
  for (const [name, value] of Object.entries(settings)) if (value === undefined) delete settings[name];
  const child = spawn(process.execPath, ["scripts/support/serve.mjs"], {
    env: settings,
    stdio: ["pipe", "pipe", "pipe"],
  });
  const logs: Record<string, unknown>[] = [];
  let output = "";
  let listening: Record<string, unknown> | undefined;
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server did not start:\n${output}`)), 120_000);
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    readline.createInterface({ input: child.stdout! }).on("line", (line) => {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        output += `${line}\n`;
        return;
      }
      // Request lines are many; only failed ones are kept unless asked.
      if (keepRequestLines || !("req" in entry) || Number(entry.level) >= 40) logs.push(entry);
      if (Number(entry.level) >= 40) process.stderr.write(`${line}\n`);
      // In a cluster the primary's lines ("database ready", then "starting workers" with the pid `kill` signals) can
      // reach us after a worker's "listening": the processes write to one pipe, each in its own time. Alone, one
      // process says "database ready" and then "listening".
      if (entry.msg === "listening") listening = entry;
      const prepared = logs.find((line) => line.msg === "database ready");
      const alone = prepared !== undefined && prepared.pid === listening?.pid;
      if (listening && (alone || logs.some((line) => line.msg === "starting workers"))) {
        clearTimeout(timer);
        resolve(String(listening.url));
      }
    });
    child.once("exit", (code) => reject(new Error(`Server exited with ${code}:\n${output}`)));
  });
  const sessionSecret =
    settings.SESSION_SECRET ?? fs.readFileSync(path.join(path.dirname(databaseUrl), "session-secret"), "utf8").trim();
  const pid = Number(
    (logs.find((entry) => entry.msg === "starting workers") ?? logs.find((entry) => entry.msg === "listening"))?.pid,
  );
  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(pid, signal);
    } catch {
      // Already gone.
    }
  };
  return {
    url,
    databaseUrl,
    smsOutboxDir: settings.SMS_OUTBOX_DIR!,
    sessionSecret,
    process: child,
    kill,
    logs,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.stdin?.end();
        await exited;
      }
      // Never leave a server behind, whatever happened to the wrapper.
      kill("SIGKILL");
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
