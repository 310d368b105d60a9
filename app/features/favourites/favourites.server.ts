import { db, type DB } from "~/db/database.server";
import { newId, nowIso } from "~/lib/ids.server";
import { DEFAULT_LIST_NAME, listTypeFor, type FavouriteKind, type ListName, type ListType } from "./favourites-rules";

export interface FavouriteList {
  id: string;
  name: string;
  listType: ListType;
  isDefault: boolean;
  itemCount: number;
}

/** Why a change to favourites was refused; `favourites-words.ts` words each code. */
export type FavouriteRefusal = {
  ok: false;
  code: "not-found" | "same-list" | "wrong-type" | "duplicate" | "default" | "missing" | "no-target" | "unknown-item";
};

/** What the heart did: added to a list, or removed from the lists holding the item (their names). */
export type HeartOutcome =
  | { ok: true; code: "added"; lists: readonly ListName[]; listId: string; itemId: string }
  | { ok: true; code: "removed"; lists: readonly ListName[]; itemId: string }
  | FavouriteRefusal;

type Changed = { ok: true; listId: string } | FavouriteRefusal;

const refused = (code: FavouriteRefusal["code"]): FavouriteRefusal => ({ ok: false, code });

/** One of the customer's lists; another customer's finds nothing. */
export async function ownedList(executor: DB, userId: string, listId: string) {
  return executor
    .selectFrom("favorite_lists")
    .selectAll()
    .where("user_id", "=", userId)
    .where("id", "=", listId)
    .executeTakeFirst();
}

/** The customer's default list of a type, 'My Favorites', created on first use. */
async function defaultList(executor: DB, userId: string, listType: ListType): Promise<{ id: string; name: string }> {
  const existing = await executor
    .selectFrom("favorite_lists")
    .select(["id", "name"])
    .where("user_id", "=", userId)
    .where("list_type", "=", listType)
    .where("is_default", "=", 1)
    .executeTakeFirst();
  if (existing) return existing;
  await executor
    .insertInto("favorite_lists")
    .values({
      id: newId(),
      user_id: userId,
      name: DEFAULT_LIST_NAME,
      name_key: DEFAULT_LIST_NAME.toLowerCase(),
      list_type: listType,
      is_default: 1,
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.columns(["user_id", "list_type", "name_key"]).doUpdateSet({ is_default: 1 }))
    .execute();
  return await executor
    .selectFrom("favorite_lists")
    .select(["id", "name"])
    .where("user_id", "=", userId)
    .where("list_type", "=", listType)
    .where("name_key", "=", DEFAULT_LIST_NAME.toLowerCase())
    .executeTakeFirstOrThrow();
}

async function itemExists(executor: DB, kind: FavouriteKind, itemId: string): Promise<boolean> {
  const table = kind === "product" ? "products" : "restaurants";
  return Boolean(await executor.selectFrom(table).select("id").where("id", "=", itemId).executeTakeFirst());
}

async function nameTaken(
  executor: DB,
  userId: string,
  listType: ListType,
  name: string,
  exceptListId?: string,
): Promise<boolean> {
  let query = executor
    .selectFrom("favorite_lists")
    .select("id")
    .where("user_id", "=", userId)
    .where("list_type", "=", listType)
    .where("name_key", "=", name.toLowerCase());
  if (exceptListId) query = query.where("id", "!=", exceptListId);
  return Boolean(await query.executeTakeFirst());
}

/** Puts an item in a list (already there: nothing changes). */
async function putItem(executor: DB, listId: string, itemId: string): Promise<void> {
  await executor
    .insertInto("favorite_items")
    .values({ list_id: listId, item_id: itemId, added_at: nowIso() })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Takes an item out of the lists given; false when none of them held it. */
async function takeItem(executor: DB, listIds: string[], itemId: string): Promise<boolean> {
  const result = await executor
    .deleteFrom("favorite_items")
    .where("list_id", "in", listIds)
    .where("item_id", "=", itemId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

async function insertList(executor: DB, userId: string, name: string, listType: ListType): Promise<string> {
  const id = newId();
  await executor
    .insertInto("favorite_lists")
    .values({
      id,
      user_id: userId,
      name,
      name_key: name.toLowerCase(),
      list_type: listType,
      is_default: 0,
      created_at: nowIso(),
    })
    .execute();
  return id;
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

/**
 * The heart's rule: opened from a list, remove from it; else remove from every list holding the item;
 * else add it to the default list of its type.
 */
export function toggleFavourite(
  userId: string,
  { kind, itemId, fromListId }: { kind: FavouriteKind; itemId: string; fromListId?: string },
): Promise<HeartOutcome> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const listType = listTypeFor(kind);
      if (!(await itemExists(trx, kind, itemId))) return refused("unknown-item");
      const from = fromListId ? await ownedList(trx, userId, fromListId) : undefined;
      const holding = await trx
        .selectFrom("favorite_items")
        .innerJoin("favorite_lists", "favorite_lists.id", "favorite_items.list_id")
        .select(["favorite_lists.id", "favorite_lists.name", "favorite_lists.is_default"])
        .where("favorite_lists.user_id", "=", userId)
        .where("favorite_lists.list_type", "=", listType)
        .where("favorite_items.item_id", "=", itemId)
        .execute();
      const removeFrom = from && from.list_type === listType ? holding.filter((list) => list.id === from.id) : holding;
      if (removeFrom.length > 0) {
        await takeItem(
          trx,
          removeFrom.map((list) => list.id),
          itemId,
        );
        return { ok: true, code: "removed", lists: removeFrom.map(listName), itemId };
      }
      const list = await defaultList(trx, userId, listType);
      await putItem(trx, list.id, itemId);
      return { ok: true, code: "added", lists: [{ name: list.name, isDefault: true }], listId: list.id, itemId };
    });
}

function listName(row: { name: string; is_default: number }): ListName {
  return { name: row.name, isDefault: row.is_default === 1 };
}

/** Creates a list with a name not yet used for a list of its type. */
export function createList(userId: string, { name, listType }: { name: string; listType: ListType }): Promise<Changed> {
  return db()
    .transaction()
    .execute(async (trx) => {
      if (await nameTaken(trx, userId, listType, name)) return refused("duplicate");
      return { ok: true, listId: await insertList(trx, userId, name, listType) };
    });
}

/**
 * 'Change List': moves an item from one of the customer's lists to another of the same type, or to a
 * new list named `newListName` (created here).
 */
export function moveFavourite(
  userId: string,
  move: { itemId: string; fromListId: string; toListId?: string; newListName?: string },
): Promise<Changed> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const from = await ownedList(trx, userId, move.fromListId);
      if (!from) return refused("not-found");
      let toListId = move.toListId;
      if (move.newListName) {
        if (await nameTaken(trx, userId, from.list_type, move.newListName)) return refused("duplicate");
        toListId = await insertList(trx, userId, move.newListName, from.list_type);
      }
      if (!toListId) return refused("no-target");
      const to = await ownedList(trx, userId, toListId);
      if (!to) return refused("not-found");
      if (from.id === to.id) return refused("same-list");
      if (from.list_type !== to.list_type) return refused("wrong-type");
      if (!(await takeItem(trx, [from.id], move.itemId))) return refused("missing");
      await putItem(trx, to.id, move.itemId);
      return { ok: true, listId: to.id };
    });
}

export function renameList(userId: string, { listId, name }: { listId: string; name: string }): Promise<Changed> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const list = await ownedList(trx, userId, listId);
      if (!list) return refused("not-found");
      if (await nameTaken(trx, userId, list.list_type, name, list.id)) return refused("duplicate");
      await trx
        .updateTable("favorite_lists")
        .set({ name, name_key: name.toLowerCase() })
        .where("id", "=", list.id)
        .execute();
      return { ok: true, listId };
    });
}

/** Deletes one of the customer's lists with what is saved in it; never the default list. */
export function deleteList(userId: string, listId: string): Promise<Changed> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const list = await ownedList(trx, userId, listId);
      if (!list) return refused("not-found");
      if (list.is_default === 1) return refused("default");
      await trx.deleteFrom("favorite_lists").where("id", "=", list.id).execute();
      return { ok: true, listId };
    });
}

export function removeFromList(
  userId: string,
  { listId, itemId }: { listId: string; itemId: string },
): Promise<Changed> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const list = await ownedList(trx, userId, listId);
      if (!list) return refused("not-found");
      if (!(await takeItem(trx, [list.id], itemId))) return refused("missing");
      return { ok: true, listId };
    });
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
