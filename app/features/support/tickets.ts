/**
 * Options of the support message form and the ticket states (spec §2 Help & Support). Their names are in
 * English, as catalogue ids (the support namespace): pages show them through `t`.
 */

export const TICKET_CATEGORIES = {
  general: "General",
  orders: "Orders",
  payments: "Payments",
  technical: "Technical",
} as const;
export const TICKET_PRIORITIES = { low: "Low", medium: "Medium", high: "High" } as const;
export const TICKET_STATUSES = { open: "Open", in_progress: "In progress", resolved: "Resolved" } as const;

/** The operations console's ticket filters: unresolved (open and in progress), one status, or all. */
export const TICKET_FILTERS = { unresolved: "Unresolved", ...TICKET_STATUSES, all: "All" } as const;
export type TicketFilter = keyof typeof TICKET_FILTERS;

export type TicketCategory = keyof typeof TICKET_CATEGORIES;
export type TicketPriority = keyof typeof TICKET_PRIORITIES;
export type TicketStatus = keyof typeof TICKET_STATUSES;

/** Ticket reference shown to customers: the id's last 8 characters, upper-cased, like order numbers. */
export function ticketReference(id: string): string {
  return id.slice(-8).toUpperCase();
}
