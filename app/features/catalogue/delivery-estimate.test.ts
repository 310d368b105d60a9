import { describe, expect, it } from "vitest";
import { distanceKm } from "~/features/location/geo";
import { deliveryToAddress } from "~/features/location/delivery-areas";
import { ADDRESS_DELIVERY_WORDS } from "~/features/location/location-words";
import { fixedT } from "~/lib/i18n";
import { word } from "~/lib/words";
import {
  deliveryEstimate,
  deliveryKm,
  distanceText,
  estimateText,
  latestMinutes,
  minutesText,
  outOfReach,
  rideMinutes,
} from "./delivery-estimate";

const t = fixedT("en");
const hindi = fixedT("hi");

const parkStreet = { latitude: 22.553, longitude: 88.352 };
const saltLake = { latitude: 22.58, longitude: 88.415 };
const restaurant = {
  ...parkStreet,
  prepMinutes: 20,
  deliveryRadiusKm: 10,
  name: "Kasturi",
  city: { slug: "calcutta", name: "Calcutta" },
};

describe("distance and delivery time", () => {
  it("measures the road, 1.3 times a city's straight line (within metres of the great circle)", () => {
    const straight = distanceKm(parkStreet, saltLake);
    expect(straight).toBeCloseTo(7.09, 1);
    expect(Math.abs(deliveryKm(parkStreet, saltLake) - straight * 1.3)).toBeLessThan(0.03);
    expect(deliveryKm(parkStreet, saltLake)).toBeCloseTo(9.25, 1);
    expect(deliveryKm(parkStreet, parkStreet)).toBe(0);
  });

  it("adds the ride over that road, 3 minutes a km rounded up, to the preparation time", () => {
    expect(rideMinutes(0)).toBe(0);
    expect(rideMinutes(1)).toBe(3);
    expect(rideMinutes(5.1)).toBe(16);
    const estimate = deliveryEstimate(restaurant, saltLake);
    expect(estimate.km).toBe(deliveryKm(parkStreet, saltLake));
    expect(estimate.minutes).toBe(20 + Math.ceil(estimate.km * 3));
    expect(estimate.tooFar).toBe(false);
  });

  it("allows a spell for a rider to pick the food up: a range five minutes wide", () => {
    expect(latestMinutes({ minutes: 30 })).toBe(35);
    expect(minutesText({ minutes: 30 }, t)).toBe("30–35 mins");
  });

  it("is too far beyond the delivery radius by road, not at it", () => {
    const north = (roadKm: number) => ({
      latitude: parkStreet.latitude + roadKm / 1.3 / 111.32,
      longitude: parkStreet.longitude,
    });
    const eightKm = { ...restaurant, deliveryRadiusKm: 8 };
    expect(deliveryEstimate(eightKm, north(7.99)).tooFar).toBe(false);
    expect(deliveryEstimate(eightKm, north(8.01)).tooFar).toBe(true);
    expect(deliveryEstimate(restaurant, north(9)).tooFar).toBe(false);
  });

  it("words distances and estimates", () => {
    expect(distanceText(0.04, t)).toBe("100 m");
    expect(distanceText(0.84, t)).toBe("800 m");
    expect(distanceText(3.44, t)).toBe("3.4 km");
    expect(distanceText(12.6, t)).toBe("13 km");
    expect(estimateText({ km: 3.44, minutes: 34, tooFar: false }, t)).toBe("34–39 mins · 3.4 km");
    expect(estimateText({ km: 12.6, minutes: 70, tooFar: true }, t)).toBe("Too far to deliver · 13 km");
  });

  it("words them in Hindi", () => {
    expect(distanceText(0.84, hindi)).toBe("800 मीटर");
    expect(estimateText({ km: 3.44, minutes: 34, tooFar: false }, hindi)).toBe("34–39 मिनट · 3.4 किमी");
    expect(estimateText({ km: 12.6, minutes: 70, tooFar: true }, hindi)).toBe("डिलीवरी के लिए बहुत दूर · 13 किमी");
  });
});

describe("deliveryToAddress", () => {
  const address = { addressLine1: "8, Park Street", zipCode: "700016", position: saltLake };
  const why = (delivery: ReturnType<typeof deliveryToAddress>, translate = t) =>
    delivery.ok ? null : word(ADDRESS_DELIVERY_WORDS, delivery, translate);

  it("estimates an address in the restaurant's city, in its area, within its radius", () => {
    const delivery = deliveryToAddress(restaurant, address);
    expect(delivery).toEqual({ ok: true, estimate: deliveryEstimate(restaurant, saltLake) });
  });

  it("refuses another city's PIN code, an address with no area, and one beyond the radius, saying why", () => {
    expect(why(deliveryToAddress(restaurant, { ...address, zipCode: "560034" }))).toBe(
      "Kasturi delivers in Calcutta only, and PIN code 560034 is outside it. Choose an address in Calcutta.",
    );
    expect(why(deliveryToAddress(restaurant, { ...address, position: null }))).toBe(
      "Edit 8, Park Street to choose its locality, so we can tell how far it is from Kasturi.",
    );
    expect(deliveryToAddress({ ...restaurant, deliveryRadiusKm: 5 }, address)).toMatchObject({
      ok: false,
      code: "too-far",
      radiusKm: 5,
    });
    expect(why(deliveryToAddress({ ...restaurant, deliveryRadiusKm: 5 }, address))).toBe(
      "Kasturi delivers within 5 km, and 8, Park Street is 9.3 km away. Choose an address nearer the restaurant.",
    );
  });

  it("says why in Hindi", () => {
    expect(why(deliveryToAddress({ ...restaurant, deliveryRadiusKm: 5 }, address), hindi)).toBe(
      "Kasturi 5 किमी तक डिलीवर करता है, और 8, Park Street 9.3 किमी दूर है। रेस्टोरेंट के पास का पता चुनें।",
    );
  });
});

describe("outOfReach", () => {
  const tooFar = { tooFar: true };
  it("blocks ordering only when too far from a place the customer chose or their device found", () => {
    expect(outOfReach(tooFar, { kind: "named" }, "manual")).toBe(true);
    expect(outOfReach(tooFar, { kind: "spot" }, "geolocation")).toBe(true);
    expect(outOfReach({ tooFar: false }, { kind: "named" }, "manual")).toBe(false);
  });

  it("leaves the distance a guide when measured from a guess or from another city's centre", () => {
    expect(outOfReach(tooFar, { kind: "named" }, "default")).toBe(false);
    expect(outOfReach(tooFar, { kind: "named" }, "ip")).toBe(false);
    expect(outOfReach(tooFar, { kind: "centre" }, "manual")).toBe(false);
  });
});
