import { sql, type RawBuilder, type SqlBool } from "kysely";

/**
 * `column` contains `needle`, ignoring case, the same on SQLite and PostgreSQL: lower() on both sides
 * (SQLite's LIKE ignores ASCII case, PostgreSQL's does not), and `%`, `_` and `\` in the needle match
 * themselves rather than acting as wildcards.
 */
export function containsText(column: string, needle: string): RawBuilder<SqlBool> {
  const pattern = `%${needle.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) LIKE ${pattern} ESCAPE '\\'`;
}
