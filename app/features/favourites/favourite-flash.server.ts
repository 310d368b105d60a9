import { db } from "~/db/database.server";
import { flash, type Flash } from "~/lib/flash";
import { requestT } from "~/lib/language.server";
import { changeListHrefFor } from "./favourites-rules";
import type { FavouriteOutcome } from "./favourites.server";

/** What the heart answers a guest (with JavaScript), who has to sign in first. */
export const SIGN_IN_TO_SAVE: FavouriteOutcome = {
  ok: false,
  code: "missing",
  message: "Please sign in to save favourites.",
};

/** The heart's answer with JavaScript: its message in the request's language, the list's name filled in. */
export function answeredOutcome(request: Request, outcome: FavouriteOutcome): FavouriteOutcome {
  const t = requestT(request);
  return { ...outcome, message: t(outcome.message, outcome.ok ? outcome.values : undefined) };
}

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
  return flash("Added to {list}", {
    values: { list: list.name },
    link: {
      label: "Change List",
      href: changeListHrefFor(outcome.itemId, outcome.listId, back.pathname + back.search),
    },
  });
}
