import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInBrowser } from "../../scripts/support/http-browser";
import { startTestServer, type TestServer } from "../../scripts/support/test-server";

/** The one-time message after a form's redirect, over HTTP against the production build (issue 16). */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.stop());

const MESSAGE = "Your settings are back to their defaults.";

describe("flash messages", () => {
  it("are carried by a signed cookie to the next page, shown there once in the status region, then forgotten", async () => {
    const { browser } = await signedInBrowser(server);
    const saved = await browser.post("/profile/settings", { intent: "reset" });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/profile/settings");
    expect(saved.headers.get("Set-Cookie")).toMatch(/^flash=[^;]+; Max-Age=120; Path=\/; HttpOnly; SameSite=Lax$/);

    const arrived = await browser.get("/profile/settings");
    const html = await arrived.text();
    expect(html).toMatch(new RegExp(`<div role="status"[^>]*><p[^>]*>${MESSAGE}</p>`));
    expect(arrived.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^flash=; Max-Age=0; Path=\//));

    const later = await (await browser.get("/profile/settings")).text();
    expect(later).not.toContain(MESSAGE);
  });

  it("reach the page's data request the same way when JavaScript follows the redirect", async () => {
    const { browser } = await signedInBrowser(server);
    await browser.post("/profile/settings", { intent: "reset" });
    const data = await browser.get("/profile/settings.data");
    expect(await data.text()).toContain(MESSAGE);
    expect(data.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^flash=; Max-Age=0/));
    expect(await (await browser.get("/profile/settings")).text()).not.toContain(MESSAGE);
  });

  it("ignore a cookie that was not signed by the server", async () => {
    const { browser } = await signedInBrowser(server);
    const forged = Buffer.from(
      JSON.stringify({ text: "Your account is suspended. Call 1800-FAKE.", tone: "error" }),
    ).toString("base64");
    browser.jar.set("flash", encodeURIComponent(forged));
    expect(await (await browser.get("/profile/settings")).text()).not.toContain("1800-FAKE");
  });
});
