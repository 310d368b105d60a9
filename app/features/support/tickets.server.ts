import { db } from "~/db/database.server";
import { newId, nowIso } from "~/lib/ids.server";
import type { TicketCategory, TicketPriority, TicketStatus } from "./tickets";

export interface NewTicket {
  subject: string;
  category: TicketCategory;
  priority: TicketPriority;
  message: string;
}

export interface TicketReply {
  id: string;
  authorName: string;
  body: string;
  createdAt: string;
}

export interface Ticket extends NewTicket {
  id: string;
  status: TicketStatus;
  createdAt: string;
  replies: TicketReply[];
}

/** The support team's replies to these tickets, oldest first, by ticket id. */
export async function repliesByTicket(ticketIds: string[]): Promise<Map<string, TicketReply[]>> {
  const grouped = new Map<string, TicketReply[]>();
  if (ticketIds.length === 0) return grouped;
  const rows = await db().selectFrom("ticket_replies").select(["id", "ticket_id", "author_name", "body", "created_at"]).where("ticket_id", "in", ticketIds).orderBy("created_at").orderBy("id").execute();
  for (const row of rows) {
    grouped.set(row.ticket_id, [...(grouped.get(row.ticket_id) ?? []), { id: row.id, authorName: row.author_name, body: row.body, createdAt: row.created_at }]);
  }
  return grouped;
}

/** Opens a ticket for the customer; the same submission key twice opens one ticket. */
export async function createTicket(userId: string, ticket: NewTicket, idempotencyKey: string): Promise<void> {
  const now = nowIso();
  await db()
    .insertInto("support_tickets")
    .values({ id: newId(), user_id: userId, ...ticket, status: "open", created_at: now, updated_at: now, idempotency_key: idempotencyKey })
    .onConflict((conflict) => conflict.column("idempotency_key").doNothing())
    .execute();
}

/** The customer's own tickets, newest first, each with the support team's replies in order. */
export async function listTickets(userId: string): Promise<Ticket[]> {
  const tickets = await db()
    .selectFrom("support_tickets")
    .select(["id", "subject", "category", "priority", "message", "status", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const replies = await repliesByTicket(tickets.map((ticket) => ticket.id));
  return tickets.map((ticket) => ({
    id: ticket.id,
    subject: ticket.subject,
    category: ticket.category,
    priority: ticket.priority,
    message: ticket.message,
    status: ticket.status,
    createdAt: ticket.created_at,
    replies: replies.get(ticket.id) ?? [],
  }));
}
