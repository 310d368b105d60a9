import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, type InputHTMLAttributes, type ReactNode } from "react";
import { ENHANCED_FIELD } from "~/lib/enhanced";
import { useHydrated } from "~/ui/useHydrated";
import { useT } from "~/ui/useT";

/** Server-side validation result of a form, as returned by an action (conform's submission reply). */
export type FormResult = SubmissionResult<string[]> | undefined | null;

export function fieldErrors(result: FormResult, name: string): string[] {
  return result?.error?.[name] ?? [];
}

export function formErrors(result: FormResult): string[] {
  return result?.error?.[""] ?? [];
}

/**
 * What the customer typed, to show again after a failed submit (passwords are never sent back). A dotted
 * name ("hours.monday") reads a field of a nested object, as conform names them.
 */
export function typed(result: FormResult, name: string): string | undefined {
  let value: unknown = result?.initialValue;
  for (const key of name.split("."))
    value = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
  return typeof value === "string" ? value : undefined;
}

/**
 * The red box at the top of a form: every error, each field error linking to its field. Focused
 * after a failed submit so screen reader and keyboard users start from it. Messages are translated
 * here, as `FieldMessages` does: the schemas write them in English, as ids.
 */
export function ErrorSummary({
  result,
  fields,
  id,
}: {
  result: FormResult;
  fields: Record<string, string>;
  id: string;
}) {
  const { t } = useT();
  const summary = useRef<HTMLDivElement>(null);
  // A refused form sent with its button (or whose button lost the focus as the page changed, to <body>) puts
  // the focus on the list of what to fix, so a keyboard or screen-reader user hears it and is not sent to
  // the top of the page. Focus in a field stays there.
  useEffect(() => {
    const focused = document.activeElement;
    const sentWithButton = focused instanceof HTMLButtonElement && focused.form?.contains(summary.current);
    if (focused === document.body || sentWithButton) summary.current?.focus();
  }, [result]);
  const general = formErrors(result);
  const perField = Object.entries(fields).flatMap(([name, fieldId]) =>
    fieldErrors(result, name).map((message) => ({ fieldId, message })),
  );
  if (general.length === 0 && perField.length === 0) return null;
  return (
    <div
      ref={summary}
      id={id}
      role="alert"
      tabIndex={-1}
      className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
    >
      <ul className="space-y-1">
        {general.map((message) => (
          <li key={message}>{t(message)}</li>
        ))}
        {perField.map(({ fieldId, message }) => (
          <li key={fieldId + message}>
            <a href={`#${fieldId}`} className="underline">
              {t(message)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The ids a field's hint and error message have (`aria-describedby`), when it has them. */
export function fieldDescribedBy(id: string, hint: ReactNode, errors: string[]): string | undefined {
  return [hint ? `${id}-hint` : null, errors.length > 0 ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

/** A field's hint and its error message, under the control, with the ids `fieldDescribedBy` names. */
export function FieldMessages({ id, hint, errors }: { id: string; hint?: ReactNode; errors: string[] }) {
  const { t } = useT();
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-gray-700">
          {hint}
        </p>
      ) : null}
      {errors.length > 0 ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {errors.map((error) => t(error)).join(" ")}
        </p>
      ) : null}
    </>
  );
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  name: string;
  label: ReactNode;
  result: FormResult;
  hint?: ReactNode;
}

/** A labelled input with its error message next to it, wired with aria-invalid and aria-describedby. */
export function Field({ id, name, label, result, hint, className = "", ...input }: FieldProps) {
  const errors = fieldErrors(result, name);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-gray-900">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-describedby={fieldDescribedBy(id, hint, errors)}
        className="input aria-[invalid=true]:border-red-700"
        defaultValue={input.type === "password" || input.value !== undefined ? undefined : typed(result, name)}
        {...input}
      />
      <FieldMessages id={id} hint={hint} errors={errors} />
    </div>
  );
}

/** Tells the action this form was sent by JavaScript, so it answers with data (`answer` in `lib/action.server.ts`). */
export function EnhancedField() {
  const hydrated = useHydrated();
  return hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null;
}
