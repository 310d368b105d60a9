import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestSmsCode } from "../support/sms-outbox";
import { HttpBrowser } from "../../scripts/support/http-browser";
import { startTestServer, type TestServer } from "../../scripts/support/test-server";

/**
 * Finding N7 of the 2026-11-26 security probe: a production server without SMTP_URL wrote the
 * verification code (in the outbox mail's subject) and the reset link's token (in the request's URL)
 * to its log. Here a customer signs up, verifies, forgets the password and resets it, and every line
 * the server wrote meanwhile is read.
 */
let server: TestServer;
let outbox: string;
let log = "";

beforeAll(async () => {
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), "cravings-outbox-"));
  server = await startTestServer({ OUTBOX_DIR: outbox });
  // Every line from here on, request lines included (the test server keeps only failed ones).
  server.process.stdout!.on("data", (chunk: Buffer) => (log += chunk.toString()));
}, 120_000);
afterAll(async () => {
  await server?.stop();
  fs.rmSync(outbox, { recursive: true, force: true });
});

/** The newest outbox mail to `to` whose subject matches `subject`, waiting for it to be written. */
async function mailTo(to: string, subject: RegExp): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      for (const file of fs.readdirSync(outbox).sort().reverse()) {
        const mail = await simpleParser(fs.readFileSync(path.join(outbox, file)));
        if (
          mail.text &&
          mail.subject &&
          subject.test(mail.subject) &&
          mail.to &&
          JSON.stringify(mail.to).includes(to)
        ) {
          found = { subject: mail.subject, text: mail.text };
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return found!;
}

/** The values of the session cookies a response set. */
function sessionValues(response: Response): string[] {
  return response.headers
    .getSetCookie()
    .map((header) => /^(?:__Host-)?session=([^;]+)/.exec(header)?.[1])
    .filter((value): value is string => Boolean(value));
}

describe("the log of a sign-up and a password reset", () => {
  it("warns at start that mail and SMS are not delivered without SMTP_URL and an SMS provider, and invoices lack the company's GSTIN", () => {
    const warned = (start: string) =>
      server.logs.some((line) => line.level === 40 && String(line.msg).startsWith(start));
    expect(warned("SMTP_URL is not set")).toBe(true);
    expect(warned("SMS_PROVIDER is outbox")).toBe(true);
    expect(warned("COMPANY_GSTIN or COMPANY_ADDRESS is not set")).toBe(true);
  });

  it("holds no code, token, password or session cookie", async () => {
    const email = `asha-${Date.now()}@example.com`;
    const password = "Masala-Dosa-2031";
    const newPassword = "Filter-Kaapi-2032";
    const browser = new HttpBrowser(server.url);
    const secrets: string[] = [password, newPassword];

    expect((await browser.post("/signup", { name: "Asha Rao", email, password })).status).toBe(303);
    const verification = await mailTo(email, /verification code/);
    const code = /\b(\d{6})\b/.exec(verification.subject)![1]!;
    secrets.push(code);
    const verified = await browser.post("/verify", { intent: "verify", code });
    expect(verified.status).toBe(303);
    secrets.push(...sessionValues(verified));

    const phone = `+9179${String(Date.now()).slice(-8)}`;
    const mobile = new HttpBrowser(server.url);
    expect((await mobile.post("/login/mobile", { intent: "send", phone: phone.slice(3) })).status).toBe(303);
    const smsCode = latestSmsCode(server.smsOutboxDir, phone)!;
    const signedInByCode = await mobile.post("/login/mobile/code", { intent: "verify", code: smsCode });
    expect(signedInByCode.status).toBe(303);
    expect((await mobile.post("/login/mobile/name", { intent: "create", name: "Asha Rao" })).status).toBe(303);

    expect((await browser.post("/forgot-password", { email })).status).toBe(303);
    const reset = await mailTo(email, /Reset your/);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(reset.text)![1]!;
    secrets.push(token);
    // Opening the link moves its token out of the address before the page is shown.
    const opened = await browser.get(`/reset-password?token=${token}`);
    expect(opened.status).toBe(302);
    expect(opened.headers.get("Location")).toBe("/reset-password");
    expect(await (await browser.get("/reset-password")).text()).toContain(`value="${token}"`);
    const done = await browser.post("/reset-password", { token, newPassword, confirmPassword: newPassword });
    expect(done.status).toBe(303);
    secrets.push(...sessionValues(done));
    expect(secrets.length).toBeGreaterThanOrEqual(6);

    // The reset's own request line is the last one written.
    await expect.poll(() => /"method":"POST","url":"\/reset-password"/.test(log)).toBe(true);
    expect(secrets.filter((secret) => log.includes(secret))).toEqual([]);
    // Six digits, which a 13-digit timestamp may hold by chance; as a number of its own it is never there.
    expect(log).not.toMatch(new RegExp(`\\b${smsCode}\\b`));
    expect(log).toContain('"url":"/reset-password?token=redacted"');
    expect(log).not.toMatch(/verification code|Reset your/);
  });
});
