import crypto from "node:crypto";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpBrowser, signedInBrowser } from "../../scripts/support/http-browser";
import { inDatabase } from "../../scripts/support/server-accounts";
import { startTestServer, type TestServer } from "../../scripts/support/test-server";
import { newServerDatabase } from "../support/test-databases";
import { aroundTheClockIds } from "../../scripts/support/restaurants";

/** Pages the same for every guest, served from memory (issue 17), over HTTP against the production build. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ DATABASE_URL: await newServerDatabase() });
}, 120_000);
afterAll(() => server.stop());

const CLOSED = "This restaurant is closed right now.";

async function someMenu(): Promise<{ path: string; id: string; name: string }> {
  const row = await inDatabase(server, (database) =>
    database
      .selectFrom("restaurants as r")
      .innerJoin("cities as c", "c.id", "r.city_id")
      .select(["r.id", "r.slug", "r.name"])
      .where("c.slug", "=", "pune")
      .where("r.is_active", "=", 1)
      .where("r.id", "in", aroundTheClockIds)
      .orderBy("r.id")
      .executeTakeFirstOrThrow(),
  );
  return { path: `/menu/${row.slug}/${row.id}`, id: row.id, name: row.name };
}

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, body = ""]) => body);
const scriptCount = (html: string) => (html.match(/<script\b/g) ?? []).length;
const guest = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });
/** Whether an answer came from the cache: kept pages carry an ETag and allow their scripts by hash. */
const kept = (response: Response) => response.headers.get("ETag") !== null;

/** A GET with headers fetch() will not send as given (Host), as curl sends them. */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, server.url), { headers }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ headers: response.headers, body }));
      })
      .on("error", reject);
  });
}

/** The signed location cookie (`location=…`) a guest gets for choosing a place. */
async function locationCookie(name: string, latitude: string, longitude: string): Promise<string> {
  const chosen = await new HttpBrowser(server.url).post("/location", {
    intent: "choose",
    name,
    latitude,
    longitude,
    redirectTo: "/",
  });
  const cookie = chosen.headers.getSetCookie().find((header) => header.startsWith("location="));
  return cookie!.split(";")[0]!;
}

describe("the shared page cache", () => {
  it("serves a guest's page once rendered, compressed, with an ETag, and scripts allowed by their hashes", async () => {
    const first = await fetch(`${server.url}/restaurants?city=pune`, { headers: { "Accept-Encoding": "br" } });
    const second = await fetch(`${server.url}/restaurants?city=pune`, { headers: { "Accept-Encoding": "br" } });
    expect(second.headers.get("Content-Encoding")).toBe("br");
    expect(second.headers.get("ETag")).toMatch(/^W\/".+"$/);
    expect(second.headers.get("ETag")).toBe(first.headers.get("ETag"));
    expect(second.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=5, stale-while-revalidate=30");
    const html = await second.text();
    const policy = second.headers.get("Content-Security-Policy") ?? "";
    expect(policy).not.toContain("'nonce-");
    expect(inlineScripts(html).length).toBeGreaterThan(0);
    for (const script of inlineScripts(html)) {
      expect(policy).toContain(`'sha256-${crypto.createHash("sha256").update(script).digest("base64")}'`);
    }
    const unchanged = await fetch(`${server.url}/restaurants?city=pune`, {
      headers: { "If-None-Match": second.headers.get("ETag")! },
    });
    expect(unchanged.status).toBe(304);
    const head = await fetch(`${server.url}/restaurants?city=pune`, {
      method: "HEAD",
      headers: { "Accept-Encoding": "br" },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get("ETag")).toBe(second.headers.get("ETag"));
    expect(head.headers.get("Content-Length")).toBe(second.headers.get("Content-Length"));
    expect(await head.text()).toBe("");
  });

  it("never serves a guest's copy to a signed-in customer, nor a customer's page to a guest", async () => {
    await fetch(`${server.url}/`);
    const { browser } = await signedInBrowser(server);
    const mine = await browser.get("/");
    expect(mine.headers.get("ETag")).toBeNull();
    expect(mine.headers.get("Content-Security-Policy")).toContain("'nonce-");
    expect(await mine.text()).toContain("Priya");
    expect(await (await fetch(`${server.url}/`)).text()).not.toContain("Priya");
  });

  it("keeps each chosen location's pages apart, and shows a flash message instead of the kept page", async () => {
    const pune = new HttpBrowser(server.url);
    const mumbai = new HttpBrowser(server.url);
    await pune.post("/location", {
      intent: "choose",
      name: "Koregaon Park, Pune",
      latitude: "18.5362",
      longitude: "73.8939",
      redirectTo: "/",
    });
    await mumbai.post("/location", {
      intent: "choose",
      name: "Bandra West, Mumbai",
      latitude: "19.0596",
      longitude: "72.8295",
      redirectTo: "/",
    });
    for (let i = 0; i < 2; i++) {
      expect(await (await pune.get("/")).text()).toContain("Koregaon Park");
      expect(await (await mumbai.get("/")).text()).toContain("Bandra West");
    }
    const { browser } = await signedInBrowser(server);
    const out = await browser.post("/logout", {});
    expect(out.status).toBe(303);
    expect(await (await browser.get("/")).text()).toContain("You have been signed out.");
  });

  it("shows the console's change to every guest at once", async () => {
    const menu = await someMenu();
    expect(await (await fetch(`${server.url}${menu.path}`)).text()).not.toContain(CLOSED);
    const { browser: admin } = await signedInBrowser(server, "admin");
    const closed = await admin.post(`/admin/restaurants/${menu.id}`, { intent: "set-open", open: "0" });
    expect(closed.status).toBe(303);
    expect(await (await fetch(`${server.url}${menu.path}`)).text()).toContain(CLOSED);
    await admin.post(`/admin/restaurants/${menu.id}`, { intent: "set-open", open: "1" });
    expect(await (await fetch(`${server.url}${menu.path}`)).text()).not.toContain(CLOSED);
  });

  it("never renders a request's Host: the app's QR code opens the public address for every guest (N4)", async () => {
    const forged = await rawGet("/get-the-app", { Host: "evil.example" });
    expect(forged.body).toContain(`QR code that opens ${server.url}/get-the-app on your phone`);
    expect(forged.body).not.toContain("evil.example");
    const page = await (await guest("/get-the-app")).text();
    expect(page).toContain(`QR code that opens ${server.url}/get-the-app on your phone`);
    expect(page).not.toContain("evil.example");
  });

  it("answers a request for another Host without the cache: rendered for it alone, never a kept page (N4)", async () => {
    await guest("/for-riders");
    expect(kept(await guest("/for-riders"))).toBe(true);
    const forged = await rawGet("/for-riders", { Host: "evil.example" });
    expect(forged.headers.etag).toBeUndefined();
    expect(forged.headers["cache-control"]).toBe("private, no-store");
  });

  it("reads a location cookie sent twice as the page does: an attacker's place never reaches other guests (N5)", async () => {
    const common = await locationCookie("Koramangala", "12.9352", "77.6245");
    const crafted = await locationCookie("FREE FOOD TODAY - WhatsApp +91 90000 00000", "19.076", "72.8777");
    const attack = await guest("/restaurants", { Cookie: `${crafted}; ${common}` });
    expect(await attack.text()).toContain("FREE FOOD TODAY");
    for (let i = 0; i < 2; i++) {
      const victim = await (await guest("/restaurants", { Cookie: common })).text();
      expect(victim).toContain("Koramangala");
      expect(victim).not.toContain("FREE FOOD TODAY");
    }
  });

  it("reads Lite mode as the page does: duplicate lite cookies and Save-Data in capitals poison no one's page (N5)", async () => {
    await guest("/careers", { Cookie: "lite=0; lite=1" });
    expect(scriptCount(await (await guest("/careers", { Cookie: "lite=1" })).text())).toBe(0);
    await guest("/press", { Cookie: "lite=1; lite=0" });
    expect(scriptCount(await (await guest("/press", { Cookie: "lite=0" })).text())).toBeGreaterThan(0);
    await guest("/team", { "Save-Data": "ON" });
    expect(scriptCount(await (await guest("/team")).text())).toBeGreaterThan(0);
    expect(scriptCount(await (await guest("/team", { "Save-Data": "On" })).text())).toBe(0);
  });

  it("tells every cache that a kept page depends on the language, the cookies and Save-Data (N11)", async () => {
    await guest("/privacy-policy", { "Accept-Language": "hi-IN" });
    const hindi = await guest("/privacy-policy", { "Accept-Language": "hi-IN" });
    expect(kept(hindi)).toBe(true);
    expect(hindi.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=5, stale-while-revalidate=30");
    expect(hindi.headers.get("Vary")).toBe("Accept-Encoding, Accept-Language, Cookie, Save-Data");
  });

  it("marks every page and data answer a signed-in customer or the console sees private, never stored (N6)", async () => {
    const { browser } = await signedInBrowser(server);
    const { browser: admin } = await signedInBrowser(server, "admin");
    const menu = await someMenu();
    // A redirect that sets a cookie (the remembered 'Add' cleared) is as personal as a page.
    const pending = await browser.get("/cart/pending");
    expect(pending.status).toBe(302);
    expect(pending.headers.getSetCookie()).not.toEqual([]);
    const answers = [
      pending,
      ...(await Promise.all(
        ["/", "/profile/account", "/cart", "/profile/orders", "/profile/addresses", menu.path].map((path) =>
          browser.get(path),
        ),
      )),
      await browser.get("/_.data"),
      await browser.get("/profile/account.data"),
      await admin.get("/admin"),
      await admin.get("/admin/orders"),
      await admin.get("/admin.data"),
      await guest("/login"),
      await guest("/cart/pending"),
    ];
    for (const answer of answers) {
      expect(answer.headers.get("Cache-Control"), answer.url).toBe("private, no-store");
      expect(answer.headers.get("Vary"), answer.url).toMatch(/\bCookie\b/);
    }
  });

  it("keeps a page only for the query parameters it reads: made-up ones cannot fill the memory (N10)", async () => {
    const menu = await someMenu();
    for (let i = 0; i < 3; i++) {
      const padded = await guest(`${menu.path}?utm=${i}`);
      expect(padded.status).toBe(200);
      expect(kept(padded), `utm=${i}`).toBe(false);
      expect(padded.headers.get("Cache-Control")).toBe("private, no-store");
    }
    await guest(`${menu.path}?filter=veg&q=paneer`);
    expect(kept(await guest(`${menu.path}?filter=veg&q=paneer`))).toBe(true);
    await guest("/restaurants?city=pune&sort=rating&page=2");
    expect(kept(await guest("/restaurants?city=pune&sort=rating&page=2"))).toBe(true);
  });
});
