import { done, refuse, type Outcome } from "~/lib/action.server";
import type { Flash } from "~/lib/flash";
import { requestT } from "~/lib/language.server";
import { word, type Words } from "~/lib/words";
import type { ChangeOutcome } from "~/features/admin/admin-rules";
import type { SupportRefusal } from "~/features/admin/admin-support.server";
import type { UserRefusal } from "~/features/admin/admin-users.server";
import type { CityRefusal } from "~/features/admin/admin-cities.server";
import { CITY_WORDS, RESTAURANT_WORDS, SUPPORT_WORDS, USER_WORDS } from "~/features/admin/admin-words";
import type { RestaurantRefusal } from "~/features/admin/catalogue-change.server";

/**
 * How a console action ends after a change: back to `to` with `flash` when it was made, else the form again
 * with what was typed and the refusal worded in the page's language, answered with its code's status (a 409
 * makes the page load the record as it is now: reloadAfterRefusal).
 */
export function changeAnswer<R extends { code: string }>(
  outcome: ChangeOutcome<R>,
  refusals: Refusals<R>,
  { request, to, flash }: { request: Request; to: string; flash: Flash },
): Outcome {
  if (outcome.ok) return done(to, flash);
  const refusal = outcome as unknown as R;
  const code = refusal.code as R["code"];
  return refuse({ messages: [word(refusals.words, refusal, requestT(request))], status: refusals.status[code] });
}

/** How each of the console's refusals is worded and answered. */
interface Refusals<R extends { code: string }> {
  words: Words<R>;
  status: Record<R["code"], number>;
}

export const RESTAURANT_REFUSALS: Refusals<RestaurantRefusal> = {
  words: RESTAURANT_WORDS,
  status: {
    "restaurant-not-found": 404,
    "dish-not-found": 404,
    "unknown-picture": 400,
    "hours-changed": 409,
    "details-changed": 409,
    "dish-changed": 409,
    "options-changed": 409,
  },
};

export const USER_REFUSALS: Refusals<UserRefusal> = {
  words: USER_WORDS,
  status: { "user-not-found": 404, "last-admin": 409, "own-sessions": 409 },
};

export const CITY_REFUSALS: Refusals<CityRefusal> = { words: CITY_WORDS, status: { "city-not-found": 404 } };

export const SUPPORT_REFUSALS: Refusals<SupportRefusal> = {
  words: SUPPORT_WORDS,
  status: { "ticket-not-found": 404, "ticket-moved-on": 409, "lead-not-found": 404 },
};
