import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { expect, it } from "vitest";

/** Sends `signal` to a process; whether it was there to receive it. */
function signal(pid: number, name: NodeJS.Signals | 0): boolean {
  try {
    process.kill(pid, name);
    return true;
  } catch {
    return false;
  }
}

/**
 * Operator audit O-11: `kill -TERM` of `npm start` ended npm and its shell but left the server running,
 * orphaned and holding the port, for anyone who supervises `npm start` (PM2, Docker `CMD npm start`).
 */
it("stops the server when npm start itself is sent SIGTERM", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cravings-npm-start-"));
  const { NODE_ENV: _testMode, ...environment } = process.env;
  const npm = spawn("npm", ["start"], {
    env: {
      ...environment,
      HOST: "127.0.0.1",
      PORT: "0",
      WEB_CONCURRENCY: "1",
      LOG_LEVEL: "info",
      DATABASE_URL: path.join(dir, "app.db"),
      OUTBOX_DIR: path.join(dir, "outbox"),
      SESSION_SECRET: "npm-start-test-secret-npm-start-test-secret",
    },
    stdio: ["ignore", "pipe", "ignore"],
  });
  let serverPid = 0;
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("npm start did not start the server")), 60_000);
      readline.createInterface({ input: npm.stdout }).on("line", (line) => {
        if (!line.startsWith("{")) return;
        const entry = JSON.parse(line) as { msg?: string; url?: string; pid?: number };
        if (entry.msg !== "listening") return;
        clearTimeout(timer);
        serverPid = entry.pid!;
        resolve(entry.url!);
      });
    });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const exited = new Promise((resolve) => npm.once("exit", resolve));
    npm.kill("SIGTERM");
    await exited;
    await expect.poll(() => signal(serverPid, 0), { timeout: 15_000 }).toBe(false);
  } finally {
    npm.kill("SIGKILL");
    if (serverPid) signal(serverPid, "SIGKILL");
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 90_000);
