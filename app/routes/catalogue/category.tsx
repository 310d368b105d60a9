import { data } from "react-router";
import { findCategory, listingPage } from "~/features/catalogue/catalogue.server";
import { CategoryChips } from "~/features/catalogue/CategoryChips";
import { ListingHeader } from "~/features/catalogue/ListingHeader";
import { listingSearchParams } from "~/features/catalogue/listing-query";
import { RestaurantList } from "~/features/catalogue/RestaurantList";
import { RestaurantHeart } from "~/features/favourites/Heart";
import { currentLocation } from "~/features/location/location.server";
import { metaT } from "~/features/shell/root-data";
import { BRAND } from "~/lib/brand";
import { notFound } from "~/lib/http.server";
import type { I18nHandle } from "~/lib/i18n";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/category";
import { requestFacts } from "~/lib/request-context.server";

const PAGE_SIZE = 50;

export const handle = { i18n: ["catalogue", "favourites"] } satisfies I18nHandle;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const category = await findCategory(params.slug);
  if (!category) notFound(request);
  const listing = await listingPage(
    request,
    await currentLocation(request, context.get(requestFacts).clientIp),
    PAGE_SIZE,
    category.id,
  );
  return data({ category, ...listing });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaT(matches);
  const title = t("{category} in {place}", {
    category: loaderData?.category.name ?? t("Category"),
    place: loaderData?.place ?? t("your area"),
  });
  return [{ title: `${title} — ${BRAND}` }];
}

export default function Category({ loaderData }: Route.ComponentProps) {
  const { category, query, page, place, deliveryFrom, scopeParams, notServed } = loaderData;
  const action = `/categories/${category.slug}`;
  const { t } = useT("catalogue");
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <ListingHeader
        title={category.name}
        summary={t("{count, plural, one {# restaurant} other {# restaurants}} in {place}", {
          count: page.totalResults,
          place,
        })}
        deliveryFrom={deliveryFrom}
        notServed={notServed}
        query={query}
        scopeParams={scopeParams}
        action={action}
      />
      <section aria-label={t("{category} restaurants", { category: category.name })} className="mt-6" id="results">
        <RestaurantList
          page={page}
          mode="button"
          emptyText={t("No restaurants found. We couldn't find {category} restaurants in {place}.", {
            category: category.name,
            place,
          })}
          heart={(restaurant) => <RestaurantHeart restaurant={restaurant} />}
          pageHref={(n) => `${action}?${listingSearchParams({ ...query, page: n }, scopeParams)}`}
        />
      </section>
      <section aria-labelledby="more-categories" className="mt-10">
        <h2 id="more-categories" className="mb-3 text-lg font-bold">
          {t("Explore more")}
        </h2>
        <CategoryChips />
      </section>
    </div>
  );
}
