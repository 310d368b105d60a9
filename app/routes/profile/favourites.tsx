import { getZodConstraint } from "@conform-to/zod/v4";
import { useState } from "react";
import { Link } from "react-router";
import { requireUser } from "~/features/accounts/session.server";
import {
  LIST_PROGRESS_MAX,
  LIST_TYPES,
  listNameText,
  MAX_LIST_NAME,
  progressText,
} from "~/features/favourites/favourites-rules";
import { createListSchema } from "~/features/favourites/favourites.schema";
import { createList, listOverview } from "~/features/favourites/favourites.server";
import { FAVOURITE_WORDS } from "~/features/favourites/favourites-words";
import { metaT } from "~/lib/i18n";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { defineAction, done, intent, refuse } from "~/lib/action.server";
import { requestT } from "~/lib/language.server";
import { word } from "~/lib/words";
import { useT } from "~/ui/useT";
import { formKit, KitForm, SubmitButton, type FormKit } from "~/ui/form-kit";
import { Field } from "~/ui/form-fields";
import { useHydrated } from "~/ui/useHydrated";
import type { Route } from "./+types/favourites";

export const handle = { i18n: ["favourites"] } satisfies I18nHandle;

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  return { lists: await listOverview(user.id), constraint: getZodConstraint(createListSchema) };
}

export const action = defineAction("customer", {
  create: intent(createListSchema, async ({ value, user, request }) => {
    const created = await createList(user.id, value);
    if (!created.ok) return refuse({ fields: { name: [word(FAVOURITE_WORDS, created, requestT(request))] } });
    return done(`/profile/favorites?created=${created.listId}`);
  }),
});

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Favorites")} — ${BRAND}` }];
}

export default function Favourites({ loaderData, actionData }: Route.ComponentProps) {
  const { lists, constraint } = loaderData;
  const { t } = useT("favourites");
  const kit = formKit({ id: "create-list", intent: "create", answered: actionData, constraint });
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

      <CreateListForm key={lists.length} kit={kit} />

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
                  {listNameText(list, t)}
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
                aria-label={`${listNameText(list, t)}: ${progressText(list.itemCount, t)}`}
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
function CreateListForm({ kit }: { kit: FormKit }) {
  const hydrated = useHydrated();
  const { t } = useT("favourites");
  const [name, setName] = useState(kit.field("name").typed ?? "");
  return (
    <KitForm kit={kit} className="mt-6 max-w-xl space-y-4 rounded-2xl border border-gray-200 p-4">
      <h2 className="text-lg font-bold">{t("Create a list")}</h2>
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
                defaultChecked={(kit.field("listType").typed ?? "productList") === value}
                className="sr-only"
              />
              {t(label)}
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        name="name"
        label={t("List name")}
        maxLength={MAX_LIST_NAME}
        value={hydrated ? name : undefined}
        onChange={(event) => setName(event.target.value)}
      />
      <SubmitButton {...(hydrated && name.trim() === "" ? { disabled: true } : {})}>{t("Save")}</SubmitButton>
    </KitForm>
  );
}
