import { z } from "zod";
import { formatIndianMobile, normaliseIndianMobile } from "~/features/accounts/phone";
import { MAX_CANCEL_REASON } from "~/features/orders/order-status";

/** The orders board's forms, one per intent; each names the order and the status its page showed. */
const order = {
  orderId: z.string().regex(/^[0-9a-z-]{1,64}$/, "That record was not found."),
  from: z.string().max(40),
};

/**
 * Move an order on (its fields, for the page's constraints): sending it out needs the driver's name and mobile number, which comes out
 * written the one way the customer reads it ("+91 98450 11223").
 */
export const advanceOrderFields = z.object({
  ...order,
  driverName: z.string().trim().max(60, "Use at most 60 characters.").optional(),
  driverPhone: z.string().trim().max(20).optional(),
});

/** `advanceOrderFields` checked together: the driver is needed to send the order out. */
export const advanceOrderSchema = advanceOrderFields
  .superRefine((value, ctx) => {
    const sendingOut = value.from === "Preparing";
    if (sendingOut && !value.driverName)
      ctx.addIssue({ code: "custom", path: ["driverName"], message: "Enter the driver's name." });
    if ((sendingOut || value.driverPhone) && !normaliseIndianMobile(value.driverPhone ?? ""))
      ctx.addIssue({ code: "custom", path: ["driverPhone"], message: "Enter the driver's 10-digit mobile number." });
  })
  .transform(({ orderId, from, driverName, driverPhone }) => {
    const phone = normaliseIndianMobile(driverPhone ?? "");
    const driver =
      from === "Preparing" && driverName && phone ? { name: driverName, phone: formatIndianMobile(phone) } : undefined;
    return { orderId, from, driver };
  });

/** Cancel an order, with the reason the customer is shown. */
export const boardCancelSchema = z.object({
  ...order,
  reason: z.string().trim().max(MAX_CANCEL_REASON, "Use at most 200 characters.").default(""),
});

/** Ask the gateway again for a cancelled order's refund. */
export const retryRefundSchema = z.object({ orderId: order.orderId });

/** Hand an order waiting for a rider to one of its city's free riders. */
export const assignRiderSchema = z.object({
  orderId: order.orderId,
  riderId: z.string({ error: "Choose a rider." }).min(1, "Choose a rider.").max(64),
});
