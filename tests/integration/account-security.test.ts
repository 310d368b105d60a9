import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpBrowser } from "../../scripts/support/http-browser";
import { latestCode, startMailCapture, type MailCapture } from "../support/mail-capture";
import { createAccount, inDatabase } from "../../scripts/support/server-accounts";
import { startTestServer, type TestServer } from "../../scripts/support/test-server";
import { newServerDatabase } from "../support/test-databases";

/**
 * The account attacks of issue 14, over HTTP against servers run as `npm start` runs them (the
 * Google ones on a development server, whose test provider stands in for Google).
 */
let mail: MailCapture;
let production: TestServer;
let development: TestServer;

beforeAll(async () => {
  mail = await startMailCapture();
  [production, development] = await Promise.all([
    startTestServer({ SMTP_URL: mail.smtpUrl, TRUST_PROXY: "1", DATABASE_URL: await newServerDatabase() }),
    startTestServer({ SMTP_URL: mail.smtpUrl, APP_ENV: "development", DATABASE_URL: await newServerDatabase() }),
  ]);
}, 180_000);
afterAll(async () => {
  await Promise.all([production?.stop(), development?.stop()]);
  await mail?.close();
});

const credentials = (account: { email: string; password: string }) => ({
  email: account.email,
  password: account.password,
});
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The password hash stored for `email` on `server`. */
function storedPasswordHashes(server: TestServer, email: string) {
  return inDatabase(server, (database) =>
    database.selectFrom("users").select("password_hash").where("email", "=", email).execute(),
  );
}

/** The sign-in providers linked to the account of `email` on `server`. */
function linkedProviders(server: TestServer, email: string) {
  return inDatabase(server, (database) =>
    database
      .selectFrom("oauth_accounts as o")
      .innerJoin("users as u", "u.id", "o.user_id")
      .select("o.provider")
      .where("u.email", "=", email)
      .execute(),
  );
}

/** "Continue with Google" through the test provider, choosing `identity`; the callback's answer. */
async function continueWithGoogle(
  browser: HttpBrowser,
  identity: { name: string; email: string },
  redirectTo = "/profile/account",
): Promise<Response> {
  const start = await browser.get(`/auth/google?redirectTo=${encodeURIComponent(redirectTo)}`);
  expect(start.status).toBe(302);
  const chosen = await browser.post(start.headers.get("Location")!, identity);
  expect(chosen.status).toBe(303);
  return browser.get(chosen.headers.get("Location")!);
}

async function signUpAndVerify(browser: HttpBrowser, email: string, password: string) {
  expect((await browser.post("/signup", { name: "Test Owner", email, password })).status).toBe(303);
  const code = await latestCode(() => mail.messages, email);
  expect((await browser.post("/verify", { intent: "verify", code })).status).toBe(303);
}

describe("Google sign-in and existing accounts", () => {
  it("leaves a stranger's unverified sign-up with no way in once the owner uses Google", async () => {
    const victim = uniqueEmail("victim");
    const attacker = new HttpBrowser(development.url);
    expect(
      (await attacker.post("/signup", { name: "Not The Owner", email: victim, password: "Attacker-Chosen-99" })).status,
    ).toBe(303);

    const owner = new HttpBrowser(development.url);
    const signedIn = await continueWithGoogle(owner, { name: "Real Owner", email: victim });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("Location")).toBe("/profile/account");
    expect(await (await owner.get("/profile/account")).text()).toContain(victim);

    const hijack = await new HttpBrowser(development.url).post("/login", {
      email: victim,
      password: "Attacker-Chosen-99",
    });
    expect(hijack.status).toBe(400);
    expect(await storedPasswordHashes(development, victim)).toEqual([{ password_hash: null }]);
  });

  it("links Google to a verified account with a password only after that password, with JavaScript off", async () => {
    const email = uniqueEmail("owner");
    await signUpAndVerify(new HttpBrowser(development.url), email, "Kothu-Parotta-61");

    const browser = new HttpBrowser(development.url);
    const answer = await continueWithGoogle(browser, { name: "Someone", email }, "/cart");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/auth/google/link?redirectTo=%2Fcart");
    expect(browser.jar.has("session")).toBe(false);
    expect(await (await browser.get("/auth/google/link?redirectTo=%2Fcart")).text()).toContain(
      "Enter its password to sign in with Google from now on.",
    );

    const wrong = await browser.post("/auth/google/link", { password: "Guessed-Password-1" });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("That password is not right.");
    expect(await linkedProviders(development, email)).toEqual([]);

    const right = await browser.post("/auth/google/link", { password: "Kothu-Parotta-61" });
    expect(right.status).toBe(303);
    expect(right.headers.get("Location")).toBe("/cart");
    expect(await linkedProviders(development, email)).toEqual([{ provider: "google" }]);
    // From now on Google alone signs them in.
    const next = new HttpBrowser(development.url);
    expect((await continueWithGoogle(next, { name: "Someone", email }, "/")).headers.get("Location")).toBe("/");
    expect(next.jar.has("session")).toBe(true);
  });
});

describe("sign-in throttling", () => {
  const from = (address: string) => ({ "X-Forwarded-For": address });

  it("makes guesses from many addresses wait, lets the owner's known device in, and e-mails the owner once", async () => {
    const account = await createAccount(production, "Meena Pillai");
    const ownerDevice = new HttpBrowser(production.url);
    expect((await ownerDevice.post("/login", credentials(account), from("198.51.100.10"))).status).toBe(303);
    expect(ownerDevice.jar.has("device")).toBe(true);

    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      statuses.push(
        (
          await new HttpBrowser(production.url).post(
            "/login",
            { email: account.email, password: `guess-${i}-password` },
            from(`203.0.113.${i}`),
          )
        ).status,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);

    const stranger = await new HttpBrowser(production.url).post(
      "/login",
      { email: account.email, password: account.password },
      from("192.0.2.77"),
    );
    expect(stranger.status).toBe(429);
    expect(await stranger.text()).toMatch(/Too many attempts\. Try again in \d+ (seconds|minutes?)\./);
    const owner = await ownerDevice.post("/login", credentials(account), from("192.0.2.78"));
    expect(owner.status).toBe(303);

    await expect
      .poll(() => mail.messages.filter((m) => m.to.includes(account.email) && /Failed sign-ins/.test(m.subject)).length)
      .toBe(1);
  });

  it("does not count successful sign-ins against a shared address", async () => {
    const account = await createAccount(production, "Office Worker");
    for (let i = 0; i < 40; i++) {
      const answer = await new HttpBrowser(production.url).post("/login", credentials(account), from("100.64.0.1"));
      expect(answer.status, `sign-in ${i + 1}`).toBe(303);
    }
  });
});

describe("the session cookie", () => {
  const cookieOf = (response: Response, name: string) =>
    response.headers.getSetCookie().find((header) => header.startsWith(`${name}=`));

  it("is __Host-, Secure, HttpOnly, SameSite=Lax and lives as long as the session behind a TLS proxy", async () => {
    const account = await createAccount(production, "Proxy Customer");
    // As the README's nginx example forwards a customer's https request (fetch cannot set Host).
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = http.request(
        `${production.url}/login`,
        {
          method: "POST",
          headers: {
            Host: "shop.example",
            "X-Forwarded-Proto": "https",
            Origin: "https://shop.example",
            "Content-Type": "application/x-www-form-urlencoded",
          },
        },
        resolve,
      );
      request.on("error", reject);
      request.end(new URLSearchParams({ email: account.email, password: account.password }).toString());
    });
    answer.resume();
    expect(answer.statusCode).toBe(303);
    const cookies = answer.headers["set-cookie"] ?? [];
    expect(cookies.find((header) => header.startsWith("__Host-session="))).toMatch(
      /^__Host-session=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(cookies.find((header) => header.startsWith("__Host-device="))).toMatch(/; Secure; SameSite=Lax$/);
  });

  it("is Secure whenever PUBLIC_URL is https, even without TRUST_PROXY", async () => {
    const server = await startTestServer({
      PUBLIC_URL: "https://shop.example",
      DATABASE_URL: await newServerDatabase(),
    });
    try {
      const account = await createAccount(server, "Public Customer");
      const answer = await new HttpBrowser(server.url).post("/login", credentials(account), {
        Origin: "https://shop.example",
      });
      expect(answer.status).toBe(303);
      expect(cookieOf(answer, "__Host-session")).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
      // A guest's 'Add' remembered while they sign in (N19).
      const product = await inDatabase(server, (database) =>
        database
          .selectFrom("products as p")
          .leftJoin("product_option_groups as g", "g.product_id", "p.id")
          .select("p.id")
          .where("g.id", "is", null)
          .executeTakeFirstOrThrow(),
      );
      const add = await new HttpBrowser(server.url).post(
        "/cart",
        { intent: "add", productId: product.id, returnTo: "/" },
        { Origin: "https://shop.example" },
      );
      expect(cookieOf(add, "pending-add")).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it("replaces the browser's previous session when it signs in again", async () => {
    const account = await createAccount(production, "Twice Signed");
    const browser = new HttpBrowser(production.url);
    await browser.post("/login", credentials(account));
    await browser.post("/login", credentials(account));
    const sessions = await inDatabase(production, (database) =>
      database.selectFrom("sessions").select("id").where("user_id", "=", account.id).execute(),
    );
    expect(sessions).toHaveLength(1);
  });
});

describe("the cross-site check", () => {
  it("refuses a sibling subdomain without Origin, an https Origin on http, and a post with no evidence at all", async () => {
    const logout = (headers: Record<string, string>) =>
      fetch(`${production.url}/logout`, { method: "POST", headers, redirect: "manual" });
    const https = production.url.replace("http:", "https:");
    expect((await logout({ "Sec-Fetch-Site": "same-site" })).status).toBe(403);
    expect((await logout({ Origin: https })).status).toBe(403);
    expect((await logout({})).status).toBe(403);
    expect((await logout({ "Sec-Fetch-Site": "same-origin" })).status).toBe(303);
    expect((await logout({ Origin: production.url })).status).toBe(303);
  });
});
