import { data } from "react-router";
import { listingPage } from "~/features/catalogue/catalogue.server";
import { ListingHeader } from "~/features/catalogue/ListingHeader";
import { listingSearchParams } from "~/features/catalogue/listing-query";
import { RestaurantList } from "~/features/catalogue/RestaurantList";
import { RestaurantHeart } from "~/features/favourites/Heart";
import { currentLocation } from "~/features/location/location.server";
import { BRAND } from "~/lib/brand";
import type { Route } from "./+types/restaurants";
import { countOf } from "~/lib/plural";

const PAGE_SIZE = 12;

export async function loader({ request, context }: Route.LoaderArgs) {
  return data(await listingPage(request, await currentLocation(request, context.clientIp), PAGE_SIZE));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Restaurants in ${loaderData?.place ?? "your area"} — ${BRAND}` }];
}

export default function Restaurants({ loaderData }: Route.ComponentProps) {
  const { query, page, place, deliveryFrom, scopeParams, notServed } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <ListingHeader
        title={`Restaurants delivering to ${place}`}
        summary={countOf(page.totalResults, "restaurant")}
        deliveryFrom={deliveryFrom}
        notServed={notServed}
        query={query}
        scopeParams={scopeParams}
        action="/restaurants"
      />
      <section aria-label="Restaurant list" className="mt-6" id="results">
        <RestaurantList
          page={page}
          mode="scroll"
          emptyText="No restaurants found."
          heart={(restaurant) => <RestaurantHeart restaurant={restaurant} />}
          pageHref={(n) => `/restaurants?${listingSearchParams({ ...query, page: n }, scopeParams)}`}
        />
      </section>
    </div>
  );
}
