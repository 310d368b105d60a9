import type { DB } from "~/db/database.server";
import { keepsAnAdmin } from "./users.server";

/** The accounts' writes the operations console makes, in its transaction (features/admin/admin-users.server.ts). */

/** Gives an account `role`, unless that would leave no admin; true when it was changed. */
export async function setRoleKeepingAnAdmin(trx: DB, userId: string, role: "customer" | "admin"): Promise<boolean> {
  const changed = await trx
    .updateTable("users")
    .set({ role })
    .where("id", "=", userId)
    .where((eb) => keepsAnAdmin(eb))
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) > 0;
}

/** Signs an account out everywhere; returns how many sessions ended. */
export async function endAllSessions(trx: DB, userId: string): Promise<number> {
  const result = await trx.deleteFrom("sessions").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
