import type { Kysely } from "kysely";

/** The mobile number the delivery partner calls, snapshotted with each order (older orders have none). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("contact_phone", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("contact_phone").execute();
}
