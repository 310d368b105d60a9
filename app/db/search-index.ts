import type { QueryExecutorProvider } from "kysely";

/** What the search index of either engine answers (db/sqlite.server.ts, db/postgres.server.ts). */
export interface SearchHit {
  kind: "restaurant" | "dish";
  restaurant_id: string;
  product_id: string | null;
  /** Lower is better. */
  rank: number;
}

/** Full-text hits of one kind, best first, within a city or a set of restaurants. */
export type SearchIndex = (
  db: QueryExecutorProvider,
  text: string,
  kind: SearchHit["kind"],
  scope: { cityId: string } | { restaurantIds: readonly string[] },
  limit: number,
  offset?: number,
) => Promise<SearchHit[]>;

/**
 * The words free text is searched for: letters and digits only (nothing typed can break a query's
 * syntax), lower-cased, at most eight.
 */
export function searchTerms(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term.length > 0)
    .slice(0, 8);
}
