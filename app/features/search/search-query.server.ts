/** The search page's query string as its loader reads it. Server-only: zod stays out of the pages. */
import { pageQuerySchema } from "~/features/catalogue/catalogue-query.server";
import { searchText } from "~/lib/search-params.server";
import { MAX_QUERY_LENGTH } from "./search";

/** The search page's `?q=` and `?page=`. */
export const searchQuerySchema = pageQuerySchema.extend({ q: searchText(MAX_QUERY_LENGTH) });
