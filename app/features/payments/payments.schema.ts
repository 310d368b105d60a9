import { z } from "zod";
import { PAYMENT_METHODS } from "~/features/cart/cart-rules";

/** The preferred payment method form in Payments. */
export const preferredMethodSchema = z.object({
  method: z.enum(PAYMENT_METHODS, { error: "Choose a payment method." }),
});
