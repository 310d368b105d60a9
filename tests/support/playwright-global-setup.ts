import crypto from "node:crypto";
import path from "node:path";
import { startMailCapture } from "./mail-capture";
import { openDatabase } from "../../app/db/database.server";
import { migrateToLatest } from "../../app/db/migrate.server";
import { startPostgresCluster, type PostgresCluster } from "../../scripts/support/postgres-cluster";
import { startTestServer } from "../../scripts/support/test-server";

/**
 * The moment the screenshot journeys' server lives in: Monday 23 November 2026, 4 pm in India. Most restaurants
 * are open; those serving lunch and dinner are closed until 7 pm.
 */
const SCREENSHOT_CLOCK = "2026-11-23T16:00:00+05:30";

/**
 * One mail capture and two servers for the whole run (three on SQLite), started as `npm start` starts them: the
 * production server every journey uses, and a development one (APP_ENV=development) for the journeys
 * tagged @development, which need the test payment gateway or the test Google provider. Their
 * addresses reach the tests through the environment. With E2E_DATABASE=postgres (`npm run
 * test:e2e:postgres`) their databases are in a throwaway PostgreSQL cluster instead of SQLite files.
 * On SQLite a third production server, its clock frozen (frozen-clock.mjs), serves the screenshot journeys.
 */
export default async function globalSetup() {
  const mail = await startMailCapture();
  const cluster = process.env.E2E_DATABASE === "postgres" ? await startPostgresCluster() : null;
  const [production, development, screenshots] = await Promise.all([
    startTestServer({ SMTP_URL: mail.smtpUrl, ...(await postgresDatabase(cluster, "production")) }),
    startTestServer({
      SMTP_URL: mail.smtpUrl,
      APP_ENV: "development",
      ...(await postgresDatabase(cluster, "development")),
    }),
    cluster
      ? null
      : startTestServer({
          SMTP_URL: mail.smtpUrl,
          FROZEN_CLOCK: SCREENSHOT_CLOCK,
          NODE_OPTIONS: `--import=${path.resolve("tests/support/frozen-clock.mjs")}`,
        }),
  ]);
  process.env.E2E_BASE_URL = production.url;
  process.env.E2E_DEVELOPMENT_URL = development.url;
  if (screenshots) process.env.E2E_SCREENSHOT_URL = screenshots.url;
  const servers = screenshots ? [production, development, screenshots] : [production, development];
  process.env.E2E_SERVERS = JSON.stringify(
    servers.map((server) => ({
      url: server.url,
      databaseUrl: server.databaseUrl,
      sessionSecret: server.sessionSecret,
      smsOutboxDir: server.smsOutboxDir,
    })),
  );
  process.env.E2E_MAIL_URL = mail.httpUrl;
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await mail.close();
    cluster?.stop();
  };
}

/** A new database in the cluster for one server (migrated here, so two servers never race to create it). */
async function postgresDatabase(cluster: PostgresCluster | null, name: string) {
  if (!cluster) return {};
  const url = await cluster.createDatabase(name);
  const database = openDatabase(url, 1);
  await migrateToLatest(database);
  await database.destroy();
  return { DATABASE_URL: url, SESSION_SECRET: crypto.randomBytes(32).toString("base64url") };
}
