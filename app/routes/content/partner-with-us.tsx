import { Checklist } from "~/ui/layout/Checklist";
import { LEAD_MESSAGES } from "~/features/leads/lead-messages";
import { partnerLeadSchema } from "~/features/leads/leads.schema";
import { PartnerForm } from "~/features/leads/LeadForms";
import { metaT } from "~/lib/i18n";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { newId } from "~/lib/ids.server";
import { defineAction } from "~/lib/action.server";
import { leadIntent } from "./lead-intent.server";
import { formKit } from "~/ui/form-kit";
import { getZodConstraint } from "@conform-to/zod/v4";
import { ContentPage } from "~/ui/layout/ContentPage";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/partner-with-us";

export const handle = { i18n: ["content"] } satisfies I18nHandle;

export function loader() {
  return { submissionKey: newId(), constraint: getZodConstraint(partnerLeadSchema) };
}

export const action = defineAction("anyone", {
  send: leadIntent(
    partnerLeadSchema,
    (value) => ({
      kind: "partner",
      name: value.contactName,
      email: value.email,
      phone: value.phone,
      organisation: value.restaurantName,
      details: { city: value.city },
      message: value.message,
    }),
    { to: "/partner-with-us", flash: LEAD_MESSAGES.partnerSent },
  ),
});

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Partner with us")} — ${BRAND}` }];
}

export default function PartnerWithUs({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT("content");
  return (
    <ContentPage
      kicker={t("For restaurants")}
      title={t("Partner with us")}
      lead={t("Bring your kitchen to hungry customers across India with {brand}.", { brand: BRAND })}
    >
      <Checklist
        title={t("What you get")}
        points={[
          t("Your menu in front of customers in your city, with photos, veg marks and bestsellers."),
          t("Riders who pick up and deliver, so you can focus on the food."),
          t("Weekly payouts and a clear statement of every order, fee and refund."),
        ]}
      />
      <Checklist
        title={t("What you need")}
        points={[
          t("An FSSAI licence and GST registration (if applicable)."),
          t("A PAN card and a bank account in the business's name."),
          t("Your menu with prices."),
        ]}
      />
      <h2>{t("Tell us about your restaurant")}</h2>
      <PartnerForm
        kit={formKit({ id: "partner", answered: actionData, constraint: loaderData.constraint })}
        submissionKey={loaderData.submissionKey}
      />
    </ContentPage>
  );
}
