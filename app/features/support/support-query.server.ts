/** Help & Support's query strings as the loaders read them. Server-only: zod stays out of the pages. */
import { z } from "zod";
import { oneOf, searchText } from "~/lib/search-params.server";
import { FAQ_CATEGORIES, MAX_FAQ_QUERY, type FaqQuery } from "./faqs";
import { TICKET_FILTERS } from "./tickets";

/** The FAQ search's `?q=` and `?category=`. */
export const faqQuerySchema: z.ZodType<FaqQuery> = z.object({
  q: searchText(MAX_FAQ_QUERY),
  category: oneOf(FAQ_CATEGORIES, "all"),
});

/** The operations console's ticket list filter, `?status=`. */
export const ticketFilterQuerySchema = z.object({ status: oneOf(TICKET_FILTERS, "unresolved") });
