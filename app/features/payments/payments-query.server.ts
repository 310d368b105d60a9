/** The payment history's query string as its loader reads it. Server-only: zod stays out of the pages. */
import { z } from "zod";
import { oneOf } from "~/lib/search-params.server";
import { HISTORY_PERIODS } from "./payment-rules";

/** The payment history's `?period=`. */
export const historyQuerySchema = z.object({ period: oneOf(HISTORY_PERIODS, "all") });
