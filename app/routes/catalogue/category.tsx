import { data } from "react-router";
import { findCategory, listingPage } from "~/features/catalogue/catalogue.server";
import { CategoryChips } from "~/features/catalogue/CategoryChips";
import { ListingHeader } from "~/features/catalogue/ListingHeader";
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
      <ListingHeader
        title={category.name}
        summary={`${countOf(page.totalResults, "restaurant")} in ${place}`}
        deliveryFrom={deliveryFrom}
        notServed={notServed}
        query={query}
        scopeParams={scopeParams}
        action={action}
      />
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
