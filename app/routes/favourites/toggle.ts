import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { loginHref } from "~/features/accounts/auth-reasons";
import { getCurrentUser } from "~/features/accounts/session.server";
import { favouriteIntentSchema } from "~/features/favourites/favourites.schema";
import { applyFavouriteIntent, type FavouriteOutcome } from "~/features/favourites/favourites.server";
import { safeRedirect } from "~/lib/redirect";
import type { Route } from "./+types/toggle";

/**
 * The heart on every card posts here. With JavaScript (`_enhanced`) it answers with the outcome; without,
 * it returns to the card (the #fragment) with the outcome in the query for the page to show.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const returnTo = safeRedirect(form.get("returnTo"), "/");
  const enhanced = form.get("_enhanced") === "1";
  const user = await getCurrentUser(request);
  if (!user) {
    if (enhanced) return data({ outcome: { ok: false, code: "missing", message: "Please sign in to save favourites." } as FavouriteOutcome }, { status: 401 });
    throw redirect(loginHref(returnTo, "favorites"), 303);
  }
  const submission = parseWithZod(form, { schema: favouriteIntentSchema });
  const outcome: FavouriteOutcome =
    submission.status === "success" && submission.value.intent === "toggle"
      ? await applyFavouriteIntent(user.id, submission.value)
      : { ok: false, code: "missing", message: "That item was not found." };
  if (enhanced) return data({ outcome }, { status: outcome.ok ? 200 : 400 });
  const url = new URL(returnTo, "http://localhost");
  url.searchParams.set("fav", outcome.ok ? outcome.code : "failed");
  if (outcome.ok && outcome.listId) url.searchParams.set("favList", outcome.listId);
  if (outcome.ok && outcome.itemId) url.searchParams.set("favItem", outcome.itemId);
  throw redirect(url.pathname + url.search + url.hash, 303);
}

export function loader() {
  throw redirect("/profile/favorites");
}
