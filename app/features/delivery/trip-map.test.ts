import { describe, expect, it } from "vitest";
import { drawTrip, type TripMapInput } from "./trip-map";

const RESTAURANT = { latitude: 12.9716, longitude: 77.5946 };
/** About 2.2 km north and 1.1 km east of the restaurant. */
const DOOR = { latitude: 12.9916, longitude: 77.6046 };
const between = (share: number) => ({
  latitude: RESTAURANT.latitude + (DOOR.latitude - RESTAURANT.latitude) * share,
  longitude: RESTAURANT.longitude + (DOOR.longitude - RESTAURANT.longitude) * share,
});

function trip(more: Partial<TripMapInput> = {}): TripMapInput {
  return { restaurant: RESTAURANT, destination: DOOR, rider: null, trail: [], pickedUp: false, ...more };
}

describe("drawTrip", () => {
  it("places every point inside the margin, north up", () => {
    const map = drawTrip(
      trip({ rider: between(0.5), trail: [RESTAURANT, between(0.25), between(0.5)], pickedUp: true }),
    );
    for (const point of [map.restaurant, map.destination, map.rider!]) {
      expect(point.x).toBeGreaterThanOrEqual(24);
      expect(point.x).toBeLessThanOrEqual(320 - 24);
      expect(point.y).toBeGreaterThanOrEqual(24);
      expect(point.y).toBeLessThanOrEqual(200 - 24);
    }
    // The door is north-east: above and to the right of the restaurant; the long side fills the height.
    expect(map.destination.y).toBeLessThan(map.restaurant.y);
    expect(map.destination.x).toBeGreaterThan(map.restaurant.x);
    expect(map.restaurant.y - map.destination.y).toBeCloseTo(200 - 48, 0);
  });

  it("keeps one scale both ways: a km east is as long as a km north", () => {
    const map = drawTrip(trip());
    const eastKm = (DOOR.longitude - RESTAURANT.longitude) * 111.32 * Math.cos((12.9816 * Math.PI) / 180);
    const northKm = (DOOR.latitude - RESTAURANT.latitude) * 111.32;
    const pixelsEast = (map.destination.x - map.restaurant.x) / eastKm;
    const pixelsNorth = (map.restaurant.y - map.destination.y) / northKm;
    expect(pixelsEast).toBeCloseTo(pixelsNorth, 0);
  });

  it("draws what is left to ride: through the restaurant before pick-up, straight to the door after", () => {
    const rider = between(-0.2);
    const before = drawTrip(trip({ rider }));
    expect(before.remaining).toBe(
      `M${before.rider!.x} ${before.rider!.y} L${before.restaurant.x} ${before.restaurant.y} L${before.destination.x} ${before.destination.y}`,
    );
    const after = drawTrip(trip({ rider: between(0.6), pickedUp: true }));
    expect(after.remaining).toBe(`M${after.rider!.x} ${after.rider!.y} L${after.destination.x} ${after.destination.y}`);
    expect(drawTrip(trip()).remaining).toBe("");
  });

  it("draws the path ridden once it has two points", () => {
    expect(drawTrip(trip({ rider: RESTAURANT, trail: [RESTAURANT] })).ridden).toBe("");
    const map = drawTrip(trip({ rider: between(0.5), trail: [RESTAURANT, between(0.5)], pickedUp: true }));
    expect(map.ridden).toBe(`M${map.restaurant.x} ${map.restaurant.y} L${map.rider!.x} ${map.rider!.y}`);
  });

  it("gives a scale bar of a round length, the longest within a quarter of the width", () => {
    const map = drawTrip(trip());
    // 2.22 km fill 152 px: 68 px a km, so 1 km is 68 px (≤ 80) and 2 km would be 137.
    expect(map.scale.metres).toBe(1000);
    expect(map.scale.length).toBeCloseTo(68.4, 0);
  });

  it("shows at least half a km across when everything is in one place", () => {
    const map = drawTrip(trip({ destination: RESTAURANT, rider: RESTAURANT }));
    expect(map.restaurant).toEqual({ x: 160, y: 100 });
    // 0.5 km across 152 px: 200 m is 61 px, 500 m would be 152.
    expect(map.scale.metres).toBe(200);
    expect(Number.isFinite(map.scale.length)).toBe(true);
  });
});
