import type { DB } from "~/db/database.server";
import { insertDish, setAvailability, updateDishListing } from "~/features/catalogue/catalogue-edits.server";
import type { OptionGroupInput } from "~/features/catalogue/dish-options";
import { backOnAt } from "~/features/catalogue/opening";
import { hoursOfOne } from "~/features/catalogue/opening.server";
import { optionGroupsOf, replaceOptionGroups } from "~/features/catalogue/dish-options.server";
import { changedFields } from "./admin-rules";
import type { Actor } from "./audit.server";
import {
  auditedChange,
  DISH_MISSING,
  readRestaurant,
  RESTAURANT_MISSING,
  type RestaurantOutcome,
} from "./catalogue-change.server";
import { formatOptionGroups } from "./dish-options-input";

/** The console's changes to a restaurant's dishes, each one audited change (catalogue-change.server.ts). */

function readDish(restaurantId: string, dishId: string) {
  return (trx: DB) =>
    trx
      .selectFrom("products")
      .select(["name", "price_paise", "is_bestseller", "available", "packaging_paise"])
      .where("id", "=", dishId)
      .where("restaurant_id", "=", restaurantId)
      .executeTakeFirst();
}

/** What a kitchen switches on and off: a whole dish, or one of its options (a topping that ran out). */
type Switchable = { kind: "dish" | "option"; id: string };

/** The dish or option of this restaurant, with its dish's id and name; undefined when it has none such. */
function readSwitchable(restaurantId: string, target: Switchable) {
  return (trx: DB) =>
    target.kind === "dish"
      ? trx
          .selectFrom("products")
          .select(["name", "available", "id as dish_id", "name as dish_name"])
          .where("id", "=", target.id)
          .where("restaurant_id", "=", restaurantId)
          .executeTakeFirst()
      : trx
          .selectFrom("product_options as o")
          .innerJoin("product_option_groups as g", "g.id", "o.group_id")
          .innerJoin("products as p", "p.id", "g.product_id")
          .select(["o.name", "o.available", "p.id as dish_id", "p.name as dish_name"])
          .where("o.id", "=", target.id)
          .where("p.restaurant_id", "=", restaurantId)
          .executeTakeFirst();
}

/**
 * Marks a dish, or one of its options, available or unavailable: customers see it unavailable and cannot add
 * (or choose) it; carts holding it flag it and leave it out of the bill. Switched off `forToday`, it comes
 * back on at the restaurant's next opening (`backOnAt`). One of another restaurant's is not found.
 */
function setAvailable(
  actor: Actor,
  restaurantId: string,
  target: Switchable,
  available: boolean,
  { forToday = false, now = new Date() }: { forToday?: boolean; now?: Date } = {},
): Promise<RestaurantOutcome> {
  return auditedChange(actor, {
    read: readSwitchable(restaurantId, target),
    missing: DISH_MISSING,
    write: async (trx, item) => {
      if ((item.available === 1) === available) return null;
      const againAt = !available && forToday ? backOnAt(await hoursOfOne(restaurantId, trx), now).toISOString() : null;
      await setAvailability(
        trx,
        target.kind === "dish" ? "products" : "product_options",
        target.id,
        available,
        againAt,
      );
      const dish = target.kind === "dish";
      const which = dish ? {} : { option: item.name };
      return {
        action: `dish.${dish ? "" : "option-"}${available ? "available" : "unavailable"}`,
        targetType: "dish",
        targetId: item.dish_id,
        summary: `${dish ? item.name : `${item.dish_name}, ${item.name}`}: marked ${available ? "available" : againAt ? `unavailable until ${againAt}` : "unavailable"}`,
        before: { ...which, available: !available },
        after: againAt ? { ...which, available, availableAgainAt: againAt } : { ...which, available },
      };
    },
  });
}

export const setDishAvailable = (actor: Actor, restaurantId: string, dishId: string, ...rest: SwitchArgs) =>
  setAvailable(actor, restaurantId, { kind: "dish", id: dishId }, ...rest);

export const setOptionAvailable = (actor: Actor, restaurantId: string, optionId: string, ...rest: SwitchArgs) =>
  setAvailable(actor, restaurantId, { kind: "option", id: optionId }, ...rest);

type SwitchArgs = [available: boolean, when?: { forToday?: boolean; now?: Date }];

export interface DishEdit {
  pricePaise: number;
  isBestseller: boolean;
  /** The restaurant's packaging charge for one (taxed with the food on the bill). */
  packagingPaise: number;
}

/**
 * Sets a dish's price, packaging charge and bestseller flag, unless they changed since the form showing `shown` was
 * loaded. The new price is the price: any struck-through 'was' price and promotional percentage end
 * with it, so the menu never shows a stale discount.
 */
export function updateDish(
  actor: Actor,
  restaurantId: string,
  dishId: string,
  input: DishEdit,
  shown: DishEdit,
): Promise<RestaurantOutcome> {
  return auditedChange(actor, {
    read: readDish(restaurantId, dishId),
    missing: DISH_MISSING,
    refuse: (dish) =>
      dish.price_paise === shown.pricePaise &&
      (dish.is_bestseller === 1) === shown.isBestseller &&
      dish.packaging_paise === shown.packagingPaise
        ? null
        : { code: "dish-changed", dish: dish.name, pricePaise: dish.price_paise, bestseller: dish.is_bestseller === 1 },
    write: async (trx, dish) => {
      const change = changedFields<Record<string, unknown>>(
        { pricePaise: dish.price_paise, isBestseller: dish.is_bestseller === 1, packagingPaise: dish.packaging_paise },
        { ...input },
      );
      if (Object.keys(change.after).length === 0) return null;
      await updateDishListing(trx, dishId, {
        pricePaise: input.pricePaise !== dish.price_paise ? input.pricePaise : null,
        isBestseller: input.isBestseller,
        packagingPaise: input.packagingPaise,
      });
      return {
        action: "dish.update",
        targetType: "dish",
        targetId: dishId,
        summary: `${dish.name}: price, packaging or bestseller edited`,
        ...change,
      };
    },
  });
}

/**
 * Replaces a dish's options (kept by name, so carts keep choices that stay), unless another admin
 * changed them since the form showing `shownText` was loaded. Carts holding a choice that went are
 * told to add the dish again.
 */
export function setDishOptions(
  actor: Actor,
  restaurantId: string,
  dishId: string,
  groups: OptionGroupInput[],
  shownText: string,
): Promise<RestaurantOutcome> {
  return auditedChange(actor, {
    read: async (trx) => {
      const dish = await readDish(restaurantId, dishId)(trx);
      return (
        dish && { name: dish.name, before: formatOptionGroups((await optionGroupsOf([dishId], trx)).get(dishId) ?? []) }
      );
    },
    missing: DISH_MISSING,
    refuse: ({ name, before }) => (before === shownText ? null : { code: "options-changed", dish: name }),
    write: async (trx, { name, before }) => {
      const after = formatOptionGroups(groups);
      if (after === before) return null;
      await replaceOptionGroups(trx, dishId, groups);
      return {
        action: "dish.options",
        targetType: "dish",
        targetId: dishId,
        summary: `${name}: options edited`,
        before: { options: before },
        after: { options: after },
      };
    },
  });
}

export interface NewDish {
  name: string;
  description: string;
  pricePaise: number;
  isVeg: boolean;
  isBestseller: boolean;
  menuCategory: string;
  /** The food category whose illustration pictures it. */
  categoryId: string;
}

/** Adds a dish at the end of the restaurant's menu, pictured with a food category's illustration, and indexes it for search. */
export function addDish(actor: Actor, restaurantId: string, input: NewDish): Promise<RestaurantOutcome> {
  return auditedChange(actor, {
    read: async (trx) => {
      const restaurant = await readRestaurant(restaurantId)(trx);
      const category = await trx
        .selectFrom("categories")
        .select("image")
        .where("id", "=", input.categoryId)
        .executeTakeFirst();
      return restaurant && { name: restaurant.name, image: category?.image ?? null };
    },
    missing: RESTAURANT_MISSING,
    refuse: ({ image }) => (image === null ? { code: "unknown-picture" } : null),
    write: async (trx, { name, image }) => {
      const id = await insertDish(trx, restaurantId, { ...input, image: image ?? "" });
      return {
        action: "dish.create",
        targetType: "dish",
        targetId: id,
        summary: `${input.name}: added to ${name}`,
        before: {},
        after: {
          name: input.name,
          pricePaise: input.pricePaise,
          isVeg: input.isVeg,
          isBestseller: input.isBestseller,
          menuCategory: input.menuCategory || null,
        },
      };
    },
  });
}
