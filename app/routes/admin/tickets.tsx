import type { ReactNode } from "react";
import { data, Form } from "react-router";
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
  TICKET_FILTERS,
  TICKET_STATUSES,
  ticketReference,
  type TicketCategory,
  type TicketFilter,
  type TicketPriority,
  type TicketStatus,
} from "~/features/support/tickets";
import { ticketFilterQuerySchema } from "~/features/support/support-query.server";
import { metaT } from "~/features/shell/root-data";
import { BRAND } from "~/lib/brand";
import { formatDateTime } from "~/lib/dates";
import { type Translate } from "~/lib/i18n";
import { requestT } from "~/lib/language.server";
import { parseSearch } from "~/lib/search-params.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { SUPPORT_MESSAGES } from "~/features/support/support-messages";
import { typed, type FormResult } from "~/ui/forms";
import { ActionAlert } from "~/features/admin/ActionAlert";
import { TextAreaField } from "~/ui/fields";
import { adminSubmission } from "~/features/admin/admin-action.server";
import { useT } from "~/ui/useT";
import { reloadAfterRefusal } from "~/features/admin/reload-after-refusal";
import type { Route } from "./+types/tickets";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  requireRole(context, url, "admin");
  const filter = parseSearch(request, ticketFilterQuerySchema).status;
  return { filter, tickets: await listTicketsForAdmin(filter) };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { admin, submission } = await adminSubmission({ request, context, url }, ticketActionSchema);
  const ticketId = String(submission.payload.ticketId ?? "");
  if (submission.status !== "success")
    return data({ ticketId, result: submission.reply(), error: null }, { status: 400 });
  const value = submission.value;
  const outcome =
    value.intent === "reply"
      ? await replyToTicket(admin, value.ticketId, value.from, value.body, value.status)
      : await setTicketStatus(admin, value.ticketId, value.from, value.status);
  // A refused reply comes back with what was typed, so nothing is lost.
  if (!outcome.ok) {
    const t = requestT(request);
    const error = t(outcome.message, outcome.values);
    return data({ ticketId, result: submission.reply(), error }, { status: outcome.status });
  }
  const message = value.intent === "reply" ? SUPPORT_MESSAGES.ticketReplied : SUPPORT_MESSAGES.ticketUpdated;
  return redirectWithFlash(request, `${url.pathname}${url.search}#ticket-${value.ticketId}`, message);
}

export const shouldRevalidate = reloadAfterRefusal;

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Support tickets — operations")} — ${BRAND}` }];
}

/** A ticket's status, category, priority and the list's filters, in the page's language. */
function ticketLabels(t: Translate) {
  const statuses: Record<TicketStatus, string> = {
    open: t("Open"),
    in_progress: t("In progress"),
    resolved: t("Resolved"),
  };
  const categories: Record<TicketCategory, string> = {
    general: t("General"),
    orders: t("Orders"),
    payments: t("Payments"),
    technical: t("Technical"),
  };
  const priorities: Record<TicketPriority, string> = { low: t("Low"), medium: t("Medium"), high: t("High") };
  const filters: Record<TicketFilter, string> = { unresolved: t("Unresolved"), ...statuses, all: t("All") };
  return { statuses, categories, priorities, filters };
}

/** A message with a `{date}` in it, the date given as a `<time>` element, wherever the language puts it. */
function withTime(message: (date: string) => string, time: ReactNode): ReactNode {
  const mark = "\u0000";
  const [before = "", after = ""] = message(mark).split(mark);
  return (
    <>
      {before}
      {time}
      {after}
    </>
  );
}

export default function AdminTickets({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, tickets } = loaderData;
  const { t } = useT("admin");
  const labels = ticketLabels(t);
  return (
    <section aria-labelledby="tickets-title" className="space-y-4">
      <h1 id="tickets-title" className="text-2xl font-bold">
        {t("Support tickets")}
      </h1>
      <FilterLinks
        label={t("Ticket status")}
        links={(Object.keys(TICKET_FILTERS) as TicketFilter[]).map((key) => ({
          to: `?status=${key}`,
          text: labels.filters[key],
          current: key === filter,
        }))}
      />
      {actionData && (actionData.error || actionData.result) ? (
        tickets.some((ticket) => ticket.id === actionData.ticketId) ? (
          <ActionAlert
            message={actionData.error ?? t("The reply needs fixing.")}
            href={`#ticket-${actionData.ticketId}`}
            linkText={t("Go to the ticket")}
          />
        ) : (
          <ActionAlert message={actionData.error ?? t("The reply needs fixing.")}>
            {typed(actionData.result, "body") ? (
              <blockquote className="border-l-4 border-red-200 pl-3 font-normal whitespace-pre-line">
                {t("Your reply, not sent: {body}", { body: typed(actionData.result, "body") ?? "" })}
              </blockquote>
            ) : null}
          </ActionAlert>
        )
      ) : null}
      {tickets.length === 0 ? <p>{t("No tickets here.")}</p> : null}
      <ul className="space-y-4">
        {tickets.map((ticket) => (
          <li key={ticket.id} id={`ticket-${ticket.id}`} className="scroll-mt-24">
            <TicketCard
              ticket={ticket}
              result={actionData?.ticketId === ticket.id ? actionData.result : null}
              error={actionData?.ticketId === ticket.id ? actionData.error : null}
              labels={labels}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function TicketCard({
  ticket,
  result,
  error,
  labels,
}: {
  ticket: AdminTicket;
  result: FormResult;
  error: string | null;
  labels: ReturnType<typeof ticketLabels>;
}) {
  const { t, language } = useT("admin");
  const ref = ticketReference(ticket.id);
  const titleId = `ticket-${ticket.id}-title`;
  return (
    <article aria-labelledby={titleId} className="space-y-3 rounded-2xl border border-gray-200 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-bold">
          #{ref} · {ticket.subject}
        </h2>
        <p className="meta">
          {labels.statuses[ticket.status]} · {labels.categories[ticket.category]} ·{" "}
          {t("{priority} priority", { priority: labels.priorities[ticket.priority] })}
        </p>
      </div>
      <p className="meta">
        {withTime(
          (date) =>
            t("From {customer} ({email}) on {date}", {
              customer: ticket.customer,
              email: ticket.customerEmail,
              date,
            }),
          <time dateTime={ticket.createdAt}>{formatDateTime(ticket.createdAt, language)}</time>,
        )}
      </p>
      <p className="whitespace-pre-line">{ticket.message}</p>
      {error ? <p className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-900">{error}</p> : null}
      {ticket.replies.length > 0 ? (
        <ol className="space-y-2 border-l-4 border-brand-100 pl-3" aria-label={t("Replies to ticket #{ref}", { ref })}>
          {ticket.replies.map((reply) => (
            <li key={reply.id} className="text-sm">
              <p className="font-semibold">{t("{name} (Support team)", { name: reply.authorName })}</p>
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
          label={t("Reply to ticket #{ref}", { ref })}
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
                {t("Status after replying")}
                <span className="sr-only"> {t("to ticket #{ref}", { ref })}</span>
              </>
            }
            statuses={labels.statuses}
            defaultValue={typed(result, "status") ?? (ticket.status === "open" ? "in_progress" : ticket.status)}
          />
          <button type="submit" className="btn-primary">
            {t("Send reply")}
            <span className="sr-only"> {t("to ticket #{ref}", { ref })}</span>
          </button>
        </div>
      </Form>
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <TicketFields intent="status" ticket={ticket} />
        <StatusSelect
          id={`status-${ticket.id}`}
          label={
            <>
              {t("Status without a reply")}
              <span className="sr-only"> {t("for ticket #{ref}", { ref })}</span>
            </>
          }
          statuses={labels.statuses}
          defaultValue={ticket.status}
        />
        <button type="submit" className="btn-secondary">
          {t("Set status")}
          <span className="sr-only"> {t("of ticket #{ref}", { ref })}</span>
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

function StatusSelect({
  id,
  label,
  statuses,
  defaultValue,
}: {
  id: string;
  label: ReactNode;
  statuses: Record<TicketStatus, string>;
  defaultValue: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <select id={id} name="status" defaultValue={defaultValue} className="input">
        {(Object.keys(TICKET_STATUSES) as TicketStatus[]).map((status) => (
          <option key={status} value={status}>
            {statuses[status]}
          </option>
        ))}
      </select>
    </div>
  );
}
