/** The order history's query string as its loader reads it. Server-only: zod stays out of the pages. */
import { z } from "zod";
import { oneOf, searchText } from "~/lib/search-params.server";
import { MAX_ORDER_QUERY, ORDER_TABS } from "./order-status";

/** The order history's `?tab=` and `?q=` (order id, restaurant or dish). */
export const orderListQuerySchema = z.object({ tab: oneOf(ORDER_TABS, "all"), q: searchText(MAX_ORDER_QUERY) });
