import type { DB } from "~/db/database.server";
import { nowIso } from "~/lib/ids.server";

/**
 * Gives a delivered order its tip after checkout, once, in the caller's transaction: false when it has one
 * already (a second online tip is refunded by its caller).
 */
export async function addExtraTip(
  trx: DB,
  orderId: string,
  paise: number,
  method: "online" | "cash",
): Promise<boolean> {
  const added = await trx
    .updateTable("orders")
    .set({ extra_tip_paise: paise, extra_tip_method: method, updated_at: nowIso() })
    .where("id", "=", orderId)
    .where("status", "=", "Delivered")
    .where("extra_tip_method", "is", null)
    .executeTakeFirst();
  return Number(added.numUpdatedRows) === 1;
}
