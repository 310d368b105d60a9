import { data, Form, Link, redirect } from "react-router";
import { getCurrentUser } from "~/features/accounts/session.server";
import { AddToCart } from "~/features/cart/AddToCart";
import { CartBar } from "~/features/cart/CartBar";
import { CustomiseDish } from "~/features/cart/CustomiseDish";
import { customisableDishIds } from "~/features/catalogue/dish-options.server";
import { cartSummary } from "~/features/cart/cart-view.server";
import { findMenu } from "~/features/catalogue/catalogue.server";
import { placeText, weeklyHoursText, wordSummary } from "~/features/catalogue/catalogue-words";
import { currentLocation } from "~/features/location/location.server";
import { menuQuerySchema } from "~/features/catalogue/catalogue-query.server";
import { DishCard } from "~/features/catalogue/DishCard";
import { estimateText, outOfReach } from "~/features/catalogue/delivery-estimate";
import { capCuisines } from "~/features/catalogue/format";
import {
  filterDishes,
  groupByMenuCategory,
  MAX_MENU_QUERY,
  MENU_FILTERS,
  searchMenu,
  UNCATEGORIZED,
} from "~/features/catalogue/menu-filter";
import { menuPath } from "~/features/catalogue/slug";
import { DishHeart } from "~/features/favourites/Heart";
import { menuDeals } from "~/features/offers/offers";
import { dealText } from "~/features/offers/offers-words";
import { metaT } from "~/lib/i18n";
import { BRAND } from "~/lib/brand";
import { notFound } from "~/lib/http.server";
import type { I18nHandle } from "~/lib/i18n";
import { requestLanguage, requestT } from "~/lib/language.server";
import { parseSearch } from "~/lib/search-params.server";
import { RestaurantImage } from "~/features/catalogue/RestaurantCard";
import { formatRupees } from "~/lib/money";
import { SearchField } from "~/ui/SearchField";
import { useT } from "~/ui/useT";
import { VegMark } from "~/ui/VegMark";
import { RatingBadge } from "~/features/catalogue/RatingBadge";
import { RecentReviews } from "~/features/reviews/RecentReviews";
import { mostLovedDishIds, recentReviews } from "~/features/reviews/reviews.server";
import type { Route } from "./+types/menu";
import { requestFacts } from "~/lib/request-context.server";

export const handle = { i18n: ["catalogue", "favourites", "cart"] } satisfies I18nHandle;

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const t = requestT(request);
  const location = await currentLocation(request, context.get(requestFacts).clientIp);
  const [menu, user] = await Promise.all([findMenu(params.id, location), getCurrentUser(context)]);
  if (!menu) notFound(request, "Restaurant not found.");
  if (params.slug !== menu.restaurant.slug) throw redirect(`${menuPath(menu.restaurant)}${url.search}`, 301);
  const { hours, deliveryPlace, ...summary } = menu.restaurant;
  const restaurant = {
    ...wordSummary(summary, t, language),
    weeklyHours: weeklyHoursText(hours, t, language),
    deliveryPlace: placeText(deliveryPlace, t),
    outOfReach: outOfReach(summary.delivery, deliveryPlace, location.source),
    // Busy is a pause, not closing time: the menu says so as its label does (customer audit m23).
    busy: !summary.opening.open && summary.opening.why === "busy",
  };
  const { filter, q } = parseSearch(url, menuQuerySchema);
  const [cart, reviews, mostLoved, customisable] = await Promise.all([
    user ? cartSummary(user.id) : null,
    recentReviews(menu.restaurant.id),
    mostLovedDishIds(menu.restaurant.id),
    customisableDishIds(menu.restaurant.id),
  ]);
  const deals = menuDeals(
    restaurant.offerText,
    menu.dishes.map((dish) => dish.promoDiscountPercent),
  ).map((deal) => dealText(deal, t));
  return data({
    ...menu,
    restaurant,
    filter,
    q,
    groups: groupByMenuCategory(searchMenu(filterDishes(menu.dishes, filter), q)),
    cart,
    deals,
    reviews,
    mostLoved: [...mostLoved],
    customisable: [...customisable],
  });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaT(matches);
  return [{ title: `${loaderData?.restaurant.name ?? t("Menu")} — ${t("order online")} — ${BRAND}` }];
}

export default function Menu({ loaderData }: Route.ComponentProps) {
  const { restaurant: r, filter, q, groups, cart, deals, reviews, mostLoved, customisable } = loaderData;
  const { t } = useT("catalogue");
  const path = menuPath(r);
  const emptyText = q
    ? t("No dishes match “{query}” on this menu.", { query: q })
    : filter === "bestsellers"
      ? t("No bestseller items available at the moment.")
      : t("No menu items available for this selection.");
  const groupName = (name: string) => (name === UNCATEGORIZED ? t("Uncategorized") : name);
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <a href="#dishes" className="skip-link">
        {t("Skip to dishes")}
      </a>
      <nav aria-label={t("Breadcrumb")} className="meta">
        <Link to="/" className="underline">
          {t("Home")}
        </Link>{" "}
        /{" "}
        <Link to="/restaurants" className="underline">
          {t("Restaurants")}
        </Link>{" "}
        / {r.name}
      </nav>
      <header className="mt-4 overflow-hidden rounded-2xl border border-gray-200">
        <RestaurantImage restaurant={r} eager className="h-40 w-full sm:h-56" />
        <div className="p-4">
          <h1 className="text-2xl font-bold sm:text-3xl">{r.name}</h1>
          <p className="mt-1 text-gray-700">{capCuisines(r.cuisines)}</p>
          <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <span>
              <RatingBadge rating={r.rating} />{" "}
              <span className="meta">
                {t("({count, plural, one {# rating} other {# ratings}})", { count: r.reviewCount })}
              </span>
            </span>
            <span className={r.delivery.tooFar ? "font-semibold text-red-800" : undefined}>
              {t("{estimate} from {place}", { estimate: estimateText(r.delivery, t), place: r.deliveryPlace })}
            </span>
            <span>{t("{price} for two", { price: formatRupees(r.costForTwoPaise) })}</span>
            {r.isVeg ? <VegMark veg label={t("Pure Veg")} /> : null}
          </p>
          <p className="mt-2 text-sm text-gray-700">
            {r.street}, {r.locality}, {r.cityName} · {t("FSSAI Lic. No. {number}", { number: r.fssaiLicence })}
          </p>
          <p className={`mt-2 text-sm font-semibold ${r.isOpen ? "text-green-800" : "text-gray-900"}`}>
            {r.openingText}
          </p>
          <details className="mt-1 text-sm">
            <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700 underline">
              {t("Opening hours")}
            </summary>
            <dl className="grid max-w-sm grid-cols-[auto_1fr] gap-x-4 gap-y-1 pb-2">
              {r.weeklyHours.map(({ day, hours }) => (
                <div key={day} className="contents">
                  <dt className="font-semibold">{day}</dt>
                  <dd>{hours}</dd>
                </div>
              ))}
            </dl>
          </details>
          {!r.isOpen ? (
            <p className="mt-3 rounded-lg bg-gray-100 p-3 font-semibold text-gray-900">
              {r.busy
                ? t("This restaurant is busy and not taking orders for a while. You can browse the menu meanwhile.")
                : t("This restaurant is closed right now. You can browse the menu, but ordering is paused.")}
            </p>
          ) : r.outOfReach ? (
            <p className="mt-3 rounded-lg bg-gray-100 p-3 font-semibold text-gray-900">
              {t(
                "This restaurant does not deliver to {place}. You can browse the menu; choose a nearer location to order.",
                {
                  place: r.deliveryPlace,
                },
              )}
            </p>
          ) : null}
        </div>
      </header>

      <section aria-labelledby="deals" className="mt-6">
        <h2 id="deals" className="text-xl font-bold">
          {t("Deals for You")}
        </h2>
        {/* Scrolls sideways on phones: focusable so keyboard users can scroll it too. */}
        <ul
          tabIndex={0}
          aria-labelledby="deals"
          className="mt-3 flex gap-3 overflow-x-auto rounded-xl pb-2 focus-visible:outline-3 focus-visible:outline-brand-600"
        >
          {deals.map((deal) => (
            <li key={deal.title} className="min-w-48 rounded-xl border border-gray-200 p-3">
              <p className="font-bold text-brand-700">{deal.title}</p>
              <p className="meta">{deal.detail}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="menu-heading" className="mt-6">
        <h2 id="menu-heading" className="text-xl font-bold">
          {t("Menu")}
        </h2>
        <Form method="get" action={path} role="search" preventScrollReset className="mt-3 flex max-w-md gap-2">
          {filter !== "all" ? <input type="hidden" name="filter" value={filter} /> : null}
          <SearchField
            id="menu-q"
            label={t("Search this menu")}
            placeholder={t("Search this menu")}
            defaultValue={q}
            maxLength={MAX_MENU_QUERY}
            primary={false}
          />
        </Form>
        <nav aria-label={t("Menu filters")} className="mt-3">
          <ul className="flex flex-wrap gap-2">
            {Object.entries(MENU_FILTERS).map(([value, label]) => (
              <li key={value}>
                <Link
                  to={value === "all" ? path : `${path}?filter=${value}`}
                  preventScrollReset
                  aria-current={filter === value ? "page" : undefined}
                  className={`chip ${filter === value ? "chip-active" : ""}`}
                >
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div id="dishes">
          {groups.length === 0 ? (
            <p className="py-8 text-center text-gray-700">{emptyText}</p>
          ) : (
            groups.map((group) => (
              <section key={group.name} aria-label={groupName(group.name)} className="mt-6">
                <h3 className="text-lg font-bold">
                  {groupName(group.name)} <span className="font-normal text-gray-700">({group.dishes.length})</span>
                </h3>
                {group.dishes.map((dish) => (
                  <DishCard
                    key={dish.id}
                    dish={dish}
                    mostLoved={mostLoved.includes(dish.id)}
                    orderable={r.isOpen && !r.outOfReach}
                    heart={<DishHeart dish={dish} />}
                    cartControl={
                      customisable.includes(dish.id) ? (
                        <CustomiseDish
                          productId={dish.id}
                          name={dish.name}
                          quantity={cart?.quantities[dish.id] ?? 0}
                          returnTo={`${path}#dish-${dish.id}`}
                        />
                      ) : (
                        <AddToCart
                          productId={dish.id}
                          name={dish.name}
                          quantity={cart?.quantities[dish.id] ?? 0}
                          returnTo={`${path}#dish-${dish.id}`}
                        />
                      )
                    }
                  />
                ))}
              </section>
            ))
          )}
        </div>
      </section>
      <RecentReviews reviews={reviews} />
      {cart ? <CartBar count={cart.count} subtotalPaise={cart.subtotalPaise} /> : null}
    </div>
  );
}
