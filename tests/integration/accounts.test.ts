import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db/database.server";
import { backgroundMailSettled } from "~/lib/mail.server";
import { serializeGoogleLink } from "~/features/accounts/sign-in-cookies.server";
import { hashPassword } from "~/features/accounts/password.server";
import { keepSessionAlive, readSession } from "~/features/accounts/session.server";
import { accountForGoogle } from "~/features/accounts/users.server";
import * as admin from "~/routes/admin/layout";
import * as forgotPassword from "~/routes/auth/forgot-password";
import * as googleLink from "~/routes/auth/google-link";
import * as login from "~/routes/auth/login";
import * as resetPassword from "~/routes/auth/reset-password";
import * as logout from "~/routes/auth/logout";
import * as signup from "~/routes/auth/signup";
import * as verify from "~/routes/auth/verify";
import * as account from "~/routes/profile/account";
import * as settings from "~/routes/profile/settings";
import { CookieJar } from "../../scripts/support/cookies";
import { latestCode, latestResetLink, startMailCapture, type MailCapture } from "../support/mail-capture";
import { post as postAs, type Outcome } from "../support/post";
import { routeArgs, thrown } from "../support/route-args";
import { flashOf } from "../support/flash";

/** Counts the password hashes sign-up computes (the work that takes the time). */
vi.mock("~/features/accounts/password.server", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/features/accounts/password.server")>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

let mail: MailCapture;
let ipCounter = 0;

beforeAll(async () => {
  mail = await startMailCapture();
  process.env.SMTP_URL = mail.smtpUrl;
});
afterAll(() => mail.close());

/** Each test acts from its own client address, so per-address limits do not leak between tests. */
let clientIp = "";
beforeEach(() => {
  ipCounter += 1;
  clientIp = `10.0.0.${ipCounter}`;
});

function post(
  action: Parameters<typeof postAs>[0],
  path: string,
  fields: Record<string, string>,
  jar: CookieJar,
): Promise<Outcome> {
  return postAs(action, path, fields, jar, clientIp);
}

/** Whose session the cookies carry, as the root route's middleware reads it; null for none. */
async function sessionUser(cookie: string) {
  return (await readSession(new Request("http://localhost/", { headers: { Cookie: cookie } })))?.user ?? null;
}

function errorsOf(outcome: Outcome): Record<string, string[]> {
  return ((outcome.body as { result?: { error?: Record<string, string[]> } }).result?.error ?? {}) as Record<
    string,
    string[]
  >;
}

async function userByEmail(email: string) {
  return db().selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
}

async function signUpAndVerify(email: string, password = "Saffron-Rice-42") {
  const jar = new CookieJar();
  await post(signup.action, "/signup", { name: "Test Customer", email, password, redirectTo: "/restaurants" }, jar);
  const code = await latestCode(() => mail.messages, email);
  const verified = await post(verify.action, "/verify", { intent: "verify", code, redirectTo: "/restaurants" }, jar);
  expect(verified.location).toBe("/restaurants");
  return jar;
}

describe("sign-up and verification", () => {
  it("refuses bad input with a message per field and creates nothing", async () => {
    const jar = new CookieJar();
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ name: "", email: "a@b.in", password: "Saffron-Rice-42" }, "name", /Enter your name/],
      [{ name: "A", email: "not-an-email", password: "Saffron-Rice-42" }, "email", /valid e-mail/],
      [{ name: "A", email: `${"x".repeat(250)}@b.in`, password: "Saffron-Rice-42" }, "email", /at most 254/],
      [{ name: "A", email: "a@b.in", password: "short" }, "password", /at least 8/],
      [{ name: "A", email: "a@b.in", password: "y".repeat(129) }, "password", /at most 128/],
      [{ name: "A", email: "a@b.in", password: "password123" }, "password", /too common/],
    ];
    for (const [fields, field, message] of cases) {
      const outcome = await post(signup.action, "/signup", fields, jar);
      expect(outcome.status).toBe(400);
      expect(errorsOf(outcome)[field]?.join(" ")).toMatch(message);
    }
    expect(await userByEmail("a@b.in")).toBeUndefined();
  });

  it("keeps a sign-up's argon2id hash with its code and mails the code, then verifies it once", async () => {
    const jar = new CookieJar();
    const outcome = await post(
      signup.action,
      "/signup",
      { name: "Meera Iyer", email: "Meera@Example.com", password: "Filter-Coffee-99", redirectTo: "/menu/x/1" },
      jar,
    );
    expect(outcome.status).toBe(303);
    expect(outcome.location).toBe("/verify?redirectTo=%2Fmenu%2Fx%2F1");
    const user = await userByEmail("meera@example.com");
    expect(user).toMatchObject({ email_verified_at: null, password_hash: null, role: "customer" });

    const code = await latestCode(() => mail.messages, "meera@example.com");
    const stored = await db()
      .selectFrom("signup_codes")
      .selectAll()
      .where("user_id", "=", user!.id)
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(code);
    expect(stored).toMatchObject({ first_name: "Meera", last_name: "Iyer" });
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const wrong = await post(
      verify.action,
      "/verify",
      { intent: "verify", code: code === "000000" ? "111111" : "000000" },
      jar,
    );
    expect(errorsOf(wrong).code).toEqual(["That code is not right. Check the e-mail and try again."]);

    const right = await post(verify.action, "/verify", { intent: "verify", code, redirectTo: "/menu/x/1" }, jar);
    expect(right.location).toBe("/menu/x/1");
    expect(await userByEmail("meera@example.com")).toMatchObject({
      first_name: "Meera",
      last_name: "Iyer",
      password_hash: stored.password_hash,
    });
    expect((await userByEmail("meera@example.com"))?.email_verified_at).not.toBeNull();
    const session = await sessionUser(jar.header());
    expect(session?.email).toBe("meera@example.com");

    const again = new CookieJar();
    await post(
      signup.action,
      "/signup",
      { name: "Someone", email: "meera@example.com", password: "Other-Pass-123" },
      again,
    );
    const reused = await post(verify.action, "/verify", { intent: "verify", code }, again);
    expect(reused.status).toBe(400);
    expect(again.has("session")).toBe(false);
  });

  it("locks the code after five wrong tries and refuses an expired one", async () => {
    const jar = new CookieJar();
    await post(
      signup.action,
      "/signup",
      { name: "Lock Test", email: "lock@example.com", password: "Masala-Chai-77" },
      jar,
    );
    const code = await latestCode(() => mail.messages, "lock@example.com");
    const wrongCode = code === "999999" ? "999998" : "999999";
    for (let i = 0; i < 4; i++) await post(verify.action, "/verify", { intent: "verify", code: wrongCode }, jar);
    const fifth = await post(verify.action, "/verify", { intent: "verify", code: wrongCode }, jar);
    expect(errorsOf(fifth).code).toEqual(["Too many wrong codes. Request a new one with Resend OTP."]);
    const afterLock = await post(verify.action, "/verify", { intent: "verify", code }, jar);
    expect(afterLock.status).toBe(400);
    expect((await userByEmail("lock@example.com"))?.email_verified_at).toBeNull();

    const user = await userByEmail("lock@example.com");
    await db()
      .updateTable("signup_codes")
      .set({ sent_at: new Date(Date.now() - 61_000).toISOString() })
      .where("user_id", "=", user!.id)
      .execute();
    await post(verify.action, "/verify", { intent: "resend" }, jar);
    const fresh = await latestCode(() => mail.messages, "lock@example.com");
    await db()
      .updateTable("signup_codes")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", user!.id)
      .execute();
    const expired = await post(verify.action, "/verify", { intent: "verify", code: fresh }, jar);
    expect(errorsOf(expired).code).toEqual([
      "This code has expired or was already used. Request a new one with Resend OTP.",
    ]);
  });

  it("refuses a resend within 60 seconds, with Retry-After", async () => {
    const jar = new CookieJar();
    await post(
      signup.action,
      "/signup",
      { name: "Resend Test", email: "resend@example.com", password: "Gulab-Jamun-55" },
      jar,
    );
    const before = mail.messages.length;
    const refused = await post(verify.action, "/verify", { intent: "resend" }, jar);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(50);
    expect(errorsOf(refused)[""]?.[0]).toMatch(/You can request a new code in \d+ seconds\./);
    expect(mail.messages.length).toBe(before);
  });

  it("ignores a filled honeypot: the bot sees the next step, nothing is created", async () => {
    const jar = new CookieJar();
    const outcome = await post(
      signup.action,
      "/signup",
      { name: "Bot", email: "bot@example.com", password: "Bot-Password-1234", website: "http://spam.example" },
      jar,
    );
    expect(outcome.status).toBe(303);
    expect(await userByEmail("bot@example.com")).toBeUndefined();
  });

  it("does the same work for a new address and one that has an account: one password hash, one e-mail", async () => {
    await signUpAndVerify("same-work@example.com");
    const work = async (email: string) => {
      const hashes = vi.mocked(hashPassword).mock.calls.length;
      const mails = mail.messages.length;
      await post(signup.action, "/signup", { name: "Someone", email, password: "Another-Pass-99" }, new CookieJar());
      await expect.poll(() => mail.messages.length).toBe(mails + 1);
      const sent = mail.messages.slice(mails);
      return {
        hashes: vi.mocked(hashPassword).mock.calls.length - hashes,
        mails: sent.length,
        toThem: sent.every((m) => m.to.includes(email)),
      };
    };
    expect(await work("same-work@example.com")).toEqual({ hashes: 1, mails: 1, toThem: true });
    expect(await work("brand-new@example.com")).toEqual({ hashes: 1, mails: 1, toThem: true });
  });

  it("ends every session that existed before the address was verified", async () => {
    const jar = new CookieJar();
    await post(
      signup.action,
      "/signup",
      { name: "Early Session", email: "early@example.com", password: "Idli-Sambar-88" },
      jar,
    );
    const user = await userByEmail("early@example.com");
    await db()
      .insertInto("sessions")
      .values({
        id: "stale-session",
        user_id: user!.id,
        created_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      })
      .execute();
    const code = await latestCode(() => mail.messages, "early@example.com");
    await post(verify.action, "/verify", { intent: "verify", code }, jar);
    const sessions = await db().selectFrom("sessions").select("id").where("user_id", "=", user!.id).execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.id).not.toBe("stale-session");
  });

  it("does not reveal that an address already has an account", async () => {
    await signUpAndVerify("taken@example.com");
    const jar = new CookieJar();
    const outcome = await post(
      signup.action,
      "/signup",
      { name: "Intruder", email: "taken@example.com", password: "Another-Pass-99" },
      jar,
    );
    expect(outcome.location).toBe("/verify?redirectTo=%2F");
    expect(mail.messages.at(-1)?.subject).toMatch(/already have a Cravings account/);
    expect((await userByEmail("taken@example.com"))?.first_name).toBe("Test");
  });
});

describe("Google sign-in for an address someone signed up with unverified", () => {
  it("gives the owner the account without the stranger's password, name or sessions", async () => {
    const attacker = new CookieJar();
    await post(
      signup.action,
      "/signup",
      {
        name: "Not The Owner",
        email: "victim@example.com",
        password: "Attacker-Chosen-99",
        redirectTo: "/restaurants",
      },
      attacker,
    );
    const before = await userByEmail("victim@example.com");
    expect(before?.email_verified_at).toBeNull();

    const google = await accountForGoogle(
      { sub: "google-victim", email: "Victim@example.com", name: "Real Owner" },
      null,
    );
    expect(google).toEqual({ kind: "signed-in", userId: before!.id });
    const userId = before!.id;
    const after = await userByEmail("victim@example.com");
    expect(after).toMatchObject({ password_hash: null, first_name: "Real", last_name: "Owner" });
    expect(after?.email_verified_at).not.toBeNull();
    expect(await db().selectFrom("signup_codes").select("user_id").where("user_id", "=", userId).execute()).toEqual([]);

    const hijack = await post(
      login.action,
      "/login",
      { email: "victim@example.com", password: "Attacker-Chosen-99", redirectTo: "/profile/account" },
      new CookieJar(),
    );
    expect(hijack.location).toBeNull();
    expect(hijack.status).toBe(400);
  });

  it("links Google to a verified account with a password only when its owner is signed in or confirms the password", async () => {
    const owner = await signUpAndVerify("has-password@example.com");
    const user = await userByEmail("has-password@example.com");
    const profile = { sub: "google-has-password", email: "has-password@example.com", name: "Someone" };
    expect(await accountForGoogle(profile, null)).toEqual({
      kind: "confirm-password",
      userId: user!.id,
      email: "has-password@example.com",
    });
    const links = () =>
      db().selectFrom("oauth_accounts").select("user_id").where("provider_user_id", "=", profile.sub).execute();
    expect(await links()).toEqual([]);

    const jar = new CookieJar();
    jar.store({
      headers: new Headers({
        "Set-Cookie": await serializeGoogleLink({ userId: user!.id, sub: profile.sub, email: profile.email }),
      }),
    });
    const wrong = await post(googleLink.action, "/auth/google/link", { password: "Not-The-Password-1" }, jar);
    expect(wrong.status).toBe(400);
    expect(errorsOf(wrong).password).toEqual(["That password is not right."]);
    expect(await links()).toEqual([]);
    const right = await post(googleLink.action, "/auth/google/link", { password: "Saffron-Rice-42" }, jar);
    expect(right.status).toBe(303);
    expect(await links()).toEqual([{ user_id: user!.id }]);
    expect((await sessionUser(jar.header()))?.id).toBe(user!.id);

    // Signed in already, the owner links another Google identity at once.
    const signedIn = (await sessionUser(owner.header()))!;
    expect(await accountForGoogle({ ...profile, sub: "google-second" }, signedIn.id)).toEqual({
      kind: "signed-in",
      userId: user!.id,
    });
  });
});

describe("sign-in", () => {
  it("signs in with the right password into a new session, and keeps the return path same-site", async () => {
    await signUpAndVerify("signin@example.com");
    const jar = new CookieJar();
    const outcome = await post(
      login.action,
      "/login",
      { email: "SIGNIN@example.com", password: "Saffron-Rice-42", redirectTo: "//evil.example" },
      jar,
    );
    expect(outcome.location).toBe("/");
    expect(jar.has("session")).toBe(true);
  });

  it("gives one generic message for a wrong password and an unknown e-mail", async () => {
    await signUpAndVerify("generic@example.com");
    const wrong = await post(
      login.action,
      "/login",
      { email: "generic@example.com", password: "wrong-password" },
      new CookieJar(),
    );
    const unknown = await post(
      login.action,
      "/login",
      { email: "nobody@example.com", password: "wrong-password" },
      new CookieJar(),
    );
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(errorsOf(wrong)).toEqual(errorsOf(unknown));
    expect(errorsOf(wrong)[""]).toEqual(["Invalid e-mail or password."]);
  });

  it("sends an unverified account to the verify step", async () => {
    await post(
      signup.action,
      "/signup",
      { name: "Later", email: "later@example.com", password: "Vada-Pav-2026" },
      new CookieJar(),
    );
    const outcome = await post(
      login.action,
      "/login",
      { email: "later@example.com", password: "Vada-Pav-2026" },
      new CookieJar(),
    );
    expect(outcome.location).toBe("/verify?redirectTo=%2F");
  });

  it("backs off one account from one address after five failures, but not the owner elsewhere", async () => {
    await signUpAndVerify("limited@example.com");
    for (let i = 0; i < 5; i++)
      await post(login.action, "/login", { email: "limited@example.com", password: "nope-nope" }, new CookieJar());
    const blocked = await post(
      login.action,
      "/login",
      { email: "limited@example.com", password: "Saffron-Rice-42" },
      new CookieJar(),
    );
    expect(blocked.status).toBe(429);
    expect(errorsOf(blocked)[""]).toEqual([
      "Too many attempts. Try again in 30 seconds.",
      "Is this your account? Choose “Forgot password?” and we will e-mail you a link that signs you in at once.",
    ]);
    expect(Number(blocked.headers.get("Retry-After"))).toBe(30);
    // Without JavaScript the refusal is a new page: the address stays in its field.
    expect((blocked.body as { result: { initialValue: unknown } }).result.initialValue).toEqual({
      email: "limited@example.com",
    });
    expect(
      await db()
        .selectFrom("sign_in_failures")
        .select(["key", "failures"])
        .where("key", "like", "%limited@example.com%")
        .orderBy("key")
        .execute(),
    ).toEqual([
      { key: `accountFromAddress:limited@example.com ${clientIp}`, failures: 5 },
      { key: "accountFromUnknownDevices:limited@example.com", failures: 5 },
    ]);
    const elsewhere = await postAs(
      login.action,
      "/login",
      { email: "limited@example.com", password: "Saffron-Rice-42" },
      new CookieJar(),
      "10.9.9.9",
    );
    expect(elsewhere.status).toBe(303);
  });

  it("counts only failures: many sign-ins from one address go through, and a success clears that address's count", async () => {
    await signUpAndVerify("busy-office@example.com");
    for (let i = 0; i < 35; i++) {
      expect(
        (
          await post(
            login.action,
            "/login",
            { email: "busy-office@example.com", password: "Saffron-Rice-42" },
            new CookieJar(),
          )
        ).status,
      ).toBe(303);
    }
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++)
        await post(
          login.action,
          "/login",
          { email: "busy-office@example.com", password: "wrong-password" },
          new CookieJar(),
        );
      expect(
        (
          await post(
            login.action,
            "/login",
            { email: "busy-office@example.com", password: "Saffron-Rice-42" },
            new CookieJar(),
          )
        ).status,
      ).toBe(303);
    }
  });

  it("lets the owner's known device in while guesses from everywhere else wait, and tells the owner once", async () => {
    const ownerDevice = await signUpAndVerify("popular@example.com");
    const mailsBefore = mail.messages.length;
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const guess = await postAs(
        login.action,
        "/login",
        { email: "popular@example.com", password: `guess-${i}-password` },
        new CookieJar(),
        `172.16.0.${i}`,
      );
      statuses.push(guess.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    const newDevice = await postAs(
      login.action,
      "/login",
      { email: "popular@example.com", password: "Saffron-Rice-42" },
      new CookieJar(),
      "172.16.1.1",
    );
    expect(newDevice.status).toBe(429);
    const owner = await post(
      login.action,
      "/login",
      { email: "popular@example.com", password: "Saffron-Rice-42" },
      ownerDevice,
    );
    expect(owner.status).toBe(303);
    // The alert is sent in the background: wait for it to arrive.
    const alerts = () =>
      mail.messages
        .slice(mailsBefore)
        .filter((m) => m.to.includes("popular@example.com") && /Failed sign-ins/.test(m.subject));
    await expect.poll(() => alerts().length).toBe(1);
    expect(alerts()[0]!.text).toContain("10 times");
  });

  it("treats forged and expired session cookies as signed out; logout deletes the session", async () => {
    const jar = await signUpAndVerify("session@example.com");
    const forged = await sessionUser("session=abc.def");
    expect(forged).toBeNull();
    const user = await userByEmail("session@example.com");
    await db()
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", user!.id)
      .execute();
    expect(await sessionUser(jar.header())).toBeNull();

    const fresh = await signInAs("session@example.com");
    const out = await post(logout.action, "/logout", {}, fresh);
    expect(out.location).toBe("/");
    expect(await flashOf(out)).toBe("You have been signed out.");
    const remaining = await db()
      .selectFrom("sessions")
      .select("id")
      .where("user_id", "=", user!.id)
      .where("expires_at", ">", new Date().toISOString())
      .execute();
    expect(remaining).toEqual([]);
  });
});

describe("the session cookie", () => {
  it("lives as long as the session, and a new sign-in replaces the browser's previous session", async () => {
    const jar = await signUpAndVerify("cookie@example.com");
    const user = await userByEmail("cookie@example.com");
    const again = await post(login.action, "/login", { email: "cookie@example.com", password: "Saffron-Rice-42" }, jar);
    const cookie = again.headers.getSetCookie().find((header) => header.startsWith("session="));
    expect(cookie).toMatch(/; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(await db().selectFrom("sessions").select("id").where("user_id", "=", user!.id).execute()).toHaveLength(1);
  });

  it("renews both the row and the cookie for 30 days when the customer comes back after an hour", async () => {
    const jar = await signUpAndVerify("sliding@example.com");
    const user = await userByEmail("sliding@example.com");
    const page = () => routeArgs("/restaurants", {}, { cookie: jar.header() });
    const fresh = new Headers();
    const first = await page();
    await keepSessionAlive(first.request, first.context, fresh);
    expect(fresh.getSetCookie()).toEqual([]);

    await db()
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() + 20 * 86_400_000).toISOString() })
      .where("user_id", "=", user!.id)
      .execute();
    const renewed = new Headers();
    const later = await page();
    await keepSessionAlive(later.request, later.context, renewed);
    expect(renewed.getSetCookie()[0]).toMatch(/^session=.+; Max-Age=2592000;/);
    const row = await db()
      .selectFrom("sessions")
      .select("expires_at")
      .where("user_id", "=", user!.id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at)).toBeGreaterThan(Date.now() + 29.9 * 86_400_000);
  });
});

describe("password reset", () => {
  it("answers the same for an unknown address and sends nothing", async () => {
    const before = mail.messages.length;
    const outcome = await post(
      forgotPassword.action,
      "/forgot-password",
      { email: "nobody-here@example.com", redirectTo: "/cart" },
      new CookieJar(),
    );
    expect(outcome.location).toBe("/forgot-password?sent=1&redirectTo=%2Fcart");
    await backgroundMailSettled();
    expect(mail.messages.length).toBe(before);
    const bad = await post(forgotPassword.action, "/forgot-password", { email: "not-an-email" }, new CookieJar());
    expect(errorsOf(bad).email?.[0]).toMatch(/valid e-mail/);
  });

  it("sets a new password through a single-use link, ends every other session and tells the owner", async () => {
    const otherDevice = await signUpAndVerify("forgetful@example.com");
    const user = await userByEmail("forgetful@example.com");
    const outcome = await post(
      forgotPassword.action,
      "/forgot-password",
      { email: "Forgetful@example.com" },
      new CookieJar(),
    );
    expect(outcome.location).toBe("/forgot-password?sent=1&redirectTo=%2F");
    const link = await latestResetLink(() => mail.messages, "forgetful@example.com");
    const token = new URL(link, "http://localhost").searchParams.get("token")!;
    const stored = await db()
      .selectFrom("password_resets")
      .selectAll()
      .where("user_id", "=", user!.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);
    // Asking again within a minute sends no second link.
    const mails = mail.messages.length;
    await post(forgotPassword.action, "/forgot-password", { email: "forgetful@example.com" }, new CookieJar());
    await backgroundMailSettled();
    expect(mail.messages.length).toBe(mails);

    expect(await openResetLink(link)).toEqual({ token, email: "forgetful@example.com" });
    const jar = new CookieJar();
    const mismatch = await post(
      resetPassword.action,
      "/reset-password",
      { token, newPassword: "Rasam-Rice-2027", confirmPassword: "Rasam-Rice-2028" },
      jar,
    );
    expect(errorsOf(mismatch).confirmPassword).toEqual(["The passwords do not match."]);
    const common = await post(
      resetPassword.action,
      "/reset-password",
      { token, newPassword: "password123", confirmPassword: "password123" },
      jar,
    );
    expect(errorsOf(common).newPassword?.[0]).toMatch(/too common/);

    const done = await post(
      resetPassword.action,
      "/reset-password",
      { token, newPassword: "Rasam-Rice-2027", confirmPassword: "Rasam-Rice-2027" },
      jar,
    );
    expect(done.location).toBe("/");
    expect(done.headers.getSetCookie().filter((cookie) => cookie.startsWith("reset_link="))).toEqual([
      expect.stringMatching(/^reset_link=; Max-Age=0;/),
    ]);
    expect(await flashOf(done)).toBe(
      "Your new password is set and you are signed in. Every other device has been signed out.",
    );
    expect((await sessionUser(jar.header()))?.id).toBe(user!.id);
    expect(await sessionUser(otherDevice.header())).toBeNull();
    expect(await db().selectFrom("sessions").select("id").where("user_id", "=", user!.id).execute()).toHaveLength(1);
    expect(mail.messages.at(-1)).toMatchObject({ subject: "Your Cravings password was changed" });

    const reused = await post(
      resetPassword.action,
      "/reset-password",
      { token, newPassword: "Another-Rice-2029", confirmPassword: "Another-Rice-2029" },
      new CookieJar(),
    );
    expect(errorsOf(reused)[""]).toEqual(["This link has expired or was already used. Ask for a new one."]);
    expect(await openResetLink(link)).toEqual({ token: null, email: null });
    expect(
      (
        await post(
          login.action,
          "/login",
          { email: "forgetful@example.com", password: "Saffron-Rice-42" },
          new CookieJar(),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await post(
          login.action,
          "/login",
          { email: "forgetful@example.com", password: "Rasam-Rice-2027" },
          new CookieJar(),
        )
      ).status,
    ).toBe(303);
  });

  it("refuses an expired link, and verifies an unverified address through a fresh one", async () => {
    await post(
      signup.action,
      "/signup",
      { name: "Never Verified", email: "unverified-reset@example.com", password: "Upma-Kesari-44" },
      new CookieJar(),
    );
    const user = await userByEmail("unverified-reset@example.com");
    await post(forgotPassword.action, "/forgot-password", { email: "unverified-reset@example.com" }, new CookieJar());
    const link = await latestResetLink(() => mail.messages, "unverified-reset@example.com");
    await db()
      .updateTable("password_resets")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", user!.id)
      .execute();
    expect(await openResetLink(link)).toEqual({ token: null, email: null });

    await db()
      .updateTable("password_resets")
      .set({ sent_at: new Date(Date.now() - 120_000).toISOString() })
      .where("user_id", "=", user!.id)
      .execute();
    await post(forgotPassword.action, "/forgot-password", { email: "unverified-reset@example.com" }, new CookieJar());
    await expect
      .poll(
        () =>
          mail.messages.filter((m) => m.to.includes("unverified-reset@example.com") && /Reset your/.test(m.subject))
            .length,
      )
      .toBe(2);
    const fresh = await latestResetLink(() => mail.messages, "unverified-reset@example.com");
    expect(fresh).not.toBe(link);
    const token = new URL(fresh, "http://localhost").searchParams.get("token")!;
    const done = await post(
      resetPassword.action,
      "/reset-password",
      { token, newPassword: "Pongal-Vada-2027", confirmPassword: "Pongal-Vada-2027" },
      new CookieJar(),
    );
    expect(done.location).toBe("/");
    expect(await flashOf(done)).toBe(
      "Your new password is set and you are signed in. Every other device has been signed out.",
    );
    expect((await userByEmail("unverified-reset@example.com"))?.email_verified_at).not.toBeNull();
  });
});

/** The reset page as a browser opens a link: the link's address keeps the token in a cookie and moves on. */
async function openResetLink(link: string) {
  const moved = await thrown(async () => resetPassword.loader(await routeArgs(link)));
  expect(moved.location).toBe("/reset-password");
  const jar = new CookieJar();
  jar.store(moved);
  return resetPassword.loader(await routeArgs(moved.location!, {}, { cookie: jar.header() }));
}

async function signInAs(email: string, password = "Saffron-Rice-42") {
  const jar = new CookieJar();
  const outcome = await post(login.action, "/login", { email, password }, jar);
  expect(outcome.status).toBe(303);
  return jar;
}

describe("the account area", () => {
  it("sends guests to /unauthorized with the way back, and non-admins away from /admin", async () => {
    const guest = await admin.loader(await routeArgs("/admin")).catch((r: Response) => r);
    expect((guest as Response).headers.get("Location")).toBe("/login?redirectTo=%2Fadmin");
    const jar = await signUpAndVerify("notadmin@example.com");
    const customer = await admin
      .loader(await routeArgs("/admin", {}, { cookie: jar.header() }))
      .catch((r: Response) => r);
    expect((customer as Response).headers.get("Location")).toBe("/unauthorized");
    await db().updateTable("users").set({ role: "admin" }).where("email", "=", "notadmin@example.com").execute();
    expect(await admin.loader(await routeArgs("/admin", {}, { cookie: jar.header() }))).toBeNull();
  });

  it("saves the profile with a normalised phone and refuses a bad one next to the field", async () => {
    const jar = await signUpAndVerify("profile@example.com");
    const bad = await post(
      account.action,
      "/profile/account",
      { intent: "profile", firstName: "Ravi", lastName: "Kumar", phone: "12345" },
      jar,
    );
    expect(errorsOf(bad).phone?.[0]).toMatch(/10-digit Indian mobile/);
    const saved = await post(
      account.action,
      "/profile/account",
      { intent: "profile", firstName: "Ravi", lastName: "Kumar", phone: "098765 43210" },
      jar,
    );
    expect(saved.location).toBe("/profile/account?tab=profile");
    expect(await flashOf(saved)).toBe("Your profile has been saved.");
    expect(await userByEmail("profile@example.com")).toMatchObject({
      first_name: "Ravi",
      last_name: "Kumar",
      phone: "+919876543210",
    });
  });

  it("changes the password after checking the current one, and ends the other sessions", async () => {
    const first = await signUpAndVerify("password@example.com");
    const second = await signInAs("password@example.com");
    const wrong = await post(
      account.action,
      "/profile/account",
      {
        intent: "password",
        currentPassword: "bad",
        newPassword: "Kulfi-Falooda-31",
        confirmPassword: "Kulfi-Falooda-31",
      },
      first,
    );
    expect(errorsOf(wrong).currentPassword).toEqual(["The current password is not right."]);
    const mismatch = await post(
      account.action,
      "/profile/account",
      {
        intent: "password",
        currentPassword: "Saffron-Rice-42",
        newPassword: "Kulfi-Falooda-31",
        confirmPassword: "Kulfi-Falooda-32",
      },
      first,
    );
    expect(errorsOf(mismatch).confirmPassword).toEqual(["The passwords do not match."]);
    const changed = await post(
      account.action,
      "/profile/account",
      {
        intent: "password",
        currentPassword: "Saffron-Rice-42",
        newPassword: "Kulfi-Falooda-31",
        confirmPassword: "Kulfi-Falooda-31",
      },
      first,
    );
    expect(changed.location).toBe("/profile/account?tab=password");
    expect(await flashOf(changed)).toBe("Your password has been changed. Other devices have been signed out.");
    expect(await sessionUser(first.header())).not.toBeNull();
    expect(await sessionUser(second.header())).toBeNull();
    await signInAs("password@example.com", "Kulfi-Falooda-31");
  });

  it("saves, resets and deletes: settings per user and the account erased", async () => {
    const jar = await signUpAndVerify("settings@example.com");
    await post(
      settings.action,
      "/profile/settings",
      { intent: "save", promotionalEmails: "on", orderUpdates: "on" },
      jar,
    );
    const stored = JSON.parse((await userByEmail("settings@example.com"))!.settings) as Record<string, boolean>;
    expect(stored).toMatchObject({ promotionalEmails: true, orderUpdates: true, dataCollection: false });
    await post(settings.action, "/profile/settings", { intent: "reset" }, jar);
    expect(JSON.parse((await userByEmail("settings@example.com"))!.settings)).toMatchObject({
      promotionalEmails: false,
      dataCollection: true,
    });

    const refused = await post(
      settings.action,
      "/profile/settings",
      { intent: "delete", confirmation: "delete my account" },
      jar,
    );
    expect(errorsOf(refused).confirmation).toEqual(["Type DELETE MY ACCOUNT to confirm."]);
    const empty = await post(settings.action, "/profile/settings", { intent: "delete", confirmation: "" }, jar);
    expect(errorsOf(empty).confirmation).toEqual(["Type DELETE MY ACCOUNT to confirm."]);
    expect(await userByEmail("settings@example.com")).toBeDefined();
    const deleted = await post(
      settings.action,
      "/profile/settings",
      { intent: "delete", confirmation: "DELETE MY ACCOUNT" },
      jar,
    );
    expect(deleted.location).toBe("/");
    expect(await flashOf(deleted)).toBe("Your account has been deleted.");
    expect(await userByEmail("settings@example.com")).toBeUndefined();
    expect(jar.has("session")).toBe(false);
  });
});
