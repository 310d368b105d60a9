import { data } from "react-router";
import { findCategory, listCategories, listingPage, resolveScope } from "~/features/catalogue/catalogue.server";
import { wordListing } from "~/features/catalogue/catalogue-words";
import { CategoryChips, chipsOf } from "~/features/catalogue/CategoryChips";
import { ListingHeader } from "~/features/catalogue/ListingHeader";
import { listingQuerySchema } from "~/features/catalogue/catalogue-query.server";
import { listingSearchParams } from "~/features/catalogue/listing-query";
import { scopeParamsOf } from "~/features/catalogue/scope-params";
import { RestaurantList } from "~/features/catalogue/RestaurantList";
import { RestaurantHeart } from "~/features/favourites/Heart";
import { currentLocation } from "~/features/location/location.server";
import { metaT } from "~/lib/i18n";
import { BRAND } from "~/lib/brand";
import { notFound } from "~/lib/http.server";
import type { I18nHandle } from "~/lib/i18n";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/category";
import { requestLanguage, requestT } from "~/lib/language.server";
import { requestFacts } from "~/lib/request-context.server";
import { parseSearch } from "~/lib/search-params.server";

const PAGE_SIZE = 50;

export const handle = { i18n: ["catalogue", "favourites"] } satisfies I18nHandle;

/** The place and filters come from the address (shareable links), else from where the customer chose to be. */
export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const category = await findCategory(params.slug, language);
  if (!category) notFound(request);
  const search = url.searchParams;
  const location = await currentLocation(request, context.get(requestFacts).clientIp);
  const query = parseSearch(search, listingQuerySchema);
  const scope = await resolveScope(search, location);
  const listing = await listingPage(scope, query, { pageSize: PAGE_SIZE, categoryId: category.id });
  return data({
    category,
    chips: chipsOf(await listCategories(language)),
    query,
    scopeParams: scopeParamsOf(search),
    ...wordListing(scope, listing, requestT(request), language),
  });
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
  const { category, chips, query, page, place, deliveryFrom, scopeParams, notServed } = loaderData;
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
      {/* The cards are h3s under this h2 (customer audit m10: the outline skipped from h1 to h3). */}
      <section aria-labelledby="results-heading" className="mt-6" id="results">
        <h2 id="results-heading" className="sr-only">
          {t("{category} restaurants", { category: category.name })}
        </h2>
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
        <CategoryChips chips={chips} />
      </section>
    </div>
  );
}
