import { describe, expect, it } from "vitest";
import { drawTrip, mapTiles, type TripMapInput } from "./trip-map";

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

describe("mapTiles", () => {
  /** The slippy-map tile a point is in, as OpenStreetMap numbers them. */
  function tileOf(point: { latitude: number; longitude: number }, zoom: number) {
    const n = 2 ** zoom;
    const latitude = (point.latitude * Math.PI) / 180;
    return {
      x: Math.floor(((point.longitude + 180) / 360) * n),
      y: Math.floor(((1 - Math.log(Math.tan(latitude) + 1 / Math.cos(latitude)) / Math.PI) / 2) * n),
    };
  }

  it("covers the whole map with tiles near their own size, each point inside the tile that shows it", () => {
    const drawing = drawTrip(trip());
    const tiles = mapTiles(drawing, "https://tiles.example.in/{z}/{x}/{y}.png");
    const zoom = Number(/\/(\d+)\//.exec(tiles[0]!.href)![1]);
    for (const tile of tiles) {
      expect(tile.size).toBeGreaterThan(256 / Math.SQRT2 - 1);
      expect(tile.size).toBeLessThan(256 * Math.SQRT2 + 1);
    }
    const covered = (x: number, y: number) =>
      tiles.some((tile) => x >= tile.x && x <= tile.x + tile.size && y >= tile.y && y <= tile.y + tile.size);
    for (const [x, y] of [
      [0, 0],
      [drawing.width, 0],
      [0, drawing.height],
      [drawing.width, drawing.height],
    ] as const)
      expect(covered(x, y)).toBe(true);
    for (const [point, place] of [
      [RESTAURANT, drawing.restaurant],
      [DOOR, drawing.destination],
    ] as const) {
      const { x, y } = tileOf(point, zoom);
      const tile = tiles.find((one) => one.href === `https://tiles.example.in/${zoom}/${x}/${y}.png`)!;
      expect(place.x).toBeGreaterThanOrEqual(tile.x - 1);
      expect(place.x).toBeLessThanOrEqual(tile.x + tile.size + 1);
      expect(place.y).toBeGreaterThanOrEqual(tile.y - 1);
      expect(place.y).toBeLessThanOrEqual(tile.y + tile.size + 1);
    }
  });
});
