import type { DB } from "~/db/database.server";
import { newId, nowIso } from "~/lib/ids.server";
import type { TicketStatus } from "./tickets";

/** The tickets' writes the operations console makes, in its transaction (features/admin/admin-support.server.ts). */

/** The support team's reply, signed with the admin's first name, and the status the ticket goes to. */
export async function addTicketReply(
  trx: DB,
  ticketId: string,
  reply: { authorName: string; body: string; status: TicketStatus },
): Promise<void> {
  const now = nowIso();
  await trx
    .insertInto("ticket_replies")
    .values({ id: newId(), ticket_id: ticketId, author_name: reply.authorName, body: reply.body, created_at: now })
    .execute();
  await trx
    .updateTable("support_tickets")
    .set({ status: reply.status, updated_at: now })
    .where("id", "=", ticketId)
    .execute();
}

export async function setTicketStatusTo(trx: DB, ticketId: string, status: TicketStatus): Promise<void> {
  await trx.updateTable("support_tickets").set({ status, updated_at: nowIso() }).where("id", "=", ticketId).execute();
}
