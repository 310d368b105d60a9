import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpBrowser, signedInBrowser } from "../../scripts/support/http-browser";
import { inDatabase } from "../../scripts/support/server-accounts";
import { startTestServer, type TestServer } from "../../scripts/support/test-server";
import { latestSmsCode, smsTo } from "../support/sms-outbox";
import { startSmsProviderDouble, type SmsProviderDouble } from "../support/sms-provider-double";
import { newServerDatabase } from "../support/test-databases";

/**
 * Sign-in with a mobile number and a code by SMS (issue 37, decision 0036), over HTTP against servers run as
 * `npm start` runs them: the outbox provider, MSG91's and Twilio's against doubles of their APIs, and one
 * with a small hourly cap.
 */
let outbox: TestServer;
let capped: TestServer;
let msg91: { server: TestServer; double: SmsProviderDouble };
let twilio: { server: TestServer; double: SmsProviderDouble };

const SMS_CAP = 3;

beforeAll(async () => {
  const [msg91Double, twilioDouble] = await Promise.all([
    startSmsProviderDouble("msg91"),
    startSmsProviderDouble("twilio"),
  ]);
  const [outboxServer, cappedServer, msg91Server, twilioServer] = await Promise.all([
    startTestServer({ TRUST_PROXY: "1", DATABASE_URL: await newServerDatabase() }),
    startTestServer({ TRUST_PROXY: "1", SMS_HOURLY_CAP: String(SMS_CAP), DATABASE_URL: await newServerDatabase() }),
    startTestServer({
      DATABASE_URL: await newServerDatabase(),
      SMS_PROVIDER: "msg91",
      SMS_API_URL: msg91Double.url,
      MSG91_AUTH_KEY: "msg91-test-key",
      SMS_SENDER_ID: "CRVNGS",
      SMS_TEMPLATE_IDS:
        "code.en=tpl-code-en,code.hi=tpl-code-hi,add-mobile-code.en=tpl-add-en,add-mobile-code.hi=tpl-add-hi,new-sign-in.en=tpl-new-en,new-sign-in.hi=tpl-new-hi",
    }),
    startTestServer({
      DATABASE_URL: await newServerDatabase(),
      SMS_PROVIDER: "twilio",
      SMS_API_URL: twilioDouble.url,
      TWILIO_ACCOUNT_SID: "AC0123456789",
      TWILIO_AUTH_TOKEN: "twilio-test-token",
      SMS_SENDER_ID: "CRVNGS",
    }),
  ]);
  outbox = outboxServer;
  capped = cappedServer;
  msg91 = { server: msg91Server, double: msg91Double };
  twilio = { server: twilioServer, double: twilioDouble };
}, 180_000);
afterAll(async () => {
  await Promise.all([outbox?.stop(), capped?.stop(), msg91?.server.stop(), twilio?.server.stop()]);
  await Promise.all([msg91?.double.close(), twilio?.double.close()]);
});

let numbers = 0;
/** A new Indian mobile number, stored form. */
const newNumber = () => `+917${String(Date.now() % 1e6).padStart(6, "0")}${String(numbers++ % 1000).padStart(3, "0")}`;
/** As people type it: "98765 43210". */
const typed = (phone: string) => `${phone.slice(3, 8)} ${phone.slice(8)}`;
const from = (address: string) => ({ "X-Forwarded-For": address });

/** Asks for a code from the page where the number is typed, as a browser does (which names it for the limits). */
async function askCode(browser: HttpBrowser, phone: string, headers: Record<string, string> = {}) {
  if (!browser.jar.header().includes("sms_device=")) await browser.get("/login/mobile");
  return browser.post("/login/mobile", { intent: "send", phone: typed(phone), redirectTo: "/restaurants" }, headers);
}

function enterCode(browser: HttpBrowser, code: string, headers: Record<string, string> = {}) {
  return browser.post("/login/mobile/code", { intent: "verify", code, redirectTo: "/restaurants" }, headers);
}

function accountsWith(server: TestServer, phone: string) {
  return inDatabase(server, (db) =>
    db.selectFrom("users").select(["id", "email", "mobile", "first_name"]).where("mobile", "=", phone).execute(),
  );
}

describe("signing up and in with a mobile number", () => {
  it("sends a code, asks a new number only for a name, and signs the same account in next time", async () => {
    const phone = newNumber();
    const browser = new HttpBrowser(outbox.url);
    const asked = await askCode(browser, phone);
    expect(asked.status).toBe(303);
    expect(asked.headers.get("location")).toBe("/login/mobile/code?redirectTo=%2Frestaurants");
    const [sms] = smsTo(outbox.smsOutboxDir, phone);
    expect(sms?.kind).toBe("code");
    const code = sms!.values.code!;
    expect(code).toMatch(/^\d{6}$/);
    // The WebOTP line, last, so Android Chrome offers to fill the code in.
    expect(sms!.text).toMatch(
      new RegExp(`It expires in 10 minutes\\. Do not share it\\.\\n\\n@127\\.0\\.0\\.1 #${code}$`),
    );
    const page = await (await browser.get("/login/mobile/code?redirectTo=%2Frestaurants")).text();
    expect(page).toContain(`A 6-digit code has been sent to +91 ${phone.slice(3, 8)} ${phone.slice(8)}`);
    // The field Android's and iOS's keyboards fill from the SMS.
    const field = /<input[^>]*name="code"[^>]*>/.exec(page)?.[0] ?? "";
    expect(field).toContain('autoComplete="one-time-code"');
    expect(field).toContain('inputMode="numeric"');
    // Stored hashed: the code itself is nowhere in the database.
    const stored = await inDatabase(outbox, (db) =>
      db.selectFrom("phone_codes").select("code_hash").where("phone", "=", phone).executeTakeFirstOrThrow(),
    );
    expect(stored.code_hash).not.toContain(code);

    const verified = await enterCode(browser, code);
    expect(verified.headers.get("location")).toBe("/login/mobile/name?redirectTo=%2Frestaurants");
    expect(await accountsWith(outbox, phone)).toEqual([]);
    const created = await browser.post("/login/mobile/name", {
      intent: "create",
      name: "Ravi Kumar",
      redirectTo: "/restaurants",
    });
    expect(created.headers.get("location")).toBe("/restaurants");
    const [account] = await accountsWith(outbox, phone);
    expect(account).toMatchObject({ email: null, mobile: phone, first_name: "Ravi" });
    expect(await (await browser.get("/profile/account?tab=email")).text()).toContain(
      "This account signs in with its mobile number only.",
    );
    // Its number is how it signs in: it stays.
    const kept = await browser.post("/profile/account", { intent: "remove-mobile" });
    expect(kept.status).toBe(400);
    expect(await kept.text()).toContain("Your mobile number is how this account signs in, so it stays.");
    expect(await accountsWith(outbox, phone)).toHaveLength(1);

    const again = new HttpBrowser(outbox.url);
    await askCode(again, phone);
    const signedIn = await enterCode(again, latestSmsCode(outbox.smsOutboxDir, phone)!);
    expect(signedIn.headers.get("location")).toBe("/restaurants");
    expect(await (await again.get("/profile/account")).text()).toContain("Ravi Kumar");
    expect(await accountsWith(outbox, phone)).toHaveLength(1);
    // A new device, and no e-mail address to tell: the owner is told by SMS.
    await expect
      .poll(() => smsTo(outbox.smsOutboxDir, phone).filter((one) => one.kind === "new-sign-in").length)
      .toBe(1);
  });

  it("answers a number without an account as one with an account, and refuses what is not an Indian mobile", async () => {
    const bad = await new HttpBrowser(outbox.url).post("/login/mobile", { intent: "send", phone: "12345" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.");
    const known = newNumber();
    const browser = new HttpBrowser(outbox.url);
    await askCode(browser, known);
    await enterCode(browser, latestSmsCode(outbox.smsOutboxDir, known)!);
    await browser.post("/login/mobile/name", { intent: "create", name: "Known Number" });
    const [forKnown, forNew] = await Promise.all([
      askCode(new HttpBrowser(outbox.url), known),
      askCode(new HttpBrowser(outbox.url), newNumber()),
    ]);
    expect([forKnown.status, forKnown.headers.get("location")]).toEqual([
      forNew.status,
      forNew.headers.get("location"),
    ]);
  });
});

describe("the limits on codes (checked in the step that counts them)", () => {
  it("sends at most five codes an hour to one number, however many ask at once", async () => {
    const phone = newNumber();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => askCode(new HttpBrowser(outbox.url), phone, from(`203.0.113.${i}`))),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 303)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    expect(smsTo(outbox.smsOutboxDir, phone)).toHaveLength(5);
    // One live code per number: the row is the number's, and only the last code sent is in it.
    expect(
      await inDatabase(outbox, (db) => db.selectFrom("phone_codes").select("id").where("phone", "=", phone).execute()),
    ).toHaveLength(1);
  });

  it("sends at most five codes an hour to one device and twenty to one address", async () => {
    const device = new HttpBrowser(outbox.url);
    await askCode(device, newNumber(), from("203.0.114.1"));
    const fromDevice = await Promise.all(
      Array.from({ length: 10 }, (_, i) => askCode(device, newNumber(), from(`203.0.114.${i + 2}`))),
    );
    expect(fromDevice.filter((answer) => answer.status === 303)).toHaveLength(4);
    const fromAddress = await Promise.all(
      Array.from({ length: 30 }, () => askCode(new HttpBrowser(outbox.url), newNumber(), from("203.0.115.9"))),
    );
    expect(fromAddress.filter((answer) => answer.status === 303)).toHaveLength(20);
    // A client that drops cookies is one device per address.
    const cookieless = await Promise.all(
      Array.from({ length: 10 }, () =>
        new HttpBrowser(outbox.url).post(
          "/login/mobile",
          { intent: "send", phone: typed(newNumber()) },
          from("203.0.115.10"),
        ),
      ),
    );
    expect(cookieless.filter((answer) => answer.status === 303)).toHaveLength(5);
  });

  it("stops every code at the shop's hourly cap, and the console says so", async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => askCode(new HttpBrowser(capped.url), newNumber(), from(`203.0.116.${i}`))),
    );
    expect(answers.filter((answer) => answer.status === 303)).toHaveLength(SMS_CAP);
    const sent = (await import("node:fs")).readdirSync(capped.smsOutboxDir);
    expect(sent).toHaveLength(SMS_CAP);
    const { browser: admin } = await signedInBrowser(capped, "admin");
    expect(await (await admin.get("/admin")).text()).toContain("Sign-in codes by SMS are paused");
  });

  it("checks no more than five tries of one code, however many come at once", async () => {
    const phone = newNumber();
    const browser = new HttpBrowser(outbox.url);
    await askCode(browser, phone, from("203.0.117.1"));
    const code = latestSmsCode(outbox.smsOutboxDir, phone)!;
    const wrong = code === "000000" ? "111111" : "000000";
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => enterCode(browser, wrong, from(`203.0.118.${i}`)).then((r) => r.text())),
    );
    expect(answers.filter((text) => text.includes("That code is not right. Check the SMS")).length).toBeLessThanOrEqual(
      4,
    );
    const [row] = await inDatabase(outbox, (db) =>
      db.selectFrom("phone_codes").select("failed_attempts").where("phone", "=", phone).execute(),
    );
    expect(row?.failed_attempts).toBe(5);
    const right = await enterCode(browser, code, from("203.0.117.2"));
    expect(right.status).toBe(400);
    expect(await right.text()).toContain("Too many wrong codes.");
  });
});

describe("taking over a number", () => {
  it("never moves a number verified on another account, even with its right code", async () => {
    const phone = newNumber();
    const owner = await signedInBrowser(outbox);
    const add = (browser: HttpBrowser) =>
      browser.post("/profile/account", { intent: "add-mobile", phone: typed(phone) }, from("203.0.119.1"));
    expect((await add(owner.browser)).headers.get("location")).toBe(
      "/login/mobile/code?redirectTo=%2Fprofile%2Faccount%3Ftab%3Demail",
    );
    const added = await enterCode(owner.browser, latestSmsCode(outbox.smsOutboxDir, phone)!);
    expect(added.headers.get("location")).toBe("/restaurants");
    expect((await accountsWith(outbox, phone)).map((account) => account.id)).toEqual([owner.account.id]);

    const other = await signedInBrowser(outbox);
    await add(other.browser);
    const refused = await enterCode(other.browser, latestSmsCode(outbox.smsOutboxDir, phone)!);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("This number is verified on another account.");
    expect((await accountsWith(outbox, phone)).map((account) => account.id)).toEqual([owner.account.id]);
    // Signing in with the number reaches its owner's account, not the other one.
    const guest = new HttpBrowser(outbox.url);
    await askCode(guest, phone);
    await enterCode(guest, latestSmsCode(outbox.smsOutboxDir, phone)!);
    expect(await (await guest.get("/profile/account?tab=email")).text()).toContain(owner.account.email);

    // The consent flow: signed in with the number, its holder removes it there; then the other account can add it.
    expect((await guest.post("/profile/account", { intent: "remove-mobile" })).headers.get("location")).toBe(
      "/profile/account?tab=email",
    );
    expect(await accountsWith(outbox, phone)).toEqual([]);
    await add(other.browser);
    const moved = await enterCode(other.browser, latestSmsCode(outbox.smsOutboxDir, phone)!);
    expect(moved.status).toBe(303);
    expect((await accountsWith(outbox, phone)).map((account) => account.id)).toEqual([other.account.id]);
  });

  it("makes an account only for a code proved right, once", async () => {
    const phone = newNumber();
    const browser = new HttpBrowser(outbox.url);
    await askCode(browser, phone);
    // Straight to the name with the cookie that asking for a code gives: nothing is made, and it starts over.
    const skipped = await browser.post("/login/mobile/name", { intent: "create", name: "Not The Owner" });
    expect([skipped.status, skipped.headers.get("location")]).toEqual([303, "/login/mobile?redirectTo=%2F"]);
    expect(await accountsWith(outbox, phone)).toEqual([]);
    await enterCode(browser, latestSmsCode(outbox.smsOutboxDir, phone)!);
    const cookie = browser.jar.header();
    expect((await browser.post("/login/mobile/name", { intent: "create", name: "The Owner" })).status).toBe(303);
    // The same proof again, from a copy of that browser's cookies: used up.
    const replay = new HttpBrowser(outbox.url);
    const again = await fetch(new URL("/login/mobile/name", outbox.url), {
      method: "POST",
      headers: { Cookie: cookie, Origin: outbox.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "create", name: "Someone Else" }),
      redirect: "manual",
    });
    expect(again.headers.get("location")).toBe("/login/mobile?redirectTo=%2F");
    expect(await (await replay.get("/profile/account")).text()).not.toContain("Someone Else");
    expect((await accountsWith(outbox, phone)).map((account) => account.first_name)).toEqual(["The"]);
  });

  it("never gives a console account's number a sign-in by code", async () => {
    const phone = newNumber();
    const { browser: admin } = await signedInBrowser(outbox, "admin");
    await admin.post("/profile/account", { intent: "add-mobile", phone: typed(phone) }, from("203.0.123.1"));
    const refused = await enterCode(admin, latestSmsCode(outbox.smsOutboxDir, phone)!);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Console accounts sign in with their e-mail address and password only.");
    expect(await accountsWith(outbox, phone)).toEqual([]);
  });

  it("sends a browser whose code was replaced by a newer request back to ask again", async () => {
    const phone = newNumber();
    const first = new HttpBrowser(outbox.url);
    await askCode(first, phone);
    await askCode(new HttpBrowser(outbox.url), phone);
    await inDatabase(outbox, (db) =>
      db
        .updateTable("phone_codes")
        .set({ sent_at: new Date(Date.now() - 31_000).toISOString() })
        .where("phone", "=", phone)
        .execute(),
    );
    const resent = await first.post("/login/mobile/code", { intent: "resend", redirectTo: "/restaurants" });
    expect([resent.status, resent.headers.get("location")]).toEqual([303, "/login/mobile?redirectTo=%2Frestaurants"]);
    expect(smsTo(outbox.smsOutboxDir, phone)).toHaveLength(2);
  });

  it("refuses a code sent to one number for another", async () => {
    const [first, second] = [newNumber(), newNumber()];
    const firstBrowser = new HttpBrowser(outbox.url);
    const secondBrowser = new HttpBrowser(outbox.url);
    await askCode(firstBrowser, first);
    await askCode(secondBrowser, second);
    const answer = await enterCode(secondBrowser, latestSmsCode(outbox.smsOutboxDir, first)!);
    expect(answer.status).toBe(400);
    expect(await accountsWith(outbox, second)).toEqual([]);
    expect((await enterCode(secondBrowser, latestSmsCode(outbox.smsOutboxDir, second)!)).status).toBe(303);
  });

  it("lets a resend and a verify race without both winning", async () => {
    for (let round = 0; round < 5; round++) {
      const phone = newNumber();
      const browser = new HttpBrowser(outbox.url);
      await askCode(browser, phone, from(`203.0.120.${round}`));
      const code = latestSmsCode(outbox.smsOutboxDir, phone)!;
      // The resend's wait has passed.
      await inDatabase(outbox, (db) =>
        db
          .updateTable("phone_codes")
          .set({ sent_at: new Date(Date.now() - 31_000).toISOString() })
          .where("phone", "=", phone)
          .execute(),
      );
      const [verified] = await Promise.all([
        enterCode(browser, code, from(`203.0.121.${round}`)),
        browser.post("/login/mobile/code", { intent: "resend" }, from(`203.0.122.${round}`)),
      ]);
      const signedIn = verified.status === 303;
      const codesSent = smsTo(outbox.smsOutboxDir, phone).filter((sms) => sms.kind === "code").length;
      // Either the old code won and no new one went out, or the new one replaced it first and the old one failed.
      expect(codesSent).toBe(signedIn ? 1 : 2);
    }
  });
});

describe("the SMS providers", () => {
  it("sends MSG91 the DLT template of the customer's language with the code as its variable", async () => {
    const phone = newNumber();
    const browser = new HttpBrowser(msg91.server.url);
    const asked = await browser.post(
      "/login/mobile",
      { intent: "send", phone: typed(phone) },
      { "Accept-Language": "hi" },
    );
    expect(asked.status).toBe(303);
    const request = msg91.double.requests.at(-1)!;
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/api/v5/flow");
    expect(request.headers.authkey).toBe("msg91-test-key");
    expect(request.headers["content-type"]).toBe("application/json");
    const body = JSON.parse(request.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      template_id: "tpl-code-hi",
      short_url: "0",
      sender: "CRVNGS",
      recipients: [{ mobiles: phone.slice(1), minutes: "10" }],
    });
    expect((body.recipients as { code: string }[])[0]!.code).toMatch(/^\d{6}$/);
  });

  it("sends Twilio the text with its WebOTP line, from the DLT sender", async () => {
    const phone = newNumber();
    expect((await askCode(new HttpBrowser(twilio.server.url), phone)).status).toBe(303);
    const request = twilio.double.requests.at(-1)!;
    expect(request.path).toBe("/2010-04-01/Accounts/AC0123456789/Messages.json");
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from("AC0123456789:twilio-test-token").toString("base64")}`,
    );
    const form = new URLSearchParams(request.body);
    expect(form.get("To")).toBe(phone);
    expect(form.get("From")).toBe("CRVNGS");
    expect(form.get("Body")).toMatch(/^\d{6} is your Cravings sign-in code\. .*\n\n@127\.0\.0\.1 #\d{6}$/s);
  });

  it("tries a failing provider once more, then tells the customer", async () => {
    const phone = newNumber();
    twilio.double.failFor.add(phone);
    const before = twilio.double.requests.length;
    const answer = await askCode(new HttpBrowser(twilio.server.url), phone);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain("We could not send the code. Try again or use e-mail.");
    expect(twilio.double.requests.length - before).toBe(2);
  });
});
