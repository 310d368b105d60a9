import { getZodConstraint } from "@conform-to/zod/v4";
import { Link } from "react-router";
import { z } from "zod";
import { ticketsPerAccount } from "~/features/accounts/request-limits.server";
import { requireUser } from "~/features/accounts/session.server";
import { ContactCards } from "~/features/support/ContactCards";
import { FaqSection } from "~/features/support/FaqSection";
import { shownFaqs } from "~/features/support/faqs";
import { listFaqs } from "~/features/support/faqs.server";
import { faqQuerySchema } from "~/features/support/support-query.server";
import { GuideTiles } from "~/features/support/GuideTiles";
import { ticketSchema } from "~/features/support/support.schema";
import {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  ticketReference,
  type TicketStatus,
} from "~/features/support/tickets";
import { createTicket, listTickets, type Ticket } from "~/features/support/tickets.server";
import { metaT } from "~/lib/i18n";
import { BRAND } from "~/lib/brand";
import { formatDateTime } from "~/lib/dates";
import type { I18nHandle } from "~/lib/i18n";
import { requestT } from "~/lib/language.server";
import { oneOf, parseSearch } from "~/lib/search-params.server";
import { newId } from "~/lib/ids.server";
import { SUPPORT_MESSAGES } from "~/features/support/support-messages";
import { defineAction, done, intent, refuseForLimit } from "~/lib/action.server";
import { formKit, KitForm, SubmitButton, type FormKit } from "~/ui/form-kit";
import { Field, SelectField, TextAreaField } from "~/ui/form-fields";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/help-support";

export const handle = { i18n: ["support"] } satisfies I18nHandle;

/** The tabs, named in English as catalogue ids. */
const TABS = { faqs: "FAQs", contact: "Contact Us", tickets: "My Tickets", guides: "Guides" } as const;
type Tab = keyof typeof TABS;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  // Built here rather than at the top of the module, where it would keep zod in the page's script.
  const tabQuerySchema = z.object({ tab: oneOf(TABS, "faqs") });
  const { tab } = parseSearch(url, tabQuerySchema);
  const query = parseSearch(url, faqQuerySchema);
  return {
    tab,
    query,
    faqs: tab === "faqs" ? shownFaqs(await listFaqs(user.id), query, requestT(request)) : [],
    tickets: tab === "tickets" ? await listTickets(user.id) : [],
    submissionKey: newId(),
    constraint: getZodConstraint(ticketSchema),
  };
}

export const action = defineAction("customer", {
  ticket: intent(ticketSchema, async ({ value, user, request }) => {
    const limited = await ticketsPerAccount.attempt(user.id);
    if (limited) {
      const message = requestT(request)(
        "You have opened several tickets in a short while. Please try again in {count, plural, one {# minute} other {# minutes}}.",
        { count: Math.ceil(limited.retryAfterSeconds / 60) },
      );
      return refuseForLimit(limited, { messages: [message] });
    }
    const { submissionKey, ...ticket } = value;
    await createTicket(user.id, ticket, submissionKey ?? newId());
    return done("/profile/help-support?tab=tickets", SUPPORT_MESSAGES.ticketCreated);
  }),
});

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Help & Support")} — ${BRAND}` }];
}

export default function HelpSupport({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT("support");
  const kit = formKit({ id: "ticket", answered: actionData, constraint: loaderData.constraint });
  // A failed ticket submit comes back to the Contact Us tab, whatever the address says.
  const tab: Tab = kit.result ? "contact" : loaderData.tab;
  return (
    <section aria-labelledby="help-support-title">
      <h1 id="help-support-title" className="text-2xl font-bold">
        {t("Help & Support")}
      </h1>
      <nav aria-label={t("Help & Support sections")} className="mt-4 overflow-x-auto border-b border-gray-200">
        <ul className="flex">
          {(Object.keys(TABS) as Tab[]).map((key) => (
            <li key={key}>
              <Link
                to={`?tab=${key}`}
                aria-current={tab === key ? "page" : undefined}
                className={`inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-3 font-semibold ${tab === key ? "border-brand-600 text-brand-800" : "border-transparent text-gray-700 hover:text-gray-900"}`}
              >
                {t(TABS[key])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        {tab === "faqs" ? (
          <FaqSection
            faqs={loaderData.faqs}
            query={loaderData.query}
            basePath="/profile/help-support"
            keep={{ tab: "faqs" }}
            signInHref={null}
          />
        ) : tab === "contact" ? (
          <>
            <h2 className="text-xl font-bold">{t("Get in touch")}</h2>
            <div className="mt-4">
              <ContactCards messageHref="#ticket-form-title" />
            </div>
            <h2 id="ticket-form-title" className="mt-8 text-xl font-bold">
              {t("Send us a message")}
            </h2>
            <p className="mt-1 text-gray-700">{t("It opens a ticket you can follow under My Tickets.")}</p>
            <TicketForm kit={kit} submissionKey={loaderData.submissionKey} />
          </>
        ) : tab === "tickets" ? (
          <TicketList tickets={loaderData.tickets} />
        ) : (
          <>
            <h2 className="text-xl font-bold">{t("Guides")}</h2>
            <div className="mt-4">
              <GuideTiles />
            </div>
          </>
        )}
      </div>
    </section>
  );
}

function TicketForm({ kit, submissionKey }: { kit: FormKit; submissionKey: string }) {
  const { t } = useT("support");
  const translated = (options: Record<string, string>) =>
    Object.fromEntries(Object.entries(options).map(([value, label]) => [value, t(label)]));
  return (
    <KitForm kit={kit} action="/profile/help-support?tab=contact" className="mt-4 max-w-xl space-y-4">
      <input type="hidden" name="submissionKey" value={submissionKey} />
      <Field name="subject" label={t("Subject")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="category"
          label={t("Category")}
          options={translated(TICKET_CATEGORIES)}
          defaultValue="general"
        />
        <SelectField
          name="priority"
          label={t("Priority")}
          options={translated(TICKET_PRIORITIES)}
          defaultValue="medium"
        />
      </div>
      <TextAreaField name="message" label={t("Message")} />
      <SubmitButton busyLabel={t("Sending...")}>{t("Send message")}</SubmitButton>
    </KitForm>
  );
}

const STATUS_STYLE: Record<TicketStatus, string> = {
  open: "bg-blue-100 text-blue-900",
  in_progress: "bg-amber-100 text-amber-900",
  resolved: "bg-green-100 text-green-900",
};

function TicketList({ tickets }: { tickets: Ticket[] }) {
  const { t, language } = useT("support");
  if (tickets.length === 0) {
    return (
      <div>
        <h2 className="text-xl font-bold">{t("My Tickets")}</h2>
        <p className="mt-2 text-gray-700">{t("You have no support tickets.")}</p>
        <Link to="?tab=contact" className="btn-primary mt-4">
          {t("Send us a message")}
        </Link>
      </div>
    );
  }
  return (
    <div>
      <h2 className="text-xl font-bold">{t("My Tickets")}</h2>
      <ul className="mt-4 space-y-4">
        {tickets.map((ticket) => (
          <li key={ticket.id}>
            <article aria-labelledby={`ticket-${ticket.id}`} className="rounded-2xl border border-gray-200 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 id={`ticket-${ticket.id}`} className="text-lg font-bold">
                  {ticket.subject}
                </h3>
                <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLE[ticket.status]}`}>
                  {t(TICKET_STATUSES[ticket.status])}
                </span>
              </div>
              <p className="mt-1 text-sm text-gray-700">
                {t("Ticket #{reference} · {category} · {priority} priority", {
                  reference: ticketReference(ticket.id),
                  category: t(TICKET_CATEGORIES[ticket.category]),
                  priority: t(TICKET_PRIORITIES[ticket.priority]),
                })}{" "}
                · <time dateTime={ticket.createdAt}>{formatDateTime(ticket.createdAt, language)}</time>
              </p>
              <p className="mt-2 whitespace-pre-line text-gray-800">{ticket.message}</p>
              {ticket.replies.length > 0 ? (
                <ol aria-label={t("Replies")} className="mt-3 space-y-2 border-l-4 border-brand-100 pl-3">
                  {ticket.replies.map((reply) => (
                    <li key={reply.id}>
                      <p className="text-sm font-semibold">
                        {t("{name} (Support team)", { name: reply.authorName })},{" "}
                        <time dateTime={reply.createdAt}>{formatDateTime(reply.createdAt, language)}</time>
                      </p>
                      <p className="whitespace-pre-line text-gray-800">{reply.body}</p>
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="mt-3 text-sm text-gray-700">{t("No replies yet. We usually reply within 4–6 hours.")}</p>
              )}
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
