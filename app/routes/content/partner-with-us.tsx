import { handleLeadForm } from "~/features/leads/lead-action.server";
import { LEAD_MESSAGES } from "~/features/leads/lead-messages";
import { partnerLeadSchema } from "~/features/leads/leads.schema";
import { PartnerForm } from "~/features/leads/LeadForms";
import { BRAND } from "~/lib/brand";
import { newId } from "~/lib/ids.server";
import { ContentPage } from "~/ui/layout/ContentPage";
import type { Route } from "./+types/partner-with-us";

export function loader() {
  return { submissionKey: newId() };
}

export async function action({ request }: Route.ActionArgs) {
  return handleLeadForm(
    request,
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

export function meta() {
  return [{ title: `Partner with us — ${BRAND}` }];
}

export default function PartnerWithUs({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContentPage
      kicker="For restaurants"
      title="Partner with us"
      lead={`Bring your kitchen to hungry customers across India with ${BRAND}.`}
    >
      <h2>What you get</h2>
      <ul>
        <li>Your menu in front of customers in your city, with photos, veg marks and bestsellers.</li>
        <li>Riders who pick up and deliver, so you can focus on the food.</li>
        <li>Weekly payouts and a clear statement of every order, fee and refund.</li>
      </ul>
      <h2>What you need</h2>
      <ul>
        <li>An FSSAI licence and GST registration (if applicable).</li>
        <li>A PAN card and a bank account in the business's name.</li>
        <li>Your menu with prices.</li>
      </ul>
      <h2>Tell us about your restaurant</h2>
      <PartnerForm result={actionData?.result} submissionKey={loaderData.submissionKey} />
    </ContentPage>
  );
}
