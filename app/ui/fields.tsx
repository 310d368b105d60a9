import type { SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { fieldDescribedBy, FieldMessages, fieldErrors, typed, type FormResult } from "./forms";
import { useT } from "./useT";

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  name: string;
  label: string;
  result: FormResult;
  hint?: string;
}

/** A labelled textarea with its error next to it, like `Field`. */
export function TextAreaField({ id, name, label, result, hint, className = "", ...textarea }: TextAreaFieldProps) {
  const errors = fieldErrors(result, name);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-gray-900">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={5}
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-describedby={fieldDescribedBy(id, hint, errors)}
        className="input aria-[invalid=true]:border-red-700"
        defaultValue={typed(result, name)}
        {...textarea}
      />
      <FieldMessages id={id} hint={hint} errors={errors} />
    </div>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  name: string;
  label: string;
  result: FormResult;
  options: Record<string, string>;
  hint?: string;
}

/** A labelled select over `options` (value → label), keeping the typed choice after a failed submit. */
export function SelectField({
  id,
  name,
  label,
  result,
  options,
  hint,
  className = "",
  defaultValue,
  ...select
}: SelectFieldProps) {
  const errors = fieldErrors(result, name);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-gray-900">
        {label}
      </label>
      <select
        id={id}
        name={name}
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-describedby={fieldDescribedBy(id, hint, errors)}
        className="input aria-[invalid=true]:border-red-700"
        defaultValue={typed(result, name) ?? defaultValue}
        {...select}
      >
        {Object.entries(options).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} errors={errors} />
    </div>
  );
}

/** The hidden field only bots fill in (see the sign-up form); the action drops what it carries. */
export function Honeypot({ id }: { id: string }) {
  const { t } = useT();
  return (
    <div className="absolute -left-[9999px]" aria-hidden="true">
      <label htmlFor={id}>{t("Leave this field empty")}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/**
 * A search form's words box and its button: the label for screen readers, a hint as the placeholder.
 * The form around it (`role="search"`) says where it searches and what else it keeps.
 */
export function SearchField({
  id,
  label,
  placeholder,
  defaultValue,
  maxLength,
  primary = true,
}: {
  id: string;
  label: string;
  placeholder: string;
  defaultValue: string;
  maxLength: number;
  /** The page's main action (a filled button), or a secondary one beside others. */
  primary?: boolean;
}) {
  const { t } = useT();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        maxLength={maxLength}
        placeholder={placeholder}
        className="input min-w-0 flex-1"
      />
      <button type="submit" className={primary ? "btn-primary" : "btn-secondary"}>
        {t("Search")}
      </button>
    </>
  );
}
