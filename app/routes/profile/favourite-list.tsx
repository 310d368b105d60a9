import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import { requireUser } from "~/features/accounts/session.server";
import { RestaurantCard } from "~/features/catalogue/RestaurantCard";
import { changeListHrefFor, LIST_TYPES } from "~/features/favourites/favourites-rules";
import { favouriteIntentSchema } from "~/features/favourites/favourites.schema";
import { applyFavouriteIntent, listDetail } from "~/features/favourites/favourites.server";
import { currentLocation } from "~/features/location/location.server";
import { DishHeart, RestaurantHeart } from "~/features/favourites/Heart";
import { metaT } from "~/features/shell/root-data";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { requestLanguage } from "~/lib/language.server";
import { useT } from "~/ui/useT";
import { notFound } from "~/lib/http.server";
import { ConfirmDialog } from "~/ui/ConfirmDialog";
import { ErrorSummary, Field } from "~/ui/forms";
import { DishLine } from "~/features/catalogue/DishLine";
import type { Route } from "./+types/favourite-list";
import { readForm } from "~/lib/action.server";
import { requestFacts } from "~/lib/request-context.server";

/** The list's dishes and restaurants are the catalogue's cards. */
export const handle = { i18n: ["favourites", "catalogue"] } satisfies I18nHandle;

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const location = await currentLocation(request, context.get(requestFacts).clientIp);
  const detail = await listDetail(user.id, params.listId, location, requestLanguage(request));
  if (!detail) notFound(request, "That list was not found.");
  const search = new URL(request.url).searchParams;
  return {
    detail,
    view: search.get("view") === "list" ? ("list" as const) : ("grid" as const),
    confirmDelete: search.get("delete") === "1",
  };
}

export async function action({ request, params, context, url }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const submission = parseWithZod(await readForm(request), { schema: favouriteIntentSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), message: null }, { status: 400 });
  const intent = submission.value;
  if (intent.intent !== "rename" && intent.intent !== "delete" && intent.intent !== "remove")
    return data({ result: null, message: "Unknown request." }, { status: 400 });
  if (intent.listId !== params.listId) notFound(request, "That list was not found.");
  const outcome = await applyFavouriteIntent(user.id, intent);
  if (!outcome.ok) {
    if (outcome.code === "not-found") notFound(request, outcome.message);
    return data(
      {
        result: outcome.field ? submission.reply({ fieldErrors: { [outcome.field]: [outcome.message] } }) : null,
        message: outcome.field ? null : outcome.message,
      },
      { status: 400 },
    );
  }
  throw redirect(
    intent.intent === "delete" ? "/profile/favorites" : `/profile/favorites/${params.listId}?done=${outcome.code}`,
    303,
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return [{ title: `${loaderData?.detail.list.name ?? t("List")} — ${t("Favorites")} — ${BRAND}` }];
}

export default function FavouriteList({ loaderData, actionData }: Route.ComponentProps) {
  const { detail, view, confirmDelete } = loaderData;
  const { list } = detail;
  const { t } = useT("favourites");
  const count = detail.kind === "product" ? detail.dishes.length : detail.restaurants.length;
  const here = `/profile/favorites/${list.id}`;
  return (
    <section aria-labelledby="list-title">
      <Link to="/profile/favorites" className="text-sm font-semibold text-brand-700 underline">
        {t("Back to lists")}
      </Link>
      <h1 id="list-title" className="mt-2 text-2xl font-bold">
        {list.name}
      </h1>
      <p className="text-gray-700">
        {t(LIST_TYPES[list.listType])} · {t("{count, plural, one {# item} other {# items}}", { count })}
      </p>
      {actionData?.message ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 font-medium text-red-900">
          {t(actionData.message)}
        </p>
      ) : null}

      <div className="mt-4 flex flex-wrap items-end gap-4">
        <Form method="post" className="flex flex-wrap items-end gap-2" noValidate>
          <input type="hidden" name="intent" value="rename" />
          <input type="hidden" name="listId" value={list.id} />
          <ErrorSummary id="rename-errors" result={actionData?.result} fields={{ name: "rename-name" }} />
          <Field
            id="rename-name"
            name="name"
            label={t("Rename list")}
            maxLength={50}
            required
            result={actionData?.result}
            defaultValue={list.name}
          />
          <button type="submit" className="btn-secondary">
            {t("Rename")}
          </button>
        </Form>
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
                        dish.restaurant.isOpen ? "font-semibold text-green-800" : "font-semibold text-gray-700"
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
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="listId" value={list.id} />
                    <input type="hidden" name="itemId" value={dish.id} />
                    <button type="submit" className="btn-secondary min-h-9 py-1 text-sm">
                      {t("Remove")}
                      <span className="sr-only"> {dish.name}</span>
                    </button>
                  </Form>
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
            <Form method="post" replace>
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="listId" value={list.id} />
              <button type="submit" className="btn-danger">
                {t("Delete")}
              </button>
            </Form>
          }
        >
          <p>
            {t("The list {name} and everything saved in it will be deleted. This action cannot be undone.", {
              name: list.name,
            })}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
