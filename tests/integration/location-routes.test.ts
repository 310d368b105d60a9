import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readChosenLocation } from "~/features/location/location.server";
import * as location from "~/routes/location/location";
import { postForm, routeArgs } from "../support/route-args";

async function suggestions(q: string) {
  const result = await location.loader(routeArgs(`/location?q=${encodeURIComponent(q)}`));
  return result.data;
}

describe("location suggestions", () => {
  it("needs at least three characters", async () => {
    const data = await suggestions("ko");
    expect(data.suggestions).toEqual([]);
    expect(data.tooShort).toBe(true);
  });

  it("suggests up to five places, localities of served cities first", async () => {
    const data = await suggestions("kora");
    expect(data.suggestions.length).toBeGreaterThan(0);
    expect(data.suggestions.length).toBeLessThanOrEqual(5);
    expect(data.suggestions[0]).toMatchObject({ name: "Koramangala, Bangalore", city: "bangalore" });
  });

  it("knows other spellings of served cities and places outside them", async () => {
    expect((await suggestions("Bengaluru")).suggestions[0]).toMatchObject({ city: "bangalore" });
    expect((await suggestions("Shimla")).suggestions[0]).toMatchObject({ simpleCityName: "Shimla", city: null });
  });

  it("keeps the return path same-site", async () => {
    const result = await location.loader(routeArgs("/location?redirectTo=//evil.example"));
    expect(result.data.redirectTo).toBe("/");
  });
});

describe("choosing a location", () => {
  async function choose(fields: Record<string, string>) {
    const response = (await location.action(postForm("/location", fields))) as Response;
    return response;
  }

  it("keeps a chosen served place in a signed cookie and goes back", async () => {
    const response = await choose({ intent: "choose", name: "Koramangala, Bangalore", latitude: "12.9352", longitude: "77.6245", redirectTo: "/restaurants" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/restaurants");
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const chosen = await readChosenLocation(new Request("http://localhost/", { headers: { Cookie: cookie.split(";")[0] ?? "" } }));
    expect(chosen).toMatchObject({ name: "Koramangala", city: "bangalore", source: "manual" });
  });

  it("ignores a forged cookie", async () => {
    const forged = `location=${encodeURIComponent(btoa(JSON.stringify({ name: "X", latitude: 1, longitude: 1, city: null, source: "manual" })))}`;
    expect(await readChosenLocation(new Request("http://localhost/", { headers: { Cookie: forged } }))).toBeNull();
  });

  it("names the place of the browser's coordinates", async () => {
    const response = await choose({ intent: "locate", latitude: "18.5204", longitude: "73.8567", redirectTo: "/" });
    expect(response.status).toBe(303);
    const chosen = await readChosenLocation(new Request("http://localhost/", { headers: { Cookie: (response.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "" } }));
    expect(chosen).toMatchObject({ city: "pune", source: "geolocation" });
  });

  it("says 'Reverse geocoding failed.' far from any known place", async () => {
    const result = (await location.action(postForm("/location", { intent: "locate", latitude: "0", longitude: "-30" }))) as { data: { error: string }; init: { status: number } };
    expect(result.init.status).toBe(422);
    expect(result.data.error).toBe("Reverse geocoding failed.");
  });

  it("refuses malformed input without changing anything", async () => {
    const malformed: Record<string, string>[] = [
      {},
      { intent: "choose", name: "", latitude: "1", longitude: "1" },
      { intent: "choose", name: "X", latitude: "999", longitude: "1" },
      { intent: "nonsense" },
    ];
    for (const fields of malformed) {
      const result = (await location.action(postForm("/location", fields))) as { init: { status: number }; headers?: unknown };
      expect(result.init.status).toBe(400);
    }
  });
});

describe("a Nominatim-compatible geocoder", () => {
  let server: http.Server;
  let hits = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits += 1;
      const url = new URL(req.url ?? "/", "http://localhost");
      if (url.searchParams.get("q") === "fail") {
        res.writeHead(500).end();
        return;
      }
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify([{ lat: "19.1136", lon: "72.8697", display_name: "Andheri East, Mumbai Suburban, Maharashtra, India", address: { city: "Mumbai" } }]));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    process.env.GEOCODER_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const { config } = await import("~/lib/config.server");
    Object.assign(config(), { GEOCODER_URL: process.env.GEOCODER_URL });
  });
  afterAll(async () => {
    const { config } = await import("~/lib/config.server");
    Object.assign(config(), { GEOCODER_URL: undefined });
    server.close();
  });

  it("is asked when configured, and its places are matched to the cities we serve", async () => {
    const data = await suggestions("Andheri");
    expect(hits).toBe(1);
    expect(data.suggestions).toEqual([
      { name: "Andheri East, Mumbai Suburban, Maharashtra", simpleCityName: "Mumbai", latitude: 19.1136, longitude: 72.8697, city: "mumbai" },
    ]);
  });

  it("falls back to the built-in gazetteer and says so when it fails", async () => {
    const data = await suggestions("fail");
    expect(data.error).toMatch(/^Failed to fetch suggestions\./);
  });
});
