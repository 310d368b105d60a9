import { z } from "zod";
import { normaliseIndianMobile } from "~/features/accounts/phone";
import { TICKET_STATUSES, type TicketStatus } from "~/features/support/tickets";
import { HOURS_FIELDS, parseWeekHours } from "~/features/catalogue/opening-hours-input";
import type { Language, Translate } from "~/lib/i18n";
import { PAUSE_MINUTES, parseRupees } from "./admin-rules";
import { parseOptionGroups } from "./dish-options-input";

const id = z.string().regex(/^[0-9a-z-]{1,64}$/, "That record was not found.");
const flag = z.enum(["1", "0"]).transform((value) => value === "1");
const checkbox = z
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
const rupees = (message: string, zero: "zero allowed" | "more than zero" = "more than zero") =>
  z.string({ error: message }).transform((text, ctx) => {
    const paise = parseRupees(text);
    if (paise === null || (paise === 0 && zero === "more than zero")) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return paise;
  });

const text = (min: number, max: number, empty: string) =>
  z.string({ error: empty }).trim().min(min, empty).max(max, `Use at most ${max} characters.`);

/** The orders board: move an order on (a driver is needed to send it out), or cancel it. */
export const boardActionSchema = z.discriminatedUnion("intent", [
  z
    .object({
      intent: z.literal("advance"),
      orderId: id,
      from: z.string().max(40),
      driverName: z.string().trim().max(60, "Use at most 60 characters.").optional(),
      driverPhone: z.string().trim().max(20).optional(),
    })
    .superRefine((value, ctx) => {
      const sendingOut = value.from === "Preparing";
      if (sendingOut && !value.driverName)
        ctx.addIssue({ code: "custom", path: ["driverName"], message: "Enter the driver's name." });
      if ((sendingOut || value.driverPhone) && !normaliseIndianMobile(value.driverPhone ?? "")) {
        ctx.addIssue({ code: "custom", path: ["driverPhone"], message: "Enter the driver's 10-digit mobile number." });
      }
    }),
  z.object({
    intent: z.literal("cancel"),
    orderId: id,
    from: z.string().max(40),
    reason: z.string().trim().max(200, "Use at most 200 characters.").default(""),
  }),
  z.object({ intent: z.literal("retry-refund"), orderId: id }),
]);

const dayHours = z.string().max(120, "Use at most 120 characters.").default("");

/**
 * A week of opening hours as typed, read into ranges; a day that is wrong gets its message next to its field,
 * written in the page's language (it names what was typed, so the page cannot look it up by its English).
 */
const weekHours = (t: Translate, language: Language) =>
  z
    .object({
      sunday: dayHours,
      monday: dayHours,
      tuesday: dayHours,
      wednesday: dayHours,
      thursday: dayHours,
      friday: dayHours,
      saturday: dayHours,
    })
    .transform((days, ctx) => {
      const parsed = parseWeekHours(
        HOURS_FIELDS.map((field) => days[field]),
        t,
        language,
      );
      if (parsed.ok) return parsed.hours;
      for (const [weekday, field] of HOURS_FIELDS.entries()) {
        const message = parsed.errors.get(weekday);
        if (message) ctx.addIssue({ code: "custom", path: [field], message });
      }
      return z.NEVER;
    });

/**
 * The restaurant page: open or close, hours and busy spells, edit details, and manage its dishes. Fixed
 * messages are English ids the page translates; those naming what was typed (hours) come in `t`'s language.
 */
export const restaurantActionSchema = (t: Translate, language: Language) =>
  z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("set-open"), open: flag }),
    z.object({
      intent: z.literal("hours"),
      hours: weekHours(t, language),
      shown: z.string().max(2000),
    }),
    z.object({
      intent: z.literal("pause"),
      minutes: z
        .enum(PAUSE_MINUTES.map(String) as [string, ...string[]], { error: "Choose how long." })
        .transform(Number),
    }),
    z.object({ intent: z.literal("resume") }),
    z.object({
      intent: z.literal("details"),
      name: text(2, 80, "Enter the restaurant's name."),
      cuisines: z
        .string({ error: "Enter at least one cuisine." })
        .transform((value) => [
          ...new Set(
            value
              .split(",")
              .map((cuisine) => cuisine.trim())
              .filter(Boolean),
          ),
        ])
        .pipe(
          z
            .array(z.string().max(30, "Keep each cuisine under 30 characters."))
            .min(1, "Enter at least one cuisine.")
            .max(6, "Enter at most 6 cuisines."),
        ),
      street: text(2, 120, "Enter the street address."),
      locality: text(2, 60, "Enter the locality."),
      prepMinutes: z.coerce
        .number({ error: "Enter the preparation time in minutes, from 5 to 90." })
        .int("Enter the preparation time in whole minutes.")
        .min(5, "Enter the preparation time in minutes, from 5 to 90.")
        .max(90, "Enter the preparation time in minutes, from 5 to 90."),
      deliveryRadiusKm: z.coerce
        .number({ error: "Enter the delivery radius in km, from 1 to 20." })
        .min(1, "Enter the delivery radius in km, from 1 to 20.")
        .max(20, "Enter the delivery radius in km, from 1 to 20.")
        .multipleOf(0.5, "Enter the delivery radius in whole or half km, such as 8 or 7.5."),
      minOrder: rupees("Enter the minimum order in rupees, like 249 or 249.50.", "zero allowed"),
      costForTwo: rupees("Enter the cost for two in rupees, like 249 or 249.50."),
      shown: z.string().max(4000),
    }),
    z.object({ intent: z.literal("dish-available"), dishId: id, available: flag }),
    z.object({
      intent: z.literal("dish-update"),
      dishId: id,
      price: rupees("Enter the price in rupees, like 249 or 249.50."),
      bestseller: checkbox,
      shownPrice: z.coerce.number().int().nonnegative(),
      shownBestseller: flag,
    }),
    z.object({
      intent: z.literal("dish-add"),
      name: text(2, 80, "Enter the dish's name."),
      description: z.string().trim().max(300, "Use at most 300 characters.").default(""),
      price: rupees("Enter the price in rupees, like 249 or 249.50."),
      diet: z.enum(["veg", "non-veg"], { error: "Choose veg or non-veg." }),
      bestseller: checkbox,
      menuCategory: z.string().trim().max(40, "Use at most 40 characters.").default(""),
      pictureId: z.string({ error: "Choose a picture from the list." }).max(64),
    }),
  ]);

/** A dish's options as the console types them, one group a line (dish-options-input.ts); messages in `t`'s language. */
export const dishOptionsSchema = (t: Translate) =>
  z.object({
    options: z
      .string()
      .max(2000, "Use at most 2,000 characters.")
      .default("")
      .transform((text, ctx) => {
        const parsed = parseOptionGroups(text, t);
        if (parsed.ok) return parsed.groups;
        ctx.addIssue({ code: "custom", message: parsed.message });
        return z.NEVER;
      }),
    // Browsers post a field's line breaks as CR LF; the options are stored with LF.
    shownOptions: z
      .string()
      .max(4000)
      .default("")
      .transform((text) => text.replace(/\r\n?/g, "\n")),
  });

export const ticketActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("reply"),
    ticketId: id,
    from: ticketStatus,
    body: text(2, 2000, "Write a reply."),
    status: ticketStatus,
  }),
  z.object({ intent: z.literal("status"), ticketId: id, from: ticketStatus, status: ticketStatus }),
]);

export const leadActionSchema = z.object({ leadId: id, handled: flag });

export const userActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("role"), role: z.enum(["customer", "admin"], { error: "Choose Customer or Admin." }) }),
  z.object({ intent: z.literal("end-sessions") }),
]);
