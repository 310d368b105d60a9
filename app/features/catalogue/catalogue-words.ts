import { offerText } from "~/features/pricing/pricing-words";
import type { Language, Translate } from "~/lib/i18n";
import { nameIn } from "./names";
import type { Listing, ListingScope, NotServed, RestaurantPage } from "./catalogue.server";
import { dayHoursText, openingText, WEEKDAYS, weekdayName, type OpeningRange } from "./opening";
import type { DeliveryPlace, RestaurantSummary } from "./restaurant-summary.server";

/** Where estimates are measured to, as a page says it: "Koramangala", "the centre of Pune", "the chosen spot". */
export function placeText(place: DeliveryPlace, t: Translate): string {
  switch (place.kind) {
    case "named":
      return place.name;
    case "centre":
      return t("the centre of {city}", { city: place.city });
    case "spot":
      return t("the chosen spot");
  }
}

/** Where a listing looks, as its title says it: a city's name, or the place's ("Koramangala", "the chosen spot"). */
export function scopeText(scope: ListingScope, t: Translate): string {
  return scope.kind === "city" ? scope.city.name : placeText(scope.place, t);
}

/** A restaurant as its card (and its menu) shows it: the summary with its opening and its offer worded. */
export type WordedSummary<S extends RestaurantSummary = RestaurantSummary> = Omit<
  S,
  "opening" | "offer" | "asOf" | "cuisinesHi"
> & {
  /** "Open now · closes 11:30 pm", "Closed · opens 7 pm". */
  openingText: string;
  /** "20% OFF up to ₹100", or null for a restaurant without an offer. */
  offerText: string | null;
};

/**
 * What a restaurant's card shows of its summary: its cuisines in the page's language, its opening worded as
 * of the moment the summary was made.
 */
export function wordSummary<S extends RestaurantSummary>(
  summary: S,
  t: Translate,
  language: Language,
): WordedSummary<S> {
  const { opening, offer, asOf, cuisinesHi, ...rest } = summary;
  return {
    ...rest,
    cuisines: nameIn(language, rest.cuisines, cuisinesHi),
    openingText: openingText(opening, asOf, t, language),
    offerText: offer && offerText(offer, t),
  };
}

/** A page of a listing as its cards show it. */
export interface WordedPage extends Omit<RestaurantPage, "restaurants"> {
  restaurants: WordedSummary[];
}

/** A place we do not deliver to, as its notice names it. */
export interface WordedNotServed extends Omit<NotServed, "place"> {
  place: string;
}

/**
 * A listing as its page says it: its restaurants' cards, where it looks (`place`), where its estimates are
 * measured to (`deliveryFrom`), and the place we do not deliver to, if so.
 */
export function wordListing(
  scope: ListingScope,
  { page, notServed }: Listing,
  t: Translate,
  language: Language,
): { page: WordedPage; place: string; deliveryFrom: string; notServed: WordedNotServed | null } {
  return {
    page: { ...page, restaurants: page.restaurants.map((restaurant) => wordSummary(restaurant, t, language)) },
    place: scopeText(scope, t),
    deliveryFrom: placeText(scope.place, t),
    notServed: notServed && { ...notServed, place: placeText(notServed.place, t) },
  };
}

/** A restaurant's week as its menu lists it: each day's name and hours ("Monday", "12 pm – 3:30 pm, 7 pm – 11:30 pm"). */
export function weeklyHoursText(
  hours: readonly OpeningRange[],
  t: Translate,
  language: Language,
): { day: string; hours: string }[] {
  return WEEKDAYS.map((_, weekday) => ({
    day: weekdayName(weekday, language),
    hours: dayHoursText(hours, weekday, t, language),
  }));
}
