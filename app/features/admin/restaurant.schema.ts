import { z } from "zod";
import { isGstin } from "~/lib/gstin";
import { HOURS_FIELDS, parseWeekHours } from "~/features/catalogue/opening-hours-input";
import { checkbox, flag, id, rupees, text } from "./admin.schema";
import { PAUSE_MINUTES } from "./admin-rules";
import { parseOptionGroups } from "./dish-options-input";

/**
 * The console's restaurant forms, one schema a form, each giving the values its domain function takes.
 * Fixed messages are English ids the page translates; what the hours and options fields read is a code
 * (or the parsed value) the action words, since those messages name what was typed. A schema that reshapes
 * its form's values gives its constraints from its input: `getZodConstraint(schema.in)`.
 */

export const setOpenSchema = z.object({ open: flag });

export const pauseSchema = z.object({
  minutes: z.enum(PAUSE_MINUTES.map(String) as [string, ...string[]], { error: "Choose how long." }).transform(Number),
});

export const resumeSchema = z.object({});

const cuisines = z
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
  );

const GSTIN_MESSAGE = "Enter the restaurant's 15-character GSTIN, such as 29AAGCB7383J1Z4, or leave it empty.";
const COMMISSION_MESSAGE = "Enter the commission in percent, from 0 to 40, like 18 or 18.5.";

/** A restaurant's details as `updateRestaurant` takes them, with the fingerprint of what the form showed. */
export const detailsSchema = z
  .object({
    name: text(2, 80, "Enter the restaurant's name."),
    cuisines,
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
    gstin: z
      .string()
      .trim()
      .toUpperCase()
      .max(15, GSTIN_MESSAGE)
      .default("")
      .refine((value) => value === "" || isGstin(value), GSTIN_MESSAGE),
    commission: z
      .string({ error: COMMISSION_MESSAGE })
      .trim()
      .regex(/^\d{1,2}(\.\d{1,2})?$/, COMMISSION_MESSAGE)
      .transform((value) => Math.round(Number(value) * 100))
      .refine((basisPoints) => basisPoints <= 4000, COMMISSION_MESSAGE),
    shown: z.string().max(4000),
  })
  .transform(({ minOrder, costForTwo, gstin, commission, shown, ...details }) => ({
    details: {
      ...details,
      minOrderPaise: minOrder,
      costForTwoPaise: costForTwo,
      gstin: gstin || null,
      commissionBasisPoints: commission,
    },
    shown,
  }));

const dayHours = z.string().max(120, "Use at most 120 characters.").default("");

/** A week of hours as typed, one field a weekday ("hours.monday"), read into ranges or each wrong day's problem. */
export const hoursSchema = z.object({
  hours: z
    .object(
      Object.fromEntries(HOURS_FIELDS.map((field) => [field, dayHours])) as Record<
        (typeof HOURS_FIELDS)[number],
        typeof dayHours
      >,
    )
    .transform((days) => parseWeekHours(HOURS_FIELDS.map((field) => days[field]))),
  shown: z.string().max(2000),
});

/** A dish's switch: on, or off — "for today" (back on at the next opening) or until switched on again. */
export const dishAvailableSchema = z.object({ dishId: id, available: flag, until: z.enum(["today"]).optional() });

/** One of a dish's options switched on, or off for today or until switched on again. */
export const optionAvailableSchema = z.object({ optionId: id, available: flag, until: z.enum(["today"]).optional() });

/** A dish's price, packaging and bestseller flag as `updateDish` takes them, and as the form showed them. */
export const dishUpdateSchema = z
  .object({
    dishId: id,
    price: rupees("Enter the price in rupees, like 249 or 249.50."),
    packaging: rupees("Enter the packaging charge in rupees, like 10 or 0.", "zero allowed"),
    bestseller: checkbox,
    shownPrice: z.coerce.number().int().nonnegative(),
    shownPackaging: z.coerce.number().int().nonnegative(),
    shownBestseller: flag,
  })
  .transform((value) => ({
    dishId: value.dishId,
    edit: { pricePaise: value.price, isBestseller: value.bestseller, packagingPaise: value.packaging },
    shown: { pricePaise: value.shownPrice, isBestseller: value.shownBestseller, packagingPaise: value.shownPackaging },
  }));

/** A new dish as `addDish` takes it. */
export const newDishSchema = z
  .object({
    name: text(2, 80, "Enter the dish's name."),
    description: z.string().trim().max(300, "Use at most 300 characters.").default(""),
    price: rupees("Enter the price in rupees, like 249 or 249.50."),
    diet: z.enum(["veg", "non-veg"], { error: "Choose veg or non-veg." }),
    bestseller: checkbox,
    menuCategory: z.string().trim().max(40, "Use at most 40 characters.").default(""),
    pictureId: z.string({ error: "Choose a picture from the list." }).max(64),
  })
  .transform((value) => ({
    name: value.name,
    description: value.description,
    pricePaise: value.price,
    isVeg: value.diet === "veg",
    isBestseller: value.bestseller,
    menuCategory: value.menuCategory,
    categoryId: value.pictureId,
  }));

/** A dish's options as the console types them, one group a line (dish-options-input.ts), read into groups or a problem. */
export const dishOptionsSchema = z.object({
  options: z.string().max(2000, "Use at most 2,000 characters.").default("").transform(parseOptionGroups),
  // Browsers post a field's line breaks as CR LF; the options are stored with LF.
  shownOptions: z
    .string()
    .max(4000)
    .default("")
    .transform((value) => value.replace(/\r\n?/g, "\n")),
});
