import { accountContact } from "~/features/accounts/phone";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { requireRole } from "~/features/accounts/session.server";
import { ticketReplySchema, ticketStatusSchema } from "~/features/admin/admin.schema";
import type { ChangeOutcome } from "~/features/admin/admin-rules";
import { changeAnswer, SUPPORT_REFUSALS } from "./change-answer.server";
import { FilterLinks } from "~/features/admin/FilterLinks";
import {
  listTicketsForAdmin,
  replyToTicket,
  setTicketStatus,
  type AdminTicket,
  type SupportRefusal,
} from "~/features/admin/admin-support.server";
import {
  TICKET_FILTERS,
  ticketReference,
  type TicketCategory,
  type TicketFilter,
  type TicketPriority,
  type TicketStatus,
} from "~/features/support/tickets";
import { ticketFilterQuerySchema } from "~/features/support/support-query.server";
import { metaT } from "~/lib/i18n";
import { BRAND } from "~/lib/brand";
import { formatDateTime } from "~/lib/dates";
import { type Translate } from "~/lib/i18n";
import { parseSearch } from "~/lib/search-params.server";
import { SUPPORT_MESSAGES } from "~/features/support/support-messages";
import { defineAction, intent } from "~/lib/action.server";
import type { Flash } from "~/lib/flash";
import { Alert } from "~/ui/Alert";
import { formKit, KitForm, SubmitButton, type FormKit } from "~/ui/form-kit";
import { SelectField, TextAreaField } from "~/ui/form-fields";
import { useT } from "~/ui/useT";
import { reloadAfterRefusal } from "~/features/admin/reload-after-refusal";
import type { Route } from "./+types/tickets";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  requireRole(context, url, "admin");
  const filter = parseSearch(request, ticketFilterQuerySchema).status;
  return { filter, tickets: await listTicketsForAdmin(filter), constraint: getZodConstraint(ticketReplySchema) };
}

/** After a change, back to the list as it was filtered, at the ticket. */
function ticketAnswer(
  outcome: ChangeOutcome<SupportRefusal>,
  request: Request,
  url: URL,
  ticketId: string,
  flash: Flash,
) {
  return changeAnswer(outcome, SUPPORT_REFUSALS, {
    request,
    to: `${url.pathname}${url.search}#ticket-${ticketId}`,
    flash,
  });
}

export const action = defineAction("admin", {
  reply: intent(ticketReplySchema, async ({ value, user, request, url }) => {
    const outcome = await replyToTicket(user, value.ticketId, value.from, value.body, value.status);
    return ticketAnswer(outcome, request, url, value.ticketId, SUPPORT_MESSAGES.ticketReplied);
  }),
  status: intent(ticketStatusSchema, async ({ value, user, request, url }) => {
    const outcome = await setTicketStatus(user, value.ticketId, value.from, value.status);
    return ticketAnswer(outcome, request, url, value.ticketId, SUPPORT_MESSAGES.ticketUpdated);
  }),
});

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
  const { filter, tickets, constraint } = loaderData;
  const { t } = useT("admin");
  const labels = ticketLabels(t);
  const typed = actionData?.result?.initialValue;
  const refused = typed
    ? {
        ticketId: String(typed.ticketId ?? ""),
        body: typeof typed.body === "string" ? typed.body : "",
        messages: Object.values(actionData.result?.error ?? {}).flatMap((list) => list ?? []),
      }
    : null;
  // Each ticket's forms are answered only about that ticket.
  const kits = (ticketId: string) => {
    const answered = refused?.ticketId === ticketId ? actionData : null;
    return {
      reply: formKit({ id: `reply-${ticketId}`, intent: "reply", answered, constraint }),
      status: formKit({ id: `status-${ticketId}`, intent: "status", answered }),
    };
  };
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
      {refused && !tickets.some((ticket) => ticket.id === refused.ticketId) ? (
        // The ticket left this list (its status changed): what went wrong, and the reply typed, are kept here.
        <Alert tone="error" className="space-y-2">
          {refused.messages.map((message) => (
            <p key={message}>{t(message)}</p>
          ))}
          {refused.body ? (
            <blockquote className="border-l-4 border-red-200 pl-3 whitespace-pre-line">
              {t("Your reply, not sent: {body}", { body: refused.body })}
            </blockquote>
          ) : null}
        </Alert>
      ) : null}
      {tickets.length === 0 ? <p>{t("No tickets here.")}</p> : null}
      <ul className="space-y-4">
        {tickets.map((ticket) => (
          <li key={ticket.id} id={`ticket-${ticket.id}`} className="scroll-mt-24">
            <TicketCard ticket={ticket} kits={kits(ticket.id)} labels={labels} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function TicketCard({
  ticket,
  kits,
  labels,
}: {
  ticket: AdminTicket;
  kits: { reply: FormKit; status: FormKit };
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
              email: accountContact({ email: ticket.customerEmail, mobile: ticket.customerMobile }),
              date,
            }),
          <time dateTime={ticket.createdAt}>{formatDateTime(ticket.createdAt, language)}</time>,
        )}
      </p>
      <p className="whitespace-pre-line">{ticket.message}</p>
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
      <KitForm key={ticket.replies.length} kit={kits.reply} className="space-y-3">
        <TicketFields ticket={ticket} />
        <TextAreaField name="body" label={t("Reply to ticket #{ref}", { ref })} rows={3} />
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            name="status"
            label={
              <>
                {t("Status after replying")}
                <span className="sr-only"> {t("to ticket #{ref}", { ref })}</span>
              </>
            }
            options={labels.statuses}
            defaultValue={ticket.status === "open" ? "in_progress" : ticket.status}
          />
          <SubmitButton>
            {t("Send reply")}
            <span className="sr-only"> {t("to ticket #{ref}", { ref })}</span>
          </SubmitButton>
        </div>
      </KitForm>
      <KitForm kit={kits.status} className="flex flex-wrap items-end gap-3">
        <TicketFields ticket={ticket} />
        <SelectField
          name="status"
          label={
            <>
              {t("Status without a reply")}
              <span className="sr-only"> {t("for ticket #{ref}", { ref })}</span>
            </>
          }
          options={labels.statuses}
          defaultValue={ticket.status}
        />
        <SubmitButton className="btn-secondary">
          {t("Set status")}
          <span className="sr-only"> {t("of ticket #{ref}", { ref })}</span>
        </SubmitButton>
      </KitForm>
    </article>
  );
}

/** Which ticket a form acts on, and the status it had when the page was shown (a change made meanwhile is refused). */
function TicketFields({ ticket }: { ticket: { id: string; status: string } }) {
  return (
    <>
      <input type="hidden" name="ticketId" value={ticket.id} />
      <input type="hidden" name="from" value={ticket.status} />
    </>
  );
}
