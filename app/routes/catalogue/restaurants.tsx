import { data } from "react-router";
import { listingPage, resolveScope } from "~/features/catalogue/catalogue.server";
import { wordListing } from "~/features/catalogue/catalogue-words";
import { ListingHeader } from "~/features/catalogue/ListingHeader";
import { listingQuerySchema } from "~/features/catalogue/catalogue-query.server";
import { listingSearchParams } from "~/features/catalogue/listing-query";
import { scopeParamsOf } from "~/features/catalogue/scope-params";
import { RestaurantList } from "~/features/catalogue/RestaurantList";
import { RestaurantHeart } from "~/features/favourites/Heart";
import { currentLocation } from "~/features/location/location.server";
import { metaT } from "~/lib/i18n";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/restaurants";
import { requestLanguage, requestT } from "~/lib/language.server";
import { requestFacts } from "~/lib/request-context.server";
import { parseSearch } from "~/lib/search-params.server";

const PAGE_SIZE = 12;

export const handle = { i18n: ["catalogue", "favourites"] } satisfies I18nHandle;

/** The place and filters come from the address (shareable links), else from where the customer chose to be. */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const params = url.searchParams;
  const language = requestLanguage(request);
  const location = await currentLocation(request, context.get(requestFacts).clientIp);
  const query = parseSearch(params, listingQuerySchema);
  const scope = await resolveScope(params, location);
  const listing = await listingPage(scope, query, { pageSize: PAGE_SIZE });
  return data({
    query,
    scopeParams: scopeParamsOf(params),
    ...wordListing(scope, listing, requestT(request), language),
  });
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
      {/* The cards are h3s under this h2 (customer audit m10: the outline skipped from h1 to h3). */}
      <section aria-labelledby="results-heading" className="mt-6" id="results">
        <h2 id="results-heading" className="sr-only">
          {t("Restaurant list")}
        </h2>
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
