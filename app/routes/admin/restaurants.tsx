import { requireRole } from "~/features/accounts/session.server";
import { listCities } from "~/features/catalogue/catalogue.server";
import { openingText } from "~/features/catalogue/opening";
import { restaurantSearchQuerySchema } from "~/features/admin/admin-query.server";
import { searchRestaurants } from "~/features/admin/admin-restaurants.server";
import { SearchList } from "~/features/admin/SearchList";
import { metaT } from "~/lib/i18n";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { requestLanguage, requestT } from "~/lib/language.server";
import { parseSearch } from "~/lib/search-params.server";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/restaurants";

export const handle = { i18n: ["adminMenu"] } satisfies I18nHandle;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  requireRole(context, url, "admin");
  const { q: query, city: cityId, page } = parseSearch(request, restaurantSearchQuerySchema);
  const [{ restaurants, hasMore }, cities] = await Promise.all([searchRestaurants(query, cityId, page), listCities()]);
  const now = new Date();
  const [t, language] = [requestT(request), requestLanguage(request)];
  return {
    query,
    cityId,
    page,
    restaurants: restaurants.map(({ opening, ...row }) => ({
      ...row,
      openingText: openingText(opening, now, t, language),
    })),
    hasMore,
    cities,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Restaurants — operations")} — ${BRAND}` }];
}

export default function AdminRestaurants({ loaderData }: Route.ComponentProps) {
  const { query, cityId, page, restaurants, hasMore, cities } = loaderData;
  const { t } = useT("adminMenu");
  return (
    <SearchList
      title={t("Restaurants and menus")}
      titleId="restaurants-title"
      fields={
        <>
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
        </>
      }
      empty={t("No restaurants match.")}
      caption={t("Restaurants, page {page}", { page })}
      columns={[t("Restaurant"), t("City"), t("Locality"), t("Rating"), t("Status")]}
      rows={restaurants.map((restaurant) => ({
        id: restaurant.id,
        to: `/admin/restaurants/${restaurant.id}`,
        name: restaurant.name,
        cells: [restaurant.cityName, restaurant.locality, restaurant.rating.toFixed(1), restaurant.openingText],
      }))}
      page={page}
      hasMore={hasMore}
      href={(to) => `?${new URLSearchParams({ q: query, city: cityId ?? "", page: String(to) })}`}
    />
  );
}
