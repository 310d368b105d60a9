import type { SubmissionResult } from "@conform-to/react";
import { createContext, useContext, useEffect, useRef, type ComponentProps, type ReactNode } from "react";
import { Form, useNavigation, type FetcherWithComponents } from "react-router";
import { ENHANCED_FIELD } from "~/lib/enhanced";
import { useHydrated } from "./useHydrated";
import { Alert } from "./Alert";
import { useT } from "./useT";

/** Server-side validation result of a form, as the action kit answers it (conform's submission reply). */
export type FormResult = SubmissionResult<string[]> | undefined | null;

/**
 * What the schema says of each field, worked out on the server with conform's `getZodConstraint(schema)`
 * and sent by the loader, so zod stays out of the browser (decision 0018): required, lengths, bounds.
 */
export type Constraints = Record<
  string,
  {
    required?: boolean;
    minLength?: number;
    maxLength?: number;
    min?: string | number;
    max?: string | number;
    pattern?: string;
  }
>;

/** An action's answer as a page sees it (`ActionData` in `lib/action.server.ts`). */
export interface Answered {
  intent?: string | null;
  result?: FormResult;
}

/** One field of a kit form: its id and the ids of its hint and error, its messages, and what was typed. */
export interface FieldMeta {
  id: string;
  name: string;
  hintId: string;
  errorId: string;
  errors: string[];
  /** What was typed, after a refused submit (conform leaves passwords out). */
  typed: string | undefined;
  constraint: Constraints[string];
}

export interface FormKit {
  id: string;
  /** The intent this form posts, on a page with several forms. */
  intent?: string;
  result: FormResult;
  field(name: string): FieldMeta;
  /** Messages for the whole form, then each field's with the id of its control. */
  messages(): { message: string; fieldId?: string }[];
}

/**
 * The one way a page describes a form: its id (fields are `<id>-<name>`), the intent it posts, the
 * action's answer (used only when it is about this form's intent) and the schema's constraints.
 */
export function formKit({
  id,
  intent,
  answered,
  constraint = {},
}: {
  id: string;
  intent?: string;
  answered?: Answered | null;
  constraint?: Constraints;
}): FormKit {
  const result = answered && (!intent || answered.intent === intent) ? answered.result : undefined;
  const field = (name: string): FieldMeta => {
    const fieldId = `${id}-${name.replaceAll(".", "-")}`;
    return {
      id: fieldId,
      name,
      hintId: `${fieldId}-hint`,
      errorId: `${fieldId}-error`,
      errors: result?.error?.[name] ?? [],
      typed: typedValue(result, name),
      constraint: constraint[name] ?? {},
    };
  };
  const messages = () => {
    const general = (result?.error?.[""] ?? []).map((message) => ({ message }));
    const named = Object.entries(result?.error ?? {}).filter(([name]) => name !== "");
    const perField = named.flatMap(([name, list]) =>
      (list ?? []).map((message) => ({ message, fieldId: field(name).id })),
    );
    return [...general, ...perField];
  };
  return { id, intent, result, field, messages };
}

/** What was typed in `name` (a dotted name reads a nested object, as conform names them). */
function typedValue(result: FormResult, name: string): string | undefined {
  let value: unknown = result?.initialValue;
  for (const key of name.split("."))
    value = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
  return typeof value === "string" ? value : undefined;
}

const KitContext = createContext<{ kit: FormKit; busy: boolean } | null>(null);

/** The kit a control sits in (`KitForm` provides it). */
export function useKit(): { kit: FormKit; busy: boolean } {
  const within = useContext(KitContext);
  if (!within) throw new Error("A kit control must sit inside <KitForm>.");
  return within;
}

/** Names the kit form a submission came from, so only its own button shows it is busy. */
const FORM_FIELD = "_form";

type KitFormProps = Omit<ComponentProps<typeof Form>, "id" | "noValidate"> & {
  kit: FormKit;
  /** A form that updates the page in place posts through its fetcher. */
  fetcher?: FetcherWithComponents<unknown>;
};

/**
 * A form of the kit: posts (validated by the server, so the browser's own bubbles stay off), carries its
 * intent, and names itself so its `SubmitButton` is busy only while it is sent. A form sent by a fetcher
 * knows that from the fetcher, and goes without a name (a menu has one per dish: its bytes count).
 */
export function KitForm({ kit, fetcher, method = "post", children, ...props }: KitFormProps) {
  const navigation = useNavigation();
  const busy = fetcher ? fetcher.state !== "idle" : sending(navigation, kit);
  const FormComponent = fetcher ? fetcher.Form : Form;
  return (
    <KitContext value={{ kit, busy }}>
      <FormComponent id={fetcher ? undefined : kit.id} method={method} noValidate {...props}>
        {fetcher ? null : <input type="hidden" name={FORM_FIELD} value={kit.id} />}
        {kit.intent ? <input type="hidden" name="intent" value={kit.intent} /> : null}
        <ErrorSummary />
        {children}
      </FormComponent>
    </KitContext>
  );
}

/** Whether the page is sending `kit`'s form (a plain one, not a fetcher's). */
function sending(navigation: ReturnType<typeof useNavigation>, kit: FormKit): boolean {
  return navigation.state === "submitting" && navigation.formData?.get(FORM_FIELD) === kit.id;
}

/**
 * The form's button: it says it is working, and does nothing more, while its own form is sent (of two
 * named buttons, the one pressed says so); `disabled` adds the page's own reason to wait (a code not fully
 * typed). A button placed away from its form (a page's summary column) names it with `kit` and submits it
 * by its `form` attribute.
 */
export function SubmitButton({
  children,
  busyLabel,
  className = "btn-primary",
  disabled = false,
  kit,
  ...button
}: Omit<ComponentProps<"button">, "type" | "form"> & { busyLabel?: ReactNode; kit?: FormKit }) {
  const within = useContext(KitContext);
  const navigation = useNavigation();
  if (!kit && !within) throw new Error("A kit control must sit inside <KitForm>.");
  const busy = kit ? sending(navigation, kit) : Boolean(within?.busy);
  // A form with two named buttons says which one is working: the one it was sent with.
  const sentWith = navigation.formData?.get(button.name ?? "");
  const pressed = !button.name || sentWith === undefined || sentWith === null || sentWith === String(button.value);
  return (
    <button type="submit" form={kit?.id} disabled={busy || disabled} className={className} {...button}>
      {busy && busyLabel && pressed ? busyLabel : children}
    </button>
  );
}

/**
 * The list of what to fix, at the top of a refused form: every message, each field's linking to its
 * control. A form refused after its button was pressed (or whose button lost the focus as the page
 * changed, to <body>) moves the focus here, so a keyboard or screen-reader user hears it; focus in a
 * field stays there. Messages are English ids the page translates (or sentences already worded).
 */
function ErrorSummary() {
  const { kit } = useKit();
  const { t } = useT();
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const focused = document.activeElement;
    const sentWithButton = focused instanceof HTMLButtonElement && focused.form?.contains(summary.current);
    if (focused === document.body || sentWithButton) summary.current?.focus();
  }, [kit.result]);
  const messages = kit.messages();
  if (messages.length === 0) return null;
  return (
    <Alert ref={summary} id={`${kit.id}-errors`} tone="error" tabIndex={-1}>
      <ul className="space-y-1">
        {messages.map(({ message, fieldId }) => (
          <li key={`${fieldId ?? ""}${message}`}>
            {fieldId ? (
              <a href={`#${fieldId}`} className="underline">
                {t(message)}
              </a>
            ) : (
              t(message)
            )}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/** Tells the action this form was sent by JavaScript, so it answers with data (`answer` in `lib/action.server.ts`). */
export function EnhancedField() {
  const hydrated = useHydrated();
  return hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null;
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
