import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { useHydrated } from "~/ui/useHydrated";
import { useT } from "~/ui/useT";
import type { WordedPage, WordedSummary } from "./catalogue-words";
import { RestaurantCard } from "./RestaurantCard";

/** The next page loads when the last card comes within this distance of the viewport. */
const SCROLL_MARGIN_PX = 200;

interface RestaurantListProps {
  page: WordedPage;
  /** The URL of a page of this listing; its loader must return `{ page: WordedPage }`. */
  pageHref: (page: number) => string;
  emptyText: string;
  /** 'scroll' loads the next page as the customer nears the end; 'button' waits for 'Load More'. */
  mode: "scroll" | "button";
  /** Each card's favourites button (see RestaurantCard). */
  heart: (restaurant: WordedSummary) => ReactNode;
}

/**
 * The address a fetcher loads a page from: the path and query without the #fragment, and `?index`
 * for the home page, or React Router asks the root route's loader instead of the page's.
 */
export function dataHref(href: string): string {
  const url = new URL(href, "http://localhost");
  if (url.pathname === "/") url.searchParams.set("index", "");
  return `${url.pathname}${url.search}`;
}

/**
 * A grid of restaurant cards with paging. Without JavaScript, 'Load more' is a link to the next
 * page; with it, further pages are appended in place (by scrolling or the button) and announced.
 */
export function RestaurantList({ page, pageHref, emptyText, mode, heart }: RestaurantListProps) {
  const hydrated = useHydrated();
  const { t } = useT("catalogue");
  const fetcher = useFetcher<{ page: WordedPage }>();
  const [loaded, setLoaded] = useState({ first: page, data: fetcher.data, pages: [page] });
  const sentinel = useRef<HTMLDivElement>(null);

  // Adjusted while rendering (React's pattern for state that follows props): a new first page (other
  // filters) starts the list again; each page the fetcher brings is appended once.
  if (loaded.first !== page) {
    setLoaded({ first: page, data: fetcher.data, pages: [page] });
  } else if (loaded.data !== fetcher.data) {
    const next = fetcher.data?.page;
    const known = !next || loaded.pages.some((p) => p.currentPage === next.currentPage);
    setLoaded({ first: page, data: fetcher.data, pages: known ? loaded.pages : [...loaded.pages, next] });
  }
  const pages = loaded.first === page ? loaded.pages : [page];

  const last = pages[pages.length - 1] ?? page;
  const hasMore = last.currentPage < last.totalPages;
  const loading = fetcher.state !== "idle";
  const loadNext = () => {
    if (hasMore && !loading) fetcher.load(dataHref(pageHref(last.currentPage + 1)));
  };

  useEffect(() => {
    if (mode !== "scroll" || !hasMore || !sentinel.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadNext();
      },
      { rootMargin: `${SCROLL_MARGIN_PX}px` },
    );
    observer.observe(sentinel.current);
    return () => observer.disconnect();
  });

  const restaurants: WordedSummary[] = pages.flatMap((p) => p.restaurants);
  if (restaurants.length === 0) return <p className="py-8 text-center text-gray-700">{emptyText}</p>;

  return (
    <div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {restaurants.map((restaurant, i) => (
          <li key={restaurant.id}>
            <RestaurantCard restaurant={restaurant} eager={i < 4 && page.currentPage === 1} heart={heart(restaurant)} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} />
      <p role="status" className="mt-4 text-center text-sm text-gray-700">
        {loading
          ? t("Loading restaurants...")
          : t("Showing {shown} of {count, plural, one {# restaurant} other {# restaurants}}", {
              shown: restaurants.length,
              count: last.totalResults,
            })}
      </p>
      <div className="mt-4 flex justify-center">
        {!hasMore ? (
          <p className="text-gray-800">{t("You've reached the end of the list. ✨")}</p>
        ) : hydrated ? (
          mode === "button" ? (
            <button type="button" onClick={loadNext} disabled={loading} className="btn-secondary">
              {t("Load More")}
            </button>
          ) : null
        ) : (
          <Link to={pageHref(last.currentPage + 1)} className="btn-secondary">
            {mode === "button" ? t("Load More") : t("Load more")}
          </Link>
        )}
      </div>
    </div>
  );
}
