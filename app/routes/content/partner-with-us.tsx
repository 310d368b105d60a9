import { handleLeadForm } from "~/features/leads/lead-action.server";
import { LEAD_MESSAGES } from "~/features/leads/lead-messages";
import { partnerLeadSchema } from "~/features/leads/leads.schema";
import { PartnerForm } from "~/features/leads/LeadForms";
import { metaT } from "~/features/shell/root-data";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { newId } from "~/lib/ids.server";
import { ContentPage } from "~/ui/layout/ContentPage";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/partner-with-us";

export const handle = { i18n: ["content"] } satisfies I18nHandle;

export function loader() {
  return { submissionKey: newId() };
}

export async function action(args: Route.ActionArgs) {
  return handleLeadForm(
    args,
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
    { path: "/partner-with-us", flash: LEAD_MESSAGES.partnerSent },
  );
}

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
      <h2>{t("What you get")}</h2>
      <ul>
        <li>{t("Your menu in front of customers in your city, with photos, veg marks and bestsellers.")}</li>
        <li>{t("Riders who pick up and deliver, so you can focus on the food.")}</li>
        <li>{t("Weekly payouts and a clear statement of every order, fee and refund.")}</li>
      </ul>
      <h2>{t("What you need")}</h2>
      <ul>
        <li>{t("An FSSAI licence and GST registration (if applicable).")}</li>
        <li>{t("A PAN card and a bank account in the business's name.")}</li>
        <li>{t("Your menu with prices.")}</li>
      </ul>
      <h2>{t("Tell us about your restaurant")}</h2>
      <PartnerForm result={actionData?.result} submissionKey={loaderData.submissionKey} />
    </ContentPage>
  );
}
