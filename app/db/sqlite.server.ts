import type BetterSqlite3 from "better-sqlite3";
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteDriver,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
  type DatabaseConnection,
  type Dialect,
  type QueryExecutorProvider,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from "kysely";
import { orderedHits, prefixQuery, scopeCondition, type SearchHit, type SearchIndex } from "./search-index";

/**
 * Everything SQLite-specific lives here, beside its PostgreSQL twin (postgres.server.ts): connection
 * pragmas and the FTS5 search index. Features reach both through db/dialect.server.ts.
 */
export function applyPragmas(connection: BetterSqlite3.Database): void {
  connection.pragma("journal_mode = WAL");
  connection.pragma("synchronous = NORMAL");
  connection.pragma("foreign_keys = ON");
  connection.pragma("busy_timeout = 5000");
}

/**
 * Kysely's SQLite driver, except that a transaction starts with `BEGIN IMMEDIATE`: it takes the database's
 * write lock at once, waiting for it up to the busy timeout. A plain (deferred) `BEGIN` that reads and then
 * writes fails at once with "database is locked" when another process (a cluster worker, a second
 * instance, an operator's command) holds that lock, because SQLite cannot wait there without deadlocking.
 */
class ImmediateTransactionsDriver extends SqliteDriver {
  readonly #connection: BetterSqlite3.Database;

  constructor(config: SqliteDialectConfig, connection: BetterSqlite3.Database) {
    super(config);
    this.#connection = connection;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }

  /**
   * SQLite ends a transaction itself when a write fails for want of room or memory (SQLITE_FULL,
   * SQLITE_IOERR): a ROLLBACK then would fail with "no transaction is active" and hide the error that
   * says what happened (the one `lib/outage.server.ts` recognises).
   */
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.#connection.inTransaction) await super.rollbackTransaction(connection);
  }
}

/** The dialect the app opens SQLite with: its transactions take the write lock first, its statements are kept. */
export function sqliteDialect(connection: BetterSqlite3.Database): Dialect {
  const config = { database: withKeptStatements(connection) };
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new ImmediateTransactionsDriver(config, connection),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}

/** How many prepared statements a connection keeps (the app has a few hundred distinct queries at most). */
const STATEMENTS_KEPT = 500;

/**
 * The connection as Kysely's SQLite driver sees it, preparing each SQL text once: better-sqlite3 compiles
 * a statement on every `prepare`, and Kysely prepares every query anew, which cost 4–6 % of a signed-in
 * page's time. Statements are kept by their SQL (parameters are bound at run time), the least recently
 * used dropped past `STATEMENTS_KEPT`. Kysely runs one query at a time on its one connection, so a kept
 * statement is never in use twice at once.
 */
function withKeptStatements(connection: BetterSqlite3.Database): SqliteDatabase {
  const kept = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => connection.close(),
    prepare(text: string) {
      let statement = kept.get(text);
      if (statement) kept.delete(text);
      else statement = connection.prepare(text);
      kept.set(text, statement);
      if (kept.size > STATEMENTS_KEPT) kept.delete(kept.keys().next().value as string);
      return statement;
    },
  };
}

export async function createSearchIndex(db: QueryExecutorProvider): Promise<void> {
  await sql`
    CREATE VIRTUAL TABLE search_index USING fts5(
      kind UNINDEXED, restaurant_id UNINDEXED, product_id UNINDEXED, city_id UNINDEXED,
      name, cuisines,
      tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
    )`.execute(db);
}

/** Full-text hits of one kind, best first, within a city or a set of restaurants. */
export const searchIndex: SearchIndex = async (db, text, kind, scope, limit, offset, first) => {
  const match = prefixQuery(text, (term) => `"${term}"*`, " ");
  if (!match) return [];
  const ranked = sql`
    SELECT kind, restaurant_id, product_id, name, bm25(search_index, 0, 0, 0, 0, 10.0, 4.0) AS rank
    FROM search_index
    WHERE search_index MATCH ${match} AND kind = ${kind} AND ${scopeCondition(scope)}`;
  const result = await sql<SearchHit>`
    ${orderedHits(ranked, first, sql`hits.name`)}
    LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return result.rows;
};
