import { getZodConstraint } from "@conform-to/zod/v4";
import { Link } from "react-router";
import { requireRole } from "~/features/accounts/session.server";
import { findDishOptionsForAdmin } from "~/features/admin/admin-restaurants.server";
import { OPTIONS_EXAMPLE } from "~/features/admin/dish-options-input";
import { reloadAfterRefusal } from "~/features/admin/reload-after-refusal";
import { dishOptionsIntent } from "./restaurant-intents.server";
import { dishOptionsSchema } from "~/features/admin/restaurant.schema";
import { shownValue } from "~/features/admin/restaurant-forms";
import { metaT } from "~/lib/i18n";
import { defineAction } from "~/lib/action.server";
import { BRAND } from "~/lib/brand";
import { notFound } from "~/lib/http.server";
import type { I18nHandle } from "~/lib/i18n";
import { formKit, KitForm, SubmitButton } from "~/ui/form-kit";
import { TextAreaField } from "~/ui/form-fields";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/dish-options";

export const handle = { i18n: ["adminMenu"] } satisfies I18nHandle;

/** The second example the field's hint gives, as typed (the format is English in every language). */
const ADD_ONS_EXAMPLE = "Add-ons, choose 0-2: Extra cheese ₹30, Raita ₹25";

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  requireRole(context, url, "admin");
  const dish = await findDishOptionsForAdmin(params.id, params.dishId);
  if (!dish) notFound(request, "That dish was not found in this restaurant.");
  return { dish, restaurantPath: `/admin/restaurants/${params.id}`, constraint: getZodConstraint(dishOptionsSchema) };
}

export const action = defineAction("admin", { options: dishOptionsIntent });

export const shouldRevalidate = reloadAfterRefusal;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaT(matches);
  const name = loaderData?.dish.name;
  return [
    {
      title: `${name ? t("Options of {dish} — operations", { dish: name }) : t("Options of a dish — operations")} — ${BRAND}`,
    },
  ];
}

export default function AdminDishOptions({ loaderData, actionData }: Route.ComponentProps) {
  const { dish, restaurantPath, constraint } = loaderData;
  const kit = formKit({ id: "dish", answered: actionData, constraint });
  const { t } = useT("adminMenu");
  return (
    <section aria-labelledby="options-title" className="max-w-3xl space-y-4">
      <Link to={restaurantPath} className="text-sm font-semibold text-brand-700 underline">
        {t("Back to {restaurant}", { restaurant: dish.restaurantName })}
      </Link>
      <h1 id="options-title" className="text-2xl font-bold">
        {t("Options of {dish}", { dish: dish.name })}
      </h1>
      <KitForm kit={kit} className="space-y-3">
        <input type="hidden" name="shownOptions" value={dish.optionsText} />
        <TextAreaField
          name="options"
          label={t("Options")}
          hint={t("One group a line, like “{example}” or “{addOns}”. Prices are added to the dish's. Empty for none.", {
            example: OPTIONS_EXAMPLE,
            addOns: ADD_ONS_EXAMPLE,
          })}
          defaultValue={shownValue(kit, "options", dish.optionsText)}
          rows={Math.max(4, dish.optionsText.split("\n").length + 2)}
        />
        <SubmitButton busyLabel={t("Saving...")}>{t("Save options")}</SubmitButton>
      </KitForm>
    </section>
  );
}
