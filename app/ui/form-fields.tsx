import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { useKit, type FieldMeta } from "./form-kit";
import { useT } from "./useT";

/*
 * The form kit's labelled controls, apart from the kit itself: a page with only buttons (a menu's Add, a
 * heart) loads the kit without them.
 */

/** The attributes a control of `field` carries: id, name, constraints and its ARIA wiring. */
export function controlProps(field: FieldMeta, hint: ReactNode) {
  const invalid = field.errors.length > 0;
  const describedBy = [hint ? field.hintId : null, invalid ? field.errorId : null].filter(Boolean).join(" ");
  const { required, minLength, maxLength, min, max } = field.constraint;
  return {
    id: field.id,
    name: field.name,
    required,
    minLength,
    maxLength,
    min,
    max,
    "aria-invalid": invalid ? true : undefined,
    "aria-describedby": describedBy || undefined,
  };
}

/**
 * A field's label, its control, and under it the hint and the error message the control points to; for
 * a control of its own (a password with a show button), given `controlProps(field, hint)`.
 */
export function Labelled({ field, label, hint, className, children }: LabelledProps & { children: ReactNode }) {
  const { t } = useT();
  return (
    <div className={className}>
      <label htmlFor={field.id} className="mb-1 block text-sm font-semibold text-gray-900">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={field.hintId} className="mt-1 text-sm text-gray-700">
          {hint}
        </p>
      ) : null}
      {field.errors.length > 0 ? (
        <p id={field.errorId} className="mt-1 text-sm font-medium text-red-800">
          {field.errors.map((error) => t(error)).join(" ")}
        </p>
      ) : null}
    </div>
  );
}

export interface LabelledProps {
  field: FieldMeta;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
}

type Named = { name: string; label: ReactNode; hint?: ReactNode; className?: string };

/** A labelled input of the kit form around it; after a refused submit it shows what was typed again. */
export function Field({
  name,
  label,
  hint,
  className,
  defaultValue,
  ...input
}: Named & InputHTMLAttributes<HTMLInputElement>) {
  const field = useKit().kit.field(name);
  const keepsTyped = input.type !== "password" && input.value === undefined;
  return (
    <Labelled field={field} label={label} hint={hint} className={className}>
      <input
        {...controlProps(field, hint)}
        className="input aria-[invalid=true]:border-red-700"
        {...input}
        defaultValue={keepsTyped ? (field.typed ?? defaultValue) : undefined}
      />
    </Labelled>
  );
}

/** A labelled textarea of the kit form around it, like `Field`. */
export function TextAreaField({
  name,
  label,
  hint,
  className,
  ...textarea
}: Named & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const field = useKit().kit.field(name);
  return (
    <Labelled field={field} label={label} hint={hint} className={className}>
      <textarea
        rows={5}
        {...controlProps(field, hint)}
        className="input aria-[invalid=true]:border-red-700"
        {...textarea}
        defaultValue={field.typed ?? textarea.defaultValue}
      />
    </Labelled>
  );
}

/** A labelled select over `options` (value → label), keeping the choice after a refused submit. */
export function SelectField({
  name,
  label,
  hint,
  className,
  options,
  ...select
}: Named & SelectHTMLAttributes<HTMLSelectElement> & { options: Record<string, string> }) {
  const field = useKit().kit.field(name);
  return (
    <Labelled field={field} label={label} hint={hint} className={className}>
      <select
        {...controlProps(field, hint)}
        className="input aria-[invalid=true]:border-red-700"
        {...select}
        defaultValue={field.typed ?? select.defaultValue}
      >
        {Object.entries(options).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </Labelled>
  );
}
