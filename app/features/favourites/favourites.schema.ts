import { z } from "zod";
import { MAX_LIST_NAME } from "./favourites-rules";

const listName = z
  .string({ error: "Enter a name for the list." })
  .trim()
  .min(1, "Enter a name for the list.")
  .max(MAX_LIST_NAME, `Use at most ${MAX_LIST_NAME} characters.`);
const id = z.string().trim().min(1).max(64);

/** Every change to favourites: one POST action with an `intent` each. */
export const favouriteIntentSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("toggle"),
    kind: z.enum(["product", "restaurant"]),
    itemId: id,
    fromListId: id.optional(),
  }),
  z.object({ intent: z.literal("move"), itemId: id, fromListId: id, toListId: id }),
  z.object({
    intent: z.literal("create"),
    name: listName,
    listType: z.enum(["productList", "restaurantList"]).default("productList"),
  }),
  z.object({ intent: z.literal("rename"), listId: id, name: listName }),
  z.object({ intent: z.literal("delete"), listId: id }),
  z.object({ intent: z.literal("remove"), listId: id, itemId: id }),
]);

export type FavouriteIntent = z.infer<typeof favouriteIntentSchema>;
