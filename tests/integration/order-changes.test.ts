import { describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { watchOrderChanges } from "~/features/orders/order-changes.server";
import { advanceOrder } from "~/features/orders/status-changes.server";
import { checkout, readyToOrder } from "../support/orders";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Collects what a listener is told: the ids of each report. */
function recorder() {
  const reports: string[][] = [];
  return { reports, listener: (ids: ReadonlySet<string>) => reports.push([...ids]) };
}

async function until(check: () => boolean, ms = 5_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("not reported within 5 s");
    await wait(50);
  }
}

describe("the watcher of order changes", () => {
  it("tells every listener which orders changed, once per change, and stops telling one that left", async () => {
    const { userId, jar } = await readyToOrder();
    await checkout(jar, "watch-1");
    const { id: orderId } = await db()
      .selectFrom("orders")
      .select("id")
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    const board = recorder();
    const orderPage = recorder();
    const stopBoard = watchOrderChanges(board.listener);
    const stopOrderPage = watchOrderChanges(orderPage.listener);

    // The first poll reports what changed in the last minute: the order just placed.
    await until(() => orderPage.reports.some((ids) => ids.includes(orderId)));
    await wait(2_500);
    expect(orderPage.reports.filter((ids) => ids.includes(orderId))).toHaveLength(1);

    expect(await advanceOrder(orderId, "Confirmed")).toMatchObject({ ok: true });
    await until(() => orderPage.reports.filter((ids) => ids.includes(orderId)).length === 2);
    expect(board.reports.filter((ids) => ids.includes(orderId))).toHaveLength(2);

    stopOrderPage();
    expect(await advanceOrder(orderId, "Preparing", { name: "Ravi", phone: "9876543210" })).toMatchObject({ ok: true });
    await until(() => board.reports.filter((ids) => ids.includes(orderId)).length === 3);
    expect(orderPage.reports.filter((ids) => ids.includes(orderId))).toHaveLength(2);
    stopBoard();
  }, 20_000);

  it("tells listeners when a scheduled order's cooking starts, though nothing in its row changes then", async () => {
    const { userId, jar } = await readyToOrder();
    await checkout(jar, "watch-scheduled");
    const { id: orderId } = await db()
      .selectFrom("orders")
      .select("id")
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    // Placed five minutes ago for a later slot; its cooking starts in three seconds.
    await db()
      .updateTable("orders")
      .set({
        updated_at: new Date(Date.now() - 5 * 60_000).toISOString(),
        cooking_from: new Date(Date.now() + 3_000).toISOString(),
      })
      .where("id", "=", orderId)
      .execute();
    const board = recorder();
    const stop = watchOrderChanges(board.listener);
    await wait(2_200);
    expect(board.reports.flat()).not.toContain(orderId);
    await until(() => board.reports.some((ids) => ids.includes(orderId)));
    await wait(2_500);
    expect(board.reports.filter((ids) => ids.includes(orderId))).toHaveLength(1);
    stop();
  }, 20_000);
});
