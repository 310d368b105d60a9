import { data } from "react-router";
import { listingPage } from "~/features/catalogue/catalogue.server";
import { ListingHeader } from "~/features/catalogue/ListingHeader";
import { listingSearchParams } from "~/features/catalogue/listing-query";
import { RestaurantList } from "~/features/catalogue/RestaurantList";
import { RestaurantHeart } from "~/features/favourites/Heart";
import { currentLocation } from "~/features/location/location.server";
import { metaT } from "~/features/shell/root-data";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/restaurants";
import { requestFacts } from "~/lib/request-context.server";

const PAGE_SIZE = 12;

export const handle = { i18n: ["catalogue", "favourites"] } satisfies I18nHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  return data(
    await listingPage(request, await currentLocation(request, context.get(requestFacts).clientIp), PAGE_SIZE),
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaT(matches);
  return [{ title: `${t("Restaurants in {place}", { place: loaderData?.place ?? t("your area") })} — ${BRAND}` }];
}

export default function Restaurants({ loaderData }: Route.ComponentProps) {
  const { query, page, place, deliveryFrom, scopeParams, notServed } = loaderData;
  const { t } = useT("catalogue");
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <ListingHeader
        title={t("Restaurants delivering to {place}", { place })}
        summary={t("{count, plural, one {# restaurant} other {# restaurants}}", { count: page.totalResults })}
        deliveryFrom={deliveryFrom}
        notServed={notServed}
        query={query}
        scopeParams={scopeParams}
        action="/restaurants"
      />
      <section aria-label={t("Restaurant list")} className="mt-6" id="results">
        <RestaurantList
          page={page}
          mode="scroll"
          emptyText={t("No restaurants found.")}
          heart={(restaurant) => <RestaurantHeart restaurant={restaurant} />}
          pageHref={(n) => `/restaurants?${listingSearchParams({ ...query, page: n }, scopeParams)}`}
        />
      </section>
    </div>
  );
}
