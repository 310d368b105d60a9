import type { Words } from "~/lib/words";
import type { LeadRefusal } from "./leads.server";

/** How a refused lead is worded on its form. */
export const LEAD_WORDS: Words<LeadRefusal> = {
  "too-many": ({ limit }, t) =>
    t(
      "You have sent us several messages in a short while. Please try again in {count, plural, one {# minute} other {# minutes}}.",
      { count: Math.ceil(limit.retryAfterSeconds / 60) },
    ),
};
