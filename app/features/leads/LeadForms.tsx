import type { ReactNode } from "react";
import { Field, SelectField, TextAreaField } from "~/ui/form-fields";
import { Honeypot, KitForm, SubmitButton, type FormKit } from "~/ui/form-kit";
import { useT } from "~/ui/useT";
import { CONTACT_TOPICS, PLANS, type PlanKey } from "./plans";

interface LeadFormProps {
  kit: FormKit;
  submissionKey: string;
  /** Where it posts, when not to its own page (the corporate dialog posts to /corporate/contact). */
  action?: string;
}

/** Every lead form: its submission key, its fields, the honeypot and the send button. */
function LeadForm({
  kit,
  submissionKey,
  action,
  send,
  children,
}: LeadFormProps & { send: string; children: ReactNode }) {
  const { t } = useT("content");
  return (
    <KitForm kit={kit} action={action} className="space-y-4">
      <input type="hidden" name="submissionKey" value={submissionKey} />
      {children}
      <Honeypot id={`${kit.id}-website`} />
      <SubmitButton busyLabel={t("Sending...")} className="btn-primary w-full sm:w-auto">
        {send}
      </SubmitButton>
    </KitForm>
  );
}

/** Who writes for a business: its name, theirs, and how to reach them (the corporate and partner forms). */
function BusinessContact({
  business,
  emailLabel,
  phoneHint,
}: {
  business: ReactNode;
  emailLabel: string;
  phoneHint?: string;
}) {
  const { t } = useT("content");
  return (
    <>
      {business}
      <Field name="contactName" label={t("Your name")} maxLength={100} autoComplete="name" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="email" label={emailLabel} type="email" maxLength={254} autoComplete="email" />
        <Field name="phone" label={t("Mobile number")} type="tel" maxLength={20} autoComplete="tel" hint={phoneHint} />
      </div>
    </>
  );
}

/** 'Let's Talk': the corporate enquiry, stored as a lead. */
export function CorporateForm({ plan, ...form }: LeadFormProps & { plan: PlanKey | null }) {
  const { t } = useT("content");
  const planOptions = {
    "": t("Not sure yet"),
    ...Object.fromEntries(Object.entries(PLANS).map(([key, plan]) => [key, t(plan.name)])),
  };
  return (
    <LeadForm {...form} send={t("Send")}>
      <BusinessContact
        business={<Field name="companyName" label={t("Company name")} maxLength={100} autoComplete="organization" />}
        emailLabel={t("Work e-mail")}
        phoneHint={t("10 digits, e.g. 98765 43210")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="employeeCount" label={t("Number of employees")} inputMode="numeric" maxLength={7} />
        <SelectField name="plan" label={t("Plan")} options={planOptions} defaultValue={plan ?? ""} required={false} />
      </div>
      <TextAreaField
        name="message"
        label={t("Message (optional)")}
        maxLength={2000}
        hint={t("Tell us about your team's meals: offices, timings, budgets.")}
      />
    </LeadForm>
  );
}

/** 'Write to us' on the contact page. */
export function ContactForm(form: LeadFormProps) {
  const { t } = useT("content");
  const topics = Object.fromEntries(Object.entries(CONTACT_TOPICS).map(([key, topic]) => [key, t(topic)]));
  return (
    <LeadForm {...form} send={t("Send message")}>
      <Field name="name" label={t("Your name")} maxLength={100} autoComplete="name" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="email" label={t("E-mail")} type="email" maxLength={254} autoComplete="email" />
        <Field name="phone" label={t("Mobile number (optional)")} type="tel" maxLength={20} autoComplete="tel" />
      </div>
      <SelectField name="topic" label={t("Topic")} options={topics} defaultValue="general" />
      <TextAreaField name="message" label={t("Message")} maxLength={2000} />
    </LeadForm>
  );
}

/** 'Tell us about your restaurant' on the partner page. */
export function PartnerForm(form: LeadFormProps) {
  const { t } = useT("content");
  return (
    <LeadForm {...form} send={t("Send")}>
      <BusinessContact
        business={
          <Field name="restaurantName" label={t("Restaurant name")} maxLength={100} autoComplete="organization" />
        }
        emailLabel={t("E-mail")}
      />
      <Field name="city" label={t("City")} maxLength={60} autoComplete="address-level2" />
      <TextAreaField name="message" label={t("Anything we should know? (optional)")} maxLength={2000} />
    </LeadForm>
  );
}
