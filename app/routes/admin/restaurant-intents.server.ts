import type { CurrentUser } from "~/features/accounts/session.server";
import { intent, refuse, type IntentArgs, type Outcome } from "~/lib/action.server";
import type { Flash } from "~/lib/flash";
import { requestT } from "~/lib/language.server";
import { word } from "~/lib/words";
import { addDish, setDishAvailable, setDishOptions, updateDish } from "~/features/admin/admin-dishes.server";
import { ADMIN_MESSAGES } from "~/features/admin/admin-messages";
import { changeAnswer, RESTAURANT_REFUSALS } from "./change-answer.server";
import {
  setRestaurantBusy,
  setRestaurantHours,
  setRestaurantOpen,
  updateRestaurant,
} from "~/features/admin/admin-restaurants.server";
import { HOURS_FIELDS } from "~/features/catalogue/opening-hours-input";
import { HOURS_WORDS, OPTIONS_WORDS } from "~/features/admin/admin-words";
import type { RestaurantOutcome } from "~/features/admin/catalogue-change.server";
import {
  detailsSchema,
  dishAvailableSchema,
  dishOptionsSchema,
  dishUpdateSchema,
  hoursSchema,
  newDishSchema,
  pauseSchema,
  resumeSchema,
  setOpenSchema,
} from "~/features/admin/restaurant.schema";

/**
 * The console's restaurant intents, one per form: the overview (`restaurant.tsx`) takes them all, each of
 * its child pages (a dish, a new dish, a dish's options) its own.
 */

/** The overview, where every change lands (a dish's at its row). */
const restaurantPath = (restaurantId: string, dishId?: string) =>
  `/admin/restaurants/${restaurantId}${dishId ? `#dish-${dishId}` : ""}`;

function answer(outcome: RestaurantOutcome, request: Request, to: string, flash: Flash): Outcome {
  return changeAnswer(outcome, RESTAURANT_REFUSALS, { request, to, flash });
}

export const setOpenIntent = intent(setOpenSchema, async ({ value, user, params, request }) => {
  const id = params.id ?? "";
  const flash = value.open ? ADMIN_MESSAGES.restaurantOpened : ADMIN_MESSAGES.restaurantClosed;
  return answer(await setRestaurantOpen(user, id, value.open), request, restaurantPath(id), flash);
});

export const pauseIntent = intent(pauseSchema, async ({ value, user, params, request }) => {
  const id = params.id ?? "";
  return answer(
    await setRestaurantBusy(user, id, value.minutes),
    request,
    restaurantPath(id),
    ADMIN_MESSAGES.restaurantBusy,
  );
});

export const resumeIntent = intent(resumeSchema, async ({ user, params, request }) => {
  const id = params.id ?? "";
  return answer(await setRestaurantBusy(user, id, null), request, restaurantPath(id), ADMIN_MESSAGES.restaurantResumed);
});

export const detailsIntent = intent(detailsSchema, async ({ value, user, params, request }) => {
  const id = params.id ?? "";
  const outcome = await updateRestaurant(user, id, value.details, value.shown);
  return answer(outcome, request, restaurantPath(id), ADMIN_MESSAGES.restaurantSaved);
});

/**
 * The week's opening hours of the restaurant `restaurantOf` names (the console's `:id`, a partner's own),
 * saved back to `to`. A wrong day is refused next to its field, worded here because its message names what
 * was typed.
 */
export function hoursIntentFor(
  restaurantOf: (args: IntentArgs<unknown, CurrentUser>) => Promise<string>,
  to: (restaurantId: string) => string,
) {
  return intent(hoursSchema, async (args) => {
    const { value, user, request } = args;
    const id = await restaurantOf(args);
    const t = requestT(request);
    if (!value.hours.ok) {
      const fields = Object.fromEntries(
        [...value.hours.problems].map(([day, problem]) => [
          `hours.${HOURS_FIELDS[day]}`,
          [word(HOURS_WORDS, problem, t)],
        ]),
      );
      return refuse({ fields });
    }
    const outcome = await setRestaurantHours(user, id, value.hours.hours, value.shown);
    return answer(outcome, request, to(id), ADMIN_MESSAGES.hoursSaved);
  });
}

export const hoursIntent = hoursIntentFor(
  async ({ params }) => params.id ?? "",
  (id) => `${restaurantPath(id)}#hours-title`,
);

export const dishAvailableIntent = intent(dishAvailableSchema, async ({ value, user, params, request }) => {
  const id = params.id ?? "";
  const outcome = await setDishAvailable(user, id, value.dishId, value.available, {
    forToday: value.until === "today",
  });
  return answer(outcome, request, restaurantPath(id, value.dishId), ADMIN_MESSAGES.dishSaved);
});

export const dishUpdateIntent = intent(dishUpdateSchema, async ({ value, user, params, request }) => {
  const id = params.id ?? "";
  const outcome = await updateDish(user, id, value.dishId, value.edit, value.shown);
  return answer(outcome, request, restaurantPath(id, value.dishId), ADMIN_MESSAGES.dishSaved);
});

export const newDishIntent = intent(newDishSchema, async ({ value, user, params, request }) => {
  const id = params.id ?? "";
  return answer(await addDish(user, id, value), request, restaurantPath(id), ADMIN_MESSAGES.dishAdded);
});

/** A wrong line is refused next to the field, worded here because its message names what was typed. */
export const dishOptionsIntent = intent(dishOptionsSchema, async ({ value, user, params, request }) => {
  const id = params.id ?? "";
  const dishId = params.dishId ?? "";
  if (!value.options.ok)
    return refuse({ fields: { options: [word(OPTIONS_WORDS, value.options, requestT(request))] } });
  const outcome = await setDishOptions(user, id, dishId, value.options.groups, value.shownOptions);
  return answer(outcome, request, restaurantPath(id, dishId), ADMIN_MESSAGES.dishOptionsSaved);
});
