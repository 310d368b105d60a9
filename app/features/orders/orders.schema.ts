import { z } from "zod";
import { MAX_CANCEL_REASON } from "./order-status";

/** The buttons on a customer's order page: cancel (with an optional reason) and order again. */
export const orderIntentSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("cancel"),
    reason: z
      .string()
      .trim()
      .max(MAX_CANCEL_REASON, `Use at most ${MAX_CANCEL_REASON} characters for the reason.`)
      .default(""),
  }),
  z.object({ intent: z.literal("reorder"), replace: z.literal("1").optional() }),
]);
