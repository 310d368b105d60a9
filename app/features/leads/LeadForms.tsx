import { Form, useNavigation } from "react-router";
import { ErrorSummary, Field, type FormResult } from "~/ui/forms";
import { Honeypot, SelectField, TextAreaField } from "~/ui/fields";
import { CONTACT_TOPICS, PLANS, type PlanKey } from "./plans";

function SubmitButton({ label }: { label: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <button type="submit" disabled={busy} className="btn-primary w-full sm:w-auto">
      {busy ? "Sending..." : label}
    </button>
  );
}

const PLAN_OPTIONS = {
  "": "Not sure yet",
  ...Object.fromEntries(Object.entries(PLANS).map(([key, plan]) => [key, plan.name])),
};
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
  return (
    <Form method="post" action={action} className="space-y-4" noValidate>
      <input type="hidden" name="submissionKey" value={submissionKey} />
      <ErrorSummary id="corp-errors" result={result} fields={CORPORATE_FIELDS} />
      <Field
        id="corp-company"
        name="companyName"
        label="Company name"
        required
        maxLength={100}
        autoComplete="organization"
        result={result}
      />
      <Field
        id="corp-name"
        name="contactName"
        label="Your name"
        required
        maxLength={100}
        autoComplete="name"
        result={result}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="corp-email"
          name="email"
          label="Work e-mail"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          result={result}
        />
        <Field
          id="corp-phone"
          name="phone"
          label="Mobile number"
          type="tel"
          required
          maxLength={20}
          autoComplete="tel"
          hint="10 digits, e.g. 98765 43210"
          result={result}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="corp-employees"
          name="employeeCount"
          label="Number of employees"
          required
          inputMode="numeric"
          maxLength={7}
          result={result}
        />
        <SelectField
          id="corp-plan"
          name="plan"
          label="Plan"
          options={PLAN_OPTIONS}
          defaultValue={plan ?? ""}
          result={result}
        />
      </div>
      <TextAreaField
        id="corp-message"
        name="message"
        label="Message (optional)"
        maxLength={2000}
        result={result}
        hint="Tell us about your team's meals: offices, timings, budgets."
      />
      <Honeypot id="corp-website" />
      <SubmitButton label="Send" />
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
  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="submissionKey" value={submissionKey} />
      <ErrorSummary id="contact-errors" result={result} fields={CONTACT_FIELDS} />
      <Field
        id="contact-name"
        name="name"
        label="Your name"
        required
        maxLength={100}
        autoComplete="name"
        result={result}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="contact-email"
          name="email"
          label="E-mail"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          result={result}
        />
        <Field
          id="contact-phone"
          name="phone"
          label="Mobile number (optional)"
          type="tel"
          maxLength={20}
          autoComplete="tel"
          result={result}
        />
      </div>
      <SelectField
        id="contact-topic"
        name="topic"
        label="Topic"
        options={CONTACT_TOPICS}
        defaultValue="general"
        result={result}
      />
      <TextAreaField id="contact-message" name="message" label="Message" required maxLength={2000} result={result} />
      <Honeypot id="contact-website" />
      <SubmitButton label="Send message" />
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
  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="submissionKey" value={submissionKey} />
      <ErrorSummary id="partner-errors" result={result} fields={PARTNER_FIELDS} />
      <Field
        id="partner-restaurant"
        name="restaurantName"
        label="Restaurant name"
        required
        maxLength={100}
        autoComplete="organization"
        result={result}
      />
      <Field
        id="partner-name"
        name="contactName"
        label="Your name"
        required
        maxLength={100}
        autoComplete="name"
        result={result}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="partner-email"
          name="email"
          label="E-mail"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          result={result}
        />
        <Field
          id="partner-phone"
          name="phone"
          label="Mobile number"
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
        label="City"
        required
        maxLength={60}
        autoComplete="address-level2"
        result={result}
      />
      <TextAreaField
        id="partner-message"
        name="message"
        label="Anything we should know? (optional)"
        maxLength={2000}
        result={result}
      />
      <Honeypot id="partner-website" />
      <SubmitButton label="Send" />
    </Form>
  );
}
