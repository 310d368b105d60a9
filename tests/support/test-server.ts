import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface TestServer {
  url: string;
  databaseFile: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

/** Starts the built server on a free loopback port with a throwaway database. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cravings-e2e-"));
  const databaseFile = env.DATABASE_URL ?? path.join(dir, "app.db");
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/serve.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      APP_ENV: "test",
      HOST: "127.0.0.1",
      PORT: "0",
      DATABASE_URL: databaseFile,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["pipe", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`Server did not start:\n${output}`)), 60_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /READY (\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once("exit", (code) => reject(new Error(`Server exited with ${code}:\n${output}`)));
  });
  return {
    url,
    databaseFile,
    process: child,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.stdin?.end();
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
