import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { routeArgs } from "../support/route-args";

/**
 * The location page with a Nominatim-compatible geocoder configured. Configuration is read once per
 * process and each test file has its own, so this file sets GEOCODER_URL before any app module reads
 * it; the gazetteer's own tests (location-routes.test.ts) run without one.
 */
let hits = 0;
const geocoder = http.createServer((req, res) => {
  hits += 1;
  const url = new URL(req.url ?? "/", "http://localhost");
  if (url.searchParams.get("q") === "fail") {
    res.writeHead(500).end();
    return;
  }
  res.writeHead(200, { "Content-Type": "application/json" });
  res.end(
    JSON.stringify([
      {
        lat: "19.1136",
        lon: "72.8697",
        display_name: "Andheri East, Mumbai Suburban, Maharashtra, India",
        address: { city: "Mumbai" },
      },
    ]),
  );
});
await new Promise<void>((resolve) => geocoder.listen(0, "127.0.0.1", resolve));
process.env.GEOCODER_URL = `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}/`;
const location = await import("~/routes/location/location");
afterAll(() => {
  geocoder.close();
});

async function suggestions(q: string) {
  const result = await location.loader(await routeArgs(`/location?q=${encodeURIComponent(q)}`));
  return result.data;
}

describe("a Nominatim-compatible geocoder", () => {
  it("is asked when configured, and its places are matched to the cities we serve", async () => {
    const before = hits;
    const data = await suggestions("Andheri");
    expect(hits - before).toBe(1);
    expect(data.suggestions).toEqual([
      {
        name: "Andheri East, Mumbai Suburban, Maharashtra",
        simpleCityName: "Mumbai",
        latitude: 19.1136,
        longitude: 72.8697,
        city: "mumbai",
      },
    ]);
  });

  it("falls back to the built-in gazetteer and says so when it fails", async () => {
    const data = await suggestions("fail");
    expect(data.error).toMatch(/^Failed to fetch suggestions\./);
  });
});
