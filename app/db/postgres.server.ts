import { Kysely, PostgresDialect, sql, type LogConfig, type QueryExecutorProvider } from "kysely";
import pg from "pg";
import { logger } from "~/lib/logger.server";
import type { DB as Tables } from "./database-types";
import { orderedHits, prefixQuery, scopeCondition, type SearchHit, type SearchIndex } from "./search-index";

/**
 * Everything PostgreSQL-specific lives here, beside its SQLite twin (sqlite.server.ts): the connection
 * pool, and the search index as a `tsvector` with a GIN index plus trigram matching (`pg_trgm`) for
 * short prefixes and typos. Features reach both through db/dialect.server.ts.
 */

// Counts and sums come back as 64-bit integers, which `pg` hands over as strings; ours fit a number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/**
 * The pool, with limits so that a database in trouble is an outage, not a crash or a hang: a connection
 * that breaks while idle (the server restarted, `pg_terminate_backend`) is logged and replaced instead of
 * taking the process down with an unhandled 'error' event; a connection is waited for at most 5 s, a
 * statement runs at most 15 s and waits for a lock at most 5 s.
 */
export function postgresPool(url: string, poolSize: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    statement_timeout: 15_000,
    lock_timeout: 5_000,
  });
  pool.on("error", (error) =>
    logger().warn({ err: error }, "a PostgreSQL connection broke while idle; it is replaced"),
  );
  // A connection checked out between two queries (in a transaction, or held for a lock) that the server
  // ends (a shutdown, a restart) reports it as an 'error' event; with no listener Node would end the process.
  // The query that next uses it fails instead, and the pool drops it.
  pool.on("connect", (client) =>
    client.on("error", (error) => logger().warn({ err: error }, "a PostgreSQL connection in use broke")),
  );
  return pool;
}

export function openPostgres(pool: pg.Pool, log: LogConfig): Kysely<Tables> {
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool }), log });
}

export async function createSearchIndex(db: QueryExecutorProvider): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`
    CREATE TABLE search_index (
      kind text NOT NULL, restaurant_id text NOT NULL, product_id text, city_id text NOT NULL,
      name text NOT NULL, cuisines text NOT NULL,
      document tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('simple', cuisines), 'B')
      ) STORED
    )`.execute(db);
  await sql`CREATE INDEX search_index_document ON search_index USING gin (document)`.execute(db);
  await sql`CREATE INDEX search_index_name_trigrams ON search_index USING gin (lower(name) gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX search_index_scope ON search_index (kind, city_id)`.execute(db);
}

/**
 * Full-text hits of one kind, best first (lowest rank), within a city or a set of restaurants. Prefix
 * matches of every word rank first, weighted name over cuisines as SQLite's bm25 does; a name that is
 * only similar (a typo: "biriyani") is found by trigram similarity and ranked after them.
 */
export const searchIndex: SearchIndex = async (db, text, kind, scope, limit, offset, first) => {
  const query = prefixQuery(text, (term) => `${term}:*`, " & ");
  if (!query) return [];
  const needle = text.trim().toLowerCase();
  const ranked = sql`
    SELECT kind, restaurant_id, product_id, name,
      CASE WHEN document @@ to_tsquery('simple', ${query})
        THEN -ts_rank(document, to_tsquery('simple', ${query}), 1)
        ELSE 1 - similarity(lower(name), ${needle}) END AS rank
    FROM search_index
    WHERE kind = ${kind} AND ${scopeCondition(scope)}
      AND (document @@ to_tsquery('simple', ${query}) OR lower(name) % ${needle})`;
  const result = await sql<SearchHit>`
    ${orderedHits(ranked, first, sql`hits.name`)}
    LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return result.rows;
};

/** Adds the CHECK constraints of an enum-like column (migration 0015); PostgreSQL alters in place. */
export async function addCheck(
  db: QueryExecutorProvider,
  table: string,
  column: string,
  values: readonly string[],
): Promise<void> {
  await sql`ALTER TABLE ${sql.table(table)} ADD CONSTRAINT ${sql.id(`${table}_${column}`)} CHECK (${sql.ref(column)} IN (${sql.join(values.map((value) => sql.lit(value)))}))`.execute(
    db,
  );
}

export async function dropCheck(db: QueryExecutorProvider, table: string, column: string): Promise<void> {
  await sql`ALTER TABLE ${sql.table(table)} DROP CONSTRAINT ${sql.id(`${table}_${column}`)}`.execute(db);
}
