import { pageQuerySchema } from "~/features/catalogue/listing-query";
import { searchText } from "~/lib/search-params";

export const MAX_QUERY_LENGTH = 80;
export const SEARCH_PLACEHOLDER = "Search for restaurants, cuisines, or dishes...";

/** The search page's `?q=` and `?page=`. */
export const searchQuerySchema = pageQuerySchema.extend({ q: searchText(MAX_QUERY_LENGTH) });
