import { z } from "zod";
import { TICKET_CATEGORIES, TICKET_PRIORITIES, type TicketCategory, type TicketPriority } from "./tickets";

const keys = <T extends string>(record: Record<T, string>) => Object.keys(record) as [T, ...T[]];

export const ticketSchema = z.object({
  submissionKey: z
    .string()
    .regex(/^[0-9a-f]{24}$/)
    .optional()
    .catch(undefined),
  subject: z
    .string({ error: "Enter a subject." })
    .trim()
    .min(1, "Enter a subject.")
    .max(120, "Use at most 120 characters."),
  category: z.enum(keys<TicketCategory>(TICKET_CATEGORIES), { error: "Choose a category." }),
  priority: z.enum(keys<TicketPriority>(TICKET_PRIORITIES), { error: "Choose a priority." }),
  message: z
    .string({ error: "Describe the problem." })
    .trim()
    .min(1, "Describe the problem.")
    .max(2000, "Use at most 2000 characters."),
});

export type TicketInput = z.infer<typeof ticketSchema>;

export const faqVoteSchema = z.object({
  faqId: z.string().min(1).max(40),
  helpful: z.enum(["yes", "no"]),
  returnTo: z.string().optional(),
});
