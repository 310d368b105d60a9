import { useEffect, useRef } from "react";
import { data, Form, Link, useLocation } from "react-router";
import { resolveScope } from "~/features/catalogue/catalogue.server";
import { scopeText, wordSummary } from "~/features/catalogue/catalogue-words";
import { RestaurantCard } from "~/features/catalogue/RestaurantCard";
import { scopeParamsOf } from "~/features/catalogue/scope-params";
import { dishAnchor, menuPath } from "~/features/catalogue/slug";
import { getCurrentUser } from "~/features/accounts/session.server";
import { AddToCart } from "~/features/cart/AddToCart";
import { cartSummary } from "~/features/cart/cart-view.server";
import { CustomiseDish } from "~/features/cart/CustomiseDish";
import { estimateText, outOfReach } from "~/features/catalogue/delivery-estimate";
import { RestaurantHeart } from "~/features/favourites/Heart";
import { currentLocation } from "~/features/location/location.server";
import { MAX_QUERY_LENGTH } from "~/features/search/search";
import { searchQuerySchema } from "~/features/search/search-query.server";
import { searchCatalogue } from "~/features/search/search.server";
import { metaT } from "~/lib/i18n";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { requestLanguage, requestT } from "~/lib/language.server";
import { parseSearch } from "~/lib/search-params.server";
import { SearchField } from "~/ui/SearchField";
import { useT } from "~/ui/useT";
import { richText } from "~/ui/rich-text";
import type { Route } from "./+types/search";
import { DishLine } from "~/features/catalogue/DishLine";
import { requestFacts } from "~/lib/request-context.server";

export const handle = { i18n: ["catalogue", "favourites", "cart"] } satisfies I18nHandle;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const params = url.searchParams;
  const language = requestLanguage(request);
  const t = requestT(request);
  const { q, page } = parseSearch(params, searchQuerySchema);
  const location = await currentLocation(request, context.get(requestFacts).clientIp);
  const scope = await resolveScope(params, location);
  const user = getCurrentUser(context);
  const [found, cart] = await Promise.all([searchCatalogue(scope, q, page), user ? cartSummary(user.id) : null]);
  // The restaurants and the dishes' restaurants as their cards and lines say them; a dish has 'Add' as on
  // its menu when its restaurant takes orders and delivers here (customer audit m19).
  const results = {
    ...found,
    restaurants: found.restaurants.map((restaurant) => wordSummary(restaurant, t, language)),
    dishes: found.dishes.map((dish) => ({
      ...dish,
      restaurant: { ...wordSummary(dish.restaurant, t, language), estimate: estimateText(dish.restaurant.delivery, t) },
      orderable:
        dish.available && dish.restaurant.isOpen && !outOfReach(dish.restaurant.delivery, scope.place, location.source),
      inCart: cart?.quantities[dish.id] ?? 0,
    })),
  };
  return data({ q, page, place: scopeText(scope, t), scopeParams: scopeParamsOf(params), results });
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
  // A dish added without JavaScript comes back to its result.
  const returnTo = (dishId: string) => `${pageHref(page)}#${dishAnchor(dishId)}`;
  const nothing = q !== "" && results.restaurants.length === 0 && results.dishes.length === 0;
  const found = useRef<HTMLDivElement>(null);
  const { key } = useLocation();
  // A search sent from this page or the header's dialog lands on its count (not on the dialog's button);
  // without JavaScript the form's #results does the same.
  useEffect(() => {
    if (key !== "default" && q !== "") found.current?.focus();
  }, [key, q]);
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{t("Search")}</h1>
      <Form method="get" action="/search#results" role="search" className="mt-4">
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
            autoFocus={q === ""}
          />
        </div>
      </Form>
      <div ref={found} id="results" role="status" tabIndex={-1} className="mt-4 text-gray-700 focus:outline-none">
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
            {results.dishes.map((dish) => (
              <li key={dish.id} id={dishAnchor(dish.id)} className="flex items-center gap-4 py-3">
                <DishLine
                  dish={dish}
                  about={richText(
                    t("from <0>{restaurant}</0>, {locality}", {
                      restaurant: dish.restaurant.name,
                      locality: dish.restaurant.locality,
                    }),
                    <Link to={menuPath(dish.restaurant)} className="underline" />,
                  )}
                >
                  <p className="meta">
                    <span className={dish.restaurant.isOpen ? "text-green-800" : undefined}>
                      {dish.restaurant.openingText}
                    </span>
                    {" · "}
                    <span className={dish.restaurant.delivery.tooFar ? "font-semibold text-red-800" : undefined}>
                      {dish.restaurant.estimate}
                    </span>
                  </p>
                  {/* 'Add' as on the menu, under the line so a narrow screen keeps its width. */}
                  {dish.orderable ? (
                    <div className="mt-2 w-fit">
                      {dish.customisable ? (
                        <CustomiseDish
                          productId={dish.id}
                          name={dish.name}
                          quantity={dish.inCart}
                          returnTo={returnTo(dish.id)}
                        />
                      ) : (
                        <AddToCart
                          productId={dish.id}
                          name={dish.name}
                          quantity={dish.inCart}
                          returnTo={returnTo(dish.id)}
                        />
                      )}
                    </div>
                  ) : null}
                </DishLine>
              </li>
            ))}
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
