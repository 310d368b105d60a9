import { z } from "zod";
import { MAX_LIST_NAME } from "./favourites-rules";

const listName = z
  .string({ error: "Enter a name for the list." })
  .trim()
  .min(1, "Enter a name for the list.")
  .max(MAX_LIST_NAME, `Use at most ${MAX_LIST_NAME} characters.`);
const id = z.string().trim().min(1).max(64);

/** The heart on every card. */
export const toggleSchema = z.object({
  kind: z.enum(["product", "restaurant"]),
  itemId: id,
  fromListId: id.optional(),
  returnTo: z.string().optional(),
});

export const createListSchema = z.object({
  name: listName,
  listType: z.enum(["productList", "restaurantList"]).default("productList"),
});

export const renameListSchema = z.object({ listId: id, name: listName });
export const deleteListSchema = z.object({ listId: id });
export const removeItemSchema = z.object({ listId: id, itemId: id });

/** 'Change List': to a list of the customer's, or to a new one. */
export const moveSchema = z.object({
  itemId: id,
  from: id,
  toListId: z.string().max(64).optional(),
  newListName: z.string().trim().max(MAX_LIST_NAME, `Use at most ${MAX_LIST_NAME} characters.`).optional(),
  returnTo: z.string().optional(),
});
