import { data, Form, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { requireRole } from "~/features/accounts/session.server";
import { dishOptionsSchema } from "~/features/admin/admin.schema";
import { findDishOptionsForAdmin, setDishOptions } from "~/features/admin/admin-restaurants.server";
import { OPTIONS_EXAMPLE } from "~/features/admin/dish-options-input";
import { ADMIN_MESSAGES } from "~/features/admin/admin-messages";
import { ActionAlert } from "~/features/admin/ActionAlert";
import { adminSubmission } from "~/features/admin/admin-action.server";
import { BRAND } from "~/lib/brand";
import { notFound } from "~/lib/http.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { ErrorSummary, typed, type FormResult } from "~/ui/forms";
import { TextAreaField } from "~/ui/fields";
import type { Route } from "./+types/dish-options";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const dish = await findDishOptionsForAdmin(params.id, params.dishId);
  if (!dish) notFound("That dish was not found in this restaurant.");
  return { dish, restaurantPath: `/admin/restaurants/${params.id}` };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { admin, submission } = await adminSubmission(request, dishOptionsSchema);
  const reply = (status: number, error: string | null) =>
    data<{ result: FormResult; error: string | null }>({ result: submission.reply(), error }, { status });
  if (submission.status !== "success") return reply(400, null);
  const { options, shownOptions } = submission.value;
  const outcome = await setDishOptions(admin, params.id, params.dishId, options, shownOptions);
  // A refused save comes back with what was typed, so nothing is lost.
  if (!outcome.ok) return reply(outcome.status, outcome.message);
  return redirectWithFlash(
    request,
    `/admin/restaurants/${params.id}#dish-${params.dishId}`,
    ADMIN_MESSAGES.dishOptionsSaved,
  );
}

/** A refused save (409: someone else changed the options) reloads the page's data, so it shows them as they are now. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Options of ${loaderData?.dish.name ?? "a dish"} — operations — ${BRAND}` }];
}

export default function AdminDishOptions({ loaderData, actionData }: Route.ComponentProps) {
  const { dish, restaurantPath } = loaderData;
  const result = actionData?.result ?? null;
  return (
    <section aria-labelledby="options-title" className="max-w-3xl space-y-4">
      <Link to={restaurantPath} className="text-sm font-semibold text-brand-700 underline">
        Back to {dish.restaurantName}
      </Link>
      <h1 id="options-title" className="text-2xl font-bold">
        Options of {dish.name}
      </h1>
      {actionData?.error ? <ActionAlert message={actionData.error} /> : null}
      <Form method="post" className="space-y-3" noValidate>
        <ErrorSummary id="options-errors" result={result} fields={{ options: "options" }} />
        <input type="hidden" name="shownOptions" value={dish.optionsText} />
        <TextAreaField
          id="options"
          name="options"
          label="Options"
          result={result}
          hint={`One group a line, like “${OPTIONS_EXAMPLE}” or “Add-ons, choose 0-2: Extra cheese ₹30, Raita ₹25”. Prices are added to the dish's. Empty for none.`}
          defaultValue={result ? (typed(result, "options") ?? "") : dish.optionsText}
          rows={Math.max(4, dish.optionsText.split("\n").length + 2)}
          maxLength={2000}
        />
        <button type="submit" className="btn-primary">
          Save options
        </button>
      </Form>
    </section>
  );
}
