/** The Offers page's query string as its loader reads it. Server-only: zod stays out of the pages. */
import { z } from "zod";
import { oneOf, searchText } from "~/lib/search-params.server";
import { MAX_OFFER_QUERY, OFFER_TABS, type OfferQuery } from "./offers";

/** The Offers page's search and tab, from `?q=` and `?category=`. */
export const offerQuerySchema: z.ZodType<OfferQuery> = z
  .object({ q: searchText(MAX_OFFER_QUERY), category: oneOf(OFFER_TABS, "all") })
  .transform(({ q, category }) => ({ q, tab: category }));
