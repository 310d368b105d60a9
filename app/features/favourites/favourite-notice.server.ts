import { db } from "~/db/database.server";
import { changeListHrefFor } from "./favourites-rules";

/**
 * The message after a JavaScript-free heart (`?fav=added|removed&favList=<id>&favItem=<id>`), with the
 * list name looked up for this customer, never echoed from the URL.
 */
export async function favouriteNotice(url: URL, userId: string | undefined) {
  const code = url.searchParams.get("fav");
  if (!userId || (code !== "added" && code !== "removed" && code !== "failed")) return null;
  if (code === "failed") return { text: "Failed to add item to wishlist. Please try again.", changeList: null };
  if (code === "removed") return { text: "Removed from your favourites", changeList: null };
  const listId = url.searchParams.get("favList") ?? "";
  const itemId = url.searchParams.get("favItem") ?? "";
  const list = await db().selectFrom("favorite_lists").select("name").where("id", "=", listId).where("user_id", "=", userId).executeTakeFirst();
  if (!list) return null;
  const back = new URL(url);
  for (const name of ["fav", "favList", "favItem"]) back.searchParams.delete(name);
  return { text: `Added to ${list.name}`, changeList: changeListHrefFor(itemId, listId, back.pathname + back.search) };
}
