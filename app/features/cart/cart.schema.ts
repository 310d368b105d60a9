import { z } from "zod";
import { MAX_INSTRUCTIONS, MAX_QUANTITY, PAYMENT_METHODS } from "./cart-rules";

const quantity = z.coerce
  .number({ error: `Choose a quantity from 1 to ${MAX_QUANTITY}.` })
  .int(`Choose a quantity from 1 to ${MAX_QUANTITY}.`)
  .min(1, `Choose a quantity from 1 to ${MAX_QUANTITY}.`)
  .max(MAX_QUANTITY, `You can order at most ${MAX_QUANTITY} of one dish.`);

const productId = z.string().trim().min(1).max(64);

/** Every change to the cart: one POST action, an `intent` each, quantities as absolute targets. */
export const cartIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), productId, quantity: quantity.default(1), replace: z.literal("1").optional() }),
  z.object({ intent: z.literal("set"), productId, quantity }),
  z.object({ intent: z.literal("remove"), productId }),
  z.object({ intent: z.literal("clear") }),
  z.object({ intent: z.literal("apply-promo"), code: z.string().trim().min(1, "Enter a promo code.").max(20, "Invalid promo code.") }),
  z.object({ intent: z.literal("remove-promo") }),
  z.object({
    intent: z.literal("details"),
    addressId: z.string().trim().max(64).optional(),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: "Choose a payment method." }),
    instructions: z.string().trim().max(MAX_INSTRUCTIONS, `Use at most ${MAX_INSTRUCTIONS} characters.`).default(""),
    noContact: z.literal("on").optional(),
  }),
]);

export type CartIntent = z.infer<typeof cartIntentSchema>;
