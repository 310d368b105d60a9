import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpBrowser, signedInBrowser } from "../../scripts/support/http-browser";
import { startTestServer, type TestServer } from "../../scripts/support/test-server";

/** Lite mode over HTTP, against the production build (issue 17). */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.stop());

const scriptsIn = (html: string) => (html.match(/<script|rel="modulepreload"/g) ?? []).length;

describe("Lite mode", () => {
  it("serves pages with no script and no module preload to a browser that asks to save data", async () => {
    const listing = await (await fetch(`${server.url}/restaurants?city=pune`)).text();
    expect(scriptsIn(listing)).toBeGreaterThan(0);
    const menu = /href="(\/menu\/[^"#]+)"/.exec(listing)![1]!;
    for (const page of ["/", "/restaurants?city=pune", menu, "/search?q=paneer", "/login", "/help"]) {
      const html = await (await fetch(`${server.url}${page}`, { headers: { "Save-Data": "on" } })).text();
      expect(scriptsIn(html), page).toBe(0);
      expect(html).toContain("Full mode — with scripts");
    }
    const { browser } = await signedInBrowser(server);
    browser.jar.set("lite", "1");
    expect(scriptsIn(await (await browser.get("/cart")).text())).toBe(0);
    expect(scriptsIn(await (await browser.get("/profile/settings")).text())).toBe(0);
  });

  it("is switched on and off with the footer's form, without signing in, and the choice beats Save-Data", async () => {
    const browser = new HttpBrowser(server.url);
    const on = await browser.post("/lite-mode", { lite: "on", returnTo: "/restaurants?city=pune" });
    expect(on.status).toBe(303);
    expect(on.headers.get("Location")).toBe("/restaurants?city=pune");
    expect(on.headers.get("Set-Cookie")).toMatch(/^lite=1; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    expect(scriptsIn(await (await browser.get("/restaurants?city=pune")).text())).toBe(0);

    const off = await browser.post("/lite-mode", { lite: "off", returnTo: "//evil.example" });
    expect(off.headers.get("Location")).toBe("/");
    const withSaveData = await fetch(`${server.url}/`, {
      headers: { Cookie: browser.jar.header(), "Save-Data": "on" },
    });
    expect(scriptsIn(await withSaveData.text())).toBeGreaterThan(0);
  });
});
