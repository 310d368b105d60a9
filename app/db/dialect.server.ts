import { PostgresAdapter, sql, type QueryExecutorProvider } from "kysely";
import * as postgres from "./postgres.server";
import type { SearchIndex } from "./search-index";
import * as sqlite from "./sqlite.server";

/**
 * The one place that knows there are two engines (issue 18; decision 0019). SQLite is the embedded
 * default; `DATABASE_URL=postgres://…` selects PostgreSQL. Features and migrations call these, never
 * sqlite.server.ts or postgres.server.ts, and the engine is read from the connection they pass (a
 * transaction included), so one code path serves both.
 */
export type { SearchHit } from "./search-index";

export function isPostgres(db: QueryExecutorProvider): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

const engine = (db: QueryExecutorProvider) => (isPostgres(db) ? postgres : sqlite);

/** The column type of a floating-point number (SQLite's REAL is 8 bytes; PostgreSQL's `real` only 4). */
export const floatType = (db: QueryExecutorProvider) => (isPostgres(db) ? "double precision" : "real");

/**
 * Locks an order's row until the transaction ends. Transactions that change an order and its payments
 * take the order first, so two of them never wait on each other crosswise (a deadlock on PostgreSQL).
 * SQLite runs one transaction at a time: there is nothing to lock.
 */
export async function lockOrder(trx: QueryExecutorProvider, orderId: string): Promise<void> {
  if (isPostgres(trx)) await sql`SELECT id FROM orders WHERE id = ${orderId} FOR UPDATE`.execute(trx);
}

/** Holds a customer's row until the transaction ends, so what they may still order is counted one checkout at a time. */
export async function lockUser(trx: QueryExecutorProvider, userId: string): Promise<void> {
  if (isPostgres(trx)) await sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`.execute(trx);
}

/**
 * Holds the sign-in throttle's rows for these keys until the transaction ends, so one try is checked and
 * counted at a time (keys in a fixed order, so two tries never wait on each other crosswise).
 */
export async function lockSignInFailures(trx: QueryExecutorProvider, keys: string[]): Promise<void> {
  if (isPostgres(trx) && keys.length > 0) {
    await sql`SELECT key FROM sign_in_failures WHERE key IN (${sql.join(keys)}) ORDER BY key FOR UPDATE`.execute(trx);
  }
}

/** Holds every admin's row until the transaction ends, so two console edits never both remove "the other" admin. */
export async function lockAdmins(trx: QueryExecutorProvider): Promise<void> {
  if (isPostgres(trx)) await sql`SELECT id FROM users WHERE role = 'admin' ORDER BY id FOR UPDATE`.execute(trx);
}

/** The column type of a 64-bit integer (SQLite's INTEGER is 8 bytes; PostgreSQL's `integer` only 4). */
export const wideIntegerType = (db: QueryExecutorProvider) => (isPostgres(db) ? "bigint" : "integer");

/** PostgreSQL adds and drops a CHECK constraint in place (SQLite rebuilds the table: migration 0015). */
export const { addCheck, dropCheck } = postgres;

export const createSearchIndex = (db: QueryExecutorProvider) => engine(db).createSearchIndex(db);

export const searchIndex: SearchIndex = (db, ...rest) => engine(db).searchIndex(db, ...rest);

// Filling the search index is the same SQL on both engines (PostgreSQL computes its tsvector column).
const INDEX_COLUMNS = sql`search_index (kind, restaurant_id, product_id, city_id, name, cuisines)`;
const RESTAURANT_ROWS = sql`SELECT 'restaurant', id, NULL, city_id, name, replace(replace(replace(cuisines, '[', ''), ']', ''), '"', '') FROM restaurants`;
const DISH_ROWS = sql`SELECT 'dish', p.restaurant_id, p.id, r.city_id, p.name, '' FROM products p JOIN restaurants r ON r.id = p.restaurant_id`;

/** Refills the search index from the catalogue (after seeding). */
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
