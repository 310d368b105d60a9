import { describe, expect, it } from "vitest";
import { dispatchRound, type DispatchOrder, type DispatchRider, type DispatchSettings } from "./dispatch";

const NOW = new Date("2026-11-29T13:00:00.000Z");
const SETTINGS: DispatchSettings = { radiusKm: 5, offerSeconds: 45, giveUpMinutes: 10 };
const RESTAURANT = { latitude: 12.9716, longitude: 77.5946 };

/** A rider `north` degrees of latitude north of the restaurant (0.01° ≈ 1.1 km straight, 1.45 km by road). */
function rider(id: string, north: number, more: Partial<DispatchRider> = {}): DispatchRider {
  return {
    id,
    position: { latitude: RESTAURANT.latitude + north, longitude: RESTAURANT.longitude },
    onTrip: false,
    returning: false,
    ...more,
  };
}

function order(id: string, more: Partial<DispatchOrder> = {}): DispatchOrder {
  return {
    id,
    restaurant: RESTAURANT,
    waitingSince: new Date(NOW.getTime() - 60_000),
    offer: null,
    passedBy: [],
    ...more,
  };
}

const secondsFromNow = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe("dispatchRound", () => {
  it("offers an order to the nearest free rider, for the offer's seconds", () => {
    const round = dispatchRound(
      [rider("far", 0.02), rider("near", 0.005), rider("mid", 0.01)],
      [order("o1")],
      SETTINGS,
      NOW,
    );
    expect(round.offers).toEqual([
      { orderId: "o1", riderId: "near", km: expect.closeTo(0.72, 2), expiresAt: secondsFromNow(45) },
    ]);
    expect(round.lapsed).toEqual([]);
    expect(round.stranded).toEqual([]);
  });

  it("moves on to the next nearest when the nearest declined", () => {
    const round = dispatchRound(
      [rider("near", 0.005), rider("mid", 0.01)],
      [order("o1", { passedBy: ["near"] })],
      SETTINGS,
      NOW,
    );
    expect(round.offers.map((offer) => offer.riderId)).toEqual(["mid"]);
  });

  it("lets an unanswered offer lapse and moves on; a live one is left alone", () => {
    const riders = [rider("near", 0.005), rider("mid", 0.01), rider("far", 0.02)];
    const lapsed = order("o1", { offer: { riderId: "near", expiresAt: NOW } });
    const live = order("o2", { offer: { riderId: "mid", expiresAt: secondsFromNow(1) } });
    const round = dispatchRound(riders, [lapsed, live], SETTINGS, NOW);
    expect(round.lapsed).toEqual([{ orderId: "o1", riderId: "near" }]);
    // "mid" holds o2's live offer, so o1 goes to the next free rider.
    expect(round.offers.map((offer) => [offer.orderId, offer.riderId])).toEqual([["o1", "far"]]);
  });

  it("offers nothing when no free rider is within the radius, and strands the order only after the give-up time", () => {
    const riders = [rider("away", 0.05), rider("busy", 0.001, { onTrip: true })];
    const fresh = order("fresh", { waitingSince: new Date(NOW.getTime() - 9 * 60_000) });
    const old = order("old", { waitingSince: new Date(NOW.getTime() - 10 * 60_000) });
    const round = dispatchRound(riders, [fresh, old], SETTINGS, NOW);
    expect(round.offers).toEqual([]);
    expect(round.stranded).toEqual(["old"]);
  });

  it("never gives a rider two trips: not while on one, not two offers in a round, not beside a live offer", () => {
    const riders = [rider("onTrip", 0.001, { onTrip: true }), rider("offered", 0.002), rider("free", 0.003)];
    const orders = [
      order("held", { offer: { riderId: "offered", expiresAt: secondsFromNow(30) } }),
      order("a", { waitingSince: new Date(NOW.getTime() - 120_000) }),
      order("b"),
    ];
    const round = dispatchRound(riders, orders, SETTINGS, NOW);
    expect(round.offers.map((offer) => [offer.orderId, offer.riderId])).toEqual([["a", "free"]]);
    expect(round.stranded).toEqual([]);
  });

  it("serves the order waiting longest first", () => {
    const round = dispatchRound(
      [rider("only", 0.005)],
      [
        order("newer", { waitingSince: new Date(NOW.getTime() - 60_000) }),
        order("older", { waitingSince: new Date(NOW.getTime() - 300_000) }),
      ],
      SETTINGS,
      NOW,
    );
    expect(round.offers.map((offer) => offer.orderId)).toEqual(["older"]);
  });

  it("prefers a rider heading back to one as near, but not to one much nearer", () => {
    const asNear = dispatchRound(
      [rider("idle", 0.005), rider("back", 0.006, { returning: true })],
      [order("o1")],
      SETTINGS,
      NOW,
    );
    expect(asNear.offers[0]?.riderId).toBe("back");
    const muchNearer = dispatchRound(
      [rider("idle", 0.002), rider("back", 0.02, { returning: true })],
      [order("o1")],
      SETTINGS,
      NOW,
    );
    expect(muchNearer.offers[0]?.riderId).toBe("idle");
  });

  it("measures the radius by road, not in a straight line", () => {
    // 0.035° is 3.9 km straight, 5.1 km by road: outside a 5 km radius.
    expect(dispatchRound([rider("r", 0.035)], [order("o1")], SETTINGS, NOW).offers).toEqual([]);
    expect(dispatchRound([rider("r", 0.034)], [order("o1")], SETTINGS, NOW).offers).toHaveLength(1);
  });
});
