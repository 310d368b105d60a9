import { sql, type Kysely } from "kysely";

/**
 * SQLite cannot add a constraint to a table or drop one from a column, so each of `tables` is rebuilt from its own definition, edited
 * (https://www.sqlite.org/lang_altertable.html#otheralter): create the new table, copy the rows, drop the
 * old one, rename, recreate its indexes. Foreign keys are off meanwhile, so dropping a parent table neither
 * cascades nor fails, and they are checked before the rebuild commits. Kysely runs SQLite migrations
 * outside a transaction, which is what lets the pragma take effect.
 */
export async function rebuildSqliteTables(
  db: Kysely<unknown>,
  tables: readonly string[],
  edit: (table: string, ddl: string) => string,
): Promise<void> {
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      for (const table of tables) {
        const { rows } = await sql<{ type: string; sql: string }>`
          SELECT type, sql FROM sqlite_master WHERE tbl_name = ${table} AND sql IS NOT NULL`.execute(trx);
        const ddl = rows.find((row) => row.type === "table")!.sql;
        const rebuilt = `${table}_rebuilt`;
        const edited = edit(table, ddl).replace(`CREATE TABLE "${table}"`, `CREATE TABLE "${rebuilt}"`);
        await sql.raw(edited).execute(trx);
        await sql`INSERT INTO ${sql.table(rebuilt)} SELECT * FROM ${sql.table(table)}`.execute(trx);
        await sql`DROP TABLE ${sql.table(table)}`.execute(trx);
        await sql`ALTER TABLE ${sql.table(rebuilt)} RENAME TO ${sql.table(table)}`.execute(trx);
        for (const row of rows.filter((row) => row.type !== "table")) await sql.raw(row.sql).execute(trx);
      }
      const { rows: broken } = await sql`PRAGMA foreign_key_check`.execute(trx);
      if (broken.length > 0) throw new Error(`Foreign keys broken by the rebuild: ${JSON.stringify(broken)}`);
    });
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}
