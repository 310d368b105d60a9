import type { Selectable } from "kysely";
import type { Products, Restaurants } from "~/db/database-types";
import { containsText } from "~/db/contains-text.server";
import { db, type DB } from "~/db/database.server";
import { toDish, type Dish } from "~/features/catalogue/catalogue.server";
import { openingAt, WEEKDAYS, type Opening, type OpeningRange } from "~/features/catalogue/opening";
import {
  replaceRestaurantHours,
  setRestaurantActive,
  setRestaurantPausedUntil,
  setRestaurantPrepMinutes,
  updateRestaurantDetails,
  type RestaurantDetailsEdit,
} from "~/features/catalogue/catalogue-edits.server";
import { dayHoursInput } from "~/features/catalogue/opening-hours-input";
import { hoursOf, hoursOfOne, openingFields } from "~/features/catalogue/opening.server";
import { optionGroupsOf } from "~/features/catalogue/dish-options.server";
import { slugify } from "~/features/catalogue/slug";
import { changedFields } from "./admin-rules";
import type { Actor } from "./audit.server";
import { auditedChange, readRestaurant, RESTAURANT_MISSING, type RestaurantOutcome } from "./catalogue-change.server";
import { formatOptionGroups } from "./dish-options-input";

const PAGE_SIZE = 25;

export interface RestaurantRow {
  id: string;
  name: string;
  cityName: string;
  locality: string;
  /** Whether it takes orders now, and until or from when (the page words it: openingText). */
  opening: Opening;
  rating: number;
}

/** Restaurants whose name matches, in a city or all of them, a page at a time. */
export async function searchRestaurants(
  text: string,
  cityId: string | null,
  page: number,
): Promise<{ restaurants: RestaurantRow[]; hasMore: boolean }> {
  let query = db()
    .selectFrom("restaurants")
    .innerJoin("cities", "cities.id", "restaurants.city_id")
    .select([
      "restaurants.id",
      "restaurants.name",
      "cities.name as city_name",
      "restaurants.locality",
      "restaurants.is_active",
      "restaurants.paused_until",
      "restaurants.rating",
    ]);
  const needle = text.trim();
  if (needle)
    query = query.where((eb) => eb.or([containsText("restaurants.name", needle), eb("restaurants.id", "=", needle)]));
  if (cityId) query = query.where("restaurants.city_id", "=", cityId);
  const rows = await query
    .orderBy("restaurants.name")
    .orderBy("restaurants.id")
    .limit(PAGE_SIZE + 1)
    .offset((page - 1) * PAGE_SIZE)
    .execute();
  const shown = rows.slice(0, PAGE_SIZE);
  const hours = await hoursOf(shown.map((row) => row.id));
  const now = new Date();
  return {
    hasMore: rows.length > PAGE_SIZE,
    restaurants: shown.map((row) => ({
      id: row.id,
      name: row.name,
      cityName: row.city_name,
      locality: row.locality,
      opening: openingAt(openingFields(row, hours.get(row.id) ?? []), now),
      rating: row.rating,
    })),
  };
}

/** What the console's details form shows and sends: the catalogue's edit without the slug it derives. */
export type RestaurantDetails = Omit<RestaurantDetailsEdit, "slug">;

function detailsOf(row: Selectable<Restaurants>): RestaurantDetails {
  return {
    name: row.name,
    cuisines: JSON.parse(row.cuisines) as string[],
    street: row.street,
    locality: row.locality,
    prepMinutes: row.prep_minutes,
    deliveryRadiusKm: row.delivery_radius_km,
    minOrderPaise: row.min_order_paise,
    costForTwoPaise: row.cost_for_two_paise,
    gstin: row.gstin,
    commissionBasisPoints: row.commission_basis_points,
  };
}

export type AdminDish = Pick<
  Dish,
  "id" | "name" | "description" | "pricePaise" | "isVeg" | "isBestseller" | "menuCategory" | "available"
> & {
  packagingPaise: number;
  /** How many option groups it has (edited on its own page: findDishOptionsForAdmin). */
  optionGroups: number;
  /** Switched off for today: when it comes back on (a UTC ISO time). */
  availableAgainAt: string | null;
};

/** A restaurant with everything the console edits, and its whole menu (unavailable dishes too). */
export async function findRestaurantForAdmin(id: string, executor: DB = db()) {
  const row = await executor
    .selectFrom("restaurants")
    .innerJoin("cities", "cities.id", "restaurants.city_id")
    .selectAll("restaurants")
    .select("cities.name as city_name")
    .where("restaurants.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const dishes = await executor
    .selectFrom("products")
    .selectAll()
    .where("restaurant_id", "=", id)
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
  const hours = await hoursOfOne(id, executor);
  const options = await optionGroupsOf(
    dishes.map((dish) => dish.id),
    executor,
  );
  const now = new Date();
  const opening = openingAt(openingFields(row, hours), now);
  return {
    id: row.id,
    slug: row.slug,
    cityName: row.city_name,
    isActive: row.is_active === 1,
    pausedUntil: row.paused_until !== null && Date.parse(row.paused_until) > now.getTime() ? row.paused_until : null,
    opening,
    hours,
    details: detailsOf(row),
    dishes: dishes.map((dish) => adminDish(dish, options.get(dish.id)?.length ?? 0)),
  };
}

/** One of a dish's options as the kitchen switches it. */
export interface OptionSwitch {
  id: string;
  /** "Size: Full" */
  name: string;
  available: boolean;
  /** Switched off for today: when it comes back on (a UTC ISO time). */
  availableAgainAt: string | null;
}

/** The options of a restaurant's dishes as its kitchen switches them, by dish id, in menu order. */
export async function optionSwitchesOf(restaurantId: string): Promise<Map<string, OptionSwitch[]>> {
  const rows = await db()
    .selectFrom("product_options as o")
    .innerJoin("product_option_groups as g", "g.id", "o.group_id")
    .innerJoin("products as p", "p.id", "g.product_id")
    .select(["p.id as dish_id", "g.name as group_name", "o.id", "o.name", "o.available", "o.available_again_at"])
    .where("p.restaurant_id", "=", restaurantId)
    .orderBy("g.position")
    .orderBy("o.position")
    .execute();
  const byDish = new Map<string, OptionSwitch[]>();
  for (const row of rows) {
    byDish.set(row.dish_id, [
      ...(byDish.get(row.dish_id) ?? []),
      {
        id: row.id,
        name: `${row.group_name}: ${row.name}`,
        available: row.available === 1,
        availableAgainAt: row.available === 1 ? null : row.available_again_at,
      },
    ]);
  }
  return byDish;
}

/** A dish's options as the console types them (formatOptionGroups; empty for none), with the names the page shows. */
export async function findDishOptionsForAdmin(restaurantId: string, dishId: string, executor: DB = db()) {
  const dish = await executor
    .selectFrom("products")
    .innerJoin("restaurants", "restaurants.id", "products.restaurant_id")
    .select(["products.name", "restaurants.name as restaurant_name"])
    .where("products.id", "=", dishId)
    .where("products.restaurant_id", "=", restaurantId)
    .executeTakeFirst();
  if (!dish) return null;
  const groups = (await optionGroupsOf([dishId], executor)).get(dishId) ?? [];
  return { name: dish.name, restaurantName: dish.restaurant_name, optionsText: formatOptionGroups(groups) };
}

/** A restaurant's name, or null when there is no such restaurant. */
export async function findRestaurantName(restaurantId: string): Promise<string | null> {
  const row = await db().selectFrom("restaurants").select("name").where("id", "=", restaurantId).executeTakeFirst();
  return row?.name ?? null;
}

/** One dish as the console edits it, with its restaurant's name; null when the restaurant has no such dish. */
export async function findDishForAdmin(restaurantId: string, dishId: string) {
  const row = await db()
    .selectFrom("products")
    .innerJoin("restaurants", "restaurants.id", "products.restaurant_id")
    .selectAll("products")
    .select("restaurants.name as restaurant_name")
    .where("products.id", "=", dishId)
    .where("products.restaurant_id", "=", restaurantId)
    .executeTakeFirst();
  if (!row) return null;
  const groups = (await optionGroupsOf([dishId])).get(dishId) ?? [];
  return { dish: adminDish(row, groups.length), restaurantName: row.restaurant_name };
}

function adminDish(row: Selectable<Products>, optionGroups: number): AdminDish {
  return {
    ...toDish(row),
    packagingPaise: row.packaging_paise,
    optionGroups,
    availableAgainAt: row.available === 1 ? null : row.available_again_at,
  };
}

/** The pictures a new dish can have: the food categories' illustrations. */
export async function dishPictures() {
  return db().selectFrom("categories").select(["id", "name"]).orderBy("sort_order").execute();
}

/** Opens or closes a restaurant for orders; the catalogue and carts show it at once. */
export function setRestaurantOpen(actor: Actor, restaurantId: string, open: boolean): Promise<RestaurantOutcome> {
  return auditedChange(actor, {
    read: readRestaurant(restaurantId),
    missing: RESTAURANT_MISSING,
    write: async (trx, row) => {
      if ((row.is_active === 1) === open) return null;
      await setRestaurantActive(trx, restaurantId, open);
      return {
        action: open ? "restaurant.open" : "restaurant.close",
        targetType: "restaurant",
        targetId: restaurantId,
        summary: `${row.name}: ${open ? "opened" : "closed"}`,
        before: { open: !open },
        after: { open },
      };
    },
  });
}

/** A week of hours as the console's form shows them, one field per weekday: also what a save compares. */
export function hoursInputs(hours: readonly OpeningRange[]): string[] {
  return WEEKDAYS.map((_, weekday) => dayHoursInput(hours, weekday));
}

/** The audit log's record of a week of hours (English, as every audit entry is kept). */
function describeHours(inputs: readonly string[]): Record<string, string> {
  return Object.fromEntries(WEEKDAYS.map((day, weekday) => [day, inputs[weekday] || "closed"]));
}

/**
 * Replaces a restaurant's weekly hours, unless they changed since the form showing `shown` (hoursInputs,
 * as JSON) was loaded.
 */
export function setRestaurantHours(
  actor: Actor,
  restaurantId: string,
  hours: readonly OpeningRange[],
  shown: string,
): Promise<RestaurantOutcome> {
  return auditedChange(actor, {
    read: async (trx) => {
      const row = await readRestaurant(restaurantId)(trx);
      return row && { name: row.name, before: hoursInputs(await hoursOfOne(restaurantId, trx)) };
    },
    missing: RESTAURANT_MISSING,
    refuse: ({ before }) => (JSON.stringify(before) === shown ? null : { code: "hours-changed", hours: before }),
    write: async (trx, { name, before }) => {
      const after = hoursInputs(hours);
      if (JSON.stringify(after) === shown) return null;
      await replaceRestaurantHours(trx, restaurantId, hours);
      return {
        action: "restaurant.hours",
        targetType: "restaurant",
        targetId: restaurantId,
        summary: `${name}: opening hours edited`,
        before: describeHours(before),
        after: describeHours(after),
      };
    },
  });
}

/** Marks a restaurant busy for `minutes` (it takes no orders until then), or ends a busy spell (`minutes` null). */
export function setRestaurantBusy(
  actor: Actor,
  restaurantId: string,
  minutes: number | null,
): Promise<RestaurantOutcome> {
  return auditedChange(actor, {
    read: readRestaurant(restaurantId),
    missing: RESTAURANT_MISSING,
    write: async (trx, row) => {
      const until = minutes === null ? null : new Date(Date.now() + minutes * 60_000).toISOString();
      await setRestaurantPausedUntil(trx, restaurantId, until);
      return {
        action: minutes === null ? "restaurant.resume" : "restaurant.pause",
        targetType: "restaurant",
        targetId: restaurantId,
        summary: minutes === null ? `${row.name}: taking orders again` : `${row.name}: busy for ${minutes} minutes`,
        before: { pausedUntil: row.paused_until },
        after: { pausedUntil: until },
      };
    },
  });
}

/** Sets how long the restaurant usually takes to cook (its partners' kitchen page). */
export function setUsualPrepMinutes(actor: Actor, restaurantId: string, minutes: number): Promise<RestaurantOutcome> {
  return auditedChange(actor, {
    read: readRestaurant(restaurantId),
    missing: RESTAURANT_MISSING,
    write: async (trx, row) => {
      if (row.prep_minutes === minutes) return null;
      await setRestaurantPrepMinutes(trx, restaurantId, minutes);
      return {
        action: "restaurant.prep-minutes",
        targetType: "restaurant",
        targetId: restaurantId,
        summary: `${row.name}: usually ${minutes} minutes to prepare`,
        before: { prepMinutes: row.prep_minutes },
        after: { prepMinutes: minutes },
      };
    },
  });
}

/** The details as a form shows them, so a save can tell whether they changed since the form was loaded. */
export function detailsFingerprint(details: RestaurantDetails): string {
  return JSON.stringify(details);
}

/**
 * Saves a restaurant's details, unless they changed since the form showing `shown` was loaded (another
 * admin's edit is never overwritten unseen). A new name gets a new slug (old menu links redirect) and a
 * fresh search entry.
 */
export function updateRestaurant(
  actor: Actor,
  restaurantId: string,
  input: RestaurantDetails,
  shown: string,
): Promise<RestaurantOutcome> {
  return auditedChange(actor, {
    read: readRestaurant(restaurantId),
    missing: RESTAURANT_MISSING,
    refuse: (row) => {
      const details = detailsOf(row);
      return detailsFingerprint(details) === shown ? null : { code: "details-changed", details };
    },
    write: async (trx, row) => {
      const change = changedFields<Record<string, unknown>>({ ...detailsOf(row) }, { ...input });
      if (Object.keys(change.after).length === 0) return null;
      const slug = slugify(input.name) || row.slug;
      await updateRestaurantDetails(
        trx,
        restaurantId,
        { ...input, slug },
        "name" in change.after || "cuisines" in change.after,
      );
      return {
        action: "restaurant.update",
        targetType: "restaurant",
        targetId: restaurantId,
        summary: `${input.name}: details edited`,
        ...change,
      };
    },
  });
}
