import { describe, expect, it } from "vitest";
import { fixedT } from "~/lib/i18n";
import type { City, ListingScope } from "./catalogue.server";
import { placeText, scopeText, weeklyHoursText, wordListing, wordSummary } from "./catalogue-words";
import type { DeliveryPlace, RestaurantSummary } from "./restaurant-summary.server";

const en = fixedT("en");
const hi = fixedT("hi");

/** A moment in India time ("2026-11-23T23:45" is Monday 23 November 2026, 11:45 pm). */
const ist = (local: string) => new Date(`${local}:00+05:30`);

const pune: City = { id: "pune", name: "Pune", slug: "pune", latitude: 18.52, longitude: 73.86 };
const point = { latitude: 18.5, longitude: 73.8 };
const named: DeliveryPlace = { point, kind: "named", name: "Koregaon Park" };
const centre: DeliveryPlace = { point: pune, kind: "centre", city: "Pune" };
const spot: DeliveryPlace = { point, kind: "spot" };

const summary: RestaurantSummary = {
  id: "r1",
  name: "Spice Route",
  slug: "spice-route",
  image: "/images/food/thali.svg",
  cuisines: ["North Indian"],
  cuisinesHi: ["उत्तर भारतीय"],
  rating: 4.3,
  reviewCount: 120,
  minOrderPaise: 14900,
  costForTwoPaise: 40000,
  delivery: { km: 3.4, minutes: 35, tooFar: false },
  isVeg: false,
  isOpen: false,
  // Closed late on Monday night, opening on Tuesday at noon.
  opening: { open: false, why: "hours", opensAt: ist("2026-11-24T12:00") },
  asOf: ist("2026-11-23T23:45"),
  street: "MG Road",
  locality: "Camp",
  cityName: "Pune",
  offer: { kind: "percent", percent: 20, maxDiscountPaise: 10000 },
};

describe("catalogue words", () => {
  it("name the place estimates are measured to, in the customer's language", () => {
    expect([named, centre, spot].map((place) => placeText(place, en))).toEqual([
      "Koregaon Park",
      "the centre of Pune",
      "the chosen spot",
    ]);
    expect([named, centre, spot].map((place) => placeText(place, hi))).toEqual([
      "Koregaon Park",
      "Pune के केंद्र",
      "चुनी गई जगह",
    ]);
  });

  it("name a listing by its city, or by its place when it looks around a point", () => {
    const inCity: ListingScope = { kind: "city", city: pune, place: centre };
    const near: ListingScope = { kind: "near", place: spot };
    expect(scopeText(inCity, hi)).toBe("Pune");
    expect(scopeText(near, en)).toBe("the chosen spot");
    expect(scopeText(near, hi)).toBe("चुनी गई जगह");
  });

  it("word a card's opening as of the moment the summary was made, and its offer", () => {
    const card = wordSummary(summary, en, "en");
    expect(card).toMatchObject({ name: "Spice Route", isOpen: false });
    expect(card.openingText).toBe("Closed · opens tomorrow 12 pm");
    expect(card.offerText).toBe("20% OFF up to ₹100");
    expect(card).not.toHaveProperty("opening");
    expect(card).not.toHaveProperty("offer");
    expect(card).not.toHaveProperty("asOf");
    const later = wordSummary({ ...summary, asOf: ist("2026-11-24T09:00") }, en, "en");
    expect(later.openingText).toBe("Closed · opens 12 pm");
    const inHindi = wordSummary(summary, hi, "hi");
    expect(inHindi.openingText).toBe("बंद · कल दोपहर 12 से खुलेगा");
    expect(inHindi.offerText).toBe("₹100 तक 20% की छूट");
    // Customer audit m17: the cuisines in the page's language, where the catalogue has them.
    expect(card.cuisines).toEqual(["North Indian"]);
    expect(inHindi.cuisines).toEqual(["उत्तर भारतीय"]);
    expect(wordSummary({ ...summary, cuisinesHi: null }, hi, "hi").cuisines).toEqual(["North Indian"]);
    expect(inHindi).not.toHaveProperty("cuisinesHi");
    expect(wordSummary({ ...summary, offer: null }, en, "en").offerText).toBeNull();
  });

  it("word a listing: its cards, where it looks and measures from, and a place we do not serve", () => {
    const page = { restaurants: [summary], totalResults: 1, currentPage: 1, totalPages: 1 };
    const nearest = { name: "Pune", slug: "pune", km: 140 };
    const listing = wordListing({ kind: "near", place: spot }, { page, notServed: { place: spot, nearest } }, hi, "hi");
    expect(listing).toMatchObject({
      page: { totalResults: 1, currentPage: 1, totalPages: 1 },
      place: "चुनी गई जगह",
      deliveryFrom: "चुनी गई जगह",
      notServed: { place: "चुनी गई जगह", nearest },
    });
    expect(listing.page.restaurants.map((restaurant) => restaurant.openingText)).toEqual(["बंद · कल दोपहर 12 से खुलेगा"]);
    const served = wordListing({ kind: "city", city: pune, place: centre }, { page, notServed: null }, en, "en");
    expect(served).toMatchObject({ place: "Pune", deliveryFrom: "the centre of Pune", notServed: null });
  });

  it("list a restaurant's week day by day", () => {
    const hours = [
      { weekday: 1, opens: 12 * 60, closes: 15 * 60 + 30 },
      { weekday: 1, opens: 19 * 60, closes: 23 * 60 },
      { weekday: 2, opens: 0, closes: 24 * 60 },
    ];
    const week = weeklyHoursText(hours, en, "en");
    expect(week).toHaveLength(7);
    expect(week.slice(0, 3)).toEqual([
      { day: "Sunday", hours: "Closed" },
      { day: "Monday", hours: "12 pm – 3:30 pm, 7 pm – 11 pm" },
      { day: "Tuesday", hours: "Open 24 hours" },
    ]);
    expect(weeklyHoursText(hours, hi, "hi").slice(0, 3)).toEqual([
      { day: "रविवार", hours: "बंद" },
      { day: "सोमवार", hours: "दोपहर 12 – दोपहर 3:30, शाम 7 – रात 11" },
      { day: "मंगलवार", hours: "24 घंटे खुला" },
    ]);
  });
});
