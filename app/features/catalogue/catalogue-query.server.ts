/**
 * The catalogue's query strings as its loaders read them. Unknown or malformed values are ignored, never an
 * error, so any shared or hand-edited URL still lists restaurants. Server-only: zod stays out of the pages.
 */
import { z } from "zod";
import { oneOf, oneOrNoneOf, pageNumber, searchText, someOf } from "~/lib/search-params.server";
import {
  DEFAULT_LISTING_QUERY,
  DELIVERY_FILTERS,
  MAX_PAGE,
  OFFER_FILTERS,
  PRICE_FILTERS,
  QUICK_FILTERS,
  RATING_FILTERS,
  SORTS,
  type ListingQuery,
} from "./listing-query";
import { MAX_MENU_QUERY, MENU_FILTERS } from "./menu-filter";

/** `?page=`: whole numbers from 1 to MAX_PAGE; anything else is page 1. Paged lists elsewhere use it too. */
export const pageQuerySchema = z.object({ page: pageNumber(MAX_PAGE) });

export const listingQuerySchema: z.ZodType<ListingQuery> = z.object({
  sort: oneOf(SORTS, DEFAULT_LISTING_QUERY.sort),
  quick: someOf(QUICK_FILTERS),
  rating: oneOrNoneOf(RATING_FILTERS),
  price: someOf(PRICE_FILTERS),
  delivery: oneOrNoneOf(DELIVERY_FILTERS),
  offers: someOf(OFFER_FILTERS),
  page: pageNumber(MAX_PAGE),
});

/** A menu page's `?filter=` and `?q=` (the search within the menu). */
export const menuQuerySchema = z.object({ filter: oneOf(MENU_FILTERS, "all"), q: searchText(MAX_MENU_QUERY) });
