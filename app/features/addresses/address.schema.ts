import { z } from "zod";
import { ADDRESS_TYPES } from "./address-types";
import { INDIAN_STATES } from "./indian-states";

/**
 * The address form, each field by its own rules; its messages are English ids, translated where they are
 * shown. The checks across fields, whose messages name what was typed, are `addressProblems`.
 */
export const addressSchema = z.object({
  addressLine1: z
    .string({ error: "Enter the house number and street." })
    .trim()
    .min(1, "Enter the house number and street.")
    .max(120, "Use at most 120 characters."),
  addressLine2: z.string().trim().max(120, "Use at most 120 characters.").default(""),
  city: z.string({ error: "Enter the city." }).trim().min(1, "Enter the city.").max(60, "Use at most 60 characters."),
  state: z.enum(INDIAN_STATES, { error: "Choose a state or union territory." }),
  zipCode: z
    .string({ error: "Enter the 6-digit PIN code." })
    .trim()
    .regex(/^[1-9]\d{5}$/, "Enter a 6-digit PIN code that does not start with 0."),
  country: z.literal("India", { error: "We deliver in India only." }).default("India"),
  addressType: z.enum(ADDRESS_TYPES, { error: "Choose Home, Work or Other." }).default("Home"),
  /** `city-slug/Locality` from the locality select; placed by placeAddress. */
  locality: z.string().trim().max(120, "Choose your locality from the list.").default(""),
});

export type AddressInput = z.infer<typeof addressSchema>;

/** The buttons on the address list, delete (after confirming) and make default: the address they act on. */
export const addressIdSchema = z.object({ addressId: z.string().min(1) });
