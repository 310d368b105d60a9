import { startMailCapture } from "./mail-capture";
import { startTestServer } from "./test-server";

/** One server and one mail capture for the whole run; their addresses reach the tests through the environment. */
export default async function globalSetup() {
  const mail = await startMailCapture();
  const server = await startTestServer({ SMTP_URL: mail.smtpUrl });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATABASE = server.databaseFile;
  process.env.E2E_MAIL_URL = mail.httpUrl;
  return async () => {
    await server.stop();
    await mail.close();
  };
}
