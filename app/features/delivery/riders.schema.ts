import { z } from "zod";

const id = z.string().min(1).max(64);
const latitude = z.coerce.number().min(-90).max(90);
const longitude = z.coerce.number().min(-180).max(180);

export const joinRiderSchema = z.object({ token: z.string().min(1).max(100) });

/** Going online: where the rider is, from the browser or, without it, a locality of the city. */
export const goOnlineSchema = z
  .object({
    locality: z.string().max(100).optional(),
    latitude: latitude.optional(),
    longitude: longitude.optional(),
  })
  .refine((value) => value.locality || (value.latitude !== undefined && value.longitude !== undefined), {
    message: "Choose where you are.",
    path: ["locality"],
  });

export const goOfflineSchema = z.object({});

/** A masked call to the other party of a trip (the rider's customer, the customer's rider): nothing to fill in. */
export const callSchema = z.object({});

export const offerSchema = z.object({ offerId: id });

export const stepSchema = z.object({ orderId: id, step: z.enum(["at-restaurant", "picked-up", "at-customer"]) });

export const deliverSchema = z.object({
  orderId: id,
  code: z
    .string({ error: "Enter the 4-digit code the customer tells you." })
    .trim()
    .regex(/^\d{4}$/, "Enter the 4-digit code the customer tells you."),
  cash: z.literal("on").optional(),
  cashTip: z.string().trim().max(8, "Enter the tip in whole rupees, from ₹1 to ₹500, or leave it empty.").optional(),
});

export const unreachableSchema = z.object({ orderId: id });

export const positionSchema = z.object({ latitude, longitude });

export const inviteRiderSchema = z.object({
  email: z.email({ error: "Enter a valid e-mail address." }).max(254),
  city: z.string({ error: "Choose a city we deliver in." }).min(1, "Choose a city we deliver in.").max(64),
});
