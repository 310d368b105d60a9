import { Form, useNavigation } from "react-router";
import { ErrorSummary, Field, type FormResult } from "~/ui/forms";
import { Honeypot, SelectField, TextAreaField } from "~/ui/fields";
import { useT } from "~/ui/useT";
import { CONTACT_TOPICS, PLANS, type PlanKey } from "./plans";

function SubmitButton({ label }: { label: string }) {
  const { t } = useT("content");
  const busy = useNavigation().state === "submitting";
  return (
    <button type="submit" disabled={busy} className="btn-primary w-full sm:w-auto">
      {busy ? t("Sending...") : label}
    </button>
  );
}
const CORPORATE_FIELDS = {
  companyName: "corp-company",
  contactName: "corp-name",
  email: "corp-email",
  phone: "corp-phone",
  employeeCount: "corp-employees",
  plan: "corp-plan",
  message: "corp-message",
};

/** 'Let's Talk': the corporate enquiry, stored as a lead. */
export function CorporateForm({
  result,
  submissionKey,
  plan,
  action,
}: {
  result: FormResult;
  submissionKey: string;
  plan: PlanKey | null;
  action: string;
}) {
  const { t } = useT("content");
  const planOptions = {
    "": t("Not sure yet"),
    ...Object.fromEntries(Object.entries(PLANS).map(([key, plan]) => [key, t(plan.name)])),
  };
  return (
    <Form method="post" action={action} className="space-y-4" noValidate>
      <input type="hidden" name="submissionKey" value={submissionKey} />
      <ErrorSummary id="corp-errors" result={result} fields={CORPORATE_FIELDS} />
      <Field
        id="corp-company"
        name="companyName"
        label={t("Company name")}
        required
        maxLength={100}
        autoComplete="organization"
        result={result}
      />
      <Field
        id="corp-name"
        name="contactName"
        label={t("Your name")}
        required
        maxLength={100}
        autoComplete="name"
        result={result}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="corp-email"
          name="email"
          label={t("Work e-mail")}
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          result={result}
        />
        <Field
          id="corp-phone"
          name="phone"
          label={t("Mobile number")}
          type="tel"
          required
          maxLength={20}
          autoComplete="tel"
          hint={t("10 digits, e.g. 98765 43210")}
          result={result}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="corp-employees"
          name="employeeCount"
          label={t("Number of employees")}
          required
          inputMode="numeric"
          maxLength={7}
          result={result}
        />
        <SelectField
          id="corp-plan"
          name="plan"
          label={t("Plan")}
          options={planOptions}
          defaultValue={plan ?? ""}
          result={result}
        />
      </div>
      <TextAreaField
        id="corp-message"
        name="message"
        label={t("Message (optional)")}
        maxLength={2000}
        result={result}
        hint={t("Tell us about your team's meals: offices, timings, budgets.")}
      />
      <Honeypot id="corp-website" />
      <SubmitButton label={t("Send")} />
    </Form>
  );
}

const CONTACT_FIELDS = {
  name: "contact-name",
  email: "contact-email",
  phone: "contact-phone",
  topic: "contact-topic",
  message: "contact-message",
};

export function ContactForm({ result, submissionKey }: { result: FormResult; submissionKey: string }) {
  const { t } = useT("content");
  const topics = Object.fromEntries(Object.entries(CONTACT_TOPICS).map(([key, topic]) => [key, t(topic)]));
  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="submissionKey" value={submissionKey} />
      <ErrorSummary id="contact-errors" result={result} fields={CONTACT_FIELDS} />
      <Field
        id="contact-name"
        name="name"
        label={t("Your name")}
        required
        maxLength={100}
        autoComplete="name"
        result={result}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="contact-email"
          name="email"
          label={t("E-mail")}
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          result={result}
        />
        <Field
          id="contact-phone"
          name="phone"
          label={t("Mobile number (optional)")}
          type="tel"
          maxLength={20}
          autoComplete="tel"
          result={result}
        />
      </div>
      <SelectField
        id="contact-topic"
        name="topic"
        label={t("Topic")}
        options={topics}
        defaultValue="general"
        result={result}
      />
      <TextAreaField
        id="contact-message"
        name="message"
        label={t("Message")}
        required
        maxLength={2000}
        result={result}
      />
      <Honeypot id="contact-website" />
      <SubmitButton label={t("Send message")} />
    </Form>
  );
}

const PARTNER_FIELDS = {
  restaurantName: "partner-restaurant",
  contactName: "partner-name",
  email: "partner-email",
  phone: "partner-phone",
  city: "partner-city",
  message: "partner-message",
};

export function PartnerForm({ result, submissionKey }: { result: FormResult; submissionKey: string }) {
  const { t } = useT("content");
  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="submissionKey" value={submissionKey} />
      <ErrorSummary id="partner-errors" result={result} fields={PARTNER_FIELDS} />
      <Field
        id="partner-restaurant"
        name="restaurantName"
        label={t("Restaurant name")}
        required
        maxLength={100}
        autoComplete="organization"
        result={result}
      />
      <Field
        id="partner-name"
        name="contactName"
        label={t("Your name")}
        required
        maxLength={100}
        autoComplete="name"
        result={result}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="partner-email"
          name="email"
          label={t("E-mail")}
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          result={result}
        />
        <Field
          id="partner-phone"
          name="phone"
          label={t("Mobile number")}
          type="tel"
          required
          maxLength={20}
          autoComplete="tel"
          result={result}
        />
      </div>
      <Field
        id="partner-city"
        name="city"
        label={t("City")}
        required
        maxLength={60}
        autoComplete="address-level2"
        result={result}
      />
      <TextAreaField
        id="partner-message"
        name="message"
        label={t("Anything we should know? (optional)")}
        maxLength={2000}
        result={result}
      />
      <Honeypot id="partner-website" />
      <SubmitButton label={t("Send")} />
    </Form>
  );
}
