import { Form, Link } from "react-router";
import { requireRole } from "~/features/accounts/session.server";
import { listCities } from "~/features/catalogue/catalogue.server";
import { restaurantSearchQuerySchema } from "~/features/admin/admin-query.server";
import { searchRestaurants } from "~/features/admin/admin-restaurants.server";
import { PageLinks } from "~/features/admin/PageLinks";
import { metaT } from "~/features/shell/root-data";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { requestLanguage } from "~/lib/language.server";
import { parseSearch } from "~/lib/search-params.server";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/restaurants";

export const handle = { i18n: ["adminMenu"] } satisfies I18nHandle;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  requireRole(context, url, "admin");
  const { q: query, city: cityId, page } = parseSearch(request, restaurantSearchQuerySchema);
  const [{ restaurants, hasMore }, cities] = await Promise.all([
    searchRestaurants(query, cityId, page, requestLanguage(request)),
    listCities(),
  ]);
  return { query, cityId, page, restaurants, hasMore, cities };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Restaurants — operations")} — ${BRAND}` }];
}

export default function AdminRestaurants({ loaderData }: Route.ComponentProps) {
  const { query, cityId, page, restaurants, hasMore, cities } = loaderData;
  const { t } = useT("adminMenu");
  const pageHref = (to: number) => `?${new URLSearchParams({ q: query, city: cityId ?? "", page: String(to) })}`;
  return (
    <section aria-labelledby="restaurants-title" className="space-y-4">
      <h1 id="restaurants-title" className="text-2xl font-bold">
        {t("Restaurants and menus")}
      </h1>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="restaurant-q" className="mb-1 block text-sm font-semibold">
            {t("Name or id")}
          </label>
          <input id="restaurant-q" name="q" type="search" defaultValue={query} className="input" />
        </div>
        <div>
          <label htmlFor="restaurant-city" className="mb-1 block text-sm font-semibold">
            {t("City")}
          </label>
          <select id="restaurant-city" name="city" defaultValue={cityId ?? ""} className="input">
            <option value="">{t("All cities")}</option>
            {cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary">
          {t("Search")}
        </button>
      </Form>
      {restaurants.length === 0 ? <p>{t("No restaurants match.")}</p> : null}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("Restaurants, page {page}", { page })}</caption>
          <thead>
            <tr className="border-b border-gray-200">
              <th scope="col" className="py-2 pr-3">
                {t("Restaurant")}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t("City")}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t("Locality")}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t("Rating")}
              </th>
              <th scope="col" className="py-2">
                {t("Status")}
              </th>
            </tr>
          </thead>
          <tbody>
            {restaurants.map((restaurant) => (
              <tr key={restaurant.id} className="border-b border-gray-100">
                <th scope="row" className="py-2 pr-3 font-normal">
                  <Link
                    to={`/admin/restaurants/${restaurant.id}`}
                    className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                  >
                    {restaurant.name}
                  </Link>
                </th>
                <td className="py-2 pr-3">{restaurant.cityName}</td>
                <td className="py-2 pr-3">{restaurant.locality}</td>
                <td className="py-2 pr-3">{restaurant.rating.toFixed(1)}</td>
                <td className="py-2">{restaurant.openingText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PageLinks page={page} hasMore={hasMore} href={pageHref} />
    </section>
  );
}
