import type { Kysely } from "kysely";

/**
 * The restaurant offer an order had, as terms (JSON of a RestaurantOffer) rather than only as English words,
 * so each page words it in its own language; orders placed before keep their `offer_text`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("offer_terms", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("offer_terms").execute();
}
