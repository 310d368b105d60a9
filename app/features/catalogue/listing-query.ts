/**
 * The restaurant listing's sort and filters, parsed from a URL's query string. Unknown or malformed
 * values are ignored, never an error, so any shared or hand-edited URL still lists restaurants.
 */
import { z } from "zod";
import { oneOf, oneOrNoneOf, pageNumber, someOf } from "~/lib/search-params";

export const SORTS = {
  relevance: "Relevance",
  rating: "Rating",
  deliveryTime: "Delivery time",
  costLowToHigh: "Cost: low to high",
  costHighToLow: "Cost: high to low",
} as const;

export const QUICK_FILTERS = {
  tenMinDelivery: "10 min delivery",
  topRated: "Top rated",
  offers: "Offers",
  pureVeg: "Pure veg",
} as const;

export const RATING_FILTERS = { "4.5": "4.5+", "4.0": "4.0+", "3.5": "3.5+" } as const;

/** Cost for two, in rupees: [from, below). */
export const PRICE_FILTERS = {
  under200: { label: "Under ₹200", range: [0, 200] },
  "200-400": { label: "₹200–₹400", range: [200, 400] },
  "400-600": { label: "₹400–₹600", range: [400, 600] },
  above600: { label: "Above ₹600", range: [600, Number.POSITIVE_INFINITY] },
} as const;

/** Delivery time in minutes: [from, to]. */
export const DELIVERY_FILTERS = {
  under30: { label: "Under 30 mins", range: [0, 29] },
  "30-45": { label: "30–45 mins", range: [30, 45] },
  above45: { label: "Above 45 mins", range: [46, Number.POSITIVE_INFINITY] },
} as const;

export const OFFER_FILTERS = {
  discount: { label: "Discount", offerType: "discount" },
  freeDelivery: { label: "Free delivery", offerType: "free_delivery" },
  buyOneGetOne: { label: "Buy one get one", offerType: "bogo" },
} as const;

export const TOP_RATED_MIN = 4.3;
export const MAX_PAGE = 1000;

/** `?page=`: whole numbers from 1 to MAX_PAGE; anything else is page 1. Paged lists elsewhere use it too. */
export const pageQuerySchema = z.object({ page: pageNumber(MAX_PAGE) });

export const listingQuerySchema = z.object({
  sort: oneOf(SORTS, "relevance"),
  quick: someOf(QUICK_FILTERS),
  rating: oneOrNoneOf(RATING_FILTERS),
  price: someOf(PRICE_FILTERS),
  delivery: oneOrNoneOf(DELIVERY_FILTERS),
  offers: someOf(OFFER_FILTERS),
  page: pageNumber(MAX_PAGE),
});
export type ListingQuery = z.output<typeof listingQuerySchema>;

/** The listing with no sort or filter chosen, on its first page. */
export const DEFAULT_LISTING_QUERY: ListingQuery = listingQuerySchema.parse({});

/** The query string for a listing query, leaving out defaults, so URLs stay short and shareable. */
export function listingSearchParams(query: ListingQuery, extra: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams(extra);
  if (query.sort !== "relevance") params.set("sort", query.sort);
  for (const quick of query.quick) params.append("quick", quick);
  if (query.rating) params.set("rating", query.rating);
  for (const price of query.price) params.append("price", price);
  if (query.delivery) params.set("delivery", query.delivery);
  for (const offer of query.offers) params.append("offers", offer);
  if (query.page > 1) params.set("page", String(query.page));
  return params;
}

export function activeFilterCount(query: ListingQuery): number {
  return (
    query.quick.length + query.price.length + query.offers.length + (query.rating ? 1 : 0) + (query.delivery ? 1 : 0)
  );
}

/** Which slice of `totalResults` a page shows; a page past the end is clamped to the last page. */
export function pageWindow(totalResults: number, requestedPage: number, pageSize: number) {
  const totalPages = Math.max(1, Math.ceil(totalResults / pageSize));
  const currentPage = Math.min(Math.max(1, requestedPage), totalPages);
  return { totalResults, totalPages, currentPage, offset: (currentPage - 1) * pageSize };
}
