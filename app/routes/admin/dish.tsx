import { getZodConstraint } from "@conform-to/zod/v4";
import { Link } from "react-router";
import { requireRole } from "~/features/accounts/session.server";
import { findDishForAdmin } from "~/features/admin/admin-restaurants.server";
import { DishPriceForm } from "~/features/admin/DishPriceForm";
import { reloadAfterRefusal } from "~/features/admin/reload-after-refusal";
import { dishUpdateIntent } from "./restaurant-intents.server";
import { dishUpdateSchema } from "~/features/admin/restaurant.schema";
import { metaT } from "~/lib/i18n";
import { defineAction } from "~/lib/action.server";
import { BRAND } from "~/lib/brand";
import { notFound } from "~/lib/http.server";
import type { I18nHandle } from "~/lib/i18n";
import { formKit } from "~/ui/form-kit";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/dish";

export const handle = { i18n: ["adminMenu"] } satisfies I18nHandle;

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  requireRole(context, url, "admin");
  const found = await findDishForAdmin(params.id, params.dishId);
  if (!found) notFound(request, "That dish was not found in this restaurant.");
  return {
    ...found,
    restaurantPath: `/admin/restaurants/${params.id}`,
    constraint: getZodConstraint(dishUpdateSchema.in),
  };
}

export const action = defineAction("admin", { "dish-update": dishUpdateIntent });

export const shouldRevalidate = reloadAfterRefusal;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaT(matches);
  const name = loaderData?.dish.name;
  return [{ title: `${name ? t("{dish} — operations", { dish: name }) : t("A dish — operations")} — ${BRAND}` }];
}

/** A dish's page in the console: its price and whether it is a bestseller. */
export default function AdminDish({ loaderData, actionData }: Route.ComponentProps) {
  const { dish, restaurantName, restaurantPath, constraint } = loaderData;
  const { t } = useT("adminMenu");
  return (
    <section aria-labelledby="dish-title" className="max-w-3xl space-y-4">
      <Link to={`${restaurantPath}#dish-${dish.id}`} className="text-sm font-semibold text-brand-700 underline">
        {t("Back to {restaurant}", { restaurant: restaurantName })}
      </Link>
      <h1 id="dish-title" className="text-2xl font-bold">
        {dish.name}
      </h1>
      <DishPriceForm
        dish={dish}
        kit={formKit({ id: "dish", intent: "dish-update", answered: actionData, constraint })}
      />
    </section>
  );
}
