import { sql, type QueryExecutorProvider, type RawBuilder } from "kysely";

/** What the search index of either engine answers (db/sqlite.server.ts, db/postgres.server.ts). */
export interface SearchHit {
  kind: "restaurant" | "dish";
  restaurant_id: string;
  product_id: string | null;
  /** Lower is better. */
  rank: number;
}

/** Where a search looks: a city, or a set of restaurants. */
export type SearchScope = { cityId: string } | { restaurantIds: readonly string[] };

/**
 * Full-text hits of one kind, best first, within a city or a set of restaurants; `first`, an ordering over
 * the hit's restaurant (`restaurants`), comes before relevance (nearest first).
 */
export type SearchIndex = (
  db: QueryExecutorProvider,
  text: string,
  kind: SearchHit["kind"],
  scope: SearchScope,
  limit: number,
  offset: number,
  first: RawBuilder<unknown> | null,
) => Promise<SearchHit[]>;

/** The hits of `ranked` (rows with a rank) ordered by `first` over their restaurants, then by rank. */
export function orderedHits(
  ranked: RawBuilder<unknown>,
  first: RawBuilder<unknown> | null,
  tieBreak: RawBuilder<unknown>,
): RawBuilder<unknown> {
  return first
    ? sql`SELECT hits.kind, hits.restaurant_id, hits.product_id, hits.rank FROM (${ranked}) hits
        JOIN restaurants ON restaurants.id = hits.restaurant_id
        ORDER BY ${first}, hits.rank, ${tieBreak}`
    : sql`SELECT kind, restaurant_id, product_id, rank FROM (${ranked}) hits ORDER BY rank, ${tieBreak}`;
}

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

/**
 * Free text as an engine's query of prefix terms, each written by `prefix` and joined by `joiner`
 * ("paneer tik" → "paneer:* & tik:*" for PostgreSQL, "paneer"* "tik"* for SQLite), or null without words.
 */
export function prefixQuery(text: string, prefix: (term: string) => string, joiner: string): string | null {
  const terms = searchTerms(text);
  return terms.length === 0 ? null : terms.map(prefix).join(joiner);
}

/** The scope as a condition on the index's columns; an empty set of restaurants matches nothing. */
export function scopeCondition(scope: SearchScope): RawBuilder<unknown> {
  if ("cityId" in scope) return sql`city_id = ${scope.cityId}`;
  return scope.restaurantIds.length === 0 ? sql`1 = 0` : sql`restaurant_id IN (${sql.join(scope.restaurantIds)})`;
}
