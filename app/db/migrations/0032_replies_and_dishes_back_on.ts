import type { Kysely } from "kysely";

/**
 * What a restaurant's partners add to its menu (issue 35): a public reply to a review — its text, when and by
 * whom it was last written and, when the console hides it, when and why (one reply per review, so on the
 * review's row) — when a dish switched off "for today" comes back on (`products.available_again_at`), and
 * a dish's single option switched off, for today or until switched on (`product_options.available`,
 * `available_again_at`).
 * Only adds: the release before runs unchanged on it.
 */
export const previousReleaseCompatible = true;

const REPLY_COLUMNS = ["reply", "reply_at", "reply_by", "reply_hidden_at", "reply_hidden_reason"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of REPLY_COLUMNS) await db.schema.alterTable("reviews").addColumn(column, "text").execute();
  await db.schema.alterTable("products").addColumn("available_again_at", "text").execute();
  await db.schema
    .alterTable("product_options")
    .addColumn("available", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable("product_options").addColumn("available_again_at", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("product_options").dropColumn("available_again_at").execute();
  await db.schema.alterTable("product_options").dropColumn("available").execute();
  await db.schema.alterTable("products").dropColumn("available_again_at").execute();
  for (const column of [...REPLY_COLUMNS].reverse()) {
    await db.schema.alterTable("reviews").dropColumn(column).execute();
  }
}
