import { describe, expect, it } from "vitest";
import { configSchema } from "~/lib/config.server";
import { DELIVERY_PIN_PREFIXES, servedCityForPin } from "./delivery-areas";
import { boundingBox, distanceKm, parseCoordinates } from "./geo";

const bangalore = { latitude: 12.9716, longitude: 77.5946 };
const mumbai = { latitude: 19.076, longitude: 72.8777 };

describe("distanceKm", () => {
  it("is zero for the same point", () => {
    expect(distanceKm(bangalore, bangalore)).toBe(0);
  });
  it("matches the great-circle distance between Bangalore and Mumbai (about 845 km)", () => {
    expect(distanceKm(bangalore, mumbai)).toBeGreaterThan(835);
    expect(distanceKm(bangalore, mumbai)).toBeLessThan(855);
  });
});

describe("parseCoordinates", () => {
  it("reads valid latitude and longitude", () => {
    expect(parseCoordinates("12.97", "77.59")).toEqual({ latitude: 12.97, longitude: 77.59 });
  });
  it("rejects out-of-range, missing and non-numeric values", () => {
    expect(parseCoordinates("999", "77")).toBeNull();
    expect(parseCoordinates("12", "181")).toBeNull();
    expect(parseCoordinates(null, "77")).toBeNull();
    expect(parseCoordinates("", "")).toBeNull();
    expect(parseCoordinates("abc", "77")).toBeNull();
    expect(parseCoordinates("Infinity", "77")).toBeNull();
  });
});

describe("boundingBox", () => {
  it("contains every point within the distance", () => {
    const box = boundingBox(bangalore, 25);
    const edge = { latitude: bangalore.latitude + 0.2, longitude: bangalore.longitude };
    expect(distanceKm(bangalore, edge)).toBeLessThan(25);
    expect(edge.latitude).toBeLessThan(box.maxLatitude);
  });
});

describe("delivery areas by PIN code", () => {
  it("finds the served city of a PIN code, suburbs included, and none for other places", () => {
    expect(servedCityForPin("560001")).toBe("bangalore");
    expect(servedCityForPin("400049")).toBe("mumbai");
    expect(servedCityForPin("122002")).toBe("delhi");
    expect(servedCityForPin("495677")).toBeNull();
  });
  it("has an area for every served city", () => {
    expect(Object.keys(DELIVERY_PIN_PREFIXES).sort()).toEqual(
      configSchema.shape.DEFAULT_CITY.unwrap().options.slice().sort(),
    );
  });
});
