import { startMailCapture } from "./mail-capture";
import { startTestServer } from "../../scripts/support/test-server";

/**
 * One mail capture and two servers for the whole run, both started as `npm start` starts them: the
 * production server every journey uses, and a development one (APP_ENV=development) for the journeys
 * tagged @development, which need the test payment gateway or the test Google provider. Their
 * addresses reach the tests through the environment.
 */
export default async function globalSetup() {
  const mail = await startMailCapture();
  const [production, development] = await Promise.all([
    startTestServer({ SMTP_URL: mail.smtpUrl }),
    startTestServer({ SMTP_URL: mail.smtpUrl, APP_ENV: "development" }),
  ]);
  process.env.E2E_BASE_URL = production.url;
  process.env.E2E_DEVELOPMENT_URL = development.url;
  process.env.E2E_SERVERS = JSON.stringify(
    [production, development].map((server) => ({
      url: server.url,
      databaseFile: server.databaseFile,
      sessionSecret: server.sessionSecret,
    })),
  );
  process.env.E2E_MAIL_URL = mail.httpUrl;
  return async () => {
    await Promise.all([production.stop(), development.stop()]);
    await mail.close();
  };
}
