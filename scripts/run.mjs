#!/usr/bin/env node
// The operator's entry point, plain Node (no TypeScript at run time): `npm start` and the database
// and admin commands all run the compiled build in production mode. It builds only when there is no
// build of the current sources (a fresh clone), so later starts take about a second.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import zlib from "node:zlib";

process.env.NODE_ENV = "production";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SOURCES = [
  "app",
  "server",
  "public",
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
];
const FINGERPRINT_FILE = path.join(root, "build", "fingerprint.txt");
const SERVER_ENTRY = path.join(root, "build", "server", "index.js");
const LOCK = path.join(root, ".build-lock");

function filesUnder(relative) {
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [relative];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith(".test.ts"))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** A hash of every file the build is made from (unit tests beside the code are not). */
function sourceFingerprint() {
  const hash = crypto.createHash("sha256");
  for (const file of SOURCES.flatMap(filesUnder).sort()) {
    hash
      .update(file)
      .update("\0")
      .update(fs.readFileSync(path.join(root, file)))
      .update("\0");
  }
  return hash.digest("hex");
}

function buildIsCurrent(fingerprint) {
  return (
    fs.existsSync(SERVER_ENTRY) &&
    fs.existsSync(FINGERPRINT_FILE) &&
    fs.readFileSync(FINGERPRINT_FILE, "utf8").trim() === fingerprint
  );
}

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** One build at a time: a second start waits for the first one's build instead of racing it. */
function withBuildLock(work) {
  for (;;) {
    try {
      fs.mkdirSync(LOCK);
      break;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      if (Date.now() - fs.statSync(LOCK).mtimeMs > 10 * 60 * 1000) fs.rmSync(LOCK, { recursive: true, force: true });
      else sleep(250);
    }
  }
  try {
    return work();
  } finally {
    fs.rmSync(LOCK, { recursive: true, force: true });
  }
}

function build(fingerprint) {
  const cli = path.join(root, "node_modules", "@react-router", "dev", "bin.cjs");
  if (!fs.existsSync(cli)) {
    console.error(
      "There is no build of the current sources, and the build tools (dev dependencies) are not installed.\nRun `npm install` and `npm run build`, then start again.",
    );
    process.exit(1);
  }
  console.log("Building the app (no build of the current sources yet)…");
  const result = spawnSync(process.execPath, [cli, "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  precompress(path.join(root, "build", "client"));
  fs.writeFileSync(FINGERPRINT_FILE, `${fingerprint}\n`);
}

/** Text files the browser downloads, compressed once at build time (Brotli at its best, and gzip). */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest)$/;

function precompress(dir) {
  let saved = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const body = fs.readFileSync(file);
    if (body.length < 1024) continue;
    const brotli = zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    fs.writeFileSync(`${file}.br`, brotli);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
    saved += body.length - brotli.length;
  }
  console.log(`Precompressed the client files (Brotli and gzip): ${Math.round(saved / 1024)} KB less to send.`);
}

function ensureBuild({ force = false } = {}) {
  const fingerprint = sourceFingerprint();
  if (!force && buildIsCurrent(fingerprint)) return;
  withBuildLock(() => {
    if (force || !buildIsCurrent(fingerprint)) build(fingerprint);
  });
}

async function loadServer() {
  const server = await import(pathToFileURL(SERVER_ENTRY).href);
  server.keepFilesPrivate();
  try {
    server.config();
  } catch (error) {
    if (!(error instanceof server.ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  return server;
}

/**
 * Runs `work` with the build's database, migrated first, and closes it after; one at a time with
 * instances starting on the same database (they take the same lock to prepare it).
 */
async function withDatabase(work) {
  ensureBuild();
  const server = await loadServer();
  try {
    return await server.oneAtATime(async () => work(server, await server.migrateToLatest(server.db())));
  } finally {
    await server.closeDatabase();
  }
}

/** The database a command works on, as the operator's log may show it: a file's path, or a URL without its password. */
function describeDatabase(server, databaseUrl) {
  if (!server.isPostgresUrl(databaseUrl)) return path.resolve(databaseUrl);
  const url = new URL(databaseUrl);
  url.password = "";
  return url.href;
}

const commands = {
  build() {
    ensureBuild({ force: true });
  },
  async start() {
    ensureBuild();
    await (await loadServer()).main();
  },
  async "db:migrate"(option) {
    if (option === "--down") {
      ensureBuild();
      const server = await loadServer();
      try {
        const undone = await server.oneAtATime(() => server.migrateDown(server.db()));
        console.log(undone ? `Undid ${undone}.` : "No migration to undo.");
      } finally {
        await server.closeDatabase();
      }
      return;
    }
    await withDatabase((_server, applied) => {
      console.log(applied.length > 0 ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
    });
  },
  async "db:seed"() {
    await withDatabase(async (server) => {
      const { restaurants, products } = await server.seedCatalogue(server.db());
      console.log(`Replaced the catalogue with the demo catalogue: ${restaurants} restaurants, ${products} dishes.`);
    });
  },
  async "db:copy"(from, to) {
    if (!from || !to) {
      console.error("Usage: npm run db:copy -- <from: SQLite file or postgres:// URL> <to: an empty one>");
      process.exit(2);
    }
    ensureBuild();
    const server = await loadServer();
    let reports;
    try {
      reports = await server.copyDatabase(from, to);
    } catch (error) {
      if (!(error instanceof server.CopyError)) throw error;
      console.error(error.message);
      process.exit(1);
    }
    console.log("table                  rows from   rows to   checksums");
    for (const report of reports) {
      const same = report.sourceRows === report.targetRows && report.sourceChecksum === report.targetChecksum;
      console.log(
        `${report.table.padEnd(22)} ${String(report.sourceRows).padStart(9)} ${String(report.targetRows).padStart(9)}   ${same ? `equal (${report.sourceChecksum.slice(0, 12)})` : "DIFFERENT"}`,
      );
    }
    const different = reports.filter(
      (report) => report.sourceRows !== report.targetRows || report.sourceChecksum !== report.targetChecksum,
    );
    if (different.length > 0) {
      console.error(`${different.length} table(s) differ after the copy.`);
      process.exit(1);
    }
    console.log(`Copied ${reports.reduce((sum, report) => sum + report.targetRows, 0)} rows; every table matches.`);
  },
  async "db:backup"(...args) {
    const intoFolder = args[0] === "--folder";
    const target = intoFolder ? args[1] : args[0];
    if (!target) {
      console.error("Usage: npm run db:backup -- <new file>\n       npm run db:backup -- --folder <folder>");
      process.exit(2);
    }
    ensureBuild();
    const server = await loadServer();
    const { DATABASE_URL, BACKUP_ENCRYPT_TO } = server.config();
    const options = { encryptTo: BACKUP_ENCRYPT_TO };
    const started = Date.now();
    try {
      const backup = intoFolder
        ? await server.backupIntoFolder(DATABASE_URL, target, options)
        : await server.backupDatabase(DATABASE_URL, target, options);
      console.log(
        `Backed up ${describeDatabase(server, DATABASE_URL)} to ${backup.file}: ${backup.bytes} bytes, ${backup.check}${backup.encrypted ? ", encrypted" : ""}, ${Date.now() - started} ms.`,
      );
      for (const removed of backup.removed ?? []) console.log(`Removed ${removed} (older than the retention keeps).`);
    } catch (error) {
      if (!(error instanceof server.BackupError)) throw error;
      console.error(error.message);
      process.exit(1);
    }
  },
  async "db:restore"(file) {
    if (!file) {
      console.error("Usage: npm run db:restore -- <backup file>   (stop the servers first)");
      process.exit(2);
    }
    ensureBuild();
    const server = await loadServer();
    const { DATABASE_URL } = server.config();
    try {
      const restore = await server.restoreDatabase(DATABASE_URL, file);
      if (restore.keptAs) console.log(`Kept the database as it was in ${restore.keptAs}.`);
      console.log(`Restored ${path.resolve(file)} into ${describeDatabase(server, DATABASE_URL)}: ${restore.check}.`);
    } catch (error) {
      if (!(error instanceof server.BackupError)) throw error;
      console.error(error.message);
      process.exit(1);
    }
    await withDatabase((_server, applied) => {
      console.log(
        applied.length === 0
          ? "The restored database is at this release's schema."
          : `Migrated the restored database to this release: ${applied.join(", ")}.`,
      );
    });
  },
  async "admin:create"(email) {
    if (!email) {
      console.error("Usage: npm run admin:create -- <email>");
      process.exit(2);
    }
    const outcome = await withDatabase((server) => server.makeAdmin(email));
    if (outcome.kind === "invalid-email") {
      console.error(`${email} is not an e-mail address.`);
      process.exit(1);
    }
    if (outcome.kind === "promoted") console.log(`${email} is now an admin.`);
    else if (outcome.kind === "reset")
      console.log(
        `${email} had never been verified, so anyone could have signed it up: it is reset and now an admin, verified, with the one-time password:\n\n  ${outcome.password}\n\nIts sessions, sign-up codes and reset links are gone. Sign in at /login and change it at /profile/account.`,
      );
    else
      console.log(
        `Created the admin account ${email}, verified, with the one-time password:\n\n  ${outcome.password}\n\nSign in at /login and change it at /profile/account.`,
      );
  },
  async "partner:invite"(email, restaurantId, role = "owner") {
    if (!email || !restaurantId || !["owner", "staff"].includes(role)) {
      console.error("Usage: npm run partner:invite -- <email> <restaurant-id> [owner | staff]");
      process.exit(2);
    }
    const outcome = await withDatabase((server) => server.invitePartner(restaurantId, email, role, null));
    if (!outcome.ok) {
      console.error(
        outcome.code === "no-restaurant"
          ? `No restaurant has the id ${restaurantId}.`
          : `${email} is already a member of that restaurant.`,
      );
      process.exit(1);
    }
    const server = await loadServer();
    console.log(
      `Invited ${email} to run ${outcome.restaurantName} as ${role}. The link (sent by e-mail, single use, 7 days):\n\n  ${server.inviteLink(outcome.token)}`,
    );
  },
  async "rider:invite"(email, citySlug) {
    if (!email || !citySlug) {
      console.error("Usage: npm run rider:invite -- <email> <city-slug>");
      process.exit(2);
    }
    const outcome = await withDatabase((server) => server.inviteRider(email, citySlug, null));
    if (!outcome.ok) {
      console.error(
        outcome.code === "no-city" ? `No city we deliver in has the slug ${citySlug}.` : `${email} is already a rider.`,
      );
      process.exit(1);
    }
    const server = await loadServer();
    console.log(
      `Invited ${email} to deliver in ${outcome.cityName}. The link (sent by e-mail, single use, 7 days):\n\n  ${server.riderInviteLink(outcome.token)}`,
    );
  },
};

const [name, ...args] = process.argv.slice(2);
const command = commands[name ?? ""];
if (!command) {
  console.error(`Usage: node scripts/run.mjs <${Object.keys(commands).join(" | ")}> [argument]`);
  process.exit(2);
}
await command(...args);
