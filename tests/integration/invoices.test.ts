import { describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { financialYear } from "~/features/invoices/invoice-rules";
import { issueInvoice } from "~/features/invoices/invoices.server";
import * as invoicePage from "~/routes/profile/order-invoice";
import * as orderPage from "~/routes/profile/order";
import { checkout, readyToOrder } from "../support/orders";
import { post } from "../support/post";
import { routeArgs } from "../support/route-args";

/**
 * Tax invoices and credit notes (issue 34): one per confirmed order, numbered without a gap or a repeat per
 * series and financial year however many orders are confirmed at once, on SQLite and PostgreSQL.
 */
const INVOICES = `INV/${financialYear(new Date())}`;
const CREDIT_NOTES = `CN/${financialYear(new Date())}`;

async function numbers(series: string): Promise<number[]> {
  const rows = await db()
    .selectFrom("invoices")
    .select("number")
    .where("series", "=", series)
    .orderBy("number")
    .execute();
  return rows.map((row) => row.number);
}

/** 1, 2, … n: the series holds no gap and no repeat. */
function expectGapFree(found: number[]) {
  expect(found).toEqual(Array.from({ length: found.length }, (_, index) => index + 1));
}

function orderIdOf(location: string | null): string {
  return /\/profile\/orders\/([0-9a-f]+)$/.exec(location ?? "")![1]!;
}

describe("tax invoices", () => {
  it("numbers the invoices of cash orders confirmed at once without a gap or a repeat", async () => {
    const customers = await Promise.all(Array.from({ length: 8 }, () => readyToOrder()));
    const placed = await Promise.all(customers.map(({ jar }, index) => checkout(jar, `invoice-key-${index}`)));
    const orderIds = placed.map((answer) => orderIdOf(answer.location));
    const invoices = await db()
      .selectFrom("invoices")
      .select(["order_id", "number"])
      .where("kind", "=", "invoice")
      .where("order_id", "in", orderIds)
      .execute();
    expect(invoices.map((invoice) => invoice.order_id).sort()).toEqual([...orderIds].sort());
    expectGapFree(await numbers(INVOICES));
  });

  it("gives a number back when the order's transaction rolls back", async () => {
    const { jar } = await readyToOrder();
    const orderId = orderIdOf((await checkout(jar, "invoice-rollback")).location);
    const before = await numbers(INVOICES);
    // The same order invoiced again inside a transaction that then fails: the number it took is given back.
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await trx.deleteFrom("invoices").where("order_id", "=", orderId).execute();
          await issueInvoice(trx, orderId);
          throw new Error("the order's transaction fails after its invoice");
        }),
    ).rejects.toThrow(/fails after/);
    expect(await numbers(INVOICES)).toEqual(before);
    const next = await readyToOrder();
    await checkout(next.jar, "invoice-after-rollback");
    expect(await numbers(INVOICES)).toHaveLength(before.length + 1);
    expectGapFree(await numbers(INVOICES));
  });

  it("shows the invoice with each supply's SAC and taxes, and a credit note once the order is cancelled", async () => {
    const { jar } = await readyToOrder();
    const orderId = orderIdOf((await checkout(jar, "invoice-page")).location);
    const path = `/profile/orders/${orderId}/invoice`;
    const load = async () => invoicePage.loader(await routeArgs(path, { id: orderId }, { cookie: jar.header() }));
    const invoice = await load();
    expect(invoice.documents).toEqual([
      { kind: "invoice", number: expect.stringMatching(/^INV\/\d\d-\d\d\/\d{6}$/), issuedAt: expect.any(String) },
    ]);
    expect(invoice.documents[0]!.number.length).toBeLessThanOrEqual(16);
    expect(invoice.restaurant?.gstin).toMatch(/^\d{2}[A-Z]{5}\d{4}[A-Z]1Z[0-9A-Z]$/);
    const taxes = invoice.order.bill.taxes;
    expect(taxes.filter((tax) => tax.on === "food").map((tax) => tax.kind)).toEqual(["cgst", "sgst"]);

    const cancelled = await post(
      (args) => orderPage.action({ ...args, params: { id: orderId } }),
      `/profile/orders/${orderId}`,
      { intent: "cancel", reason: "Ordered by mistake" },
      jar,
    );
    expect(cancelled.location).toBe(`/profile/orders/${orderId}`);
    const afterCancel = await load();
    expect(afterCancel.documents.map((document) => document.kind)).toEqual(["invoice", "credit-note"]);
    expect(afterCancel.documents[1]!.number).toMatch(/^CN\/\d\d-\d\d\/\d{6}$/);
    expectGapFree(await numbers(CREDIT_NOTES));
  });
});
