import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { loginHref } from "~/features/accounts/auth-reasons";
import { getCurrentUser } from "~/features/accounts/session.server";
import { answeredOutcome, favouriteFlash, SIGN_IN_TO_SAVE } from "~/features/favourites/favourite-flash.server";
import { favouriteIntentSchema } from "~/features/favourites/favourites.schema";
import { applyFavouriteIntent, type FavouriteOutcome } from "~/features/favourites/favourites.server";
import { answer, readForm } from "~/lib/action.server";
import { sentEnhanced } from "~/lib/enhanced";
import { safeRedirect } from "~/lib/redirect";
import type { Route } from "./+types/toggle";

/**
 * The heart on every card posts here. With JavaScript (`_enhanced`) it answers with the outcome; without,
 * it returns to the card (the #fragment) with the outcome as a flash message. The answer's message is in
 * the page's language, its list's name filled in.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const returnTo = safeRedirect(form.get("returnTo"), "/");
  const user = getCurrentUser(context);
  if (!user) {
    if (sentEnhanced(form)) return data({ outcome: answeredOutcome(request, SIGN_IN_TO_SAVE) }, { status: 401 });
    throw redirect(loginHref(returnTo, "favorites"), 303);
  }
  const submission = parseWithZod(form, { schema: favouriteIntentSchema });
  const outcome: FavouriteOutcome =
    submission.status === "success" && submission.value.intent === "toggle"
      ? await applyFavouriteIntent(user.id, submission.value)
      : { ok: false, code: "missing", message: "That item was not found." };
  return answer(request, form, {
    data: { outcome: answeredOutcome(request, outcome) },
    status: outcome.ok ? 200 : 400,
    redirectTo: returnTo,
    flash: () => favouriteFlash(user.id, outcome, returnTo),
  });
}

export function loader() {
  throw redirect("/profile/favorites");
}
