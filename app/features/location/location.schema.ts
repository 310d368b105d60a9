import { z } from "zod";
import type { ChosenLocation } from "./location";

/** The location cookie's contents; anything else in the cookie is ignored. */
export const chosenLocationSchema: z.ZodType<ChosenLocation> = z.object({
  name: z.string().trim().min(1).max(120),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  city: z.string().max(40).nullable(),
  source: z.enum(["default", "manual", "geolocation", "ip"]),
});

/** The location form's POST: choosing a suggested place, or locating by the browser's coordinates. */
const postedPoint = {
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
  redirectTo: z.string().optional(),
};

export const locationIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("choose"), name: z.string().trim().min(1).max(120), ...postedPoint }),
  z.object({ intent: z.literal("locate"), ...postedPoint }),
]);

export type LocationIntent = z.infer<typeof locationIntentSchema>;

/**
 * The location page's POST as the action reads it: a place chosen or located, or (anything else, even an
 * empty form) nothing usable, which the page answers with 'Please select a location.'.
 */
export const locationFormSchema = z.union([
  locationIntentSchema,
  z.object({}).transform(() => ({ intent: "nothing" as const })),
]);
