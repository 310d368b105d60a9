import { describe, expect, it } from "vitest";
import { CITIES } from "~/features/catalogue/seed/catalogue-data";
import { servedAreaAt, type ServedArea } from "./served-area";

const areas: ServedArea[] = CITIES.map((city) => ({
  slug: city.slug,
  latitude: city.latitude,
  longitude: city.longitude,
  localities: city.localities,
}));

describe("servedAreaAt", () => {
  it("counts a point near a city's centre as that city", () => {
    expect(servedAreaAt(areas, { latitude: 12.9716, longitude: 77.5946 })).toBe("bangalore");
    expect(servedAreaAt(areas, { latitude: 19.076, longitude: 72.8777 })).toBe("mumbai");
  });

  it("counts the suburbs beyond 15 km of the centre by their localities: Whitefield and Electronic City are Bangalore", () => {
    expect(servedAreaAt(areas, { latitude: 12.9698, longitude: 77.75 })).toBe("bangalore");
    expect(servedAreaAt(areas, { latitude: 12.8452, longitude: 77.6602 })).toBe("bangalore");
    // ITPL, a kilometre or two beyond the Whitefield locality's point.
    expect(servedAreaAt(areas, { latitude: 12.9863, longitude: 77.7366 })).toBe("bangalore");
  });

  it("leaves a town outside every served city outside: Mysuru, Tumakuru", () => {
    expect(servedAreaAt(areas, { latitude: 12.2958, longitude: 76.6394 })).toBeNull();
    expect(servedAreaAt(areas, { latitude: 13.3379, longitude: 77.1173 })).toBeNull();
  });
});
