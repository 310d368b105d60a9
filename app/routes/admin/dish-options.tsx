import { data, Form, Link } from "react-router";
import { requireRole } from "~/features/accounts/session.server";
import { dishOptionsSchema } from "~/features/admin/admin.schema";
import { findDishOptionsForAdmin, setDishOptions } from "~/features/admin/admin-restaurants.server";
import { OPTIONS_EXAMPLE } from "~/features/admin/dish-options-input";
import { ADMIN_MESSAGES } from "~/features/admin/admin-messages";
import { ActionAlert } from "~/features/admin/ActionAlert";
import { adminSubmission } from "~/features/admin/admin-action.server";
import { metaT } from "~/features/shell/root-data";
import { BRAND } from "~/lib/brand";
import { type I18nHandle } from "~/lib/i18n";
import { notFound } from "~/lib/http.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { requestT } from "~/lib/language.server";
import { ErrorSummary, typed, type FormResult } from "~/ui/forms";
import { TextAreaField } from "~/ui/fields";
import { useT } from "~/ui/useT";
import { reloadAfterRefusal } from "~/features/admin/reload-after-refusal";
import type { Route } from "./+types/dish-options";

export const handle = { i18n: ["adminMenu"] } satisfies I18nHandle;

/** The second example the field's hint gives, as typed (the format is English in every language). */
const ADD_ONS_EXAMPLE = "Add-ons, choose 0-2: Extra cheese ₹30, Raita ₹25";

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  requireRole(context, url, "admin");
  const dish = await findDishOptionsForAdmin(params.id, params.dishId);
  if (!dish) notFound(request, "That dish was not found in this restaurant.");
  return { dish, restaurantPath: `/admin/restaurants/${params.id}` };
}

export async function action({ request, params, context, url }: Route.ActionArgs) {
  const t = requestT(request);
  const { admin, submission } = await adminSubmission({ request, context, url }, dishOptionsSchema(t));
  const reply = (status: number, error: string | null) =>
    data<{ result: FormResult; error: string | null }>({ result: submission.reply(), error }, { status });
  if (submission.status !== "success") return reply(400, null);
  const { options, shownOptions } = submission.value;
  const outcome = await setDishOptions(admin, params.id, params.dishId, options, shownOptions);
  // A refused save comes back with what was typed, so nothing is lost; its message in the page's language.
  if (!outcome.ok) return reply(outcome.status, t(outcome.message, outcome.values));
  return redirectWithFlash(
    request,
    `/admin/restaurants/${params.id}#dish-${params.dishId}`,
    ADMIN_MESSAGES.dishOptionsSaved,
  );
}

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
  const { dish, restaurantPath } = loaderData;
  const result = actionData?.result ?? null;
  const { t } = useT("adminMenu");
  return (
    <section aria-labelledby="options-title" className="max-w-3xl space-y-4">
      <Link to={restaurantPath} className="text-sm font-semibold text-brand-700 underline">
        {t("Back to {restaurant}", { restaurant: dish.restaurantName })}
      </Link>
      <h1 id="options-title" className="text-2xl font-bold">
        {t("Options of {dish}", { dish: dish.name })}
      </h1>
      {actionData?.error ? <ActionAlert message={actionData.error} /> : null}
      <Form method="post" className="space-y-3" noValidate>
        <ErrorSummary id="options-errors" result={result} fields={{ options: "options" }} />
        <input type="hidden" name="shownOptions" value={dish.optionsText} />
        <TextAreaField
          id="options"
          name="options"
          label={t("Options")}
          result={result}
          hint={t("One group a line, like “{example}” or “{addOns}”. Prices are added to the dish's. Empty for none.", {
            example: OPTIONS_EXAMPLE,
            addOns: ADD_ONS_EXAMPLE,
          })}
          defaultValue={result ? (typed(result, "options") ?? "") : dish.optionsText}
          rows={Math.max(4, dish.optionsText.split("\n").length + 2)}
          maxLength={2000}
        />
        <button type="submit" className="btn-primary">
          {t("Save options")}
        </button>
      </Form>
    </section>
  );
}
