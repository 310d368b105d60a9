#!/usr/bin/env node
// `npm run deploy:check`: runs the Dockerfile's steps without Docker (there is no Docker engine on
// our build machines), each stage in its own temporary directory, then starts the runtime stage's
// CMD and waits for its HEALTHCHECK to pass. It reads the Dockerfile itself, so the two cannot drift.
// System setup lines (chown) are skipped: the container's user does not exist here.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "cravings-deploy-"));
const dataDir = path.join(work, "data");
const stages = new Map();
let stage;
let env = {};
let healthcheck;
let cmd;

function log(message) {
  console.log(`deploy:check ${message}`);
}

/** Container paths (/app, /data) mapped to this run's directories. */
function hostPath(value, dir = stage.dir) {
  return value
    .replace(/(^|[\s='"])\/app(?=\/|\s|$|['"])/g, `$1${dir}`)
    .replace(/(^|[\s='"])\/data(?=\/|\s|$|['"])/g, `$1${dataDir}`);
}

function run(command, cwd) {
  log(`RUN ${command}`);
  const result = spawnSync("sh", ["-c", command], { cwd, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`"${command}" failed with ${result.status}`);
}

/** Whether .dockerignore's `entry` leaves `file` out: a path and what is under it, or a `*` pattern as Docker matches it. */
function ignores(entry, file) {
  if (!entry.includes("*")) return file === entry || file.startsWith(`${entry}/`);
  const pattern = entry.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replaceAll("*", "[^/]*");
  return new RegExp(`^${pattern}(/|$)`).test(file);
}

/** The build context: the files git tracks, minus .dockerignore's entries. */
function contextFiles() {
  const ignored = fs
    .readFileSync(path.join(root, ".dockerignore"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const tracked = spawnSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  })
    .stdout.split("\n")
    .filter(Boolean);
  return tracked.filter(
    (file) => fs.existsSync(path.join(root, file)) && !ignored.some((entry) => ignores(entry, file)),
  );
}

function copy(args) {
  const from = args[0]?.startsWith("--from=") ? stages.get(args.shift().slice("--from=".length)) : null;
  const destination = path.resolve(stage.dir, hostPath(args.pop()));
  for (const source of args) {
    if (from) {
      const sourcePath = hostPath(source, from.dir);
      const target =
        source.endsWith("/") || fs.statSync(sourcePath).isDirectory()
          ? destination
          : path.join(destination, path.basename(sourcePath));
      fs.cpSync(sourcePath, target, { recursive: true, verbatimSymlinks: true });
    } else if (source === ".") {
      for (const file of contextFiles())
        fs.cpSync(path.join(root, file), path.join(destination, file), { recursive: true });
    } else {
      fs.cpSync(path.join(root, source), path.join(destination, path.basename(source)), { recursive: true });
    }
  }
  log(`COPY ${from ? `--from=${from.name} ` : ""}${args.join(" ")} → ${path.relative(work, destination) || "."}`);
}

/** The Dockerfile's instructions, with continuation lines joined and comments dropped. */
const instructions = fs
  .readFileSync(path.join(root, "Dockerfile"), "utf8")
  .replace(/\\\n/g, " ")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#"));

try {
  fs.mkdirSync(dataDir);
  for (const line of instructions) {
    const [keyword, ...rest] = line.split(/\s+/);
    const argument = line.slice(keyword.length).trim();
    switch (keyword) {
      case "FROM": {
        const name = /\bAS\s+(\S+)/i.exec(argument)?.[1] ?? `stage${stages.size}`;
        stage = { name, dir: path.join(work, name) };
        fs.mkdirSync(stage.dir);
        stages.set(name, stage);
        env = {};
        log(`FROM ${argument} (in ${stage.dir})`);
        break;
      }
      case "RUN":
        if (/\bchown\b/.test(argument)) {
          log(`skipped (system setup): RUN ${argument}`);
          if (/\bmkdir -p \/data\b/.test(argument)) fs.mkdirSync(dataDir, { recursive: true });
        } else {
          run(hostPath(argument), stage.dir);
        }
        break;
      case "COPY":
        copy(rest);
        break;
      case "ENV":
        for (const pair of rest) {
          const [name, ...value] = pair.split("=");
          env[name] = hostPath(value.join("="));
        }
        break;
      case "HEALTHCHECK":
        healthcheck = argument.slice(argument.indexOf("CMD ") + 4);
        break;
      case "CMD":
        cmd = JSON.parse(argument);
        break;
      default:
        log(`${keyword} ${argument} (nothing to do outside Docker)`);
    }
  }

  for (const devOnly of ["tsx", "vite", "@react-router/dev", "vitest", "@playwright/test"]) {
    if (fs.existsSync(path.join(stage.dir, "node_modules", devOnly)))
      throw new Error(`${devOnly} (a dev dependency) is in the runtime image`);
  }
  log("the runtime stage has no dev dependencies");

  env.PORT = String(30000 + Math.floor(Math.random() * 20000));
  env.HOST = "127.0.0.1";
  log(`CMD ${cmd.join(" ")} (PORT=${env.PORT})`);
  const server = spawn(cmd[0], cmd.slice(1), {
    cwd: stage.dir,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => server.once("exit", (code) => resolve(code)));
  const started = Date.now();
  let healthy = false;
  while (!healthy && Date.now() - started < 60_000 && server.exitCode === null) {
    healthy = spawnSync("sh", ["-c", healthcheck], { env: { ...process.env, ...env } }).status === 0;
    if (!healthy) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill("SIGTERM");
  const code = await exited;
  if (!healthy) throw new Error("the HEALTHCHECK never passed");
  log(`HEALTHCHECK passed after ${Date.now() - started} ms; SIGTERM stopped the server with exit code ${code}`);
  if (code !== 0) throw new Error(`the server exited with ${code} on SIGTERM`);
  if (!fs.existsSync(path.join(dataDir, "app.db"))) throw new Error("the database is not on the data volume");
  log("ok: the database and the session secret are on the data volume");
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
