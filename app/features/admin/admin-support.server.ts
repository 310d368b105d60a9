import { db } from "~/db/database.server";
import type { Transaction } from "kysely";
import type { DB, Leads } from "~/db/database-types";
import { withReplies, type Ticket } from "~/features/support/tickets.server";
import { TICKET_STATUSES, ticketReference, type TicketFilter, type TicketStatus } from "~/features/support/tickets";
import { setLeadHandledTo } from "~/features/leads/lead-edits.server";
import { addTicketReply, setTicketStatusTo } from "~/features/support/ticket-edits.server";
import type { ChangeOutcome } from "./admin-rules";
import { recordAudit, type Actor } from "./audit.server";

export interface AdminTicket extends Ticket {
  customer: string;
  customerEmail: string | null;
  /** The number a customer without an address signs in with, to reach them by. */
  customerMobile: string | null;
}

const TICKET_LIMIT = 200;

/**
 * Support tickets matching a filter, with replies: those waiting for an answer oldest first (the
 * longest waiting on top), resolved ones and 'all' newest first.
 */
export async function listTicketsForAdmin(filter: TicketFilter): Promise<AdminTicket[]> {
  let query = db()
    .selectFrom("support_tickets")
    .innerJoin("users", "users.id", "support_tickets.user_id")
    .select([
      "support_tickets.id",
      "support_tickets.subject",
      "support_tickets.category",
      "support_tickets.priority",
      "support_tickets.message",
      "support_tickets.status",
      "support_tickets.created_at",
      "users.first_name",
      "users.last_name",
      "users.email",
      "users.mobile",
    ]);
  if (filter === "unresolved") query = query.where("support_tickets.status", "!=", "resolved");
  else if (filter !== "all") query = query.where("support_tickets.status", "=", filter);
  const direction = filter === "resolved" || filter === "all" ? "desc" : "asc";
  const tickets = await query
    .orderBy("support_tickets.created_at", direction)
    .orderBy("support_tickets.id", direction)
    .limit(TICKET_LIMIT)
    .execute();
  const withTheirReplies = await withReplies(tickets);
  return tickets.map((row, i) => ({
    ...withTheirReplies[i]!,
    customer: `${row.first_name} ${row.last_name}`.trim(),
    customerEmail: row.email,
    customerMobile: row.mobile,
  }));
}

/** Why the console refused a change to a ticket or a lead (SUPPORT_WORDS). */
export type SupportRefusal =
  | { code: "ticket-not-found" }
  /** The ticket's status changed since the page was shown: `ref` is its reference, `status` its status now. */
  | { code: "ticket-moved-on"; ref: string; status: TicketStatus }
  | { code: "lead-not-found" };

type SupportOutcome = ChangeOutcome<SupportRefusal>;

/** Runs `change` in one transaction on the ticket an admin acts on, if it still has the status they were shown (`from`). */
function changeTicketAsShown(
  ticketId: string,
  from: TicketStatus,
  change: (trx: Transaction<DB>, current: TicketStatus) => Promise<SupportOutcome>,
): Promise<SupportOutcome> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const ticket = await trx
        .selectFrom("support_tickets")
        .select(["status"])
        .where("id", "=", ticketId)
        .executeTakeFirst();
      if (!ticket) return { ok: false, code: "ticket-not-found" };
      if (ticket.status !== from)
        return { ok: false, code: "ticket-moved-on", ref: ticketReference(ticketId), status: ticket.status };
      return change(trx, ticket.status);
    });
}

/**
 * Answers a ticket as the support team and sets its status; the customer reads the reply under My
 * Tickets. `from` is the status the admin was shown: a ticket that moved on since is left alone.
 */
export async function replyToTicket(
  actor: Actor & { firstName: string },
  ticketId: string,
  from: TicketStatus,
  body: string,
  next: TicketStatus,
): Promise<SupportOutcome> {
  return changeTicketAsShown(ticketId, from, async (trx, current) => {
    await addTicketReply(trx, ticketId, { authorName: actor.firstName, body, status: next });
    await recordAudit(trx, actor, {
      action: "ticket.reply",
      targetType: "ticket",
      targetId: ticketId,
      summary: `Ticket #${ticketReference(ticketId)}: replied${next !== current ? `, ${TICKET_STATUSES[current]} → ${TICKET_STATUSES[next]}` : ""}`,
      before: { status: current },
      after: { status: next, reply: body },
    });
    return { ok: true };
  });
}

export async function setTicketStatus(
  actor: Actor,
  ticketId: string,
  from: TicketStatus,
  status: TicketStatus,
): Promise<SupportOutcome> {
  return changeTicketAsShown(ticketId, from, async (trx, current) => {
    if (current === status) return { ok: true };
    await setTicketStatusTo(trx, ticketId, status);
    await recordAudit(trx, actor, {
      action: "ticket.status",
      targetType: "ticket",
      targetId: ticketId,
      summary: `Ticket #${ticketReference(ticketId)}: ${TICKET_STATUSES[current]} → ${TICKET_STATUSES[status]}`,
      before: { status: current },
      after: { status },
    });
    return { ok: true };
  });
}

export interface AdminLead {
  id: string;
  kind: Leads["kind"];
  plan: string | null;
  name: string;
  email: string;
  phone: string | null;
  organisation: string | null;
  details: Record<string, string | number>;
  message: string;
  handled: boolean;
  createdAt: string;
}

/** Leads of a kind (or all), unhandled or handled, newest first. */
export async function listLeads(kind: Leads["kind"] | null, handled: boolean): Promise<AdminLead[]> {
  let query = db()
    .selectFrom("leads")
    .selectAll()
    .where("handled", "=", handled ? 1 : 0);
  if (kind) query = query.where("kind", "=", kind);
  const rows = await query.orderBy("created_at", "desc").orderBy("id").limit(200).execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    plan: row.plan,
    name: row.name,
    email: row.email,
    phone: row.phone,
    organisation: row.organisation,
    details: JSON.parse(row.details) as Record<string, string | number>,
    message: row.message,
    handled: row.handled === 1,
    createdAt: row.created_at,
  }));
}

export async function setLeadHandled(actor: Actor, leadId: string, handled: boolean): Promise<SupportOutcome> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const lead = await trx
        .selectFrom("leads")
        .select(["name", "kind", "handled"])
        .where("id", "=", leadId)
        .executeTakeFirst();
      if (!lead) return { ok: false, code: "lead-not-found" };
      if ((lead.handled === 1) === handled) return { ok: true };
      await setLeadHandledTo(trx, leadId, handled);
      await recordAudit(trx, actor, {
        action: handled ? "lead.handled" : "lead.reopened",
        targetType: "lead",
        targetId: leadId,
        summary: `${lead.kind} lead from ${lead.name}: ${handled ? "handled" : "back to unhandled"}`,
        before: { handled: !handled },
        after: { handled },
      });
      return { ok: true };
    });
}
