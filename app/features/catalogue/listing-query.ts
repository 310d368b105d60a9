/**
 * The restaurant listing's sort and filters, parsed from a URL's query string. Unknown or malformed
 * values are ignored, never an error, so any shared or hand-edited URL still lists restaurants.
 */
export const SORTS = {
  relevance: "Relevance",
  rating: "Rating",
  deliveryTime: "Delivery time",
  costLowToHigh: "Cost: low to high",
  costHighToLow: "Cost: high to low",
} as const;
export type Sort = keyof typeof SORTS;

export const QUICK_FILTERS = {
  tenMinDelivery: "10 min delivery",
  topRated: "Top rated",
  offers: "Offers",
  pureVeg: "Pure veg",
} as const;
export type QuickFilter = keyof typeof QUICK_FILTERS;

export const RATING_FILTERS = { "4.5": "4.5+", "4.0": "4.0+", "3.5": "3.5+" } as const;
export type RatingFilter = keyof typeof RATING_FILTERS;

/** Cost for two, in rupees: [from, below). */
export const PRICE_FILTERS = {
  under200: { label: "Under ₹200", range: [0, 200] },
  "200-400": { label: "₹200–₹400", range: [200, 400] },
  "400-600": { label: "₹400–₹600", range: [400, 600] },
  above600: { label: "Above ₹600", range: [600, Number.POSITIVE_INFINITY] },
} as const;
export type PriceFilter = keyof typeof PRICE_FILTERS;

/** Delivery time in minutes: [from, to]. */
export const DELIVERY_FILTERS = {
  under30: { label: "Under 30 mins", range: [0, 29] },
  "30-45": { label: "30–45 mins", range: [30, 45] },
  above45: { label: "Above 45 mins", range: [46, Number.POSITIVE_INFINITY] },
} as const;
export type DeliveryFilter = keyof typeof DELIVERY_FILTERS;

export const OFFER_FILTERS = {
  discount: { label: "Discount", offerType: "discount" },
  freeDelivery: { label: "Free delivery", offerType: "free_delivery" },
  buyOneGetOne: { label: "Buy one get one", offerType: "bogo" },
} as const;
export type OfferFilter = keyof typeof OFFER_FILTERS;

export const TOP_RATED_MIN = 4.3;
export const MAX_PAGE = 1000;

export interface ListingQuery {
  sort: Sort;
  quick: QuickFilter[];
  rating: RatingFilter | null;
  price: PriceFilter[];
  delivery: DeliveryFilter | null;
  offers: OfferFilter[];
  page: number;
}

function isKeyOf<T extends object>(table: T, value: string | null): value is Extract<keyof T, string> {
  return value !== null && Object.hasOwn(table, value);
}

function keysIn<T extends object>(table: T, values: string[]): Extract<keyof T, string>[] {
  return [...new Set(values.filter((value): value is Extract<keyof T, string> => isKeyOf(table, value)))];
}

/** A page number from text: whole numbers from 1 to MAX_PAGE; anything else is page 1. */
export function parsePage(value: string | null): number {
  if (value === null || !/^\d{1,7}$/.test(value.trim())) return 1;
  return Math.min(MAX_PAGE, Math.max(1, Number(value)));
}

export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const sort = params.get("sort");
  const rating = params.get("rating");
  const delivery = params.get("delivery");
  return {
    sort: isKeyOf(SORTS, sort) ? sort : "relevance",
    quick: keysIn(QUICK_FILTERS, params.getAll("quick")),
    rating: isKeyOf(RATING_FILTERS, rating) ? rating : null,
    price: keysIn(PRICE_FILTERS, params.getAll("price")),
    delivery: isKeyOf(DELIVERY_FILTERS, delivery) ? delivery : null,
    offers: keysIn(OFFER_FILTERS, params.getAll("offers")),
    page: parsePage(params.get("page")),
  };
}

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
  return query.quick.length + query.price.length + query.offers.length + (query.rating ? 1 : 0) + (query.delivery ? 1 : 0);
}

/** Which slice of `totalResults` a page shows; a page past the end is clamped to the last page. */
export function pageWindow(totalResults: number, requestedPage: number, pageSize: number) {
  const totalPages = Math.max(1, Math.ceil(totalResults / pageSize));
  const currentPage = Math.min(Math.max(1, requestedPage), totalPages);
  return { totalResults, totalPages, currentPage, offset: (currentPage - 1) * pageSize };
}
