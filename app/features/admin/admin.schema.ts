import { z } from "zod";
import { TICKET_STATUSES, type TicketStatus } from "~/features/support/tickets";
import { parseRupees } from "./admin-rules";

export const id = z.string().regex(/^[0-9a-z-]{1,64}$/, "That record was not found.");
export const flag = z.enum(["1", "0"]).transform((value) => value === "1");
export const checkbox = z
  .literal("on")
  .optional()
  .transform((value) => value === "on");
const ticketStatus = z.enum(Object.keys(TICKET_STATUSES) as [TicketStatus, ...TicketStatus[]], {
  error: "Choose a status.",
});

/**
 * An amount in rupees as typed, in paise; zero only where `zero` says it is allowed (a minimum order of ₹0).
 * `message` is the whole message, an English id the page translates.
 */
export const rupees = (message: string, zero: "zero allowed" | "more than zero" = "more than zero") =>
  z.string({ error: message }).transform((text, ctx) => {
    const paise = parseRupees(text);
    if (paise === null || (paise === 0 && zero === "more than zero")) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return paise;
  });

export const text = (min: number, max: number, empty: string) =>
  z.string({ error: empty }).trim().min(min, empty).max(max, `Use at most ${max} characters.`);

const ticketShown = { ticketId: id, from: ticketStatus };

/** A reply to a ticket, and the status it goes to. */
export const ticketReplySchema = z.object({
  ...ticketShown,
  body: text(2, 2000, "Write a reply."),
  status: ticketStatus,
});

export const ticketStatusSchema = z.object({ ...ticketShown, status: ticketStatus });

export const leadHandledSchema = z.object({ leadId: id, handled: flag });

/** The Cities page's rain switch: the city and what to switch it to. */
export const rainSchema = z.object({ cityId: id, on: flag });

export const roleSchema = z.object({
  role: z.enum(["customer", "admin"], { error: "Choose Customer or Admin." }),
});

export const endSessionsSchema = z.object({});
