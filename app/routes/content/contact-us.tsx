import { Link } from "react-router";
import { handleLeadForm } from "~/features/leads/lead-action.server";
import { LEAD_MESSAGES } from "~/features/leads/lead-messages";
import { contactLeadSchema } from "~/features/leads/leads.schema";
import { ContactForm } from "~/features/leads/LeadForms";
import { SUPPORT_CONTACT } from "~/features/support/contact";
import { BRAND } from "~/lib/brand";
import { newId } from "~/lib/ids.server";
import { ContentPage } from "~/ui/layout/ContentPage";
import type { Route } from "./+types/contact-us";

export function loader() {
  return { submissionKey: newId() };
}

export async function action({ request }: Route.ActionArgs) {
  return handleLeadForm(
    request,
    contactLeadSchema,
    (value) => ({
      kind: "contact",
      name: value.name,
      email: value.email,
      phone: value.phone ?? null,
      details: { topic: value.topic },
      message: value.message,
    }),
    { path: "/contact-us", flash: LEAD_MESSAGES.contactSent },
  );
}

export function meta() {
  return [{ title: `Contact us — ${BRAND}` }];
}

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContentPage
      kicker="Company"
      title="Contact us"
      lead="Questions, feedback or a story for the press: write to us and a person will answer."
    >
      <p>
        About an order? <Link to="/help">Help &amp; Support</Link> has answers and lets signed-in customers open a
        ticket. You can also call {SUPPORT_CONTACT.phone} ({SUPPORT_CONTACT.phoneHours}) or e-mail{" "}
        <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a>.
      </p>
      <h2>Write to us</h2>
      <ContactForm result={actionData?.result} submissionKey={loaderData.submissionKey} />
    </ContentPage>
  );
}
