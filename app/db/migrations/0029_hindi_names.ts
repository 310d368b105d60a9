import type { Kysely } from "kysely";

/**
 * Hindi names for the catalogue's own words (customer audit m17): a category's name, a restaurant's cuisine
 * tags (a JSON list in the order of `cuisines`) and a dish's option groups and options. Nullable: a row
 * without one (a restaurant's options as the console typed them) shows its English name on a Hindi page.
 * Restaurant and dish names have none: they are shown as written in every language.
 */
const COLUMNS = [
  ["categories", "name_hi"],
  ["restaurants", "cuisines_hi"],
  ["product_option_groups", "name_hi"],
  ["product_options", "name_hi"],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of COLUMNS) await db.schema.alterTable(table).addColumn(column, "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of COLUMNS) await db.schema.alterTable(table).dropColumn(column).execute();
}
