import type { Page } from "@playwright/test";
import { sessionCookie, type Account, type ServerUnderTest } from "../../scripts/support/server-accounts";

/** The server at `baseURL`, the test's project's: the end-to-end run has two (see playwright-global-setup.ts). */
export function serverAt(baseURL: string | undefined): ServerUnderTest {
  const all = JSON.parse(process.env.E2E_SERVERS ?? "[]") as ServerUnderTest[];
  const server = all.find((candidate) => candidate.url === baseURL);
  if (!server) throw new Error(`No test server at ${baseURL}`);
  return server;
}

/** Signs `account` in on this page's browser with a new session cookie. */
export async function signInWithCookie(page: Page, server: ServerUnderTest, account: Account): Promise<void> {
  const value = await sessionCookie(server, account);
  await page.context().addCookies([{ name: "session", value, url: server.url, httpOnly: true, sameSite: "Lax" }]);
}
