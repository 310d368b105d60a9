import { data } from "react-router";
import { listingPage } from "~/features/catalogue/catalogue.server";
import { NotServedNotice } from "~/features/catalogue/NotServedNotice";
import { ListingFilters } from "~/features/catalogue/ListingFilters";
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
      <h1 className="text-2xl font-bold sm:text-3xl">Restaurants delivering to {place}</h1>
      <p className="mt-1 text-gray-700">
        {`${countOf(page.totalResults, "restaurant")} · distances and delivery times from ${deliveryFrom}`}
      </p>
      {notServed ? (
        <div className="mt-4">
          <NotServedNotice notServed={notServed} />
        </div>
      ) : null}
      <div className="mt-4">
        <ListingFilters key={JSON.stringify(query)} query={query} scopeParams={scopeParams} action="/restaurants" />
      </div>
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
