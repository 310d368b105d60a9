/** The customer's delivery location, as kept in the location cookie. */
export interface ChosenLocation {
  name: string;
  latitude: number;
  longitude: number;
  /** Slug of a city we serve when the place is one of them, else null (listings go by distance). */
  city: string | null;
  source: "default" | "manual" | "geolocation" | "ip";
}

export interface PlaceSuggestion {
  name: string;
  simpleCityName: string;
  latitude: number;
  longitude: number;
  city: string | null;
}

export const MIN_SUGGESTION_QUERY = 3;
export const MAX_SUGGESTIONS = 5;
