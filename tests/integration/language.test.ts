import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpBrowser, signedInBrowser } from "../../scripts/support/http-browser";
import { createAccount, inDatabase } from "../../scripts/support/server-accounts";
import { startTestServer, type TestServer } from "../../scripts/support/test-server";
import { newServerDatabase } from "../support/test-databases";

/** The shop in Hindi or English (issue 20), over HTTP against the production build. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ DATABASE_URL: await newServerDatabase() });
}, 120_000);
afterAll(() => server.stop());

const htmlLang = (html: string) => /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1];
const languageOf = async (response: Response) => htmlLang(await response.text());
const guest = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });
const languageCookie = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith("lang="));

describe("the page's language", () => {
  it("follows Accept-Language for a guest, kept apart in the shared page cache", async () => {
    for (let round = 0; round < 2; round++) {
      expect(await languageOf(await guest("/offers", { "Accept-Language": "hi-IN,hi;q=0.9,en;q=0.8" }))).toBe("hi-IN");
      expect(await languageOf(await guest("/offers", { "Accept-Language": "en-GB,en;q=0.9" }))).toBe("en-IN");
      expect(await languageOf(await guest("/offers"))).toBe("en-IN");
    }
    const hindi = await (await guest("/help", { "Accept-Language": "hi" })).text();
    expect(hindi).toContain("साइन इन करें");
    expect(hindi).not.toContain(">Sign In<");
  });

  it("is the cookie's once chosen, and a ?lang= address chooses it for the pages that follow", async () => {
    expect(await languageOf(await guest("/offers", { Cookie: "lang=hi", "Accept-Language": "en" }))).toBe("hi-IN");
    const arriving = await guest("/offers?lang=hi", { "Accept-Language": "en" });
    expect(languageCookie(arriving)).toMatch(/^lang=hi; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    expect(await languageOf(arriving)).toBe("hi-IN");
    expect(languageCookie(await guest("/offers?lang=hi", { Cookie: "lang=hi" }))).toBeUndefined();
  });

  it("is switched by a form post that comes back to the page, refusing other sites and other languages", async () => {
    const browser = new HttpBrowser(server.url);
    const switched = await browser.post("/language", { language: "hi", returnTo: "/offers?category=pizza" });
    expect(switched.status).toBe(303);
    expect(switched.headers.get("Location")).toBe("/offers?category=pizza");
    expect(await languageOf(await browser.get("/offers"))).toBe("hi-IN");

    const elsewhere = await browser.post("/language", { language: "en", returnTo: "//evil.example/" });
    expect(elsewhere.headers.get("Location")).toBe("/");
    const unknown = await browser.post("/language", { language: "fr", returnTo: "/offers" });
    expect(unknown.status).toBe(303);
    expect(languageCookie(unknown)).toBeUndefined();
    expect(await languageOf(await browser.get("/offers"))).toBe("en-IN");
  });

  it("is kept with a signed-in customer's account and comes back when they sign in elsewhere", async () => {
    const { browser, account } = await signedInBrowser(server);
    await browser.post("/language", { language: "hi", returnTo: "/" });
    const stored = () =>
      inDatabase(server, (database) =>
        database.selectFrom("users").select("language").where("id", "=", account.id).executeTakeFirstOrThrow(),
      );
    expect((await stored()).language).toBe("hi");

    const phone = new HttpBrowser(server.url);
    const signedIn = await phone.post("/login", { email: account.email, password: account.password });
    expect(signedIn.status).toBe(303);
    expect(languageCookie(signedIn)).toMatch(/^lang=hi;/);

    // An account that never chose keeps the language this browser chose before signing in.
    const newcomer = await createAccount(server, "Ravi Kumar");
    const laptop = new HttpBrowser(server.url);
    await laptop.post("/language", { language: "hi", returnTo: "/" });
    await laptop.post("/login", { email: newcomer.email, password: newcomer.password });
    const saved = await inDatabase(server, (database) =>
      database.selectFrom("users").select("language").where("id", "=", newcomer.id).executeTakeFirstOrThrow(),
    );
    expect(saved.language).toBe("hi");
  });
});

describe("messages the server writes", () => {
  it("say a flash message in the customer's language", async () => {
    const { browser } = await signedInBrowser(server);
    browser.jar.set("lang", "hi");
    const signedOut = await browser.post("/logout", {});
    expect(signedOut.status).toBe(303);
    const home = await (await browser.get(signedOut.headers.get("Location")!)).text();
    expect(home).toContain("आप साइन आउट हो गए हैं।");
  });
});

describe("the catalogues the browser fetches", () => {
  it("are compiled, kept a year at the current version, and 404 for what we do not have", async () => {
    const page = await (await guest("/offers", { "Accept-Language": "hi" })).text();
    const version = /data-catalogues="([^"]+)"/.exec(page)?.[1];
    expect(/data-namespaces="([^"]+)"/.exec(page)?.[1]).toBe("shell catalogue");
    const current = await guest(`/locales/hi/shell?v=${version}`);
    expect(current.status).toBe(200);
    expect(current.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const messages = (await current.json()) as Record<string, unknown>;
    expect(messages["Sign In"]).toEqual(["साइन इन करें"]);
    expect((await guest("/locales/hi/shell?v=old")).headers.get("Cache-Control")).toBe("public, max-age=300");
    expect((await guest("/locales/fr/shell")).status).toBe(404);
    expect((await guest("/locales/hi/nothing")).status).toBe(404);
  });

  it("404 for names every JavaScript object has (N9)", async () => {
    for (const path of [
      "/locales/en/constructor",
      "/locales/en/toString",
      "/locales/en/hasOwnProperty",
      "/locales/en/__proto__",
      "/locales/constructor/shell",
      "/locales/__proto__/shell",
    ]) {
      expect((await guest(path)).status, path).toBe(404);
    }
  });
});
