import { z } from "zod";

/** The customer's delivery location, as kept in the location cookie. */
export const chosenLocationSchema = z.object({
  name: z.string().trim().min(1).max(120),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** Slug of a city we serve when the place is one of them, else null (listings go by distance). */
  city: z.string().max(40).nullable(),
  source: z.enum(["default", "manual", "geolocation", "ip"]),
});

export type ChosenLocation = z.infer<typeof chosenLocationSchema>;

export interface PlaceSuggestion {
  name: string;
  simpleCityName: string;
  latitude: number;
  longitude: number;
  city: string | null;
}

export const MIN_SUGGESTION_QUERY = 3;
export const MAX_SUGGESTIONS = 5;
