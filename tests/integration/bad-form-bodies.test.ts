import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { createAccount, inDatabase, sessionCookie } from "../../scripts/support/server-accounts";
import { startTestServer, type TestServer } from "../../scripts/support/test-server";

/**
 * Finding N8 of the 2026-11-26 security probe: bodies a form never sends (empty without a form type,
 * plain text, multipart cut short, fields of the wrong type) posted to every route that has an action,
 * as a guest, a customer and an admin. None may answer 5xx or log an error.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

type RouteEntry = { path?: string; file: string; children?: RouteEntry[] };

/** Every route of app/routes.ts as its full path pattern and module file. */
function flatten(entries: RouteEntry[], parent = ""): { pattern: string; file: string }[] {
  return entries.flatMap((entry) => {
    const pattern = [parent, entry.path].filter(Boolean).join("/");
    return [{ pattern, file: entry.file }, ...flatten(entry.children ?? [], pattern)];
  });
}

/** The routes whose module exports an action, logging out last (it ends the session the others use). */
const actionRoutes = flatten(routes as RouteEntry[])
  .filter(({ file }) =>
    /^export (async )?(function|const) action\b/m.test(fs.readFileSync(path.join("app", file), "utf8")),
  )
  .sort((a, b) => Number(a.pattern === "logout") - Number(b.pattern === "logout"));

const BODIES: Record<string, { type?: string; body: string | Blob }> = {
  "an empty body without a content type": { body: new Blob([]) },
  "an empty text body": { type: "text/plain", body: "" },
  "a multipart body cut short": {
    type: "multipart/form-data; boundary=XX",
    body: '--XX\r\nContent-Disposition: form-data; name="intent"\r\n\r\nb\r\n',
  },
  "fields of the wrong type": {
    type: "application/x-www-form-urlencoded",
    body: "intent=%ZZ&id=' OR 1=1 --&quantity=-1e309&stars=NaN&email[]=x&__proto__=x&constructor=1&lat=north&submissionKey=",
  },
};

async function postRaw(url: string, { type, body }: { type?: string; body: string | Blob }, cookie?: string) {
  const response = await fetch(url, {
    method: "POST",
    headers: {
      Origin: server.url,
      ...(type ? { "Content-Type": type } : {}),
      ...(cookie ? { Cookie: `session=${cookie}` } : {}),
    },
    body,
    redirect: "manual",
  });
  return { status: response.status, text: await response.text() };
}

describe("a form route given a body no form sends", () => {
  it("finds the routes to post to", () => {
    expect(actionRoutes.map((route) => route.pattern)).toEqual(
      expect.arrayContaining(["login", "signup", "contact-us", "cart", "profile/help-support", "admin/orders"]),
    );
  });

  it("answers 400 with the error page's message, not 500", async () => {
    for (const name of ["an empty body without a content type", "an empty text body", "a multipart body cut short"]) {
      const answer = await postRaw(`${server.url}/contact-us`, BODIES[name]!);
      expect(answer.status, name).toBe(400);
      expect(answer.text, name).toContain("This form could not be read. Please fill it in and send it again.");
    }
  });

  // The security probe's re-run: each POST to a page without a form was logged as an error (cheap log flooding).
  it("answers a post to a page without a form 405, and logs no error for it", async () => {
    const before = server.logs.length;
    for (const page of ["/search", "/restaurants", "/offers"]) {
      const answer = await postRaw(`${server.url}${page}`, { type: "application/x-www-form-urlencoded", body: "q=x" });
      expect(answer.status, page).toBe(405);
    }
    expect(server.logs.slice(before).filter((line) => Number(line.level) >= 50)).toEqual([]);
  });

  it("never answers 5xx on any route, as a guest, a customer or an admin, and logs no error", async () => {
    const customer = await createAccount(server, "Priya Sharma");
    const admin = await createAccount(server, "Arjun Mehta", "admin");
    const dish = await inDatabase(server, (database) =>
      database.selectFrom("products").select(["id", "restaurant_id"]).limit(1).executeTakeFirstOrThrow(),
    );
    // Real ids where a route looks one up before it reads the form; anything else gets a random one.
    const known: Record<string, Record<string, string>> = {
      "dishes/:id/options": { id: dish.id },
      "admin/restaurants/:id": { id: dish.restaurant_id },
      "admin/restaurants/:id/dishes/:dishId/options": { id: dish.restaurant_id, dishId: dish.id },
      "admin/users/:id": { id: customer.id },
    };
    const concrete = (pattern: string) =>
      `/${pattern.replace(/:(\w+)/g, (_, param: string) => known[pattern]?.[param] ?? crypto.randomBytes(12).toString("hex"))}`;
    const sessions = {
      guest: undefined,
      customer: await sessionCookie(server, customer),
      admin: await sessionCookie(server, admin),
    };
    const failures: string[] = [];
    for (const [who, cookie] of Object.entries(sessions)) {
      for (const route of actionRoutes) {
        const address = concrete(route.pattern);
        for (const [name, body] of Object.entries(BODIES)) {
          const { status } = await postRaw(`${server.url}${address}`, body, cookie);
          if (status >= 500) failures.push(`${who}: POST ${address} with ${name} → ${status}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(server.logs.filter((line) => Number(line.level) >= 50)).toEqual([]);
  }, 120_000);
});
