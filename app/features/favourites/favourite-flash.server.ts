import { db } from "~/db/database.server";
import { flash, type Flash } from "~/lib/flash";
import { changeListHrefFor } from "./favourites-rules";
import type { FavouriteOutcome } from "./favourites.server";

/** What a JavaScript-free heart says back: the list it went to (named for this customer) and a way to change it. */
export async function favouriteFlash(userId: string, outcome: FavouriteOutcome, returnTo: string): Promise<Flash> {
  if (!outcome.ok) return { text: "Failed to add item to wishlist. Please try again.", tone: "error" };
  if (outcome.code !== "added" || !outcome.listId || !outcome.itemId) return flash("Removed from your favourites");
  const list = await db()
    .selectFrom("favorite_lists")
    .select("name")
    .where("id", "=", outcome.listId)
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  const back = new URL(returnTo, "http://localhost");
  return flash(`Added to ${list.name}`, {
    link: {
      label: "Change List",
      href: changeListHrefFor(outcome.itemId, outcome.listId, back.pathname + back.search),
    },
  });
}
