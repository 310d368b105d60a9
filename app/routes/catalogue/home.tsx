import { data, Link, redirect } from "react-router";
import {
  countRestaurants,
  listCategories,
  listCities,
  listRestaurants,
  notServedHere,
  resolveScope,
  topRestaurants,
} from "~/features/catalogue/catalogue.server";
import { wordListing, wordSummary } from "~/features/catalogue/catalogue-words";
import { pageQuerySchema } from "~/features/catalogue/catalogue-query.server";
import { DEFAULT_LISTING_QUERY, listingSearchParams } from "~/features/catalogue/listing-query";
import { RestaurantCard } from "~/features/catalogue/RestaurantCard";
import { RestaurantList } from "~/features/catalogue/RestaurantList";
import { NotServedNotice } from "~/features/catalogue/NotServedNotice";
import { appStoreLinks } from "~/features/content/app-stores.server";
import { RestaurantHeart } from "~/features/favourites/Heart";
import { StoreBadges } from "~/features/content/StoreBadges";
import { HeroSearch } from "~/features/location/HeroSearch";
import { heroSearch } from "~/features/location/hero-search.server";
import { LOCATION_WORDS } from "~/features/location/location-words";
import { currentLocation } from "~/features/location/location.server";
import { metaT } from "~/lib/i18n";
import { BRAND, TAGLINE } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { requestLanguage, requestT } from "~/lib/language.server";
import { word } from "~/lib/words";
import { parseSearch } from "~/lib/search-params.server";
import { FoodImage } from "~/ui/FoodImage";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/home";
import { requestFacts } from "~/lib/request-context.server";

export const handle = { i18n: ["catalogue", "favourites"] } satisfies I18nHandle;

const HOME_PAGE_SIZE = 6;
/** The carousel shows five on a wide screen and one and a bit on a phone: eight keeps it short to send and to scroll. */
const TOP_RESTAURANTS = 8;
const CITIES_SHOWN = 8;

/** 'Best Cuisines Near You': fifteen cuisines, each opening its category (named as the categories are). */
const BEST_CUISINES = [
  "biryani",
  "north-indian",
  "south-indian",
  "chinese",
  "pizza",
  "burgers",
  "desserts",
  "thali",
  "momos",
  "kebabs",
  "rolls",
  "chaat",
  "pasta",
  "healthy",
  "ice-cream",
];

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const params = url.searchParams;
  const language = requestLanguage(request);
  const t = requestT(request);
  let heroError: string | null = null;
  if (params.has("find")) {
    const outcome = await heroSearch(params);
    if (outcome.ok) throw redirect(outcome.redirect);
    heroError = word(LOCATION_WORDS, outcome, t);
  }
  const location = await currentLocation(request, context.get(requestFacts).clientIp);
  const scope = await resolveScope(new URLSearchParams(), location);
  const query = { ...DEFAULT_LISTING_QUERY, page: parseSearch(params, pageQuerySchema).page };
  const [categories, top, page, cities, restaurantCount, notServed] = await Promise.all([
    // A tile needs a category's name, picture and address, not its id.
    listCategories(language).then((all) => all.map(({ name, slug, image }) => ({ name, slug, image }))),
    topRestaurants(scope, TOP_RESTAURANTS),
    listRestaurants(scope, query, HOME_PAGE_SIZE),
    // The city links need no more than a city's name and address.
    listCities().then((all) => all.map(({ id, name, slug }) => ({ id, name, slug }))),
    countRestaurants(),
    notServedHere(scope),
  ]);
  const listing = wordListing(scope, { page, notServed }, t, language);
  return data(
    {
      location,
      place: listing.place,
      heroError,
      categories,
      top: top.map((restaurant) => wordSummary(restaurant, t, language)),
      page: listing.page,
      cities,
      restaurantCount,
      notServed: listing.notServed,
      stores: appStoreLinks(),
    },
    { status: heroError ? 400 : 200 },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return [
    { title: `${BRAND} — ${t(TAGLINE)} | ${t("Food delivery near you")}` },
    {
      name: "description",
      content: t("Order food online from 1000+ restaurants across India, delivered in 30 minutes."),
    },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { location, place, heroError, categories, top, page, cities, restaurantCount, notServed, stores } = loaderData;
  const { t } = useT("catalogue");
  const shownCities = cities.slice(0, CITIES_SHOWN);
  const moreCities = cities.slice(CITIES_SHOWN);
  return (
    <>
      <section className="bg-gradient-to-br from-brand-600 to-brand-800 px-4 py-10 text-center text-white sm:py-16">
        <div className="mx-auto max-w-4xl">
          <h1 className="text-3xl font-extrabold sm:text-5xl">{t(TAGLINE)}</h1>
          <p className="mt-3 text-lg">
            {t("Order from {count}+ restaurants, delivered in about 30 minutes.", {
              count: Math.floor(restaurantCount / 100) * 100,
            })}
          </p>
          <HeroSearch location={location} error={heroError} />
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4">
        <a href={top.length > 0 ? "#top-chains" : "#restaurants"} className="skip-link mt-4">
          {t("Skip to restaurants")}
        </a>
        <section aria-labelledby="categories" className="mt-10">
          <h2 id="categories" className="text-2xl font-bold">
            {t("What's on your mind?")}
          </h2>
          <ul className="mt-4 grid grid-flow-col grid-rows-2 gap-2 overflow-x-auto pb-2 [grid-auto-columns:7rem]">
            {categories.map((category) => (
              <li key={category.slug}>
                <Link to={`/categories/${category.slug}`} className="category-tile">
                  <FoodImage src={category.image} alt="" width={96} height={62} className="h-16 w-24 rounded-full" />
                  <span className="text-sm font-semibold">{category.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        {top.length > 0 ? (
          <section aria-labelledby="top-chains" className="mt-10">
            <h2 id="top-chains" className="text-2xl font-bold">
              {t("Top restaurant chains in {place}", { place })}
            </h2>
            {/* Each card fits the screen and the row snaps to a card's start, so a card focused from the
                keyboard is seen whole (not cut at the screen's edge on a 240 px phone). */}
            <ul className="mt-4 flex snap-x snap-mandatory gap-4 overflow-x-auto pb-2">
              {top.map((restaurant, i) => (
                <li key={restaurant.id} className="w-[min(18rem,calc(100vw-2rem))] shrink-0 snap-start">
                  <RestaurantCard
                    restaurant={restaurant}
                    eager={i < 2}
                    heart={<RestaurantHeart restaurant={restaurant} />}
                  />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="home-restaurants" className="mt-10" id="restaurants">
          <h2 id="home-restaurants" className="text-2xl font-bold">
            {t("Restaurants with online food delivery in {place}", { place })}
          </h2>
          {notServed ? (
            <div className="mt-4">
              <NotServedNotice notServed={notServed} />
            </div>
          ) : null}
          <div className="mt-4">
            <RestaurantList
              page={page}
              mode="scroll"
              emptyText={t("No popular restaurants found.")}
              heart={(restaurant) => <RestaurantHeart restaurant={restaurant} />}
              pageHref={(n) => `/?${listingSearchParams({ ...DEFAULT_LISTING_QUERY, page: n })}#restaurants`}
            />
          </div>
        </section>

        <section aria-labelledby="cities" className="mt-12">
          <h2 id="cities" className="text-2xl font-bold">
            {t("Cities We Serve")}
          </h2>
          <CityGrid cities={shownCities} />
          {moreCities.length > 0 ? (
            <details className="mt-3">
              <summary className="btn-secondary">
                {t("Show More Cities ({count})", { count: moreCities.length })}
              </summary>
              <CityGrid cities={moreCities} />
            </details>
          ) : null}
        </section>

        <section aria-labelledby="cuisines" className="mt-12">
          <h2 id="cuisines" className="text-2xl font-bold">
            {t("Best Cuisines Near You")}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {BEST_CUISINES.flatMap((slug) => categories.filter((category) => category.slug === slug)).map(
              ({ slug, name }) => (
                <li key={slug}>
                  <Link to={`/categories/${slug}`} className="tile-link">
                    {t("{cuisine} food near me", { cuisine: name })}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </section>

        <section
          aria-labelledby="dine-out"
          className="mt-12 grid items-center gap-6 rounded-3xl bg-gray-900 p-6 text-white sm:grid-cols-2 sm:p-10"
        >
          <div>
            <p className="inline-block rounded bg-amber-300 px-2 text-sm font-bold text-gray-900">{t("Featured")}</p>
            <h2 id="dine-out" className="mt-3 text-3xl font-extrabold">
              {t("Premium Selection: dine out in style")}
            </h2>
            <p className="mt-3 text-gray-200">
              {t(
                "Hand-picked restaurants rated 4.5+ stars, with a 4.8 average rating from diners. Book a table, skip the queue.",
              )}
            </p>
            <Link to="/restaurants/dine-out" className="btn-primary mt-6">
              {t("Explore dine-out")}
            </Link>
          </div>
          <FoodImage
            src="/images/food/thali.svg"
            alt={t("A festive thali served at a premium restaurant")}
            width={400}
            height={260}
            className="w-full rounded-2xl"
          />
        </section>

        <section aria-labelledby="get-app" className="mt-12 rounded-3xl bg-brand-50 p-6 text-center sm:p-10">
          <h2 id="get-app" className="text-2xl font-extrabold">
            {t("For better experience, download the {brand} app now", { brand: BRAND })}
          </h2>
          <p className="mt-2 text-gray-800">{t("Live order tracking, exclusive app offers and faster checkout.")}</p>
          <StoreBadges links={stores} className="mt-5 justify-center" />
          <Link to="/get-the-app" className="mt-4 inline-block font-semibold text-brand-700 underline">
            {t("More about the app")}
          </Link>
        </section>
      </div>
    </>
  );
}

function CityGrid({ cities }: { cities: { id: string; name: string; slug: string }[] }) {
  const { t } = useT("catalogue");
  return (
    <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {cities.map((city) => (
        <li key={city.id}>
          <Link to={`/restaurants?city=${city.slug}`} className="tile-link">
            {t("Order food online in {city}", { city: city.name })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
