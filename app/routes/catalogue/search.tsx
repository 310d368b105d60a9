import { data, Form, Link } from "react-router";
import { resolveScope, scopeName } from "~/features/catalogue/catalogue.server";
import { RestaurantCard } from "~/features/catalogue/RestaurantCard";
import { scopeParamsOf } from "~/features/catalogue/scope-params";
import { menuPath } from "~/features/catalogue/slug";
import { RestaurantHeart } from "~/features/favourites/Heart";
import { currentLocation } from "~/features/location/location.server";
import { MAX_QUERY_LENGTH } from "~/features/search/search";
import { searchQuerySchema } from "~/features/search/search-query.server";
import { searchCatalogue } from "~/features/search/search.server";
import { metaT } from "~/features/shell/root-data";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { requestLanguage } from "~/lib/language.server";
import { parseSearch } from "~/lib/search-params.server";
import { SearchField } from "~/ui/fields";
import { useT } from "~/ui/useT";
import { richText } from "~/ui/rich-text";
import type { Route } from "./+types/search";
import { DishLine } from "~/features/catalogue/DishLine";
import { requestFacts } from "~/lib/request-context.server";

export const handle = { i18n: ["catalogue", "favourites"] } satisfies I18nHandle;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const params = url.searchParams;
  const language = requestLanguage(request);
  const { q, page } = parseSearch(params, searchQuerySchema);
  const scope = await resolveScope(
    params,
    await currentLocation(request, context.get(requestFacts).clientIp),
    language,
  );
  const results = await searchCatalogue(scope, q, page, language);
  return data({ q, page, place: scopeName(scope), scopeParams: scopeParamsOf(params), results });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaT(matches);
  return [{ title: loaderData?.q ? `“${loaderData.q}” — ${t("Search")} — ${BRAND}` : `${t("Search")} — ${BRAND}` }];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, page, place, scopeParams, results } = loaderData;
  const { t } = useT("catalogue");
  const counts = {
    restaurants: results.restaurants.length,
    dishes: results.dishes.length,
    query: results.searchedFor ?? q,
    place,
    page,
  };
  const pageHref = (n: number) =>
    `/search?${new URLSearchParams({ ...scopeParams, q, ...(n > 1 ? { page: String(n) } : {}) })}`;
  const nothing = q !== "" && results.restaurants.length === 0 && results.dishes.length === 0;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{t("Search")}</h1>
      <Form method="get" action="/search" role="search" className="mt-4">
        {Object.entries(scopeParams).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="flex gap-2">
          <SearchField
            id="search-q"
            label={t("Search")}
            placeholder={t("Search for restaurants, cuisines, or dishes...")}
            defaultValue={q}
            maxLength={MAX_QUERY_LENGTH}
          />
        </div>
      </Form>
      <div role="status" className="mt-4 text-gray-700">
        {q === "" ? (
          <p>{t("Start typing to explore options...")}</p>
        ) : nothing ? (
          <p>{t("No results for “{query}” in {place}. Try another dish, cuisine or restaurant name.", counts)}</p>
        ) : (
          <p>
            {page > 1
              ? t(
                  "{restaurants, plural, one {# restaurant} other {# restaurants}} and {dishes, plural, one {# dish} other {# dishes}} for “{query}” in {place}, page {page}",
                  counts,
                )
              : t(
                  "{restaurants, plural, one {# restaurant} other {# restaurants}} and {dishes, plural, one {# dish} other {# dishes}} for “{query}” in {place}",
                  counts,
                )}
          </p>
        )}
        {results.searchedFor ? (
          <p className="mt-1">
            {richText(
              t("Showing results for <0>{query}</0> (you typed “{typed}”).", { query: results.searchedFor, typed: q }),
              <strong />,
            )}
          </p>
        ) : null}
      </div>

      {results.restaurants.length > 0 ? (
        <section aria-labelledby="restaurant-results" className="mt-6">
          <h2 id="restaurant-results" className="text-xl font-bold">
            {t("Restaurants")}
          </h2>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {results.restaurants.map((restaurant, i) => (
              <li key={restaurant.id}>
                <RestaurantCard
                  restaurant={restaurant}
                  eager={i < 3}
                  heart={<RestaurantHeart restaurant={restaurant} />}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {results.dishes.length > 0 ? (
        <section aria-labelledby="dish-results" className="mt-8">
          <h2 id="dish-results" className="text-xl font-bold">
            {t("Dishes")}
          </h2>
          <ul className="mt-3 divide-y divide-gray-200">
            {results.dishes.map((dish) => {
              return (
                <li key={dish.id} className="flex items-center gap-4 py-3">
                  <DishLine
                    dish={dish}
                    about={
                      <>
                        {richText(
                          t("from <0>{restaurant}</0>, {locality}", {
                            restaurant: dish.restaurant.name,
                            locality: dish.restaurant.locality,
                          }),
                          <Link to={menuPath(dish.restaurant)} className="underline" />,
                        )}
                      </>
                    }
                  />
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      {page > 1 || results.hasMore ? (
        <nav aria-label={t("Search result pages")} className="mt-8 flex justify-between gap-3">
          {page > 1 ? (
            <Link to={pageHref(page - 1)} className="btn-secondary">
              {t("Previous results")}
            </Link>
          ) : (
            <span />
          )}
          {results.hasMore ? (
            <Link to={pageHref(page + 1)} className="btn-secondary">
              {t("More results")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
