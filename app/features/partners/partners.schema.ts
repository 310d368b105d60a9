import { z } from "zod";
import { PREP_CHOICES, REJECT_REASONS } from "./partner-rules";

const orderId = z.string().min(1).max(64);

export const acceptSchema = z.object({
  orderId,
  prepMinutes: z.coerce
    .number({ error: "Choose a preparation time." })
    .refine((minutes) => (PREP_CHOICES as readonly number[]).includes(minutes), "Choose a preparation time."),
});

export const rejectSchema = z.object({
  orderId,
  reason: z.enum(REJECT_REASONS, { error: "Choose why you cannot take this order." }),
  outOfStock: z.array(z.string().max(64)).max(50).default([]),
});

export const readySchema = z.object({ orderId });

export const inviteSchema = z.object({
  email: z.email({ error: "Enter a valid e-mail address." }).max(254),
  role: z.enum(["owner", "staff"]).default("staff"),
});

export const removeMemberSchema = z.object({ userId: z.string().min(1).max(64) });

/** The restaurant's usual preparation time, in minutes. */
export const USUAL_PREP_CHOICES = [10, 15, 20, 25, 30, 35, 40, 45, 60] as const;

export const usualPrepSchema = z.object({
  minutes: z.coerce
    .number({ error: "Choose a preparation time." })
    .refine((minutes) => (USUAL_PREP_CHOICES as readonly number[]).includes(minutes), "Choose a preparation time."),
});

export const joinSchema = z.object({ token: z.string().min(1).max(100) });
