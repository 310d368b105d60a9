import { data } from "react-router";
import { findCategory, listingPage } from "~/features/catalogue/catalogue.server";
import { NotServedNotice } from "~/features/catalogue/NotServedNotice";
import { CategoryChips } from "~/features/catalogue/CategoryChips";
import { ListingFilters } from "~/features/catalogue/ListingFilters";
import { listingSearchParams } from "~/features/catalogue/listing-query";
import { RestaurantList } from "~/features/catalogue/RestaurantList";
import { RestaurantHeart } from "~/features/favourites/Heart";
import { currentLocation } from "~/features/location/location.server";
import { BRAND } from "~/lib/brand";
import { notFound } from "~/lib/http.server";
import type { Route } from "./+types/category";
import { countOf } from "~/lib/plural";

const PAGE_SIZE = 50;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const category = await findCategory(params.slug);
  if (!category) notFound();
  const listing = await listingPage(request, await currentLocation(request, context.clientIp), PAGE_SIZE, category.id);
  return data({ category, ...listing });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.category.name ?? "Category"} in ${loaderData?.place ?? "your area"} — ${BRAND}` }];
}

export default function Category({ loaderData }: Route.ComponentProps) {
  const { category, query, page, place, deliveryFrom, scopeParams, notServed } = loaderData;
  const action = `/categories/${category.slug}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{category.name}</h1>
      <p className="mt-1 text-gray-700">
        {`${countOf(page.totalResults, "restaurant")} in ${place} · distances and delivery times from ${deliveryFrom}`}
      </p>
      {notServed ? (
        <div className="mt-4">
          <NotServedNotice notServed={notServed} />
        </div>
      ) : null}
      <div className="mt-4">
        <ListingFilters key={JSON.stringify(query)} query={query} scopeParams={scopeParams} action={action} />
      </div>
      <section aria-label={`${category.name} restaurants`} className="mt-6" id="results">
        <RestaurantList
          page={page}
          mode="button"
          emptyText={`No restaurants found. We couldn't find ${category.name} restaurants in ${place}.`}
          heart={(restaurant) => <RestaurantHeart restaurant={restaurant} />}
          pageHref={(n) => `${action}?${listingSearchParams({ ...query, page: n }, scopeParams)}`}
        />
      </section>
      <section aria-labelledby="more-categories" className="mt-10">
        <h2 id="more-categories" className="mb-3 text-lg font-bold">
          Explore more
        </h2>
        <CategoryChips />
      </section>
    </div>
  );
}
