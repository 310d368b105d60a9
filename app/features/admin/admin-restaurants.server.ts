import { containsText } from "~/db/contains-text.server";
import { db, type DB } from "~/db/database.server";
import { indexDish, reindexRestaurant } from "~/db/dialect.server";
import { toDish, type Dish } from "~/features/catalogue/catalogue.server";
import { catalogueChanged } from "~/features/catalogue/catalogue-version.server";
import { openingAt, openingText, WEEKDAYS, weekdayName, type OpeningRange } from "~/features/catalogue/opening";
import { dayHoursInput } from "~/features/catalogue/opening-hours-input";
import { hoursOf, hoursOfOne, openingFields } from "~/features/catalogue/opening.server";
import { slugify } from "~/features/catalogue/slug";
import { DEFAULT_LANGUAGE, fixedT, type Language } from "~/lib/i18n";
import { newId } from "~/lib/ids.server";
import { formatRupees } from "~/lib/money";
import { changedFields, refused, type AdminOutcome } from "./admin-rules";
import { formatOptionGroups } from "./dish-options-input";
import type { OptionGroupInput } from "~/features/catalogue/dish-options";
import { optionGroupsOf, replaceOptionGroups } from "~/features/catalogue/dish-options.server";
import { recordAudit, type Actor } from "./audit.server";

const PAGE_SIZE = 25;

/** A console edit of what customers see, in one transaction; once it has committed, kept guest pages end. */
async function editCatalogue(edit: (trx: DB) => Promise<AdminOutcome>): Promise<AdminOutcome> {
  const outcome = await db().transaction().execute(edit);
  if (outcome.ok) await catalogueChanged();
  return outcome;
}

export interface RestaurantRow {
  id: string;
  name: string;
  cityName: string;
  locality: string;
  /** "Open now · closes 11 pm", "Closed · opens 7 pm", "Closed for now" (switched off). */
  openingText: string;
  rating: number;
}

/** Restaurants whose name matches, in a city or all of them, a page at a time (their status in `language`). */
export async function searchRestaurants(
  text: string,
  cityId: string | null,
  page: number,
  language: Language,
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
  const t = fixedT(language);
  return {
    hasMore: rows.length > PAGE_SIZE,
    restaurants: shown.map((row) => ({
      id: row.id,
      name: row.name,
      cityName: row.city_name,
      locality: row.locality,
      openingText: openingText(openingAt(openingFields(row, hours.get(row.id) ?? []), now), now, t, language),
      rating: row.rating,
    })),
  };
}

export interface RestaurantDetails {
  name: string;
  cuisines: string[];
  street: string;
  locality: string;
  prepMinutes: number;
  deliveryRadiusKm: number;
  minOrderPaise: number;
  costForTwoPaise: number;
}

export type AdminDish = Pick<
  Dish,
  "id" | "name" | "description" | "pricePaise" | "isVeg" | "isBestseller" | "menuCategory" | "available"
> & {
  /** How many option groups it has (edited on its own page: findDishOptionsForAdmin). */
  optionGroups: number;
};

/**
 * A restaurant with everything the console edits, and its whole menu (unavailable dishes too); whether it
 * takes orders is said in `language`.
 */
export async function findRestaurantForAdmin(id: string, language: Language, executor: DB = db()) {
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
    takesOrders: opening.open,
    openingText: openingText(opening, now, fixedT(language), language),
    hours,
    details: {
      name: row.name,
      cuisines: JSON.parse(row.cuisines) as string[],
      street: row.street,
      locality: row.locality,
      prepMinutes: row.prep_minutes,
      deliveryRadiusKm: row.delivery_radius_km,
      minOrderPaise: row.min_order_paise,
      costForTwoPaise: row.cost_for_two_paise,
    } satisfies RestaurantDetails,
    dishes: dishes.map((dish): AdminDish => ({
      ...toDish(dish),
      optionGroups: options.get(dish.id)?.length ?? 0,
    })),
  };
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

// Refusals are English ids with their arguments: the action says them in the page's language.
const NOT_FOUND = refused(404, "That restaurant was not found.");
const DISH_NOT_FOUND = refused(404, "That dish was not found in this restaurant.");

/** Opens or closes a restaurant for orders; the catalogue and carts show it at once. */
export async function setRestaurantOpen(actor: Actor, restaurantId: string, open: boolean): Promise<AdminOutcome> {
  return editCatalogue(async (trx) => {
    const row = await trx
      .selectFrom("restaurants")
      .select(["name", "is_active"])
      .where("id", "=", restaurantId)
      .executeTakeFirst();
    if (!row) return NOT_FOUND;
    if ((row.is_active === 1) === open) return { ok: true };
    await trx
      .updateTable("restaurants")
      .set({ is_active: open ? 1 : 0 })
      .where("id", "=", restaurantId)
      .execute();
    await recordAudit(trx, actor, {
      action: open ? "restaurant.open" : "restaurant.close",
      targetType: "restaurant",
      targetId: restaurantId,
      summary: `${row.name}: ${open ? "opened" : "closed"}`,
      before: { open: !open },
      after: { open },
    });
    return { ok: true };
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

/** A week of hours as a refusal names them, in `language`: "Sunday 12:00-15:30; Monday closed; …". */
function savedHoursText(inputs: readonly string[], language: Language): string {
  const t = fixedT(language);
  return WEEKDAYS.map((_, weekday) => `${weekdayName(weekday, language)} ${inputs[weekday] || t("closed")}`).join("; ");
}

/**
 * Replaces a restaurant's weekly hours, unless they changed since the form showing `shown` (hoursInputs,
 * as JSON) was loaded; a refusal names the hours saved now in `language`.
 */
export async function setRestaurantHours(
  actor: Actor,
  restaurantId: string,
  hours: readonly OpeningRange[],
  shown: string,
  language: Language,
): Promise<AdminOutcome> {
  return editCatalogue(async (trx) => {
    const row = await trx.selectFrom("restaurants").select("name").where("id", "=", restaurantId).executeTakeFirst();
    if (!row) return NOT_FOUND;
    const before = hoursInputs(await hoursOfOne(restaurantId, trx));
    if (JSON.stringify(before) !== shown) {
      return refused(
        409,
        "Another admin changed these hours since you opened the page, so nothing was saved. Saved now: {hours}. Your typing is kept below; save again to replace theirs.",
        { hours: savedHoursText(before, language) },
      );
    }
    const after = hoursInputs(hours);
    if (JSON.stringify(after) === shown) return { ok: true };
    await trx.deleteFrom("restaurant_hours").where("restaurant_id", "=", restaurantId).execute();
    if (hours.length > 0)
      await trx
        .insertInto("restaurant_hours")
        .values(
          hours.map((range) => ({
            restaurant_id: restaurantId,
            weekday: range.weekday,
            opens_minute: range.opens,
            closes_minute: range.closes,
          })),
        )
        .execute();
    await recordAudit(trx, actor, {
      action: "restaurant.hours",
      targetType: "restaurant",
      targetId: restaurantId,
      summary: `${row.name}: opening hours edited`,
      before: describeHours(before),
      after: describeHours(after),
    });
    return { ok: true };
  });
}

/** Marks a restaurant busy for `minutes` (it takes no orders until then), or ends a busy spell (`minutes` null). */
export async function setRestaurantBusy(
  actor: Actor,
  restaurantId: string,
  minutes: number | null,
): Promise<AdminOutcome> {
  return editCatalogue(async (trx) => {
    const row = await trx
      .selectFrom("restaurants")
      .select(["name", "paused_until"])
      .where("id", "=", restaurantId)
      .executeTakeFirst();
    if (!row) return NOT_FOUND;
    const until = minutes === null ? null : new Date(Date.now() + minutes * 60_000).toISOString();
    await trx.updateTable("restaurants").set({ paused_until: until }).where("id", "=", restaurantId).execute();
    await recordAudit(trx, actor, {
      action: minutes === null ? "restaurant.resume" : "restaurant.pause",
      targetType: "restaurant",
      targetId: restaurantId,
      summary: minutes === null ? `${row.name}: taking orders again` : `${row.name}: busy for ${minutes} minutes`,
      before: { pausedUntil: row.paused_until },
      after: { pausedUntil: until },
    });
    return { ok: true };
  });
}

/** The details as a refusal names them: the arguments of its message, which labels them. */
function detailValues(details: RestaurantDetails): Record<string, string> {
  return {
    name: details.name,
    cuisines: details.cuisines.join(", "),
    street: details.street,
    locality: details.locality,
    prepMinutes: String(details.prepMinutes),
    radius: String(details.deliveryRadiusKm),
    minOrder: formatRupees(details.minOrderPaise),
    costForTwo: formatRupees(details.costForTwoPaise),
  };
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
export async function updateRestaurant(
  actor: Actor,
  restaurantId: string,
  input: RestaurantDetails,
  shown: string,
): Promise<AdminOutcome> {
  return editCatalogue(async (trx) => {
    // Only the details are compared: the language of its opening text does not matter here.
    const current = await findRestaurantForAdmin(restaurantId, DEFAULT_LANGUAGE, trx);
    if (!current) return NOT_FOUND;
    if (detailsFingerprint(current.details) !== shown) {
      return refused(
        409,
        "Another admin changed these details since you opened the page, so nothing was saved. Saved now: name {name}; cuisines {cuisines}; street {street}; locality {locality}; preparation time {prepMinutes} min; delivery radius {radius} km; minimum order {minOrder}; cost for two {costForTwo}. Your typing is kept below; save again to replace theirs.",
        detailValues(current.details),
      );
    }
    const change = changedFields<Record<string, unknown>>({ ...current.details }, { ...input });
    if (Object.keys(change.after).length === 0) return { ok: true };
    await trx
      .updateTable("restaurants")
      .set({
        name: input.name,
        slug: slugify(input.name) || current.slug,
        cuisines: JSON.stringify(input.cuisines),
        street: input.street,
        locality: input.locality,
        prep_minutes: input.prepMinutes,
        delivery_radius_km: input.deliveryRadiusKm,
        min_order_paise: input.minOrderPaise,
        cost_for_two_paise: input.costForTwoPaise,
      })
      .where("id", "=", restaurantId)
      .execute();
    if ("name" in change.after || "cuisines" in change.after) await reindexRestaurant(trx, restaurantId);
    await recordAudit(trx, actor, {
      action: "restaurant.update",
      targetType: "restaurant",
      targetId: restaurantId,
      summary: `${input.name}: details edited`,
      ...change,
    });
    return { ok: true };
  });
}

async function findDish(executor: DB, restaurantId: string, dishId: string) {
  return executor
    .selectFrom("products")
    .select(["name", "price_paise", "is_bestseller", "available"])
    .where("id", "=", dishId)
    .where("restaurant_id", "=", restaurantId)
    .executeTakeFirst();
}

/** Marks a dish available or unavailable; carts holding it flag it and leave it out of the bill. */
export async function setDishAvailable(
  actor: Actor,
  restaurantId: string,
  dishId: string,
  available: boolean,
): Promise<AdminOutcome> {
  return editCatalogue(async (trx) => {
    const dish = await findDish(trx, restaurantId, dishId);
    if (!dish) return DISH_NOT_FOUND;
    if ((dish.available === 1) === available) return { ok: true };
    await trx
      .updateTable("products")
      .set({ available: available ? 1 : 0 })
      .where("id", "=", dishId)
      .execute();
    await recordAudit(trx, actor, {
      action: available ? "dish.available" : "dish.unavailable",
      targetType: "dish",
      targetId: dishId,
      summary: `${dish.name}: marked ${available ? "available" : "unavailable"}`,
      before: { available: !available },
      after: { available },
    });
    return { ok: true };
  });
}

export interface DishEdit {
  pricePaise: number;
  isBestseller: boolean;
}

/**
 * Sets a dish's price and bestseller flag, unless they changed since the form showing `shown` was
 * loaded. The new price is the price: any struck-through 'was' price and promotional percentage end
 * with it, so the menu never shows a stale discount.
 */
export async function updateDish(
  actor: Actor,
  restaurantId: string,
  dishId: string,
  input: DishEdit,
  shown: DishEdit,
): Promise<AdminOutcome> {
  return editCatalogue(async (trx) => {
    const dish = await findDish(trx, restaurantId, dishId);
    if (!dish) return DISH_NOT_FOUND;
    if (dish.price_paise !== shown.pricePaise || (dish.is_bestseller === 1) !== shown.isBestseller) {
      return refused(
        409,
        "Another admin changed {dish} since you opened the page (now {price}, {bestseller, select, yes {a bestseller} other {not a bestseller}}), so nothing was saved. Save again to replace it.",
        {
          dish: dish.name,
          price: formatRupees(dish.price_paise),
          bestseller: dish.is_bestseller === 1 ? "yes" : "no",
        },
      );
    }
    const change = changedFields<Record<string, unknown>>(
      { pricePaise: dish.price_paise, isBestseller: dish.is_bestseller === 1 },
      { ...input },
    );
    if (Object.keys(change.after).length === 0) return { ok: true };
    await trx
      .updateTable("products")
      .set({
        ...(input.pricePaise !== dish.price_paise
          ? { price_paise: input.pricePaise, original_price_paise: input.pricePaise, promo_discount_percent: null }
          : {}),
        is_bestseller: input.isBestseller ? 1 : 0,
      })
      .where("id", "=", dishId)
      .execute();
    await recordAudit(trx, actor, {
      action: "dish.update",
      targetType: "dish",
      targetId: dishId,
      summary: `${dish.name}: price or bestseller edited`,
      ...change,
    });
    return { ok: true };
  });
}

/**
 * Replaces a dish's options (kept by name, so carts keep choices that stay), unless another admin
 * changed them since the form showing `shownText` was loaded. Carts holding a choice that went are
 * told to add the dish again.
 */
export async function setDishOptions(
  actor: Actor,
  restaurantId: string,
  dishId: string,
  groups: OptionGroupInput[],
  shownText: string,
): Promise<AdminOutcome> {
  return editCatalogue(async (trx) => {
    const dish = await findDish(trx, restaurantId, dishId);
    if (!dish) return DISH_NOT_FOUND;
    const before = formatOptionGroups((await optionGroupsOf([dishId], trx)).get(dishId) ?? []);
    if (before !== shownText)
      return refused(
        409,
        "Another admin changed the options of {dish} since you opened the page, so nothing was saved. Save again to replace them.",
        { dish: dish.name },
      );
    const after = formatOptionGroups(groups);
    if (after === before) return { ok: true };
    await replaceOptionGroups(trx, dishId, groups);
    await recordAudit(trx, actor, {
      action: "dish.options",
      targetType: "dish",
      targetId: dishId,
      summary: `${dish.name}: options edited`,
      before: { options: before },
      after: { options: after },
    });
    return { ok: true };
  });
}

export interface NewDish {
  name: string;
  description: string;
  pricePaise: number;
  isVeg: boolean;
  isBestseller: boolean;
  menuCategory: string;
  categoryId: string;
}

/** Adds a dish at the end of the restaurant's menu, pictured with a food category's illustration, and indexes it for search. */
export async function addDish(actor: Actor, restaurantId: string, input: NewDish): Promise<AdminOutcome> {
  return editCatalogue(async (trx) => {
    const restaurant = await trx
      .selectFrom("restaurants")
      .select("name")
      .where("id", "=", restaurantId)
      .executeTakeFirst();
    if (!restaurant) return NOT_FOUND;
    const category = await trx
      .selectFrom("categories")
      .select("image")
      .where("id", "=", input.categoryId)
      .executeTakeFirst();
    if (!category) return refused(400, "Choose a picture from the list.");
    const last = await trx
      .selectFrom("products")
      .select((eb) => eb.fn.max("sort_order").as("max"))
      .where("restaurant_id", "=", restaurantId)
      .executeTakeFirst();
    const id = newId();
    const values = {
      id,
      restaurant_id: restaurantId,
      name: input.name,
      description: input.description,
      price_paise: input.pricePaise,
      original_price_paise: input.pricePaise,
      image: category.image,
      is_veg: input.isVeg ? 1 : 0,
      is_bestseller: input.isBestseller ? 1 : 0,
      menu_category: input.menuCategory || null,
      promo_discount_percent: null,
      available: 1,
      sort_order: Number(last?.max ?? 0) + 1,
    };
    await trx.insertInto("products").values(values).execute();
    await indexDish(trx, id);
    await recordAudit(trx, actor, {
      action: "dish.create",
      targetType: "dish",
      targetId: id,
      summary: `${input.name}: added to ${restaurant.name}`,
      before: {},
      after: {
        name: input.name,
        pricePaise: input.pricePaise,
        isVeg: input.isVeg,
        isBestseller: input.isBestseller,
        menuCategory: input.menuCategory || null,
      },
    });
    return { ok: true };
  });
}

/** The pictures a new dish can have: the food categories' illustrations. */
export async function dishPictures() {
  return db().selectFrom("categories").select(["id", "name"]).orderBy("sort_order").execute();
}
