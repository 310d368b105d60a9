import { describe, expect, it } from "vitest";
import { distanceKm } from "~/features/location/geo";
import { deliveryToAddress } from "~/features/location/delivery-areas";
import { fixedT } from "~/lib/i18n";
import { deliveryEstimate, deliveryKm, distanceText, estimateText, rideMinutes } from "./delivery-estimate";

const t = fixedT("en");
const hindi = fixedT("hi");

const parkStreet = { latitude: 22.553, longitude: 88.352 };
const saltLake = { latitude: 22.58, longitude: 88.415 };
const restaurant = {
  ...parkStreet,
  prepMinutes: 20,
  deliveryRadiusKm: 8,
  name: "Kasturi",
  city: { slug: "calcutta", name: "Calcutta" },
};

describe("distance and delivery time", () => {
  it("measures a city's distances within metres of the great circle", () => {
    expect(Math.abs(deliveryKm(parkStreet, saltLake) - distanceKm(parkStreet, saltLake))).toBeLessThan(0.02);
    expect(deliveryKm(parkStreet, saltLake)).toBeCloseTo(7.09, 1);
    expect(deliveryKm(parkStreet, parkStreet)).toBe(0);
  });

  it("adds the ride, 3.9 minutes a straight km rounded up, to the preparation time", () => {
    expect(rideMinutes(0)).toBe(0);
    expect(rideMinutes(1)).toBe(4);
    expect(rideMinutes(5)).toBe(20);
    const estimate = deliveryEstimate(restaurant, saltLake);
    expect(estimate.minutes).toBe(20 + Math.ceil(estimate.km * 3.9));
    expect(estimate.tooFar).toBe(false);
  });

  it("is too far beyond the delivery radius, not at it", () => {
    const north = (km: number) => ({ latitude: parkStreet.latitude + km / 111.32, longitude: parkStreet.longitude });
    expect(deliveryEstimate(restaurant, north(7.99)).tooFar).toBe(false);
    expect(deliveryEstimate(restaurant, north(8.01)).tooFar).toBe(true);
    expect(deliveryEstimate({ ...restaurant, deliveryRadiusKm: 10 }, north(9)).tooFar).toBe(false);
  });

  it("words distances and estimates", () => {
    expect(distanceText(0.04, t)).toBe("100 m");
    expect(distanceText(0.84, t)).toBe("800 m");
    expect(distanceText(3.44, t)).toBe("3.4 km");
    expect(distanceText(12.6, t)).toBe("13 km");
    expect(estimateText({ km: 3.44, minutes: 34, tooFar: false }, t)).toBe("34 mins · 3.4 km");
    expect(estimateText({ km: 12.6, minutes: 70, tooFar: true }, t)).toBe("Too far to deliver · 13 km");
  });

  it("words them in Hindi", () => {
    expect(distanceText(0.84, hindi)).toBe("800 मीटर");
    expect(estimateText({ km: 3.44, minutes: 34, tooFar: false }, hindi)).toBe("34 मिनट · 3.4 किमी");
    expect(estimateText({ km: 12.6, minutes: 70, tooFar: true }, hindi)).toBe("डिलीवरी के लिए बहुत दूर · 13 किमी");
  });
});

describe("deliveryToAddress", () => {
  const address = { addressLine1: "8, Park Street", zipCode: "700016", position: saltLake };

  it("estimates an address in the restaurant's city, in its area, within its radius", () => {
    const delivery = deliveryToAddress(restaurant, address, t);
    expect(delivery).toEqual({ ok: true, estimate: deliveryEstimate(restaurant, saltLake) });
  });

  it("refuses another city's PIN code, an address with no area, and one beyond the radius, saying why", () => {
    expect(deliveryToAddress(restaurant, { ...address, zipCode: "560034" }, t)).toEqual({
      ok: false,
      problem: "Kasturi delivers in Calcutta only, and PIN code 560034 is outside it. Choose an address in Calcutta.",
    });
    expect(deliveryToAddress(restaurant, { ...address, position: null }, t)).toEqual({
      ok: false,
      problem: "Edit 8, Park Street to choose its locality, so we can tell how far it is from Kasturi.",
    });
    expect(deliveryToAddress({ ...restaurant, deliveryRadiusKm: 5 }, address, t)).toEqual({
      ok: false,
      problem:
        "Kasturi delivers within 5 km, and 8, Park Street is 7.1 km away. Choose an address nearer the restaurant.",
    });
  });

  it("says why in Hindi", () => {
    expect(deliveryToAddress({ ...restaurant, deliveryRadiusKm: 5 }, address, hindi)).toEqual({
      ok: false,
      problem: "Kasturi 5 किमी तक डिलीवर करता है, और 8, Park Street 7.1 किमी दूर है। रेस्टोरेंट के पास का पता चुनें।",
    });
  });
});
