import { getZodConstraint } from "@conform-to/zod/v4";
import { Link } from "react-router";
import { requireUser } from "~/features/accounts/session.server";
import { listNameText, MAX_LIST_NAME } from "~/features/favourites/favourites-rules";
import { moveSchema } from "~/features/favourites/favourites.schema";
import { moveFavourite } from "~/features/favourites/favourites.server";
import { moveChoices } from "~/features/favourites/favourite-lists.server";
import { FAVOURITE_WORDS } from "~/features/favourites/favourites-words";
import { metaT } from "~/lib/i18n";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { useT } from "~/ui/useT";
import { notFound } from "~/lib/http.server";
import { safeRedirect } from "~/lib/redirect";
import { defineAction, done, intent, refuse } from "~/lib/action.server";
import { requestT } from "~/lib/language.server";
import { word } from "~/lib/words";
import { formKit, KitForm, SubmitButton } from "~/ui/form-kit";
import { Field } from "~/ui/form-fields";
import type { Route } from "./+types/favourite-move";

export const handle = { i18n: ["favourites"] } satisfies I18nHandle;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const params = url.searchParams;
  const choices = await moveChoices(user.id, params.get("itemId") ?? "", params.get("from") ?? "");
  if (!choices) notFound(request, "That list was not found.");
  return {
    ...choices,
    returnTo: safeRedirect(params.get("returnTo"), `/profile/favorites/${choices.from.id}`),
    constraint: getZodConstraint(moveSchema),
  };
}

/** 'Change List': move an item to another list of the same type, or to a new one. */
export const action = defineAction("customer", {
  move: intent(moveSchema, async ({ value, user, request }) => {
    const { itemId, from, toListId, newListName, returnTo } = value;
    if (!(await moveChoices(user.id, itemId, from))) notFound(request, "That list was not found.");
    const moved = await moveFavourite(user.id, { itemId, fromListId: from, toListId, newListName });
    if (moved.ok) return done(safeRedirect(returnTo, `/profile/favorites/${moved.listId}`));
    const field = moved.code === "duplicate" ? "newListName" : "toListId";
    return refuse({ fields: { [field]: [word(FAVOURITE_WORDS, moved, requestT(request))] } });
  }),
});

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Change list")} — ${BRAND}` }];
}

export default function FavouriteMove({ loaderData, actionData }: Route.ComponentProps) {
  const { from, lists, itemId, returnTo, constraint } = loaderData;
  const { t } = useT("favourites");
  const kit = formKit({ id: "move", answered: actionData, constraint });
  const target = kit.field("toListId");
  return (
    <section aria-labelledby="move-title" className="max-w-xl">
      <Link to={returnTo} className="text-sm font-semibold text-brand-700 underline">
        {t("Back")}
      </Link>
      <h1 id="move-title" className="mt-2 text-2xl font-bold">
        {t("Change list")}
      </h1>
      <KitForm kit={kit} className="mt-4 space-y-4">
        <input type="hidden" name="itemId" value={itemId} />
        <input type="hidden" name="from" value={from.id} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <fieldset id={target.id} tabIndex={-1} aria-describedby={target.errors.length > 0 ? target.errorId : undefined}>
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
                    {listNameText(list, t)}{" "}
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
          {target.errors.length > 0 ? (
            <p id={target.errorId} className="mt-1 text-sm font-medium text-red-800">
              {target.errors.map((error) => t(error)).join(" ")}
            </p>
          ) : null}
        </fieldset>
        <Field
          name="newListName"
          label={t("Create New List (optional)")}
          maxLength={MAX_LIST_NAME}
          hint={t("Name a new list to move the item there instead.")}
        />
        <SubmitButton>{t("Move to Selected List")}</SubmitButton>
      </KitForm>
    </section>
  );
}
