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

/** 'Add': a dish with its options, from the menu, its options page or 'Replace cart?'. */
export const addSchema = z.object({
  productId,
  choices,
  quantity: quantity.default(1),
  replace: z
    .literal("1")
    .optional()
    .transform((value) => value === "1"),
  /** The prices the options form showed (pricesShown); absent for a dish added without options. */
  prices: z.string().max(400).optional(),
});

/** A line's quantity, as an absolute target (minus / plus); minus at 1 sends 0, which removes the line. */
export const setQuantitySchema = z.object({
  productId,
  choices,
  quantity: z.coerce
    .number({ error: `Choose a quantity from 0 to ${MAX_QUANTITY}.` })
    .int(`Choose a quantity from 0 to ${MAX_QUANTITY}.`)
    .min(0, `Choose a quantity from 0 to ${MAX_QUANTITY}.`)
    .max(MAX_QUANTITY, `You can order at most ${MAX_QUANTITY} of one dish.`),
});

/** A line to remove: the dish and its options. */
export const lineSchema = z.object({ productId, choices });

/** A form that posts nothing but its intent ('Clear', 'Remove' a promo code). */
export const noFieldsSchema = z.object({});

export const promoSchema = z.object({
  code: z.string({ error: "Enter a promo code." }).trim().min(1, "Enter a promo code.").max(20, "Invalid promo code."),
});

/** The rider's tip: a listed amount in rupees, "0", or "other" with the rupees typed (`chosenTip` checks them). */
export const tipSchema = z.object({
  tip: z.string({ error: "Choose a tip." }).trim().min(1, "Choose a tip.").max(8),
  tipOther: z.string().trim().max(8).optional(),
});

/** Where and how to deliver: the cart page's checkout form, saved with 'Save details' or with the order. */
export const deliveryDetailsSchema = z.object({
  addressId: z.string().trim().max(64).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: "Choose a payment method." }),
  instructions: z.string().trim().max(MAX_INSTRUCTIONS, `Use at most ${MAX_INSTRUCTIONS} characters.`).default(""),
  noContact: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
  phone: optionalIndianMobile,
  /** A delivery slot's start (UTC ISO), or empty for "as soon as possible". */
  deliverAt: z.string().trim().max(40).optional(),
});

/** 'Proceed to Checkout': the details on screen and the form's one-time key (a double submit places one order). */
export const checkoutSchema = deliveryDetailsSchema.extend({ checkoutKey: z.string().trim().min(1).max(64) });
