import { z } from "zod";
import { email } from "~/features/accounts/accounts.schema";
import { normaliseIndianMobile } from "~/features/accounts/phone";
import { CONTACT_TOPICS, PLANS } from "./plans";

const SUBMISSION_KEY = /^[0-9a-f]{24}$/;

/**
 * A required text field. Its messages are English, as catalogue ids (the content namespace holds each
 * one these forms make, "Enter your company's name."); the forms translate them where they show them.
 */
const text = (label: string, max: number) =>
  z
    .string({ error: `Enter ${label}.` })
    .trim()
    .min(1, `Enter ${label}.`)
    .max(max, `Use at most ${max} characters.`);

const PHONE_MESSAGE = "Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.";

const phone = z
  .string({ error: "Enter a mobile number." })
  .trim()
  .max(20, PHONE_MESSAGE)
  .transform((value, ctx) => {
    const normalised = normaliseIndianMobile(value);
    if (!normalised) {
      ctx.addIssue({ code: "custom", message: PHONE_MESSAGE });
      return z.NEVER;
    }
    return normalised;
  });

/** Fields every public lead form carries: the honeypot and the key that makes a repeated submit harmless. */
const common = {
  website: z.string().optional(),
  submissionKey: z.string().regex(SUBMISSION_KEY).optional().catch(undefined),
};

export const corporateLeadSchema = z.object({
  ...common,
  plan: z
    .enum(Object.keys(PLANS) as [keyof typeof PLANS, ...(keyof typeof PLANS)[]])
    .optional()
    .catch(undefined),
  companyName: text("your company's name", 100),
  contactName: text("your name", 100),
  email,
  phone,
  employeeCount: z
    .number({ error: "Enter the number of employees as a whole number, like 40." })
    .int("Enter the number of employees as a whole number, like 40.")
    .positive("Enter at least 1 employee.")
    .max(1_000_000, "Enter at most 1,000,000 employees."),
  message: z.string().trim().max(2000, "Use at most 2000 characters.").default(""),
});

export const contactLeadSchema = z.object({
  ...common,
  name: text("your name", 100),
  email,
  phone: phone.optional(),
  topic: z.enum(Object.keys(CONTACT_TOPICS) as [keyof typeof CONTACT_TOPICS, ...(keyof typeof CONTACT_TOPICS)[]], {
    error: "Choose a topic.",
  }),
  message: text("your message", 2000),
});

export const partnerLeadSchema = z.object({
  ...common,
  restaurantName: text("the restaurant's name", 100),
  contactName: text("your name", 100),
  email,
  phone,
  city: text("the city", 60),
  message: z.string().trim().max(2000, "Use at most 2000 characters.").default(""),
});
