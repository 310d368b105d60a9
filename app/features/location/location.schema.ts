import { z } from "zod";

/** The location form's POST: choosing a suggested place, or locating by the browser's coordinates. */
export const locationIntentSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("choose"),
    name: z.string().trim().min(1).max(120),
    latitude: z.coerce.number().min(-90).max(90),
    longitude: z.coerce.number().min(-180).max(180),
    redirectTo: z.string().optional(),
  }),
  z.object({
    intent: z.literal("locate"),
    latitude: z.coerce.number().min(-90).max(90),
    longitude: z.coerce.number().min(-180).max(180),
    redirectTo: z.string().optional(),
  }),
]);
