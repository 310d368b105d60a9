import {
  findRestaurantForAdmin,
  hoursInputs,
  setRestaurantBusy,
  setRestaurantOpen,
  optionSwitchesOf,
  setUsualPrepMinutes,
} from "~/features/admin/admin-restaurants.server";
import { setDishAvailable, setOptionAvailable } from "~/features/admin/admin-dishes.server";
import { BusySpellForm } from "~/features/admin/TakingOrdersForms";
import { KitchenDishes, type KitchenSwitch } from "~/features/partners/KitchenDishes";
import { OpeningHoursForm } from "~/features/admin/OpeningHoursForm";
import { hoursFields } from "~/features/admin/restaurant-forms";
import { requestLanguage } from "~/lib/language.server";
import { hoursIntentFor } from "../admin/restaurant-intents.server";
import {
  dishAvailableSchema,
  optionAvailableSchema,
  pauseSchema,
  resumeSchema,
  setOpenSchema,
} from "~/features/admin/restaurant.schema";
import { PARTNER_MESSAGES } from "~/features/partners/partners-messages";
import { USUAL_PREP_CHOICES, usualPrepSchema } from "~/features/partners/partners.schema";
import { requireMember } from "~/features/partners/partners.server";
import { defineAction } from "~/lib/action.server";
import { BRAND } from "~/lib/brand";
import { formatDateTime } from "~/lib/dates";
import { metaT, type I18nHandle, type Language } from "~/lib/i18n";
import { notFound } from "~/lib/http.server";
import { Alert } from "~/ui/Alert";
import { formKit, KitForm, SubmitButton } from "~/ui/form-kit";
import { SelectField } from "~/ui/form-fields";
import { useT } from "~/ui/useT";
import { changeAnswer, RESTAURANT_REFUSALS } from "../admin/change-answer.server";
import { partnerIntent } from "./partner-intent.server";
import { PartnerNav } from "~/features/partners/PartnerNav";
import type { Route } from "./+types/kitchen";

export const handle = { i18n: ["partners", "adminMenu"] } satisfies I18nHandle;

/** `/partner/:restaurantId/kitchen`: what the kitchen can take now — busy spells, closing, dishes that ran out. */
export async function loader({ request, context, url, params }: Route.LoaderArgs) {
  const { restaurant } = await requireMember(request, context, url, params.restaurantId);
  const found = await findRestaurantForAdmin(restaurant.id);
  if (!found) notFound(request);
  const options = await optionSwitchesOf(restaurant.id);
  const language = requestLanguage(request);
  return {
    restaurant: {
      id: restaurant.id,
      name: restaurant.name,
      role: restaurant.role,
      isActive: found.isActive,
      prepMinutes: found.details.prepMinutes,
      hoursFields: hoursFields(hoursInputs(found.hours), language),
      shownHours: JSON.stringify(hoursInputs(found.hours)),
      busyUntil: found.pausedUntil && Date.parse(found.pausedUntil) > Date.now() ? found.pausedUntil : null,
    },
    dishes: found.dishes.map((dish) => ({
      ...kitchenSwitch(dish, language),
      options: (options.get(dish.id) ?? []).map((option) => kitchenSwitch(option, language)),
    })),
  };
}

/** A dish's or an option's switch as the loader sends it: its time back on in the page's language. */
function kitchenSwitch(
  item: { id: string; name: string; available: boolean; availableAgainAt: string | null },
  language: Language,
): KitchenSwitch {
  const { id, name, available, availableAgainAt } = item;
  return { id, name, available, availableAgainAt: availableAgainAt && formatDateTime(availableAgainAt, language) };
}

/** What a switch's flash says: on again, off for today, or off until switched on. */
function switchedFlash(what: "dish" | "option", value: { available: boolean; until?: "today" }) {
  const words =
    what === "dish"
      ? { on: PARTNER_MESSAGES.dishOn, today: PARTNER_MESSAGES.dishOffToday, off: PARTNER_MESSAGES.dishOff }
      : { on: PARTNER_MESSAGES.optionOn, today: PARTNER_MESSAGES.optionOffToday, off: PARTNER_MESSAGES.optionOff };
  if (value.available) return words.on;
  return value.until === "today" ? words.today : words.off;
}

/** Every change is the console's own audited change, made in the partner's name. */
export const action = defineAction("customer", {
  pause: partnerIntent(pauseSchema, async ({ value, user, restaurant, url, request }) =>
    changeAnswer(await setRestaurantBusy(user, restaurant.id, value.minutes), RESTAURANT_REFUSALS, {
      request,
      to: url.pathname,
      flash: PARTNER_MESSAGES.paused,
    }),
  ),
  resume: partnerIntent(resumeSchema, async ({ user, restaurant, url, request }) =>
    changeAnswer(await setRestaurantBusy(user, restaurant.id, null), RESTAURANT_REFUSALS, {
      request,
      to: url.pathname,
      flash: PARTNER_MESSAGES.resumed,
    }),
  ),
  "set-open": partnerIntent(setOpenSchema, async ({ value, user, restaurant, url, request }) =>
    changeAnswer(await setRestaurantOpen(user, restaurant.id, value.open), RESTAURANT_REFUSALS, {
      request,
      to: url.pathname,
      flash: value.open ? PARTNER_MESSAGES.reopened : PARTNER_MESSAGES.closed,
    }),
  ),
  "usual-prep": partnerIntent(usualPrepSchema, async ({ value, user, restaurant, url, request }) =>
    changeAnswer(await setUsualPrepMinutes(user, restaurant.id, value.minutes), RESTAURANT_REFUSALS, {
      request,
      to: url.pathname,
      flash: PARTNER_MESSAGES.prepSaved,
    }),
  ),
  hours: hoursIntentFor(
    async ({ request, context, url, params }) =>
      (await requireMember(request, context, url, params.restaurantId)).restaurant.id,
    (id) => `/partner/${id}/kitchen#hours-title`,
  ),
  "dish-available": partnerIntent(dishAvailableSchema, async ({ value, user, restaurant, url, request }) =>
    changeAnswer(
      await setDishAvailable(user, restaurant.id, value.dishId, value.available, { forToday: value.until === "today" }),
      RESTAURANT_REFUSALS,
      { request, to: `${url.pathname}#dish-${value.dishId}`, flash: switchedFlash("dish", value) },
    ),
  ),
  "option-available": partnerIntent(optionAvailableSchema, async ({ value, user, restaurant, url, request }) =>
    changeAnswer(
      await setOptionAvailable(user, restaurant.id, value.optionId, value.available, {
        forToday: value.until === "today",
      }),
      RESTAURANT_REFUSALS,
      { request, to: `${url.pathname}#option-${value.optionId}`, flash: switchedFlash("option", value) },
    ),
  ),
});

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Kitchen")} — ${loaderData?.restaurant.name ?? ""} — ${BRAND}` }];
}

export default function PartnerKitchen({ loaderData, actionData }: Route.ComponentProps) {
  const { restaurant, dishes } = loaderData;
  const { t, language } = useT("partners");
  const busy = restaurant.busyUntil;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">{t("Kitchen — {restaurant}", { restaurant: restaurant.name })}</h1>
        <PartnerNav restaurant={restaurant} />
      </div>
      {actionData?.result?.error?.[""]?.map((message) => (
        <Alert key={message} tone="error">
          {message}
        </Alert>
      ))}
      <section aria-labelledby="taking-title" className="space-y-3 rounded-2xl border border-gray-200 p-4">
        <h2 id="taking-title" className="text-lg font-bold">
          {t("Taking orders")}
        </h2>
        {!restaurant.isActive ? (
          <KitForm kit={formKit({ id: "reopen", intent: "set-open" })} className="space-y-2">
            <p className="font-semibold">{t("Closed until you reopen.")}</p>
            <input type="hidden" name="open" value="1" />
            <SubmitButton>{t("Reopen")}</SubmitButton>
          </KitForm>
        ) : (
          <>
            <BusySpellForm
              busyUntil={busy && formatDateTime(busy, language)}
              kits={{
                pause: formKit({ id: "pause", intent: "pause" }),
                resume: formKit({ id: "resume", intent: "resume" }),
              }}
            />
            {busy ? null : (
              <KitForm kit={formKit({ id: "close", intent: "set-open" })}>
                <input type="hidden" name="open" value="0" />
                <SubmitButton className="btn-secondary">{t("Stop taking orders until I reopen")}</SubmitButton>
              </KitForm>
            )}
          </>
        )}
      </section>
      <section aria-labelledby="prep-title" className="rounded-2xl border border-gray-200 p-4">
        <h2 id="prep-title" className="text-lg font-bold">
          {t("Usual preparation time")}
        </h2>
        <KitForm
          kit={formKit({
            id: "usual-prep",
            intent: "usual-prep",
            answered: actionData?.intent === "usual-prep" ? actionData : null,
          })}
          className="mt-2 flex flex-wrap items-end gap-2"
        >
          <SelectField
            name="minutes"
            label={t("Minutes to prepare an order")}
            hint={t("Customers' delivery estimates start from it, and accepting an order offers it first.")}
            defaultValue={String(restaurant.prepMinutes)}
            options={Object.fromEntries(
              USUAL_PREP_CHOICES.map((minutes) => [String(minutes), t("{minutes} minutes", { minutes })]),
            )}
          />
          <SubmitButton className="btn-secondary">{t("Save")}</SubmitButton>
        </KitForm>
      </section>
      <section aria-labelledby="hours-title" className="rounded-2xl border border-gray-200 p-4">
        <h2 id="hours-title" className="text-lg font-bold">
          {t("Opening hours")}
        </h2>
        <OpeningHoursForm
          kit={formKit({
            id: "opening",
            intent: "hours",
            answered: actionData?.intent === "hours" ? actionData : null,
          })}
          fields={restaurant.hoursFields}
          shown={restaurant.shownHours}
        />
      </section>
      <section aria-labelledby="dishes-title" className="space-y-3">
        <h2 id="dishes-title" className="text-lg font-bold">
          {t("Dishes")}
        </h2>
        <KitchenDishes dishes={dishes} />
      </section>
    </div>
  );
}
