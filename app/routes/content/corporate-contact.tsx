import { Link } from "react-router";
import { LEAD_MESSAGES } from "~/features/leads/lead-messages";
import { corporateLeadSchema } from "~/features/leads/leads.schema";
import { CorporateForm } from "~/features/leads/LeadForms";
import { planOf } from "~/features/leads/plans";
import { metaT } from "~/lib/i18n";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { newId } from "~/lib/ids.server";
import { defineAction } from "~/lib/action.server";
import { leadIntent } from "./lead-intent.server";
import { formKit } from "~/ui/form-kit";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/corporate-contact";

export const handle = { i18n: ["content"] } satisfies I18nHandle;

export function loader({ url }: Route.LoaderArgs) {
  return {
    plan: planOf(url.searchParams.get("plan")),
    submissionKey: newId(),
    constraint: getZodConstraint(corporateLeadSchema),
  };
}

export const action = defineAction("anyone", {
  send: leadIntent(
    corporateLeadSchema,
    (value) => ({
      kind: "corporate",
      plan: value.plan ?? null,
      name: value.contactName,
      email: value.email,
      phone: value.phone,
      organisation: value.companyName,
      details: { employeeCount: value.employeeCount },
      message: value.message,
    }),
    { to: "/corporate", flash: LEAD_MESSAGES.corporateSent },
  ),
});

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return [{ title: `${t("Let's Talk")} — ${t("Corporate")} — ${BRAND}` }];
}

export default function CorporateContact({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT("content");
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <Link to="/corporate" className="text-sm font-semibold text-brand-700 underline">
        {t("Back to Corporate")}
      </Link>
      <h1 className="mt-2 text-3xl font-extrabold">{t("Let's Talk")}</h1>
      <p className="mt-2 text-gray-800">{t("Tell us about your company and our team will reply within 24 hours.")}</p>
      <div className="mt-6">
        <CorporateForm
          kit={formKit({ id: "corp", answered: actionData, constraint: loaderData.constraint })}
          submissionKey={loaderData.submissionKey}
          plan={loaderData.plan}
          action="/corporate/contact"
        />
      </div>
    </div>
  );
}
