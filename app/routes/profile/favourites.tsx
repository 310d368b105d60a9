import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { data, Form, Link, redirect } from "react-router";
import { requireUser } from "~/features/accounts/session.server";
import { LIST_PROGRESS_MAX, LIST_TYPES, progressText } from "~/features/favourites/favourites-rules";
import { favouriteIntentSchema } from "~/features/favourites/favourites.schema";
import { applyFavouriteIntent, listOverview } from "~/features/favourites/favourites.server";
import { metaT } from "~/features/shell/root-data";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { useT } from "~/ui/useT";
import { ErrorSummary, Field, typed, type FormResult } from "~/ui/forms";
import { useHydrated } from "~/ui/useHydrated";
import type { Route } from "./+types/favourites";
import { readForm } from "~/lib/action.server";

export const handle = { i18n: ["favourites"] } satisfies I18nHandle;

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  return { lists: await listOverview(user.id) };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const submission = parseWithZod(await readForm(request), { schema: favouriteIntentSchema });
  if (submission.status !== "success" || submission.value.intent !== "create") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const outcome = await applyFavouriteIntent(user.id, submission.value);
  if (!outcome.ok)
    return data({ result: submission.reply({ fieldErrors: { name: [outcome.message] } }) }, { status: 400 });
  throw redirect(`/profile/favorites?created=${outcome.listId}`, 303);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Favorites")} — ${BRAND}` }];
}

export default function Favourites({ loaderData, actionData }: Route.ComponentProps) {
  const { lists } = loaderData;
  const { t } = useT("favourites");
  const result = actionData?.result;
  const totalItems = lists.reduce((sum, list) => sum + list.itemCount, 0);
  return (
    <section aria-labelledby="favourites-title">
      <h1 id="favourites-title" className="text-2xl font-bold">
        {t("Favorites")}
      </h1>
      <p className="mt-1 text-gray-700">
        {t("{lists, plural, one {# list} other {# lists}} · {items, plural, one {# item} other {# items}} saved", {
          lists: lists.length,
          items: totalItems,
        })}
      </p>

      <CreateListForm key={lists.length} result={result} />

      {lists.length === 0 ? (
        <div className="mt-10 text-center">
          <h2 className="text-xl font-bold">{t("No Wishlists Yet")}</h2>
          <p className="mt-2 text-gray-700">{t("Tap the heart on a dish or a restaurant to start your first list.")}</p>
        </div>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {lists.map((list) => (
            <li key={list.id} className="rounded-2xl border border-gray-200 p-4">
              <h2 className="text-lg font-bold">
                <Link to={`/profile/favorites/${list.id}`} className="underline-offset-2 hover:underline">
                  {list.name}
                </Link>
              </h2>
              <p className="meta">
                {t(LIST_TYPES[list.listType])}
                {list.isDefault ? ` · ${t("Default")}` : ""} ·{" "}
                {t("{count, plural, one {# item} other {# items}}", { count: list.itemCount })}
              </p>
              <progress
                max={LIST_PROGRESS_MAX}
                value={Math.min(list.itemCount, LIST_PROGRESS_MAX)}
                aria-label={`${list.name}: ${progressText(list.itemCount, t)}`}
                className="mt-3 h-2 w-full accent-brand-600"
              />
              <p className="text-xs text-gray-700">{progressText(list.itemCount, t)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** 'Create a list', empty again once a list was created (the page's list count is its key). */
function CreateListForm({ result }: { result: FormResult }) {
  const hydrated = useHydrated();
  const { t } = useT("favourites");
  const [name, setName] = useState(typed(result, "name") ?? "");
  return (
    <Form method="post" className="mt-6 max-w-xl space-y-4 rounded-2xl border border-gray-200 p-4" noValidate>
      <h2 className="text-lg font-bold">{t("Create a list")}</h2>
      <input type="hidden" name="intent" value="create" />
      <ErrorSummary id="create-list-errors" result={result} fields={{ name: "list-name" }} />
      <fieldset>
        <legend className="mb-1 text-sm font-semibold">{t("Type")}</legend>
        <div className="flex flex-wrap gap-2">
          {Object.entries(LIST_TYPES).map(([value, label]) => (
            <label
              key={value}
              className="chip cursor-pointer has-[:checked]:chip-active has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name="listType"
                value={value}
                defaultChecked={(typed(result, "listType") ?? "productList") === value}
                className="sr-only"
              />
              {t(label)}
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        id="list-name"
        name="name"
        label={t("List name")}
        required
        maxLength={50}
        result={result}
        value={hydrated ? name : undefined}
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit" disabled={hydrated && name.trim() === ""} className="btn-primary">
        {t("Save")}
      </button>
    </Form>
  );
}
