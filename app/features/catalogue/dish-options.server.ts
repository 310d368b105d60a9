import { db, type DB } from "~/db/database.server";
import { newId } from "~/lib/ids.server";
import type { Language } from "~/lib/i18n";
import { pricesShown, type OptionGroup, type OptionGroupInput } from "./dish-options";
import { nameIn } from "./names";

/**
 * The option groups of these dishes, in menu order, by dish id (a dish without options is absent), named in
 * `language` for a page to show; in English, as stored, for the console and for what an order keeps.
 */
export async function optionGroupsOf(productIds: readonly string[], executor: DB = db(), language: Language = "en") {
  const byDish = new Map<string, OptionGroup[]>();
  if (productIds.length === 0) return byDish;
  const rows = await executor
    .selectFrom("product_option_groups as g")
    .innerJoin("product_options as o", "o.group_id", "g.id")
    .select([
      "g.product_id",
      "g.id as group_id",
      "g.name as group_name",
      "g.name_hi as group_name_hi",
      "g.min_choices",
      "g.max_choices",
      "o.id",
      "o.name",
      "o.name_hi",
      "o.price_paise",
      "o.available",
    ])
    .where("g.product_id", "in", [...new Set(productIds)])
    .orderBy("g.product_id")
    .orderBy("g.position")
    .orderBy("o.position")
    .execute();
  for (const row of rows) {
    const groups = byDish.get(row.product_id) ?? [];
    let group = groups.at(-1);
    if (group?.id !== row.group_id) {
      group = {
        id: row.group_id,
        name: nameIn(language, row.group_name, row.group_name_hi),
        minChoices: row.min_choices,
        maxChoices: row.max_choices,
        options: [],
      };
      groups.push(group);
    }
    group.options.push({
      id: row.id,
      name: nameIn(language, row.name, row.name_hi),
      pricePaise: row.price_paise,
      available: row.available === 1,
    });
    byDish.set(row.product_id, groups);
  }
  return byDish;
}

/** The dishes of a restaurant that have options (their 'Add' opens them). */
export async function customisableDishIds(restaurantId: string): Promise<Set<string>> {
  const rows = await db()
    .selectFrom("product_option_groups")
    .innerJoin("products", "products.id", "product_option_groups.product_id")
    .select("product_option_groups.product_id")
    .distinct()
    .where("products.restaurant_id", "=", restaurantId)
    .execute();
  return new Set(rows.map((row) => row.product_id));
}

/** Which of these dishes have options (search results, from several restaurants). */
export async function dishesWithOptions(productIds: readonly string[]): Promise<Set<string>> {
  const rows = await db()
    .selectFrom("product_option_groups")
    .select("product_id")
    .distinct()
    .where("product_id", "in", productIds)
    .execute();
  return new Set(rows.map((row) => row.product_id));
}

/**
 * Replaces a dish's options with these, keeping the id of every group and option whose name stays
 * (matched case-insensitively), so carts holding them keep their choices; the others are removed.
 */
export async function replaceOptionGroups(trx: DB, productId: string, groups: readonly OptionGroupInput[]) {
  const existing = (await optionGroupsOf([productId], trx)).get(productId) ?? [];
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const kept = new Set<string>();
  const keptOptions = new Set<string>();
  for (const [position, group] of groups.entries()) {
    const old = existing.find((candidate) => same(candidate.name, group.name));
    const groupId = old?.id ?? newId();
    kept.add(groupId);
    const row = { name: group.name, min_choices: group.minChoices, max_choices: group.maxChoices, position };
    if (old) await trx.updateTable("product_option_groups").set(row).where("id", "=", groupId).execute();
    else
      await trx
        .insertInto("product_option_groups")
        .values({ id: groupId, product_id: productId, ...row })
        .execute();
    for (const [optionPosition, option] of group.options.entries()) {
      const oldOption = old?.options.find((candidate) => same(candidate.name, option.name));
      const optionRow = { name: option.name, price_paise: option.pricePaise, position: optionPosition };
      if (oldOption) {
        keptOptions.add(oldOption.id);
        await trx.updateTable("product_options").set(optionRow).where("id", "=", oldOption.id).execute();
      } else {
        const id = newId();
        keptOptions.add(id);
        await trx
          .insertInto("product_options")
          .values({ id, group_id: groupId, ...optionRow })
          .execute();
      }
    }
  }
  for (const group of existing) {
    const gone = group.options.filter((option) => !keptOptions.has(option.id)).map((option) => option.id);
    if (gone.length > 0) await trx.deleteFrom("product_options").where("id", "in", gone).execute();
    if (!kept.has(group.id)) {
      await trx.deleteFrom("product_options").where("group_id", "=", group.id).execute();
      await trx.deleteFrom("product_option_groups").where("id", "=", group.id).execute();
    }
  }
}

/**
 * A dish with its options (named in `language`) and its restaurant, for the options form; undefined when
 * there is no such dish.
 */
export async function dishWithOptions(productId: string, language: Language) {
  const row = await db()
    .selectFrom("products")
    .innerJoin("restaurants", "restaurants.id", "products.restaurant_id")
    .select([
      "products.id",
      "products.name",
      "products.description",
      "products.is_veg",
      "products.price_paise",
      "products.promo_discount_percent",
      "products.available",
      "restaurants.id as restaurant_id",
      "restaurants.name as restaurant_name",
      "restaurants.slug as restaurant_slug",
    ])
    .where("products.id", "=", productId)
    .executeTakeFirst();
  if (!row) return undefined;
  const groups = (await optionGroupsOf([row.id], db(), language)).get(row.id) ?? [];
  return {
    dish: {
      id: row.id,
      name: row.name,
      description: row.description,
      isVeg: row.is_veg === 1,
      pricePaise: row.price_paise,
      promoDiscountPercent: row.promo_discount_percent,
      available: row.available === 1,
    },
    restaurant: { id: row.restaurant_id, name: row.restaurant_name, slug: row.restaurant_slug },
    groups,
    prices: pricesShown(row.price_paise, groups),
  };
}

export type DishWithOptions = NonNullable<Awaited<ReturnType<typeof dishWithOptions>>>;
