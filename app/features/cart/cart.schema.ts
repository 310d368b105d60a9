import { z } from "zod";
import { optionalIndianMobile } from "~/features/accounts/accounts.schema";
import { MAX_INSTRUCTIONS, MAX_QUANTITY, PAYMENT_METHODS } from "./cart-rules";

const quantity = z.coerce
  .number({ error: `Choose a quantity from 1 to ${MAX_QUANTITY}.` })
  .int(`Choose a quantity from 1 to ${MAX_QUANTITY}.`)
  .min(1, `Choose a quantity from 1 to ${MAX_QUANTITY}.`)
  .max(MAX_QUANTITY, `You can order at most ${MAX_QUANTITY} of one dish.`);

const productId = z.string().trim().min(1).max(64);

const optionId = z.string().trim().max(64);

/**
 * A dish's options as posted: one field a group, `choices.<group id>`, holding an option id (a variant's
 * radio buttons) or several (add-on checkboxes); read as the list of option ids chosen.
 */
const choices = z
  .record(z.string().max(64), z.union([optionId, z.array(optionId).max(20)]))
  .optional()
  .transform((byGroup) => Object.values(byGroup ?? {}).flat());

/** Where and how to deliver: the cart page's details form (autosaved with JavaScript). */
const deliveryDetails = {
  addressId: z.string().trim().max(64).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: "Choose a payment method." }),
  instructions: z.string().trim().max(MAX_INSTRUCTIONS, `Use at most ${MAX_INSTRUCTIONS} characters.`).default(""),
  noContact: z.literal("on").optional(),
  phone: optionalIndianMobile,
  /** A delivery slot's start (UTC ISO), or empty for "as soon as possible". */
  deliverAt: z.string().trim().max(40).optional(),
};

/** Every change to the cart: one POST action, an `intent` each, quantities as absolute targets. */
export const cartIntentSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    productId,
    choices,
    quantity: quantity.default(1),
    replace: z.literal("1").optional(),
    /** The prices the options form showed (pricesShown); absent for a dish added without options. */
    prices: z.string().max(400).optional(),
  }),
  z.object({ intent: z.literal("set"), productId, choices, quantity }),
  z.object({ intent: z.literal("remove"), productId, choices }),
  z.object({ intent: z.literal("clear") }),
  z.object({
    intent: z.literal("apply-promo"),
    code: z
      .string({ error: "Enter a promo code." })
      .trim()
      .min(1, "Enter a promo code.")
      .max(20, "Invalid promo code."),
  }),
  z.object({ intent: z.literal("remove-promo") }),
  z.object({ intent: z.literal("details"), ...deliveryDetails }),
]);

export type CartIntent = z.infer<typeof cartIntentSchema>;

/**
 * 'Proceed to Checkout' posts the delivery details on screen with it: they are saved first, so the
 * order uses what the customer sees, with or without JavaScript.
 */
export const checkoutSchema = z.object({
  intent: z.literal("checkout"),
  checkoutKey: z.string().trim().min(1).max(64),
  ...deliveryDetails,
});

/** What the cart page's forms post: a change to the cart, or 'Proceed to Checkout'. */
export const cartPageIntentSchema = z.discriminatedUnion("intent", [...cartIntentSchema.options, checkoutSchema]);

export type CartPageIntent = z.infer<typeof cartPageIntentSchema>;
