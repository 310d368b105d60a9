import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/database.server";
import { connectTripCall } from "~/features/delivery/calls.server";
import { orderTracking } from "~/features/delivery/tracking.server";
import { takeStep } from "~/features/delivery/trips.server";
import { tripUnderWay } from "../support/riders";

/**
 * Masked calls (issue 36) against a double of an Exotel-style "connect these two numbers" service: the rider
 * and the customer reach each other through it, each number sent only to the service. With the same
 * settings, a tile server behind the customer's map.
 */

const service = vi.hoisted(() => ({ url: "" }));
vi.mock("~/lib/config.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("~/lib/config.server")>();
  return {
    ...actual,
    config: () => ({
      ...actual.config(),
      CALL_MASKING_URL: service.url,
      CALL_MASKING_TOKEN: "call-token",
      MAP_TILES_URL: "https://tiles.example.in/{z}/{x}/{y}.png",
    }),
  };
});

const requests: { authorization: string | undefined; body: { from: string; to: string; reference: string } }[] = [];
let failing = false;
const double = http.createServer((req, res) => {
  let body = "";
  req.on("data", (chunk: Buffer) => (body += chunk.toString()));
  req.on("end", () => {
    requests.push({ authorization: req.headers.authorization, body: JSON.parse(body) });
    res.writeHead(failing ? 502 : 200, { "Content-Type": "application/json" }).end("{}");
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => double.listen(0, "127.0.0.1", resolve));
  service.url = `http://127.0.0.1:${(double.address() as AddressInfo).port}/calls/connect`;
});
afterAll(() => new Promise<void>((resolve) => double.close(() => resolve())));

describe("masked calls between a rider and a customer", () => {
  it("ring the caller first, then the other party, through the service alone; a refusal is said", async () => {
    const { order, rider } = await tripUnderWay();
    await db().updateTable("users").set({ mobile: "+919845011223" }).where("id", "=", rider.userId).execute();
    await db().updateTable("orders").set({ contact_phone: "+919876543210" }).where("id", "=", order.id).execute();
    await takeStep(rider, order.id, "at-restaurant");

    expect(await connectTripCall(order.id, "rider")).toEqual({ ok: true });
    expect(await connectTripCall(order.id, "customer")).toEqual({ ok: true });
    expect(requests).toEqual([
      { authorization: "Bearer call-token", body: { from: "+919845011223", to: "+919876543210", reference: order.id } },
      { authorization: "Bearer call-token", body: { from: "+919876543210", to: "+919845011223", reference: order.id } },
    ]);
    failing = true;
    expect(await connectTripCall(order.id, "rider")).toEqual({ ok: false, code: "failed" });
    failing = false;
    await db().updateTable("users").set({ mobile: null, phone: null }).where("id", "=", rider.userId).execute();
    expect(await connectTripCall(order.id, "customer")).toEqual({ ok: false, code: "no-number" });
    expect(requests).toHaveLength(3);
  });

  it("draw the map over the tile server's streets when the shop has one", async () => {
    const { order } = await tripUnderWay();
    const tiles = (await orderTracking(order.id))?.tiles ?? [];
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles[0]?.href).toMatch(/^https:\/\/tiles\.example\.in\/1\d\/\d+\/\d+\.png$/);
  });
});
