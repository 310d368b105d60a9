import { z } from "zod";
import { CODE_LENGTH } from "./verification-rules";
import { normaliseIndianMobile } from "./phone";
import { DELETE_CONFIRMATION, SETTING_KEYS, type SettingKey } from "./settings";

export const email = z
  .string({ error: "Enter your e-mail address." })
  .trim()
  .min(1, "Enter your e-mail address.")
  .max(254, "Use an e-mail address of at most 254 characters.")
  .pipe(z.email("Enter a valid e-mail address, like name@example.com."));

const newPassword = z
  .string({ error: "Enter a password." })
  .min(8, "Use at least 8 characters.")
  .max(128, "Use at most 128 characters.");

const currentPassword = z
  .string({ error: "Enter your password." })
  .min(1, "Enter your password.")
  .max(128, "Use at most 128 characters.");

export const loginSchema = z.object({
  email,
  password: currentPassword,
  redirectTo: z.string().optional(),
});

export const googleLinkSchema = z.object({ password: currentPassword });

export const forgotPasswordSchema = z.object({ email, redirectTo: z.string().optional() });

/** A new password typed twice; both must match. */
const newPasswordTwice = z.object({ newPassword, confirmPassword: z.string({ error: "Confirm the new password." }) });
const typedTheSame = (value: { newPassword: string; confirmPassword: string }) =>
  value.newPassword === value.confirmPassword;
const NOT_THE_SAME = { path: ["confirmPassword"], message: "The passwords do not match." };

export const resetPasswordSchema = newPasswordTwice
  .extend({ token: z.string().max(100) })
  .refine(typedTheSame, NOT_THE_SAME);

const fullName = z
  .string({ error: "Enter your name." })
  .trim()
  .min(1, "Enter your name.")
  .max(100, "Use at most 100 characters.");

export const signupSchema = z.object({
  name: fullName,
  email,
  password: newPassword,
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.string().optional(),
  redirectTo: z.string().optional(),
});

export const verifySchema = z.object({
  code: z
    .string({ error: `Enter the ${CODE_LENGTH}-digit code.` })
    .transform((value) => value.replace(/\D/g, ""))
    .pipe(z.string().length(CODE_LENGTH, `Enter the ${CODE_LENGTH}-digit code.`)),
  redirectTo: z.string().optional(),
});

/** A new code for the sign-up waiting in this browser. */
export const resendSchema = z.object({ redirectTo: z.string().optional() });

export const MOBILE_FORMAT = "Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.";

/** An optional Indian mobile number, stored as "+91" and ten digits (null when left empty). */
export const optionalIndianMobile = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    const phone = normaliseIndianMobile(value);
    if (!phone) {
      ctx.addIssue({ code: "custom", message: MOBILE_FORMAT });
      return z.NEVER;
    }
    return phone;
  });

/** An Indian mobile number to send a sign-in code to (required). */
export const mobileSchema = z.object({
  phone: z
    .string({ error: MOBILE_FORMAT })
    .trim()
    .transform((value, ctx) => {
      const phone = normaliseIndianMobile(value);
      if (!phone) {
        ctx.addIssue({ code: "custom", message: MOBILE_FORMAT });
        return z.NEVER;
      }
      return phone;
    }),
  redirectTo: z.string().optional(),
});

/** The name of an account a verified mobile number is making. */
export const mobileNameSchema = z.object({ name: fullName, redirectTo: z.string().optional() });

export const profileSchema = z.object({
  firstName: z
    .string({ error: "Enter your first name." })
    .trim()
    .min(1, "Enter your first name.")
    .max(50, "Use at most 50 characters."),
  lastName: z.string().trim().max(50, "Use at most 50 characters.").default(""),
  phone: optionalIndianMobile,
});

export const passwordChangeSchema = newPasswordTwice
  .extend({ currentPassword: z.string().max(128).default("") })
  .refine(typedTheSame, NOT_THE_SAME);

/** The settings' switches, each sent as "on" when it is on: the customer's settings, every one of them. */
const settingSwitch = z
  .literal("on")
  .optional()
  .transform((value) => value === "on");
export const settingsSchema = z.object(
  Object.fromEntries(SETTING_KEYS.map((key) => [key, settingSwitch])) as Record<SettingKey, typeof settingSwitch>,
);

export const deleteAccountSchema = z.object({
  confirmation: z
    .string({ error: `Type ${DELETE_CONFIRMATION} to confirm.` })
    .refine((value) => value === DELETE_CONFIRMATION, `Type ${DELETE_CONFIRMATION} to confirm.`),
});

/** A form that carries nothing but its intent (logging out, signing out other devices, resetting settings). */
export const noFieldsSchema = z.object({});
