import type { ReactNode } from "react";
import { data, Form, type ShouldRevalidateFunctionArgs } from "react-router";
import { requireRole } from "~/features/accounts/session.server";
import { ticketActionSchema } from "~/features/admin/admin.schema";
import { FilterLinks } from "~/features/admin/FilterLinks";
import {
  listTicketsForAdmin,
  replyToTicket,
  setTicketStatus,
  type AdminTicket,
} from "~/features/admin/admin-support.server";
import {
  TICKET_CATEGORIES,
  TICKET_FILTERS,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  ticketReference,
} from "~/features/support/tickets";
import { ticketFilterQuerySchema } from "~/features/support/support-query.server";
import { BRAND } from "~/lib/brand";
import { formatDateTime } from "~/lib/dates";
import { parseSearch } from "~/lib/search-params.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { SUPPORT_MESSAGES } from "~/features/support/support-messages";
import { typed, type FormResult } from "~/ui/forms";
import { ActionAlert } from "~/features/admin/ActionAlert";
import { TextAreaField } from "~/ui/fields";
import { adminSubmission } from "~/features/admin/admin-action.server";
import type { Route } from "./+types/tickets";

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const filter = parseSearch(request, ticketFilterQuerySchema).status;
  return { filter, tickets: await listTicketsForAdmin(filter) };
}

export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  const { admin, submission } = await adminSubmission(request, ticketActionSchema);
  const ticketId = String(submission.payload.ticketId ?? "");
  if (submission.status !== "success")
    return data({ ticketId, result: submission.reply(), error: null }, { status: 400 });
  const value = submission.value;
  const outcome =
    value.intent === "reply"
      ? await replyToTicket(admin, value.ticketId, value.from, value.body, value.status)
      : await setTicketStatus(admin, value.ticketId, value.from, value.status);
  // A refused reply comes back with what was typed, so nothing is lost.
  if (!outcome.ok)
    return data({ ticketId, result: submission.reply(), error: outcome.message }, { status: outcome.status });
  const message = value.intent === "reply" ? SUPPORT_MESSAGES.ticketReplied : SUPPORT_MESSAGES.ticketUpdated;
  return redirectWithFlash(request, `${url.pathname}${url.search}#ticket-${value.ticketId}`, message);
}

/** A refused action (409: someone else changed the record) reloads the page's data, so it shows the record as it is now. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export function meta() {
  return [{ title: `Support tickets — operations — ${BRAND}` }];
}

export default function AdminTickets({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, tickets } = loaderData;
  return (
    <section aria-labelledby="tickets-title" className="space-y-4">
      <h1 id="tickets-title" className="text-2xl font-bold">
        Support tickets
      </h1>
      <FilterLinks
        label="Ticket status"
        links={Object.entries(TICKET_FILTERS).map(([key, text]) => ({
          to: `?status=${key}`,
          text,
          current: key === filter,
        }))}
      />
      {actionData && (actionData.error || actionData.result) ? (
        tickets.some((ticket) => ticket.id === actionData.ticketId) ? (
          <ActionAlert
            message={actionData.error ?? "The reply needs fixing."}
            href={`#ticket-${actionData.ticketId}`}
            linkText="Go to the ticket"
          />
        ) : (
          <ActionAlert message={actionData.error ?? "The reply needs fixing."}>
            {typed(actionData.result, "body") ? (
              <blockquote className="border-l-4 border-red-200 pl-3 font-normal whitespace-pre-line">
                Your reply, not sent: {typed(actionData.result, "body")}
              </blockquote>
            ) : null}
          </ActionAlert>
        )
      ) : null}
      {tickets.length === 0 ? <p>No tickets here.</p> : null}
      <ul className="space-y-4">
        {tickets.map((ticket) => (
          <li key={ticket.id} id={`ticket-${ticket.id}`} className="scroll-mt-24">
            <TicketCard
              ticket={ticket}
              result={actionData?.ticketId === ticket.id ? actionData.result : null}
              error={actionData?.ticketId === ticket.id ? actionData.error : null}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function TicketCard({ ticket, result, error }: { ticket: AdminTicket; result: FormResult; error: string | null }) {
  const ref = ticketReference(ticket.id);
  const titleId = `ticket-${ticket.id}-title`;
  return (
    <article aria-labelledby={titleId} className="space-y-3 rounded-2xl border border-gray-200 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-bold">
          #{ref} · {ticket.subject}
        </h2>
        <p className="meta">
          {TICKET_STATUSES[ticket.status]} · {TICKET_CATEGORIES[ticket.category]} · {TICKET_PRIORITIES[ticket.priority]}{" "}
          priority
        </p>
      </div>
      <p className="meta">
        From {ticket.customer} ({ticket.customerEmail}) on{" "}
        <time dateTime={ticket.createdAt}>{formatDateTime(ticket.createdAt)}</time>
      </p>
      <p className="whitespace-pre-line">{ticket.message}</p>
      {error ? <p className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-900">{error}</p> : null}
      {ticket.replies.length > 0 ? (
        <ol className="space-y-2 border-l-4 border-brand-100 pl-3" aria-label={`Replies to ticket #${ref}`}>
          {ticket.replies.map((reply) => (
            <li key={reply.id} className="text-sm">
              <p className="font-semibold">{reply.authorName}</p>
              <p className="whitespace-pre-line">{reply.body}</p>
            </li>
          ))}
        </ol>
      ) : null}
      {/* Keyed on the replies, so the box is empty again once a reply is sent (with JavaScript too). */}
      <Form key={ticket.replies.length} method="post" className="space-y-3" noValidate>
        <TicketFields intent="reply" ticket={ticket} />
        <TextAreaField
          id={`reply-${ticket.id}`}
          name="body"
          label={`Reply to ticket #${ref}`}
          result={result}
          rows={3}
          maxLength={2000}
          required
        />
        <div className="flex flex-wrap items-end gap-3">
          <StatusSelect
            id={`reply-status-${ticket.id}`}
            label={
              <>
                Status after replying<span className="sr-only"> to ticket #{ref}</span>
              </>
            }
            defaultValue={typed(result, "status") ?? (ticket.status === "open" ? "in_progress" : ticket.status)}
          />
          <button type="submit" className="btn-primary">
            Send reply<span className="sr-only"> to ticket #{ref}</span>
          </button>
        </div>
      </Form>
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <TicketFields intent="status" ticket={ticket} />
        <StatusSelect
          id={`status-${ticket.id}`}
          label={
            <>
              Status without a reply<span className="sr-only"> for ticket #{ref}</span>
            </>
          }
          defaultValue={ticket.status}
        />
        <button type="submit" className="btn-secondary">
          Set status<span className="sr-only"> of ticket #{ref}</span>
        </button>
      </Form>
    </article>
  );
}

/** Which ticket a form acts on, and the status it had when the page was shown (a change made meanwhile is refused). */
function TicketFields({ intent, ticket }: { intent: "reply" | "status"; ticket: { id: string; status: string } }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="ticketId" value={ticket.id} />
      <input type="hidden" name="from" value={ticket.status} />
    </>
  );
}

function StatusSelect({ id, label, defaultValue }: { id: string; label: ReactNode; defaultValue: string }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <select id={id} name="status" defaultValue={defaultValue} className="input">
        {Object.entries(TICKET_STATUSES).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
