import { startTestServer } from "./test-server";

/** One server for the whole end-to-end run; its address reaches the tests through the environment. */
export default async function globalSetup() {
  const server = await startTestServer();
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATABASE = server.databaseFile;
  return () => server.stop();
}
