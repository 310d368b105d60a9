import { getZodConstraint } from "@conform-to/zod/v4";
import { Link } from "react-router";
import { requireUser } from "~/features/accounts/session.server";
import { RestaurantCard } from "~/features/catalogue/RestaurantCard";
import { changeListHrefFor, LIST_TYPES, listNameText, MAX_LIST_NAME } from "~/features/favourites/favourites-rules";
import { deleteListSchema, removeItemSchema, renameListSchema } from "~/features/favourites/favourites.schema";
import { deleteList, removeFromList, renameList, type FavouriteRefusal } from "~/features/favourites/favourites.server";
import { listDetail } from "~/features/favourites/favourite-lists.server";
import { FAVOURITE_WORDS } from "~/features/favourites/favourites-words";
import { openingText } from "~/features/catalogue/opening";
import { wordSummary } from "~/features/catalogue/catalogue-words";
import { currentLocation } from "~/features/location/location.server";
import { DishHeart, RestaurantHeart } from "~/features/favourites/Heart";
import { metaT } from "~/lib/i18n";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { requestLanguage, requestT } from "~/lib/language.server";
import { useT } from "~/ui/useT";
import { notFound } from "~/lib/http.server";
import { ConfirmDialog } from "~/ui/ConfirmDialog";
import { Alert } from "~/ui/Alert";
import { formKit, KitForm, SubmitButton } from "~/ui/form-kit";
import { Field } from "~/ui/form-fields";
import { DishLine } from "~/features/catalogue/DishLine";
import { defineAction, done, intent, refuse } from "~/lib/action.server";
import { word } from "~/lib/words";
import type { Route } from "./+types/favourite-list";
import { requestFacts } from "~/lib/request-context.server";

/** The list's dishes and restaurants are the catalogue's cards. */
export const handle = { i18n: ["favourites", "catalogue"] } satisfies I18nHandle;

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const location = await currentLocation(request, context.get(requestFacts).clientIp);
  const language = requestLanguage(request);
  const found = await listDetail(user.id, params.listId, location);
  if (!found) notFound(request, "That list was not found.");
  const t = requestT(request);
  const now = new Date();
  const detail =
    found.kind === "product"
      ? {
          ...found,
          dishes: found.dishes.map((dish) => ({
            ...dish,
            restaurant: { ...dish.restaurant, openingText: openingText(dish.restaurant.opening, now, t, language) },
          })),
        }
      : { ...found, restaurants: found.restaurants.map((restaurant) => wordSummary(restaurant, t, language)) };
  return {
    detail,
    view: url.searchParams.get("view") === "list" ? ("list" as const) : ("grid" as const),
    confirmDelete: url.searchParams.get("delete") === "1",
    constraint: getZodConstraint(renameListSchema),
  };
}

/**
 * A refusal on this page: a list that is not the customer's is not found; a name taken goes next to
 * the name; anything else is said above the list.
 */
function refused(request: Request, outcome: FavouriteRefusal) {
  if (outcome.code === "not-found") notFound(request, "That list was not found.");
  const message = word(FAVOURITE_WORDS, outcome, requestT(request));
  return outcome.code === "duplicate" ? refuse({ fields: { name: [message] } }) : refuse({ extra: { message } });
}

/** The forms of a list's page change only that list. */
function thisList(request: Request, listId: string, posted: string) {
  if (posted !== listId) notFound(request, "That list was not found.");
}

export const action = defineAction("customer", {
  rename: intent(renameListSchema, async ({ value, user, request, params }) => {
    thisList(request, params.listId ?? "", value.listId);
    const renamed = await renameList(user.id, value);
    if (!renamed.ok) return refused(request, renamed);
    return done(`/profile/favorites/${value.listId}?done=renamed`);
  }),
  remove: intent(removeItemSchema, async ({ value, user, request, params }) => {
    thisList(request, params.listId ?? "", value.listId);
    const removed = await removeFromList(user.id, value);
    if (!removed.ok) return refused(request, removed);
    return done(`/profile/favorites/${value.listId}?done=removed`);
  }),
  delete: intent(deleteListSchema, async ({ value, user, request, params }) => {
    thisList(request, params.listId ?? "", value.listId);
    const deleted = await deleteList(user.id, value.listId);
    if (!deleted.ok) return refused(request, deleted);
    return done("/profile/favorites");
  }),
});

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaT(matches);
  const list = loaderData?.detail.list;
  return [{ title: `${list ? listNameText(list, t) : t("List")} — ${t("Favorites")} — ${BRAND}` }];
}

export default function FavouriteList({ loaderData, actionData }: Route.ComponentProps) {
  const { detail, view, confirmDelete, constraint } = loaderData;
  const { list } = detail;
  const { t } = useT("favourites");
  const count = detail.kind === "product" ? detail.dishes.length : detail.restaurants.length;
  const here = `/profile/favorites/${list.id}`;
  const renameKit = formKit({ id: "rename", intent: "rename", answered: actionData, constraint });
  const deleteKit = formKit({ id: "delete-list", intent: "delete" });
  return (
    <section aria-labelledby="list-title">
      <Link to="/profile/favorites" className="text-sm font-semibold text-brand-700 underline">
        {t("Back to lists")}
      </Link>
      <h1 id="list-title" className="mt-2 text-2xl font-bold">
        {listNameText(list, t)}
      </h1>
      <p className="text-gray-700">
        {t(LIST_TYPES[list.listType])} · {t("{count, plural, one {# item} other {# items}}", { count })}
      </p>
      {actionData && "message" in actionData && typeof actionData.message === "string" ? (
        <Alert tone="error" className="mt-3 font-medium">
          {actionData.message}
        </Alert>
      ) : null}

      <div className="mt-4 flex flex-wrap items-end gap-4">
        <KitForm kit={renameKit} className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="listId" value={list.id} />
          <Field name="name" label={t("Rename list")} maxLength={MAX_LIST_NAME} defaultValue={listNameText(list, t)} />
          <SubmitButton className="btn-secondary">{t("Rename")}</SubmitButton>
        </KitForm>
        {!list.isDefault ? (
          <Link to="?delete=1" preventScrollReset className="btn-secondary text-red-800">
            {t("Delete list")}
          </Link>
        ) : null}
        <nav aria-label={t("View")} className="ml-auto flex gap-1">
          <Link
            to="?view=grid"
            aria-current={view === "grid" ? "page" : undefined}
            className={`chip ${view === "grid" ? "chip-active" : ""}`}
          >
            {t("Grid")}
          </Link>
          <Link
            to="?view=list"
            aria-current={view === "list" ? "page" : undefined}
            className={`chip ${view === "list" ? "chip-active" : ""}`}
          >
            {t("List")}
          </Link>
        </nav>
      </div>

      {count === 0 ? (
        <p className="mt-10 text-center text-gray-700">{t("This list is currently empty")}</p>
      ) : detail.kind === "restaurant" ? (
        <ul className={`mt-6 grid gap-4 ${view === "grid" ? "sm:grid-cols-2" : ""}`}>
          {detail.restaurants.map((restaurant) => (
            <li key={restaurant.id}>
              <RestaurantCard
                restaurant={restaurant}
                heart={<RestaurantHeart restaurant={restaurant} fromListId={list.id} />}
              />
            </li>
          ))}
        </ul>
      ) : (
        <ul className={`mt-6 grid gap-4 ${view === "grid" ? "sm:grid-cols-2" : ""}`}>
          {detail.dishes.map((dish) => (
            <li key={dish.id} id={`dish-${dish.id}`} className="flex gap-3 rounded-2xl border border-gray-200 p-3">
              <DishLine
                dish={dish}
                about={
                  <>
                    {dish.restaurant.name} ·{" "}
                    <span
                      className={
                        dish.restaurant.opening.open ? "font-semibold text-green-800" : "font-semibold text-gray-700"
                      }
                    >
                      {dish.restaurant.openingText}
                    </span>
                  </>
                }
              >
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  <Link to={changeListHrefFor(dish.id, list.id, here)} className="btn-secondary min-h-9 py-1 text-sm">
                    {t("Move")}
                    <span className="sr-only"> {dish.name}</span>
                  </Link>
                  <KitForm kit={formKit({ id: `remove-${dish.id}`, intent: "remove" })}>
                    <input type="hidden" name="listId" value={list.id} />
                    <input type="hidden" name="itemId" value={dish.id} />
                    <SubmitButton className="btn-secondary min-h-9 py-1 text-sm">
                      {t("Remove")}
                      <span className="sr-only"> {dish.name}</span>
                    </SubmitButton>
                  </KitForm>
                  <DishHeart dish={dish} fromListId={list.id} />
                </div>
              </DishLine>
            </li>
          ))}
        </ul>
      )}
      {confirmDelete && !list.isDefault ? (
        <ConfirmDialog
          id="delete-list-title"
          title={t("Delete this list?")}
          cancelTo={here}
          confirm={
            <KitForm kit={deleteKit} replace>
              <input type="hidden" name="listId" value={list.id} />
              <SubmitButton className="btn-danger">{t("Delete")}</SubmitButton>
            </KitForm>
          }
        >
          <p>
            {t("The list {name} and everything saved in it will be deleted. This action cannot be undone.", {
              name: listNameText(list, t),
            })}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
