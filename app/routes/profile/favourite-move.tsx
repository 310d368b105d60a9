import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import { requireUser } from "~/features/accounts/session.server";
import { applyFavouriteIntent, moveChoices } from "~/features/favourites/favourites.server";
import { metaT } from "~/features/shell/root-data";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { useT } from "~/ui/useT";
import { notFound } from "~/lib/http.server";
import { safeRedirect } from "~/lib/redirect";
import { ErrorSummary, Field } from "~/ui/forms";
import type { Route } from "./+types/favourite-move";
import { readForm } from "~/lib/action.server";

/** 'Change List': move an item to another list of the same type, or to a new one. */
const moveSchema = z.object({
  itemId: z.string().min(1).max(64),
  from: z.string().min(1).max(64),
  toListId: z.string().max(64).optional(),
  newListName: z.string().trim().max(50, "Use at most 50 characters.").optional(),
  returnTo: z.string().optional(),
});

export const handle = { i18n: ["favourites"] } satisfies I18nHandle;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const params = new URL(request.url).searchParams;
  const choices = await moveChoices(user.id, params.get("itemId") ?? "", params.get("from") ?? "");
  if (!choices) notFound(request, "That list was not found.");
  return { ...choices, returnTo: safeRedirect(params.get("returnTo"), `/profile/favorites/${choices.from.id}`) };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const submission = parseWithZod(await readForm(request), { schema: moveSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { itemId, from, newListName, returnTo } = submission.value;
  const choices = await moveChoices(user.id, itemId, from);
  if (!choices) notFound(request, "That list was not found.");
  let toListId = submission.value.toListId ?? "";
  if (newListName) {
    const created = await applyFavouriteIntent(user.id, {
      intent: "create",
      name: newListName,
      listType: choices.from.listType,
    });
    if (!created.ok)
      return data({ result: submission.reply({ fieldErrors: { newListName: [created.message] } }) }, { status: 400 });
    toListId = created.listId ?? "";
  }
  if (!toListId)
    return data(
      { result: submission.reply({ fieldErrors: { toListId: ["Select a list to move the product to."] } }) },
      { status: 400 },
    );
  const moved = await applyFavouriteIntent(user.id, { intent: "move", itemId, fromListId: from, toListId });
  if (!moved.ok)
    return data({ result: submission.reply({ fieldErrors: { toListId: [moved.message] } }) }, { status: 400 });
  throw redirect(safeRedirect(returnTo, `/profile/favorites/${toListId}`), 303);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Change list")} — ${BRAND}` }];
}

export default function FavouriteMove({ loaderData, actionData }: Route.ComponentProps) {
  const { from, lists, itemId, returnTo } = loaderData;
  const { t } = useT("favourites");
  const result = actionData?.result;
  const targetErrors = result?.error?.toListId ?? [];
  return (
    <section aria-labelledby="move-title" className="max-w-xl">
      <Link to={returnTo} className="text-sm font-semibold text-brand-700 underline">
        {t("Back")}
      </Link>
      <h1 id="move-title" className="mt-2 text-2xl font-bold">
        {t("Change list")}
      </h1>
      <Form method="post" className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="itemId" value={itemId} />
        <input type="hidden" name="from" value={from.id} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <ErrorSummary
          id="move-errors"
          result={result}
          fields={{ toListId: "move-target-0", newListName: "move-new-list" }}
        />
        <fieldset aria-describedby={targetErrors.length > 0 ? "move-target-error" : undefined}>
          <legend className="font-semibold">{t("Select a list to move the product to")}</legend>
          <ul className="mt-2 space-y-2">
            {lists.map((list, i) => (
              <li key={list.id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-gray-200 px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                  <input
                    id={`move-target-${i}`}
                    type="radio"
                    name="toListId"
                    value={list.id}
                    disabled={list.id === from.id}
                    className="h-5 w-5 accent-brand-600"
                  />
                  <span>
                    {list.name}{" "}
                    <span className="meta">
                      {list.id === from.id
                        ? t("({count, plural, one {# item} other {# items}}, current list)", { count: list.itemCount })
                        : t("({count, plural, one {# item} other {# items}})", { count: list.itemCount })}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {targetErrors.length > 0 ? (
            <p id="move-target-error" className="mt-1 text-sm font-medium text-red-800">
              {targetErrors.map((error) => t(error)).join(" ")}
            </p>
          ) : null}
        </fieldset>
        <Field
          id="move-new-list"
          name="newListName"
          label={t("Create New List (optional)")}
          maxLength={50}
          result={result}
          hint={t("Name a new list to move the item there instead.")}
        />
        <button type="submit" className="btn-primary">
          {t("Move to Selected List")}
        </button>
      </Form>
    </section>
  );
}
