import { describe, expect, it } from "vitest";
import { RIDER_KM_PER_HOUR } from "~/features/catalogue/delivery-estimate";
import { arrivalEstimate, recentSpeed, type TrailPoint, type TripProgress } from "./arrival-estimate";

const NOW = new Date("2026-11-29T13:00:00.000Z");
const RESTAURANT = { latitude: 12.9716, longitude: 77.5946 };
/** 0.02° of latitude north of the restaurant: 2.23 km straight, 2.89 km by road. */
const DOOR = { latitude: 12.9916, longitude: 77.5946 };

const north = (degrees: number) => ({ latitude: RESTAURANT.latitude + degrees, longitude: RESTAURANT.longitude });
const at = (secondsAgo: number) => new Date(NOW.getTime() - secondsAgo * 1000);

/** A rider riding north at `kmPerHour` for `seconds`, a point every 15 s, ending `endNorth` degrees north. */
function trailNorth(endNorth: number, kmPerHour: number, seconds: number): TrailPoint[] {
  const degreesPerSecond = kmPerHour / 3600 / 111.2;
  const points: TrailPoint[] = [];
  for (let ago = seconds; ago >= 0; ago -= 15)
    points.push({ position: north(endNorth - ago * degreesPerSecond), at: at(ago) });
  return points;
}

function trip(more: Partial<TripProgress>): TripProgress {
  return { pickedUp: true, trail: [], restaurant: RESTAURANT, destination: DOOR, readyAt: null, ...more };
}

describe("recentSpeed", () => {
  it("reads the speed from the last minutes of the trail", () => {
    expect(recentSpeed(trailNorth(0.01, 24, 120))).toBeCloseTo(24, 0);
  });

  it("uses the city's average without half a minute of trail", () => {
    expect(recentSpeed([])).toBe(RIDER_KM_PER_HOUR);
    expect(recentSpeed(trailNorth(0.01, 24, 15))).toBe(RIDER_KM_PER_HOUR);
  });

  it("keeps a stop at the lights or a GPS jump within bounds", () => {
    expect(recentSpeed(trailNorth(0.01, 0, 120))).toBe(8);
    expect(recentSpeed(trailNorth(0.01, 200, 60))).toBe(35);
  });

  it("forgets what is older than five minutes", () => {
    const slowThenFast = [
      ...trailNorth(0, 8, 600).map((p) => ({ ...p, at: new Date(p.at.getTime() - 420_000) })),
      ...trailNorth(0.01, 30, 240),
    ];
    expect(recentSpeed(slowThenFast)).toBeCloseTo(30, 0);
  });
});

describe("arrivalEstimate", () => {
  it("has nothing to say before the rider has a position", () => {
    expect(arrivalEstimate(trip({ trail: [] }), NOW)).toBeNull();
  });

  it("after pick-up: the road km to the door at the rider's speed", () => {
    // Half way: 0.01° left, 1.45 km by road; at 24 km/h that is 3.6 minutes, said as 4.
    const estimate = arrivalEstimate(trip({ trail: trailNorth(0.01, 24, 120) }), NOW);
    expect(estimate?.km).toBeCloseTo(1.45, 2);
    expect(estimate?.minutes).toBe(4);
    expect(estimate?.nearby).toBe(false);
  });

  it("says nearby within 300 m of the door, and never less than a minute", () => {
    const atTheGate = arrivalEstimate(trip({ trail: [{ position: north(0.019), at: NOW }] }), NOW);
    expect(atTheGate).toMatchObject({ nearby: true, minutes: 1 });
    const close = arrivalEstimate(trip({ trail: [{ position: north(0.0175), at: NOW }] }), NOW);
    expect(close?.nearby).toBe(true);
    const notYet = arrivalEstimate(trip({ trail: [{ position: north(0.017), at: NOW }] }), NOW);
    expect(notYet?.nearby).toBe(false);
  });

  it("before pick-up: to the restaurant and on to the door, and not before the food is ready", () => {
    // 0.01° south of the restaurant: 1.45 km to it, 2.89 km on; 4.34 km at 20 km/h is 13.02 minutes.
    const riding = trip({ pickedUp: false, trail: [{ position: north(-0.01), at: NOW }] });
    expect(arrivalEstimate(riding, NOW)).toMatchObject({ km: expect.closeTo(4.34, 2), minutes: 14, nearby: false });
    // The food is ready in 10 minutes: the rider waits for it, then rides the 2.89 km (8.7 minutes).
    const waiting = { ...riding, readyAt: new Date(NOW.getTime() + 10 * 60_000) };
    expect(arrivalEstimate(waiting, NOW)?.minutes).toBe(19);
  });
});
