import { db } from "~/db/database.server";
import { fixedT, type Language } from "~/lib/i18n";
import { newId, nowIso } from "~/lib/ids.server";
import {
  deliveryPlaceAt,
  toDish,
  toSummaries,
  type Dish,
  type RestaurantSummary,
} from "~/features/catalogue/catalogue.server";
import type { ChosenLocation } from "~/features/location/location";
import { openingAt, openingText } from "~/features/catalogue/opening";
import { hoursOf, openingFields } from "~/features/catalogue/opening.server";
import { DEFAULT_LIST_NAME, listTypeFor, type FavouriteKind, type ListType } from "./favourites-rules";
import type { FavouriteIntent } from "./favourites.schema";

export interface FavouriteList {
  id: string;
  name: string;
  listType: ListType;
  isDefault: boolean;
  itemCount: number;
}

export interface FavouriteDish extends Pick<Dish, "id" | "name" | "pricePaise" | "image" | "isVeg" | "available"> {
  restaurant: { id: string; name: string; slug: string; isOpen: boolean; openingText: string };
}

/**
 * What a change to favourites did. `message` is a catalogue id, in English, with its `values` (the lists'
 * names): whoever shows it translates it (`t(message, values)`); the heart's action does so on the server.
 */
export type FavouriteOutcome =
  | {
      ok: true;
      code: "added" | "removed" | "moved" | "created" | "renamed" | "deleted";
      message: string;
      values?: Record<string, string>;
      listId?: string;
      itemId?: string;
      kind?: FavouriteKind;
    }
  | {
      ok: false;
      code: "not-found" | "same-list" | "wrong-type" | "duplicate" | "default" | "missing";
      message: string;
      field?: string;
    };

const MESSAGES = {
  "not-found": "That list was not found.",
  "same-list": "The product is already in that list. Choose another list.",
  "wrong-type": "Choose a list of the same type.",
  duplicate: "You already have a list with that name.",
  default: "The default list cannot be deleted.",
  missing: "That item is not in the list.",
} as const;

function fail(code: keyof typeof MESSAGES, field?: string): FavouriteOutcome {
  return { ok: false, code, message: MESSAGES[code], field };
}

async function ownedList(userId: string, listId: string) {
  return db()
    .selectFrom("favorite_lists")
    .selectAll()
    .where("user_id", "=", userId)
    .where("id", "=", listId)
    .executeTakeFirst();
}

/** The customer's default list of a type, 'My Favorites', created on first use. */
export async function defaultList(userId: string, listType: ListType): Promise<{ id: string; name: string }> {
  const existing = await db()
    .selectFrom("favorite_lists")
    .select(["id", "name"])
    .where("user_id", "=", userId)
    .where("list_type", "=", listType)
    .where("is_default", "=", 1)
    .executeTakeFirst();
  if (existing) return existing;
  const id = newId();
  await db()
    .insertInto("favorite_lists")
    .values({
      id,
      user_id: userId,
      name: DEFAULT_LIST_NAME,
      name_key: DEFAULT_LIST_NAME.toLowerCase(),
      list_type: listType,
      is_default: 1,
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.columns(["user_id", "list_type", "name_key"]).doUpdateSet({ is_default: 1 }))
    .execute();
  return await db()
    .selectFrom("favorite_lists")
    .select(["id", "name"])
    .where("user_id", "=", userId)
    .where("list_type", "=", listType)
    .where("name_key", "=", DEFAULT_LIST_NAME.toLowerCase())
    .executeTakeFirstOrThrow();
}

async function itemExists(kind: FavouriteKind, itemId: string): Promise<boolean> {
  const table = kind === "product" ? "products" : "restaurants";
  return Boolean(await db().selectFrom(table).select("id").where("id", "=", itemId).executeTakeFirst());
}

async function nameTaken(userId: string, listType: ListType, name: string, exceptListId?: string): Promise<boolean> {
  let query = db()
    .selectFrom("favorite_lists")
    .select("id")
    .where("user_id", "=", userId)
    .where("list_type", "=", listType)
    .where("name_key", "=", name.toLowerCase());
  if (exceptListId) query = query.where("id", "!=", exceptListId);
  return Boolean(await query.executeTakeFirst());
}

/** Ids of every dish and restaurant in the customer's lists: the filled hearts. */
export async function favouriteItemIds(userId: string): Promise<string[]> {
  const rows = await db()
    .selectFrom("favorite_items")
    .innerJoin("favorite_lists", "favorite_lists.id", "favorite_items.list_id")
    .select("favorite_items.item_id")
    .where("favorite_lists.user_id", "=", userId)
    .distinct()
    .execute();
  return rows.map((row) => row.item_id);
}

export async function applyFavouriteIntent(userId: string, intent: FavouriteIntent): Promise<FavouriteOutcome> {
  switch (intent.intent) {
    case "toggle": {
      const listType = listTypeFor(intent.kind);
      if (!(await itemExists(intent.kind, intent.itemId))) return fail("missing");
      // The heart's rule: opened from a list, remove from it; else remove from any list holding it; else add to the default list.
      const from = intent.fromListId ? await ownedList(userId, intent.fromListId) : undefined;
      const holding = await db()
        .selectFrom("favorite_items")
        .innerJoin("favorite_lists", "favorite_lists.id", "favorite_items.list_id")
        .select(["favorite_lists.id", "favorite_lists.name"])
        .where("favorite_lists.user_id", "=", userId)
        .where("favorite_lists.list_type", "=", listType)
        .where("favorite_items.item_id", "=", intent.itemId)
        .execute();
      const removeFrom = from && from.list_type === listType ? holding.filter((list) => list.id === from.id) : holding;
      if (removeFrom.length > 0) {
        await db()
          .deleteFrom("favorite_items")
          .where("item_id", "=", intent.itemId)
          .where(
            "list_id",
            "in",
            removeFrom.map((list) => list.id),
          )
          .execute();
        const names = removeFrom.map((list) => list.name).join(", ");
        return {
          ok: true,
          code: "removed",
          message: "Removed from {list}",
          values: { list: names },
          itemId: intent.itemId,
          kind: intent.kind,
        };
      }
      const list = await defaultList(userId, listType);
      await db()
        .insertInto("favorite_items")
        .values({ list_id: list.id, item_id: intent.itemId, added_at: nowIso() })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return {
        ok: true,
        code: "added",
        message: "Added to {list}",
        values: { list: list.name },
        listId: list.id,
        itemId: intent.itemId,
        kind: intent.kind,
      };
    }
    case "move": {
      const [from, to] = await Promise.all([ownedList(userId, intent.fromListId), ownedList(userId, intent.toListId)]);
      if (!from || !to) return fail("not-found", "toListId");
      if (from.id === to.id) return fail("same-list", "toListId");
      if (from.list_type !== to.list_type) return fail("wrong-type", "toListId");
      const moved = await db()
        .transaction()
        .execute(async (trx) => {
          const result = await trx
            .deleteFrom("favorite_items")
            .where("list_id", "=", from.id)
            .where("item_id", "=", intent.itemId)
            .executeTakeFirst();
          if (Number(result.numDeletedRows) === 0) return false;
          await trx
            .insertInto("favorite_items")
            .values({ list_id: to.id, item_id: intent.itemId, added_at: nowIso() })
            .onConflict((oc) => oc.doNothing())
            .execute();
          return true;
        });
      if (!moved) return fail("missing");
      return {
        ok: true,
        code: "moved",
        message: "Moved to {list}",
        values: { list: to.name },
        listId: to.id,
        itemId: intent.itemId,
      };
    }
    case "create": {
      if (await nameTaken(userId, intent.listType, intent.name)) return fail("duplicate", "name");
      const id = newId();
      await db()
        .insertInto("favorite_lists")
        .values({
          id,
          user_id: userId,
          name: intent.name,
          name_key: intent.name.toLowerCase(),
          list_type: intent.listType,
          is_default: 0,
          created_at: nowIso(),
        })
        .execute();
      return {
        ok: true,
        code: "created",
        message: "Created the list {list}",
        values: { list: intent.name },
        listId: id,
      };
    }
    case "rename": {
      const list = await ownedList(userId, intent.listId);
      if (!list) return fail("not-found");
      if (await nameTaken(userId, list.list_type, intent.name, list.id)) return fail("duplicate", "name");
      await db()
        .updateTable("favorite_lists")
        .set({ name: intent.name, name_key: intent.name.toLowerCase() })
        .where("id", "=", list.id)
        .execute();
      return {
        ok: true,
        code: "renamed",
        message: "Renamed the list to {list}",
        values: { list: intent.name },
        listId: list.id,
      };
    }
    case "delete": {
      const list = await ownedList(userId, intent.listId);
      if (!list) return fail("not-found");
      if (list.is_default === 1) return fail("default");
      await db().deleteFrom("favorite_lists").where("id", "=", list.id).execute();
      return { ok: true, code: "deleted", message: "Deleted the list {list}", values: { list: list.name } };
    }
    case "remove": {
      const list = await ownedList(userId, intent.listId);
      if (!list) return fail("not-found");
      const result = await db()
        .deleteFrom("favorite_items")
        .where("list_id", "=", list.id)
        .where("item_id", "=", intent.itemId)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) return fail("missing");
      return {
        ok: true,
        code: "removed",
        message: "Removed from {list}",
        values: { list: list.name },
        listId: list.id,
        itemId: intent.itemId,
      };
    }
  }
}

export async function listOverview(userId: string): Promise<FavouriteList[]> {
  const rows = await db()
    .selectFrom("favorite_lists")
    .leftJoin("favorite_items", "favorite_items.list_id", "favorite_lists.id")
    .select((eb) => [
      "favorite_lists.id",
      "favorite_lists.name",
      "favorite_lists.list_type",
      "favorite_lists.is_default",
      eb.fn.count<number>("favorite_items.item_id").as("item_count"),
    ])
    .where("favorite_lists.user_id", "=", userId)
    .groupBy([
      "favorite_lists.id",
      "favorite_lists.name",
      "favorite_lists.list_type",
      "favorite_lists.is_default",
      "favorite_lists.created_at",
    ])
    .orderBy("favorite_lists.is_default", "desc")
    .orderBy("favorite_lists.created_at")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    listType: row.list_type,
    isDefault: row.is_default === 1,
    itemCount: Number(row.item_count),
  }));
}

export type ListDetail =
  | { list: FavouriteList; kind: "product"; dishes: FavouriteDish[] }
  | { list: FavouriteList; kind: "restaurant"; restaurants: RestaurantSummary[] };

/**
 * One of the customer's lists with its dishes or restaurants (their estimates from where the customer is, their
 * texts in `language`); another customer's list finds nothing.
 */
export async function listDetail(
  userId: string,
  listId: string,
  location: ChosenLocation,
  language: Language,
): Promise<ListDetail | undefined> {
  const list = (await listOverview(userId)).find((candidate) => candidate.id === listId);
  if (!list) return undefined;
  if (list.listType === "productList") {
    const rows = await db()
      .selectFrom("favorite_items")
      .innerJoin("products", "products.id", "favorite_items.item_id")
      .innerJoin("restaurants", "restaurants.id", "products.restaurant_id")
      .selectAll("products")
      .select([
        "restaurants.name as restaurant_name",
        "restaurants.slug as restaurant_slug",
        "restaurants.is_active",
        "restaurants.paused_until",
      ])
      .where("favorite_items.list_id", "=", listId)
      .orderBy("favorite_items.added_at", "desc")
      .execute();
    const now = new Date();
    const hours = await hoursOf(rows.map((row) => row.restaurant_id));
    return {
      list,
      kind: "product",
      dishes: rows.map((row) => {
        const opening = openingAt(openingFields(row, hours.get(row.restaurant_id) ?? []), now);
        return {
          ...toDish(row),
          restaurant: {
            id: row.restaurant_id,
            name: row.restaurant_name,
            slug: row.restaurant_slug,
            isOpen: opening.open,
            openingText: openingText(opening, now, fixedT(language), language),
          },
        };
      }),
    };
  }
  const rows = await db()
    .selectFrom("favorite_items")
    .innerJoin("restaurants", "restaurants.id", "favorite_items.item_id")
    .innerJoin("cities", "cities.id", "restaurants.city_id")
    .selectAll("restaurants")
    .select("cities.name as city_name")
    .where("favorite_items.list_id", "=", listId)
    .orderBy("favorite_items.added_at", "desc")
    .execute();
  return { list, kind: "restaurant", restaurants: await toSummaries(rows, deliveryPlaceAt(location), language) };
}

/** For 'Change List' and the move page: the lists an item could go to, and the one it is in. */
export async function moveChoices(userId: string, itemId: string, fromListId: string) {
  const from = await ownedList(userId, fromListId);
  if (!from) return undefined;
  const lists = (await listOverview(userId)).filter((list) => list.listType === from.list_type);
  return { from: { id: from.id, name: from.name, listType: from.list_type }, lists, itemId };
}

export async function countFavouriteLists(userId: string): Promise<number> {
  const row = await db()
    .selectFrom("favorite_lists")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
