import { z } from "zod";
import { PAYMENT_METHODS } from "~/features/cart/cart-rules";

/** The preferred payment method form in Payments. */
export const preferredMethodSchema = z.object({
  method: z.enum(PAYMENT_METHODS, { error: "Choose a payment method." }),
});

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined);

/**
 * A gateway webhook's body, as far as it is read: the event's name and the entities it may carry. Anything
 * else in it is dropped; a body of another shape is ignored.
 */
export const webhookEventSchema = z.object({
  event: z.string().default(""),
  payload: z
    .object({
      payment: z
        .object({
          entity: z
            .object({
              id: text,
              order_id: text,
              amount: z.number().nullish(),
              currency: text,
              error_description: text,
            })
            .optional(),
        })
        .optional(),
      order: z.object({ entity: z.object({ id: text }).optional() }).optional(),
      refund: z.object({ entity: z.object({ id: text, payment_id: text }).optional() }).optional(),
    })
    .default({}),
});
export type WebhookEvent = z.output<typeof webhookEventSchema>;

/** "Continue to payment", "Try Again": open a payment attempt for the order in the address (no fields). */
export const openAttemptSchema = z.object({});
