import type { Kysely } from "kysely";
import { floatType } from "../dialect.server";

/**
 * Where an order is delivered, as coordinates and locality (issue 36): the customer's map draws the rider's way
 * there, a rider's step "At the customer" places the rider at it, and an offer names the drop-off locality. Copied from the address at checkout; older orders
 * and addresses without coordinates have none (their page shows the words, without a map). Only adds.
 */
export const previousReleaseCompatible = true;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("drop_latitude", floatType(db)).execute();
  await db.schema.alterTable("orders").addColumn("drop_longitude", floatType(db)).execute();
  await db.schema.alterTable("orders").addColumn("drop_locality", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("drop_locality").execute();
  await db.schema.alterTable("orders").dropColumn("drop_longitude").execute();
  await db.schema.alterTable("orders").dropColumn("drop_latitude").execute();
}
