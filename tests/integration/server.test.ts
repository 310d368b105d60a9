import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { signedInBrowser } from "../../scripts/support/http-browser";
import { createAccount, inDatabase, sessionCookie } from "../../scripts/support/server-accounts";
import { startTestServer, type TestServer } from "../../scripts/support/test-server";
import { newServerDatabase, onPostgres } from "../support/test-databases";
import { aroundTheClockIds, dishesWithOptions } from "../../scripts/support/restaurants";

/** These tests run the server as `npm start` does (`npm run build` first): production build and mode. */

/** A raw HTTP request, for what fetch will not send (TRACE, a Host header). */
function rawRequest(
  url: string,
  options: http.RequestOptions,
  body?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, options, (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

function exitOf(server: TestServer): Promise<number | null> {
  return new Promise((resolve) => server.process.once("exit", resolve));
}

describe("the server as npm start runs it", () => {
  it("is production by default: no development doors, no demo accounts, cash on delivery only without Razorpay keys", async () => {
    const built = fs.statSync("build/server/index.js").mtimeMs;
    const server = await startTestServer({ APP_ENV: undefined, DATABASE_URL: await newServerDatabase() });
    try {
      // A start finds the build of the current sources and leaves it alone.
      expect(fs.statSync("build/server/index.js").mtimeMs).toBe(built);
      expect(server.logs.find((line) => line.msg === "listening")).toMatchObject({ appEnv: "production" });
      expect(
        server.logs.some((line) => String(line.msg).startsWith("the database was empty: seeded the demo catalogue")),
      ).toBe(true);

      for (const door of [
        "/test-gateway/checkout.js",
        "/test-gateway/v1/checkout/embedded?order_id=x",
        "/dev/oauth/authorize",
      ]) {
        expect((await fetch(`${server.url}${door}`)).status, door).toBe(404);
      }
      expect(await inDatabase(server, (database) => database.selectFrom("users").select("id").execute())).toEqual([]);
      const demo = await fetch(`${server.url}/login`, {
        method: "POST",
        headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: "admin@cravings.test", password: "Masala-Dosa-Admin-2026" }),
        redirect: "manual",
      });
      expect(demo.headers.getSetCookie().some((cookie) => cookie.startsWith("session="))).toBe(false);
      expect(await demo.text()).toContain("Invalid e-mail or password.");

      const home = await (await fetch(server.url)).text();
      expect(home).not.toContain("Development mode");
      expect(home).not.toContain("Continue with Google");

      const { browser } = await signedInBrowser(server);
      const dish = await inDatabase(server, (database) =>
        database
          .selectFrom("products as p")
          .innerJoin("restaurants as r", "r.id", "p.restaurant_id")
          .select("p.id")
          .where("r.is_active", "=", 1)
          .where("r.id", "in", aroundTheClockIds)
          .where("p.available", "=", 1)
          .where("p.id", "not in", dishesWithOptions)
          .executeTakeFirstOrThrow(),
      );
      await browser.post("/cart", { intent: "add", productId: dish.id, quantity: "1", returnTo: "/cart" });
      const cart = await (await browser.get("/cart")).text();
      expect(cart).toContain('value="COD"');
      expect(cart).not.toContain('value="UPI"');
    } finally {
      await server.stop();
    }
  }, 60_000);

  it("in development mode says so on every page and in its log, and opens the test doors and demo accounts", async () => {
    const server = await startTestServer({ APP_ENV: "development", DATABASE_URL: await newServerDatabase() });
    try {
      expect(server.logs.some((line) => line.level === 40 && String(line.msg).startsWith("DEVELOPMENT MODE"))).toBe(
        true,
      );
      for (const page of ["/", "/restaurants", "/login"]) {
        expect(await (await fetch(`${server.url}${page}`)).text(), page).toContain(
          "Development mode: test payments, test Google sign-in and demo accounts.",
        );
      }
      expect((await fetch(`${server.url}/test-gateway/checkout.js`)).status).toBe(200);
      const demo = await fetch(`${server.url}/login`, {
        method: "POST",
        headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: "admin@cravings.test", password: "Masala-Dosa-Admin-2026" }),
        redirect: "manual",
      });
      expect(demo.status).toBe(303);

      // Each restaurant of the default city has its demo partner, who lands on its orders page.
      const restaurant = await inDatabase(server, (database) =>
        database
          .selectFrom("restaurants as r")
          .innerJoin("cities as c", "c.id", "r.city_id")
          .select(["r.id", "r.slug"])
          .where("c.slug", "=", "bangalore")
          .orderBy("r.id")
          .executeTakeFirstOrThrow(),
      );
      const partners = await inDatabase(server, (database) =>
        database
          .selectFrom("restaurant_members as m")
          .innerJoin("restaurants as r", "r.id", "m.restaurant_id")
          .innerJoin("cities as c", "c.id", "r.city_id")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("c.slug", "=", "bangalore")
          .executeTakeFirstOrThrow(),
      );
      const bangalore = await inDatabase(server, (database) =>
        database
          .selectFrom("restaurants as r")
          .innerJoin("cities as c", "c.id", "r.city_id")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("c.slug", "=", "bangalore")
          .executeTakeFirstOrThrow(),
      );
      expect(Number(partners.count)).toBe(Number(bangalore.count));
      const partner = await fetch(`${server.url}/login`, {
        method: "POST",
        headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          email: `partner.${restaurant.slug}@cravings.test`,
          password: "Partner-Kitchen-2026",
        }),
        redirect: "manual",
      });
      const cookie = partner.headers
        .getSetCookie()
        .map((one) => one.split(";")[0])
        .join("; ");
      const landing = await fetch(`${server.url}/partner`, { headers: { Cookie: cookie }, redirect: "manual" });
      expect(landing.headers.get("location")).toBe(`/partner/${restaurant.id}/orders`);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it("sends security headers, refuses cross-site posts, and refuses bad requests cheaply: 405, 411, 413, 415, never 500", async () => {
    const server = await startTestServer({ DATABASE_URL: await newServerDatabase() });
    try {
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: "ok" });

      // A page rendered for this request alone allows its scripts by nonce (guests' shared pages by hash: page-cache.test.ts).
      const home = await fetch(`${server.url}/login`, { headers: { "Accept-Encoding": "gzip" } });
      expect(home.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      expect(home.headers.get("x-content-type-options")).toBe("nosniff");
      expect(home.headers.get("content-encoding")).toBe("gzip");
      const html = await home.text();
      const nonce = /'nonce-([^']+)'/.exec(home.headers.get("content-security-policy") ?? "")?.[1];
      expect(html).toContain(`nonce="${nonce}"`);

      const crossSiteHeaders: Record<string, string>[] = [
        { Origin: "https://evil.example" },
        { "Sec-Fetch-Site": "cross-site" },
        { Origin: "null" },
      ];
      for (const headers of crossSiteHeaders) {
        const crossSite = await fetch(`${server.url}/logout`, { method: "POST", headers, redirect: "manual" });
        expect(crossSite.status).toBe(403);
      }
      const sameSite = await fetch(`${server.url}/logout`, {
        method: "POST",
        headers: { Origin: server.url },
        redirect: "manual",
      });
      expect(sameSite.status).toBe(303);

      for (const [method, page] of [
        ["PUT", "/cart"],
        ["DELETE", "/cart"],
        ["PATCH", "/cart"],
        ["DELETE", "/profile/addresses"],
        ["TRACE", "/cart"],
      ] as const) {
        const answer = await rawRequest(`${server.url}${page}`, { method });
        expect(answer.status, `${method} ${page}`).toBe(405);
        expect(answer.headers.allow).toBe("GET, HEAD, POST");
      }
      const json = await fetch(`${server.url}/cart`, {
        method: "POST",
        headers: { Origin: server.url, "Content-Type": "application/json" },
        body: "{}",
      });
      expect(json.status).toBe(415);
      const chunked = await rawRequest(
        `${server.url}/cart`,
        {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", "Transfer-Encoding": "chunked" },
        },
        "intent=add",
      );
      expect(chunked.status).toBe(411);

      // A 20 MB form is refused from its declared length, before (and without) the rest arriving.
      const started = Date.now();
      const huge = await rawRequest(
        `${server.url}/cart`,
        {
          method: "POST",
          headers: {
            Origin: server.url,
            "Content-Type": "application/x-www-form-urlencoded",
            "Content-Length": String(20 * 1024 * 1024),
          },
        },
        `intent=add&junk=${"a".repeat(64 * 1024)}`,
      );
      expect(huge.status).toBe(413);
      expect(huge.text).toContain("This form is too large to send.");
      expect(Date.now() - started).toBeLessThan(2000);
      for (const page of ["/signup", "/login"]) {
        const big = await fetch(`${server.url}${page}`, {
          method: "POST",
          headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
          body: `email=a&password=${"a".repeat(100 * 1024)}`,
        });
        expect(big.status, page).toBe(413);
      }
      // A long support message (2,000 characters of Hindi) is within its form's larger limit.
      const { browser } = await signedInBrowser(server);
      const ticket = await browser.post("/profile/help-support?tab=contact", {
        subject: "Order",
        category: "Orders",
        message: "खाना ठंडा था। ".repeat(150),
      });
      expect(ticket.status).not.toBe(413);
      expect(server.logs.filter((line) => Number(line.level) >= 50)).toEqual([]);

      const exited = exitOf(server);
      server.kill("SIGTERM");
      expect(await exited).toBe(0);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it("sends the build's precompressed Brotli or gzip copy of a script, and the plain file to a browser that takes neither", async () => {
    const server = await startTestServer({ DATABASE_URL: await newServerDatabase() });
    try {
      const html = await (await fetch(server.url)).text();
      // React and React Router's file: large enough to be precompressed (small files are sent as they are).
      const script = /href="(\/assets\/libraries-[^"]+\.js)"/.exec(html)![1]!;
      const original = fs.readFileSync(path.join("build/client", script));
      for (const [accept, encoding, copy] of [
        ["gzip, deflate, br, zstd", "br", `${script}.br`],
        ["gzip", "gzip", `${script}.gz`],
      ] as const) {
        const answer = await rawRequest(`${server.url}${script}`, { headers: { "Accept-Encoding": accept } });
        expect(answer.headers["content-encoding"], accept).toBe(encoding);
        expect(answer.headers["content-type"]).toMatch(/javascript/);
        expect(answer.headers["cache-control"]).toContain("immutable");
        expect(answer.headers.vary).toContain("Accept-Encoding");
        expect(Number(answer.headers["content-length"])).toBe(fs.statSync(path.join("build/client", copy)).size);
      }
      const plain = await rawRequest(`${server.url}${script}`, { headers: { "Accept-Encoding": "identity" } });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(Number(plain.headers["content-length"])).toBe(original.length);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it("behind a trusted proxy checks the forwarded host and counts sign-ins against the proxy's client address, not a forged one", async () => {
    const server = await startTestServer({ TRUST_PROXY: "1", DATABASE_URL: await newServerDatabase() });
    try {
      // As the README's nginx example forwards: the original Host, the scheme and the client's address.
      const proxied = {
        Host: "shop.example",
        "X-Forwarded-Proto": "https",
        Origin: "https://shop.example",
        "Content-Type": "application/x-www-form-urlencoded",
      };
      expect((await rawRequest(`${server.url}/logout`, { method: "POST", headers: proxied })).status).toBe(303);
      expect(
        (
          await rawRequest(`${server.url}/logout`, {
            method: "POST",
            headers: { ...proxied, Origin: "https://evil.example" },
          })
        ).status,
      ).toBe(403);

      const statuses: number[] = [];
      for (let attempt = 0; attempt < 31; attempt++) {
        const forged = `203.0.113.${attempt}, 198.51.100.7`;
        const answer = await rawRequest(
          `${server.url}/login`,
          { method: "POST", headers: { ...proxied, "X-Forwarded-For": forged } },
          `email=nobody${attempt}%40example.com&password=wrong-password`,
        );
        statuses.push(answer.status);
      }
      expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await server.stop();
    }
  }, 60_000);

  // On PostgreSQL there is no file beside the database: production there requires SESSION_SECRET.
  it.skipIf(onPostgres)(
    "keeps a generated session secret beside the database (owner-only) so sessions survive a restart",
    async () => {
      const first = await startTestServer({ SESSION_SECRET: undefined });
      const secretFile = path.join(path.dirname(first.databaseUrl), "session-secret");
      try {
        expect(fs.statSync(secretFile).mode & 0o777).toBe(0o600);
        expect(first.logs.find((line) => String(line.msg).startsWith("SESSION_SECRET unset: generated"))).toMatchObject(
          {
            file: secretFile,
          },
        );
        const account = await createAccount(first, "Asha Rao");
        const cookie = `session=${await sessionCookie(first, account)}`;
        expect((await fetch(`${first.url}/profile/account`, { headers: { Cookie: cookie } })).status).toBe(200);

        const exited = exitOf(first);
        first.kill("SIGTERM");
        await exited;
        const second = await startTestServer({ SESSION_SECRET: undefined, DATABASE_URL: first.databaseUrl });
        try {
          expect(second.logs.some((line) => line.msg === "SESSION_SECRET unset: using the stored secret")).toBe(true);
          const again = await fetch(`${second.url}/profile/account`, { headers: { Cookie: cookie } });
          expect(again.status).toBe(200);
          expect(await again.text()).toContain(account.email);
        } finally {
          await second.stop();
        }
      } finally {
        await first.stop();
      }
    },
    60_000,
  );

  it("ends open event streams at once on SIGTERM instead of waiting out the shutdown timeout", async () => {
    const server = await startTestServer({ SHUTDOWN_TIMEOUT_MS: "20000", DATABASE_URL: await newServerDatabase() });
    try {
      const admin = await createAccount(server, "Arjun Mehta", "admin");
      const stream = await fetch(`${server.url}/admin/orders/events`, {
        headers: { Cookie: `session=${await sessionCookie(server, admin)}` },
      });
      expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
      const reader = stream.body!.getReader();
      await reader.read();
      const exited = exitOf(server);
      const started = Date.now();
      server.kill("SIGTERM");
      expect(await exited).toBe(0);
      expect(Date.now() - started).toBeLessThan(3000);
      expect((await reader.read()).done).toBe(true);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it("logs a server error once, as JSON with the request id the response carries", async () => {
    const server = await startTestServer({ DATABASE_URL: await newServerDatabase() });
    try {
      await inDatabase(server, (database) => sql`ALTER TABLE faqs RENAME TO faqs_gone`.execute(database));
      const broken = await fetch(`${server.url}/help`);
      expect(broken.status).toBe(500);
      const requestId = broken.headers.get("x-request-id");
      await new Promise((resolve) => setTimeout(resolve, 200));
      const logged = server.logs.filter((line) => line.requestId === requestId && line.level === 50);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ msg: "request failed", url: `${server.url}/help` });
      expect(String((logged[0]!.err as { message: string }).message)).toContain("faqs");
    } finally {
      await server.stop();
    }
  }, 60_000);
});

describe("settings that stop the server", () => {
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, ["scripts/run.mjs", "start"], {
      env: { ...process.env, ...env },
      encoding: "utf8",
      timeout: 30_000,
    });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ SESSION_SECRET: "too-short" }, "SESSION_SECRET: at least 32 characters"],
    [
      { ORDER_CLOCK: "demo" },
      "ORDER_CLOCK: the demo order clock is a development convenience; it needs APP_ENV=development",
    ],
    [{ APP_ENV: "production", ORDER_CLOCK: "demo" }, "ORDER_CLOCK"],
    [{ TRUST_PROXY: "true" }, "TRUST_PROXY"],
    [{ APP_ENV: "test" }, "APP_ENV"],
  ])(
    "%o is refused, naming the variable",
    (env, message) => {
      const result = start(env);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(message);
    },
    60_000,
  );
});
