import { db } from "~/db/database.server";
import type { Selectable } from "kysely";
import type { SupportTickets } from "~/db/database-types";
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
async function repliesByTicket(ticketIds: string[]): Promise<Map<string, TicketReply[]>> {
  const grouped = new Map<string, TicketReply[]>();
  if (ticketIds.length === 0) return grouped;
  const rows = await db()
    .selectFrom("ticket_replies")
    .select(["id", "ticket_id", "author_name", "body", "created_at"])
    .where("ticket_id", "in", ticketIds)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  for (const row of rows) {
    grouped.set(row.ticket_id, [
      ...(grouped.get(row.ticket_id) ?? []),
      { id: row.id, authorName: row.author_name, body: row.body, createdAt: row.created_at },
    ]);
  }
  return grouped;
}

/** Opens a ticket for the customer; the same submission key twice opens one ticket. */
export async function createTicket(userId: string, ticket: NewTicket, idempotencyKey: string): Promise<void> {
  const now = nowIso();
  await db()
    .insertInto("support_tickets")
    .values({
      id: newId(),
      user_id: userId,
      ...ticket,
      status: "open",
      created_at: now,
      updated_at: now,
      idempotency_key: idempotencyKey,
    })
    .onConflict((conflict) => conflict.column("idempotency_key").doNothing())
    .execute();
}

type TicketRow = Pick<
  Selectable<SupportTickets>,
  "id" | "subject" | "category" | "priority" | "message" | "status" | "created_at"
>;

/** Tickets as read from the database, each with its replies. */
export async function withReplies(rows: TicketRow[]): Promise<Ticket[]> {
  const replies = await repliesByTicket(rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    category: row.category,
    priority: row.priority,
    message: row.message,
    status: row.status,
    createdAt: row.created_at,
    replies: replies.get(row.id) ?? [],
  }));
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
  return withReplies(tickets);
}
