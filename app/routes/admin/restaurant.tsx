import { getZodConstraint } from "@conform-to/zod/v4";
import { Link } from "react-router";
import { requireRole } from "~/features/accounts/session.server";
import { detailsFingerprint, findRestaurantForAdmin, hoursInputs } from "~/features/admin/admin-restaurants.server";
import { DishRow } from "~/features/admin/DishRow";
import { OpeningHoursForm } from "~/features/admin/OpeningHoursForm";
import { reloadAfterRefusal } from "~/features/admin/reload-after-refusal";
import { RestaurantDetailsForm } from "~/features/admin/RestaurantDetailsForm";
import { hoursFields } from "~/features/admin/restaurant-forms";
import { RestaurantHeader, type RestaurantSummary } from "~/features/admin/RestaurantHeader";
import {
  detailsIntent,
  dishAvailableIntent,
  dishUpdateIntent,
  hoursIntent,
  newDishIntent,
  pauseIntent,
  resumeIntent,
  setOpenIntent,
} from "./restaurant-intents.server";
import { detailsSchema, hoursSchema } from "~/features/admin/restaurant.schema";
import { openingText } from "~/features/catalogue/opening";
import { menuPath } from "~/features/catalogue/slug";
import { metaT } from "~/lib/i18n";
import { defineAction } from "~/lib/action.server";
import { BRAND } from "~/lib/brand";
import { formatDateTime } from "~/lib/dates";
import { notFound } from "~/lib/http.server";
import type { I18nHandle } from "~/lib/i18n";
import { requestLanguage, requestT } from "~/lib/language.server";
import { formKit } from "~/ui/form-kit";
import { PartnerMembers } from "~/features/partners/PartnerMembers";
import { listMembers } from "~/features/partners/partners.server";
import { memberIntents } from "../partner/member-intents.server";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/restaurant";

export const handle = { i18n: ["adminMenu", "partners"] } satisfies I18nHandle;

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  requireRole(context, url, "admin");
  const restaurant = await findRestaurantForAdmin(params.id);
  if (!restaurant) notFound(request, "That restaurant was not found.");
  const language = requestLanguage(request);
  const hours = hoursInputs(restaurant.hours);
  const summary: RestaurantSummary = {
    id: restaurant.id,
    name: restaurant.details.name,
    locality: restaurant.details.locality,
    cityName: restaurant.cityName,
    menuPath: menuPath(restaurant),
    isActive: restaurant.isActive,
    takesOrders: restaurant.opening.open,
    openingText: openingText(restaurant.opening, new Date(), requestT(request), language),
    pausedUntil: restaurant.pausedUntil,
  };
  return {
    restaurant: summary,
    details: restaurant.details,
    dishes: restaurant.dishes,
    members: await listMembers(restaurant.id),
    shown: detailsFingerprint(restaurant.details),
    hoursFields: hoursFields(hours, language),
    shownHours: JSON.stringify(hours),
    pausedUntil: restaurant.pausedUntil ? formatDateTime(restaurant.pausedUntil, language) : null,
    constraint: { details: getZodConstraint(detailsSchema.in), hours: getZodConstraint(hoursSchema) },
  };
}

/**
 * The overview's forms post here: open or close, busy spells, details, hours and a dish's availability. A
 * dish's price and a new dish have their own pages; their intents are answered here too, as before they moved.
 */
export const action = defineAction("admin", {
  "set-open": setOpenIntent,
  pause: pauseIntent,
  resume: resumeIntent,
  details: detailsIntent,
  hours: hoursIntent,
  "dish-available": dishAvailableIntent,
  "dish-update": dishUpdateIntent,
  "dish-add": newDishIntent,
  ...memberIntents(async ({ params }) => params.id ?? "", { staffOnly: false }),
});

export const shouldRevalidate = reloadAfterRefusal;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaT(matches);
  const name = loaderData?.restaurant.name;
  return [
    {
      title: `${name ? t("{restaurant} — operations", { restaurant: name }) : t("Restaurant — operations")} — ${BRAND}`,
    },
  ];
}

export default function AdminRestaurant({ loaderData, actionData }: Route.ComponentProps) {
  const {
    restaurant,
    details,
    dishes,
    members,
    shown,
    hoursFields: fields,
    shownHours,
    pausedUntil,
    constraint,
  } = loaderData;
  const { t } = useT("adminMenu");
  const here = `/admin/restaurants/${restaurant.id}`;
  const kit = (id: string, intent: string, answered: typeof actionData | null = actionData, fieldConstraint = {}) =>
    formKit({ id, intent, answered, constraint: fieldConstraint });
  // A dish's refused switch is shown at its own row only.
  const refusedDish = actionData?.result?.initialValue?.dishId;
  return (
    <section aria-labelledby="restaurant-title" className="space-y-8">
      <RestaurantHeader
        restaurant={restaurant}
        busyUntil={pausedUntil}
        kits={{ open: kit("open", "set-open"), pause: kit("pause", "pause"), resume: kit("resume", "resume") }}
      />

      <section aria-labelledby="details-title" className="rounded-2xl border border-gray-200 p-4">
        <h2 id="details-title" className="text-lg font-bold">
          {t("Details")}
        </h2>
        <RestaurantDetailsForm
          kit={kit("details", "details", actionData, constraint.details)}
          details={details}
          shown={shown}
          action={here}
        />
      </section>

      <section aria-labelledby="hours-title" className="rounded-2xl border border-gray-200 p-4">
        <h2 id="hours-title" className="text-lg font-bold">
          {t("Opening hours")}
        </h2>
        <OpeningHoursForm
          kit={kit("opening", "hours", actionData, constraint.hours)}
          fields={fields}
          shown={shownHours}
          action={here}
        />
      </section>

      <section aria-labelledby="partners-title" className="rounded-2xl border border-gray-200 p-4">
        <h2 id="partners-title" className="text-lg font-bold">
          {t("Partners")}
        </h2>
        <PartnerMembers members={members} answered={actionData} manage />
      </section>

      <section aria-labelledby="menu-title" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="menu-title" className="text-lg font-bold">
            {t("{count, plural, one {Menu (# dish)} other {Menu (# dishes)}}", { count: dishes.length })}
          </h2>
          <Link to="dishes/new" className="btn-secondary">
            {t("Add a dish")}
          </Link>
        </div>
        <ul className="space-y-3">
          {dishes.map((dish) => (
            <li key={dish.id} id={`dish-${dish.id}`} className="scroll-mt-24">
              <DishRow
                dish={dish}
                kit={kit(`available-${dish.id}`, "dish-available", refusedDish === dish.id ? actionData : null)}
                action={here}
              />
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
