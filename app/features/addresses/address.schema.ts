import { z } from "zod";
import type { Translate } from "~/lib/i18n";
import { ADDRESS_TYPES } from "./address-types";
import { INDIAN_STATES } from "./indian-states";
import { pinStateMismatch } from "./pin-regions";
import { localityProblem } from "./localities";

/**
 * The address form. Its fixed messages are English ids, translated where they are shown; those naming the
 * PIN code, state or locality typed come out in the page's language (`t`), their values filled in.
 */
export function addressSchema(t: Translate) {
  return z
    .object({
      addressLine1: z
        .string({ error: "Enter the house number and street." })
        .trim()
        .min(1, "Enter the house number and street.")
        .max(120, "Use at most 120 characters."),
      addressLine2: z.string().trim().max(120, "Use at most 120 characters.").default(""),
      city: z
        .string({ error: "Enter the city." })
        .trim()
        .min(1, "Enter the city.")
        .max(60, "Use at most 60 characters."),
      state: z.enum(INDIAN_STATES, { error: "Choose a state or union territory." }),
      zipCode: z
        .string({ error: "Enter the 6-digit PIN code." })
        .trim()
        .regex(/^[1-9]\d{5}$/, "Enter a 6-digit PIN code that does not start with 0."),
      country: z.literal("India", { error: "We deliver in India only." }).default("India"),
      addressType: z.enum(ADDRESS_TYPES, { error: "Choose Home, Work or Other." }).default("Home"),
      /** `city-slug/Locality` from the locality select; placed by placeLocality. */
      locality: z.string().trim().max(120, "Choose your locality from the list.").default(""),
    })
    .superRefine((address, context) => {
      const mismatch = pinStateMismatch(address.zipCode, address.state, t);
      if (mismatch) context.addIssue({ code: "custom", path: ["zipCode"], message: mismatch });
      const problem = localityProblem(address.locality, address.zipCode, t);
      if (problem) context.addIssue({ code: "custom", path: ["locality"], message: problem });
    });
}

export type AddressInput = z.infer<ReturnType<typeof addressSchema>>;

/** The buttons on the address list: delete (after confirming) and make default. */
export const addressListIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), addressId: z.string().min(1) }),
  z.object({ intent: z.literal("default"), addressId: z.string().min(1) }),
]);
