import { getZodConstraint } from "@conform-to/zod/v4";
import { Link } from "react-router";
import { requireRole } from "~/features/accounts/session.server";
import { dishPictures, findRestaurantName } from "~/features/admin/admin-restaurants.server";
import { NewDishForm } from "~/features/admin/NewDishForm";
import { newDishIntent } from "./restaurant-intents.server";
import { newDishSchema } from "~/features/admin/restaurant.schema";
import { metaT } from "~/lib/i18n";
import { defineAction } from "~/lib/action.server";
import { BRAND } from "~/lib/brand";
import { notFound } from "~/lib/http.server";
import type { I18nHandle } from "~/lib/i18n";
import { formKit } from "~/ui/form-kit";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/dish-new";

export const handle = { i18n: ["adminMenu"] } satisfies I18nHandle;

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  requireRole(context, url, "admin");
  const [restaurantName, pictures] = await Promise.all([findRestaurantName(params.id), dishPictures()]);
  if (restaurantName === null) notFound(request, "That restaurant was not found.");
  return {
    restaurantName,
    pictures,
    restaurantPath: `/admin/restaurants/${params.id}`,
    constraint: getZodConstraint(newDishSchema.in),
  };
}

export const action = defineAction("admin", { "dish-add": newDishIntent });

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Add a dish — operations")} — ${BRAND}` }];
}

/** A new dish for a restaurant's menu; once added, the restaurant's overview lists it last. */
export default function AdminNewDish({ loaderData, actionData }: Route.ComponentProps) {
  const { restaurantName, pictures, restaurantPath, constraint } = loaderData;
  const { t } = useT("adminMenu");
  return (
    <section aria-labelledby="new-dish-title" className="max-w-3xl space-y-4">
      <Link to={`${restaurantPath}#menu-title`} className="text-sm font-semibold text-brand-700 underline">
        {t("Back to {restaurant}", { restaurant: restaurantName })}
      </Link>
      <h1 id="new-dish-title" className="text-2xl font-bold">
        {t("Add a dish to {restaurant}", { restaurant: restaurantName })}
      </h1>
      <NewDishForm
        kit={formKit({ id: "new", intent: "dish-add", answered: actionData, constraint })}
        pictures={pictures}
      />
    </section>
  );
}
