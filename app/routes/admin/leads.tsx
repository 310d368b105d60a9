import { z } from "zod";
import type { Leads } from "~/db/database-types";
import { formatIndianMobile } from "~/features/accounts/phone";
import { requireRole } from "~/features/accounts/session.server";
import { leadHandledSchema } from "~/features/admin/admin.schema";
import { changeAnswer, SUPPORT_REFUSALS } from "./change-answer.server";
import { FilterLinks } from "~/features/admin/FilterLinks";
import { listLeads, setLeadHandled } from "~/features/admin/admin-support.server";
import { metaT } from "~/lib/i18n";
import { BRAND } from "~/lib/brand";
import { formatDateTime } from "~/lib/dates";
import { flag, oneOrNoneOf, parseSearch } from "~/lib/search-params.server";
import { LEAD_MESSAGES } from "~/features/leads/lead-messages";
import { defineAction, intent } from "~/lib/action.server";
import { formKit, KitForm, SubmitButton } from "~/ui/form-kit";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/leads";

const KINDS: Record<Leads["kind"], string> = { corporate: "Corporate", contact: "Contact", partner: "Partner" };

export async function loader({ request, context, url }: Route.LoaderArgs) {
  requireRole(context, url, "admin");
  // Built here rather than at the top of the module, where it would keep zod in the page's script.
  const leadsQuerySchema = z.object({ kind: oneOrNoneOf(KINDS), handled: flag() });
  const { kind, handled } = parseSearch(request, leadsQuerySchema);
  return { kind, handled, leads: await listLeads(kind, handled) };
}

export const action = defineAction("admin", {
  handled: intent(leadHandledSchema, async ({ value, user, url, request }) =>
    changeAnswer(await setLeadHandled(user, value.leadId, value.handled), SUPPORT_REFUSALS, {
      request,
      to: `${url.pathname}${url.search}`,
      flash: LEAD_MESSAGES.updated,
    }),
  ),
});

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Leads — operations")} — ${BRAND}` }];
}

export default function AdminLeads({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, handled, leads } = loaderData;
  const { t, language } = useT("admin");
  const kinds: Record<Leads["kind"], string> = {
    corporate: t("Corporate"),
    contact: t("Contact"),
    partner: t("Partner"),
  };
  // A refusal is shown at the lead it is about.
  const refused = actionData?.result?.initialValue?.leadId;
  const kit = (leadId: string) =>
    formKit({ id: `lead-${leadId}`, intent: "handled", answered: refused === leadId ? actionData : null });
  const href = (next: { kind?: string | null; handled?: boolean }) => {
    const search = new URLSearchParams();
    const k = next.kind === undefined ? kind : next.kind;
    if (k) search.set("kind", k);
    if (next.handled ?? handled) search.set("handled", "1");
    return `?${search}`;
  };
  return (
    <section aria-labelledby="leads-title" className="space-y-4">
      <h1 id="leads-title" className="text-2xl font-bold">
        {t("Leads")}
      </h1>
      <FilterLinks
        label={t("Kind of lead")}
        links={[
          { to: href({ kind: null }), text: t("All kinds"), current: kind === null },
          ...(Object.keys(KINDS) as Leads["kind"][]).map((key) => ({
            to: href({ kind: key }),
            text: kinds[key],
            current: kind === key,
          })),
        ]}
      />
      <FilterLinks
        label={t("Handled or not")}
        links={[
          { to: href({ handled: false }), text: t("To handle"), current: !handled },
          { to: href({ handled: true }), text: t("Handled"), current: handled },
        ]}
      />
      {leads.length === 0 ? <p>{t("No leads here.")}</p> : null}
      <ul className="space-y-3">
        {leads.map((lead) => {
          const titleId = `lead-${lead.id}-title`;
          return (
            <li key={lead.id}>
              <article aria-labelledby={titleId} className="space-y-2 rounded-2xl border border-gray-200 p-4">
                <h2 id={titleId} className="font-bold">
                  {kinds[lead.kind]}: {lead.name}
                  {lead.organisation ? `, ${lead.organisation}` : ""}
                </h2>
                <p className="meta">
                  <a href={`mailto:${lead.email}`} className="underline">
                    {lead.email}
                  </a>
                  {lead.phone ? (
                    <>
                      {" "}
                      ·{" "}
                      <a href={`tel:${lead.phone}`} className="underline">
                        {formatIndianMobile(lead.phone)}
                      </a>
                    </>
                  ) : null}
                  {" · "}
                  <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt, language)}</time>
                </p>
                {lead.plan || Object.keys(lead.details).length > 0 ? (
                  <p className="text-sm">
                    {[
                      lead.plan ? t("Plan: {plan}", { plan: lead.plan }) : null,
                      ...Object.entries(lead.details).map(([key, value]) => `${key}: ${value}`),
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                ) : null}
                {lead.message ? <p className="whitespace-pre-line">{lead.message}</p> : null}
                <KitForm kit={kit(lead.id)}>
                  <input type="hidden" name="leadId" value={lead.id} />
                  <input type="hidden" name="handled" value={lead.handled ? "0" : "1"} />
                  <SubmitButton className="btn-secondary">
                    {lead.handled ? t("Mark as not handled") : t("Mark as handled")}
                    <span className="sr-only"> ({lead.name})</span>
                  </SubmitButton>
                </KitForm>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
