import type BetterSqlite3 from "better-sqlite3";
import { sql, type QueryExecutorProvider } from "kysely";

/**
 * Everything SQLite-specific lives here: connection pragmas and the FTS5 search index.
 * A PostgreSQL dialect would replace this module (tsvector) without touching the features.
 */
export function applyPragmas(connection: BetterSqlite3.Database): void {
  connection.pragma("journal_mode = WAL");
  connection.pragma("synchronous = NORMAL");
  connection.pragma("foreign_keys = ON");
  connection.pragma("busy_timeout = 5000");
}

export async function createSearchIndex(db: QueryExecutorProvider): Promise<void> {
  await sql`
    CREATE VIRTUAL TABLE search_index USING fts5(
      kind UNINDEXED, restaurant_id UNINDEXED, product_id UNINDEXED, city_id UNINDEXED,
      name, cuisines,
      tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
    )`.execute(db);
}

const INDEX_COLUMNS = sql`search_index (kind, restaurant_id, product_id, city_id, name, cuisines)`;
const RESTAURANT_ROWS = sql`SELECT 'restaurant', id, NULL, city_id, name, replace(replace(replace(cuisines, '[', ''), ']', ''), '"', '') FROM restaurants`;
const DISH_ROWS = sql`SELECT 'dish', p.restaurant_id, p.id, r.city_id, p.name, '' FROM products p JOIN restaurants r ON r.id = p.restaurant_id`;

export async function rebuildSearchIndex(db: QueryExecutorProvider): Promise<void> {
  await sql`DELETE FROM search_index`.execute(db);
  await sql`INSERT INTO ${INDEX_COLUMNS} ${RESTAURANT_ROWS}`.execute(db);
  await sql`INSERT INTO ${INDEX_COLUMNS} ${DISH_ROWS}`.execute(db);
}

/** Refreshes one restaurant's entry in the search index after its name or cuisines changed. */
export async function reindexRestaurant(db: QueryExecutorProvider, restaurantId: string): Promise<void> {
  await sql`DELETE FROM search_index WHERE kind = 'restaurant' AND restaurant_id = ${restaurantId}`.execute(db);
  await sql`INSERT INTO ${INDEX_COLUMNS} ${RESTAURANT_ROWS} WHERE id = ${restaurantId}`.execute(db);
}

/** Adds a new dish to the search index. */
export async function indexDish(db: QueryExecutorProvider, productId: string): Promise<void> {
  await sql`INSERT INTO ${INDEX_COLUMNS} ${DISH_ROWS} WHERE p.id = ${productId}`.execute(db);
}

/** Turns free text into an FTS5 query of prefix terms ("paneer tik" → "paneer"* "tik"*), or null. */
export function toPrefixQuery(text: string): string | null {
  const terms = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term.length > 0)
    .slice(0, 8);
  if (terms.length === 0) return null;
  return terms.map((term) => `"${term}"*`).join(" ");
}

export interface SearchHit {
  kind: "restaurant" | "dish";
  restaurant_id: string;
  product_id: string | null;
  rank: number;
}

/** Full-text hits of one kind, best first, within a city or a set of restaurants. */
export async function searchIndex(
  db: QueryExecutorProvider,
  text: string,
  kind: SearchHit["kind"],
  scope: { cityId: string } | { restaurantIds: readonly string[] },
  limit: number,
  offset = 0,
): Promise<SearchHit[]> {
  const match = toPrefixQuery(text);
  if (!match) return [];
  const scopeFilter =
    "cityId" in scope
      ? sql`city_id = ${scope.cityId}`
      : scope.restaurantIds.length === 0
        ? sql`0`
        : sql`restaurant_id IN (${sql.join(scope.restaurantIds)})`;
  const result = await sql<SearchHit>`
    SELECT kind, restaurant_id, product_id, bm25(search_index, 0, 0, 0, 0, 10.0, 4.0) AS rank
    FROM search_index
    WHERE search_index MATCH ${match} AND kind = ${kind} AND ${scopeFilter}
    ORDER BY rank
    LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return result.rows;
}
