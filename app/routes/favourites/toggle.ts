import { redirect } from "react-router";
import { loginHref } from "~/features/accounts/auth-reasons";
import { toggleSchema } from "~/features/favourites/favourites.schema";
import { toggleFavourite } from "~/features/favourites/favourites.server";
import {
  FAVOURITE_WORDS,
  heartFlash,
  type HeartAnswer,
  type SignInToSave,
} from "~/features/favourites/favourites-words";
import { defineAction, done, guestIntent, reply } from "~/lib/action.server";
import { sentEnhanced } from "~/lib/enhanced";
import { requestT } from "~/lib/language.server";
import { safeRedirect } from "~/lib/redirect";
import { word } from "~/lib/words";

/**
 * The heart on every card posts here. With JavaScript (`_enhanced`) it answers with the outcome, its
 * message in the page's language; without, it returns to the card (the #fragment) with the outcome as a
 * flash message. A guest is sent to sign in first.
 */
export const action = defineAction("anyone", {
  toggle: guestIntent(toggleSchema, async ({ value, user, request, form }) => {
    const returnTo = safeRedirect(value.returnTo, "/");
    const t = requestT(request);
    if (!user) {
      const signIn: SignInToSave = { ok: false, code: "sign-in" };
      if (sentEnhanced(form))
        return reply<HeartAnswer>(
          { outcome: { ...signIn, message: word(FAVOURITE_WORDS, signIn, t) } },
          { status: 401 },
        );
      return done(loginHref(returnTo, "favorites"));
    }
    const outcome = await toggleFavourite(user.id, value);
    return done<HeartAnswer>(returnTo, heartFlash(outcome, returnTo, t), {
      data: { outcome: { ...outcome, message: word(FAVOURITE_WORDS, outcome, t) } },
    });
  }),
});

export function loader() {
  throw redirect("/profile/favorites");
}
