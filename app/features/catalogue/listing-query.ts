/**
 * The restaurant listing's sort and filters, and their query string. Parsing one is the server's job
 * (catalogue-query.server.ts), so that zod stays out of the pages' scripts.
 */
export const SORTS = {
  relevance: "Relevance",
  rating: "Rating",
  deliveryTime: "Delivery time",
  distance: "Distance",
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

export type Sort = keyof typeof SORTS;
export type QuickFilter = keyof typeof QUICK_FILTERS;
export type RatingFilter = keyof typeof RATING_FILTERS;
export type PriceFilter = keyof typeof PRICE_FILTERS;
export type DeliveryFilter = keyof typeof DELIVERY_FILTERS;
export type OfferFilter = keyof typeof OFFER_FILTERS;

/** The listing's sort, filters and page; `listingQuerySchema` (catalogue-query.server.ts) reads it from a URL. */
export interface ListingQuery {
  sort: Sort;
  quick: QuickFilter[];
  rating: RatingFilter | null;
  price: PriceFilter[];
  delivery: DeliveryFilter | null;
  offers: OfferFilter[];
  page: number;
}

/** The listing with no sort or filter chosen, on its first page. */
export const DEFAULT_LISTING_QUERY: ListingQuery = {
  sort: "relevance",
  quick: [],
  rating: null,
  price: [],
  delivery: null,
  offers: [],
  page: 1,
};

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
