import { z } from "zod";
import { MAX_CANCEL_REASON } from "./order-status";

/** A customer's cancel on their order page, with an optional reason. */
export const cancelOrderSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(MAX_CANCEL_REASON, `Use at most ${MAX_CANCEL_REASON} characters for the reason.`)
    .default(""),
});

/** "Reorder": the order's dishes back in the cart, replacing another restaurant's when confirmed. */
export const reorderSchema = z.object({ replace: z.literal("1").optional() });
