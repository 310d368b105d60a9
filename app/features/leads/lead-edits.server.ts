import type { DB } from "~/db/database.server";

/** Marks a lead handled, or back to unhandled: the operations console's write, in its transaction. */
export async function setLeadHandledTo(trx: DB, leadId: string, handled: boolean): Promise<void> {
  await trx
    .updateTable("leads")
    .set({ handled: handled ? 1 : 0 })
    .where("id", "=", leadId)
    .execute();
}
