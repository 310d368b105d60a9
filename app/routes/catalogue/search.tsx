import { data, Form, Link } from "react-router";
import { resolveScope, scopeName } from "~/features/catalogue/catalogue.server";
import { RestaurantCard } from "~/features/catalogue/RestaurantCard";
import { scopeParamsOf } from "~/features/catalogue/scope-params";
import { menuPath } from "~/features/catalogue/slug";
import { RestaurantHeart } from "~/features/favourites/Heart";
import { currentLocation } from "~/features/location/location.server";
import { MAX_QUERY_LENGTH, SEARCH_PLACEHOLDER } from "~/features/search/search";
import { searchQuerySchema } from "~/features/search/search-query.server";
import { searchCatalogue } from "~/features/search/search.server";
import { BRAND } from "~/lib/brand";
import { parseSearch } from "~/lib/search-params.server";
import type { Route } from "./+types/search";
import { DishLine } from "~/features/catalogue/DishLine";
import { countOf } from "~/lib/plural";

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { q, page } = parseSearch(params, searchQuerySchema);
  const scope = await resolveScope(params, await currentLocation(request, context.clientIp));
  const results = await searchCatalogue(scope, q, page);
  return data({ q, page, place: scopeName(scope), scopeParams: scopeParamsOf(params), results });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.q ? `“${loaderData.q}” — Search — ${BRAND}` : `Search — ${BRAND}` }];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, page, place, scopeParams, results } = loaderData;
  const pageHref = (n: number) =>
    `/search?${new URLSearchParams({ ...scopeParams, q, ...(n > 1 ? { page: String(n) } : {}) })}`;
  const nothing = q !== "" && results.restaurants.length === 0 && results.dishes.length === 0;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <h1 className="text-2xl font-bold sm:text-3xl">Search</h1>
      <Form method="get" action="/search" role="search" className="mt-4">
        {Object.entries(scopeParams).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor="search-q" className="sr-only">
          Search
        </label>
        <div className="flex gap-2">
          <input
            id="search-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={SEARCH_PLACEHOLDER}
            className="input"
          />
          <button type="submit" className="btn-primary">
            Search
          </button>
        </div>
      </Form>
      <div role="status" className="mt-4 text-gray-700">
        {q === "" ? (
          <p>Start typing to explore options...</p>
        ) : nothing ? (
          <p>
            No results for “{results.searchedFor ?? q}” in {place}. Try another dish, cuisine or restaurant name.
          </p>
        ) : (
          <p>
            {countOf(results.restaurants.length, "restaurant")} and {countOf(results.dishes.length, "dish", "dishes")}{" "}
            for “{results.searchedFor ?? q}” in {place}
            {page > 1 ? `, page ${page}` : ""}
          </p>
        )}
        {results.searchedFor ? (
          <p className="mt-1">
            Showing results for <strong>{results.searchedFor}</strong> (you typed “{q}”).
          </p>
        ) : null}
      </div>

      {results.restaurants.length > 0 ? (
        <section aria-labelledby="restaurant-results" className="mt-6">
          <h2 id="restaurant-results" className="text-xl font-bold">
            Restaurants
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
            Dishes
          </h2>
          <ul className="mt-3 divide-y divide-gray-200">
            {results.dishes.map((dish) => (
              <li key={dish.id} className="flex items-center gap-4 py-3">
                <DishLine
                  dish={dish}
                  about={
                    <>
                      from{" "}
                      <Link to={menuPath(dish.restaurant)} className="underline">
                        {dish.restaurant.name}
                      </Link>
                      , {dish.restaurant.locality}
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {page > 1 || results.hasMore ? (
        <nav aria-label="Search result pages" className="mt-8 flex justify-between gap-3">
          {page > 1 ? (
            <Link to={pageHref(page - 1)} className="btn-secondary">
              Previous results
            </Link>
          ) : (
            <span />
          )}
          {results.hasMore ? (
            <Link to={pageHref(page + 1)} className="btn-secondary">
              More results
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
