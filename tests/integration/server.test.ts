import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { startTestServer } from "../support/test-server";

/** These tests run the production build (`npm run build` first), as it ships. */
describe("the server process", () => {
  it("answers /healthz, sends security headers, refuses cross-site posts, and stops cleanly on SIGTERM", async () => {
    const server = await startTestServer();
    try {
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: "ok" });

      const home = await fetch(server.url, { headers: { "Accept-Encoding": "gzip" } });
      expect(home.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      expect(home.headers.get("x-content-type-options")).toBe("nosniff");
      expect(home.headers.get("content-encoding")).toBe("gzip");
      const html = await home.text();
      const nonce = /'nonce-([^']+)'/.exec(home.headers.get("content-security-policy") ?? "")?.[1];
      expect(html).toContain(`nonce="${nonce}"`);

      const crossSiteHeaders: Record<string, string>[] = [{ Origin: "https://evil.example" }, { "Sec-Fetch-Site": "cross-site" }, { Origin: "null" }];
      for (const headers of crossSiteHeaders) {
        const crossSite = await fetch(`${server.url}/logout`, { method: "POST", headers, redirect: "manual" });
        expect(crossSite.status).toBe(403);
      }
      const sameSite = await fetch(`${server.url}/logout`, { method: "POST", headers: { Origin: server.url }, redirect: "manual" });
      expect(sameSite.status).toBe(303);

      const exited = new Promise<number | null>((resolve) => server.process.once("exit", resolve));
      server.process.kill("SIGTERM");
      expect(await exited).toBe(0);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it("refuses to start with a bad setting, naming the variable", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "server/index.ts"], {
      env: { ...process.env, NODE_ENV: "production", PORT: "eighty" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("PORT");
  }, 60_000);
});
