import { db, type DB } from "~/db/database.server";
import { findOrder } from "~/features/orders/orders.server";
import { config } from "~/lib/config.server";
import { newId, nowIso } from "~/lib/ids.server";
import { documentNumber, seriesOf, type DocumentKind } from "./invoice-rules";

/**
 * Tax invoices and credit notes, numbered without a gap or a repeat in each series (decision 0033): the next
 * number is taken by incrementing the series' row inside the caller's transaction, so a transaction that
 * rolls back gives its number back, and two at once wait for each other on that row (PostgreSQL's row lock,
 * SQLite's single writer).
 */

export interface IssuedDocument {
  kind: DocumentKind;
  number: string;
  issuedAt: string;
}

async function issue(trx: DB, orderId: string, kind: DocumentKind): Promise<void> {
  const issuedAt = nowIso();
  const series = seriesOf(kind, new Date(issuedAt));
  const { last_number: number } = await trx
    .insertInto("invoice_series")
    .values({ series, last_number: 1 })
    .onConflict((oc) =>
      oc.column("series").doUpdateSet((eb) => ({ last_number: eb("invoice_series.last_number", "+", 1) })),
    )
    .returning("last_number")
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("invoices")
    .values({ id: newId(), order_id: orderId, kind, series, number, issued_at: issuedAt })
    .execute();
}

/** The order's tax invoice, when it is confirmed (cash orders when placed, online ones when paid). */
export function issueInvoice(trx: DB, orderId: string): Promise<void> {
  return issue(trx, orderId, "invoice");
}

/** A credit note cancelling the order's invoice, when an invoiced order is cancelled (refunded or not collected). */
export async function issueCreditNoteIfInvoiced(trx: DB, orderId: string): Promise<void> {
  const invoiced = await trx
    .selectFrom("invoices")
    .select("id")
    .where("order_id", "=", orderId)
    .where("kind", "=", "invoice")
    .executeTakeFirst();
  if (invoiced) await issue(trx, orderId, "credit-note");
}

/** The order's documents, the invoice first. */
export async function documentsOf(executor: DB, orderId: string): Promise<IssuedDocument[]> {
  const rows = await executor
    .selectFrom("invoices")
    .select(["kind", "series", "number", "issued_at"])
    .where("order_id", "=", orderId)
    .orderBy("issued_at")
    .orderBy("kind", "desc")
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    number: documentNumber(row.series, row.number),
    issuedAt: row.issued_at,
  }));
}

/** Everything an order's invoice page shows, or undefined when the order is not the customer's. */
export async function findInvoice(userId: string, orderId: string) {
  const order = await findOrder(userId, orderId);
  if (!order) return undefined;
  const [restaurant, documents] = await Promise.all([
    db()
      .selectFrom("restaurants")
      .innerJoin("cities", "cities.id", "restaurants.city_id")
      .select([
        "restaurants.name",
        "restaurants.street",
        "restaurants.locality",
        "restaurants.gstin",
        "restaurants.fssai_licence",
        "cities.name as city",
        "cities.state",
      ])
      .where("restaurants.id", "=", order.restaurantId)
      .executeTakeFirst(),
    documentsOf(db(), orderId),
  ]);
  const { COMPANY_LEGAL_NAME, COMPANY_GSTIN, COMPANY_ADDRESS } = config();
  return {
    order,
    documents,
    restaurant: restaurant && {
      name: order.restaurantName,
      address: `${restaurant.street}, ${restaurant.locality}, ${restaurant.city}, ${restaurant.state}`,
      gstin: restaurant.gstin,
      fssaiLicence: restaurant.fssai_licence,
    },
    company: { name: COMPANY_LEGAL_NAME, gstin: COMPANY_GSTIN ?? null, address: COMPANY_ADDRESS ?? null },
  };
}
