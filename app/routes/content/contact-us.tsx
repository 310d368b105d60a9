import { Link } from "react-router";
import { richText } from "~/ui/rich-text";
import { LEAD_MESSAGES } from "~/features/leads/lead-messages";
import { contactLeadSchema } from "~/features/leads/leads.schema";
import { ContactForm } from "~/features/leads/LeadForms";
import { SUPPORT_CONTACT } from "~/features/support/contact";
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
import type { Route } from "./+types/contact-us";

export const handle = { i18n: ["content"] } satisfies I18nHandle;

export function loader() {
  return { submissionKey: newId(), constraint: getZodConstraint(contactLeadSchema) };
}

export const action = defineAction("anyone", {
  send: leadIntent(
    contactLeadSchema,
    (value) => ({
      kind: "contact",
      name: value.name,
      email: value.email,
      phone: value.phone ?? null,
      details: { topic: value.topic },
      message: value.message,
    }),
    { to: "/contact-us", flash: LEAD_MESSAGES.contactSent },
  ),
});

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Contact us")} — ${BRAND}` }];
}

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT("content");
  return (
    <ContentPage
      kicker={t("Company")}
      title={t("Contact us")}
      lead={t("Questions, feedback or a story for the press: write to us and a person will answer.")}
    >
      <p>
        {richText(
          t("About an order? <0>Help & Support</0> has answers and lets signed-in customers open a ticket."),
          <Link to="/help" />,
        )}{" "}
        {richText(
          t("You can also call {phone} ({hours}) or e-mail <0>{email}</0>.", {
            phone: SUPPORT_CONTACT.phone,
            hours: t(SUPPORT_CONTACT.phoneHours),
            email: SUPPORT_CONTACT.email,
          }),
          <a href={`mailto:${SUPPORT_CONTACT.email}`} />,
        )}
      </p>
      <h2>{t("Write to us")}</h2>
      <ContactForm
        kit={formKit({ id: "contact", answered: actionData, constraint: loaderData.constraint })}
        submissionKey={loaderData.submissionKey}
      />
    </ContentPage>
  );
}
