import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data, redirect, type RouterContextProvider, type UNSAFE_DataWithResponseInit } from "react-router";
import type { z } from "zod";
import { getCurrentUser, requireRole, requireUser, type CurrentUser } from "~/features/accounts/session.server";
import { sentEnhanced } from "~/lib/enhanced";
import type { Flash } from "~/lib/flash";
import { flashCookieHeader } from "~/lib/flash.server";
import { requestT } from "~/lib/language.server";
import type { TooManyAttempts } from "~/lib/rate-limit.server";

/**
 * The one way an action reads its form. A body that is not a readable HTML form (empty without a form
 * type, plain text, a multipart body cut short) ends the action with 400 and the error page's message,
 * not a 500 and a logged stack.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    const t = requestT(request);
    throw data({ message: t("This form could not be read. Please fill it in and send it again.") }, { status: 400 });
  }
}

/** Who may post: anyone (the user, if signed in, is handed over), a signed-in customer, or an admin. */
export type Audience = "anyone" | "customer" | "admin";

/** What a handler is given: the parsed values, the user (as its action's audience promises), and the request. */
export interface IntentArgs<V, U extends CurrentUser | null> {
  value: V;
  user: U;
  request: Request;
  url: URL;
  params: Record<string, string | undefined>;
  context: Readonly<RouterContextProvider>;
  /** The form as posted, for what a schema does not describe (the `_enhanced` marker, a return address). */
  form: FormData;
}

/**
 * How a handler ends, built with `done`, `refuse` and `reply`; the kit turns it into the response:
 * - done: a plain form is redirected (303) with a one-time message; a form sent by JavaScript
 *   (`EnhancedField`) is given `data` to update the page in place.
 * - refuse: the form comes back (400 unless told) with its messages next to the fields and what was typed.
 * - reply: data for a fetcher, whatever sent it (a live board's row, a vote's count).
 */
export type Outcome<D = never> =
  | { kind: "done"; to: string; flash?: Flash | (() => Promise<Flash>); data?: D; headers?: HeadersInit }
  | {
      kind: "refuse";
      fields?: Record<string, string[]>;
      messages?: string[];
      status?: number;
      extra?: Record<string, unknown>;
      headers?: HeadersInit;
    }
  | { kind: "reply"; data: D; status?: number; headers?: HeadersInit };

type Refusal = Omit<Extract<Outcome, { kind: "refuse" }>, "kind">;

export function done<D = never>(
  to: string,
  flash?: Flash | (() => Promise<Flash>),
  more: { data?: D; headers?: HeadersInit } = {},
): Outcome<D> {
  return { kind: "done", to, flash, ...more };
}

/**
 * A refusal: `messages` for the whole form, `fields` by field name. Messages are English ids the page
 * translates, or sentences the route already worded from a code.
 */
export function refuse(refusal: Refusal | string, status?: number): Outcome {
  if (typeof refusal === "string") return { kind: "refuse", messages: [refusal], status };
  return { kind: "refuse", status, ...refusal };
}

export function reply<D>(value: D, init: { status?: number; headers?: HeadersInit } = {}): Outcome<D> {
  return { kind: "reply", data: value, ...init };
}

/** A refusal for a limit that was hit: the wait is in its message and in Retry-After for clients. */
export function refuseForLimit(limit: TooManyAttempts, refusal: Omit<Refusal, "status" | "headers">): Outcome {
  const headers = { "Retry-After": String(Math.ceil(limit.retryAfterSeconds)) };
  return { kind: "refuse", status: 429, headers, ...refusal };
}

export interface IntentDefinition<S extends z.ZodType, U extends CurrentUser | null, D> {
  schema: S;
  handler: (args: IntentArgs<z.output<S>, U>) => Outcome<D> | Promise<Outcome<D>>;
}

/** Declares an intent of a customer's or an admin's action; a function so the handler's values are typed. */
export function intent<S extends z.ZodType, D = never>(
  schema: S,
  handler: IntentDefinition<S, CurrentUser, D>["handler"],
): IntentDefinition<S, CurrentUser, D> {
  return { schema, handler };
}

/** Declares an intent of an action anyone may post: the user is there when signed in. */
export function guestIntent<S extends z.ZodType, D = never>(
  schema: S,
  handler: IntentDefinition<S, CurrentUser | null, D>["handler"],
): IntentDefinition<S, CurrentUser | null, D> {
  return { schema, handler };
}

/**
 * What a page's `actionData` holds: a refused form's `intent` and `result` (conform's reply), or the data
 * a handler replied with. Every field is optional because either may have come.
 */
export type ActionData<D> = { intent?: string | null; result?: SubmissionResult<string[]> } & ([D] extends [never]
  ? Record<never, never>
  : Partial<D>);

/** The intents of an action whose handlers get a user of type U, whatever their schemas and data. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each intent has its own schema and data
type IntentsFor<U extends CurrentUser | null> = Record<string, IntentDefinition<any, U, any>>;
type AnyIntent = IntentsFor<CurrentUser>[string] | IntentsFor<CurrentUser | null>[string];
type DataOf<I extends Record<string, AnyIntent>> =
  I[keyof I] extends IntentDefinition<z.ZodType, CurrentUser | null, infer D> ? D : never;

/** Fields never sent back with a refused form: passwords (any field whose name says so). */
function secretFields(form: FormData): string[] {
  return [...new Set(form.keys())].filter((name) => /password/i.test(name));
}

/** The field a page with several forms names the one sent; a form with one intent may leave it out. */
export const INTENT_FIELD = "intent";

interface ActionArgs {
  request: Request;
  url: URL;
  params: Record<string, string | undefined>;
  context: Readonly<RouterContextProvider>;
}

interface ActionOptions {
  /**
   * The action reads nothing from its form (logging out): a POST without a readable one is answered as an
   * empty form rather than refused, as a button posting nothing may send it.
   */
  formOptional?: boolean;
}

/** An action made by `defineAction`, carrying its intents so a test can list them. */
export type KitAction<D> = ((args: ActionArgs) => Promise<Response | UNSAFE_DataWithResponseInit<ActionData<D>>>) & {
  intents: readonly string[];
};

/**
 * The one way a route answers a form. It declares who may post and its intents (name → schema and
 * handler); the kit reads the form, the user (once, from the request's context), picks the intent by
 * the posted `intent` (or the only one), parses with conform and zod, runs the handler and answers.
 *
 * Every answer to a refused form is `{ intent, result }` (conform's reply: messages by field and what was
 * typed, passwords left out) plus the refusal's `extra`, so a page reads `actionData.result` for the
 * form its `intent` names.
 */
export function defineAction<I extends IntentsFor<CurrentUser | null>>(
  audience: "anyone",
  intents: I,
  options?: ActionOptions,
): KitAction<DataOf<I>>;
export function defineAction<I extends IntentsFor<CurrentUser>>(
  audience: "customer" | "admin",
  intents: I,
  options?: ActionOptions,
): KitAction<DataOf<I>>;
export function defineAction<I extends Record<string, AnyIntent>>(
  audience: Audience,
  intents: I,
  { formOptional = false }: ActionOptions = {},
): KitAction<DataOf<I>> {
  type Answer = ActionData<DataOf<I>>;
  const names = Object.keys(intents);
  const action = async ({ request, url, params, context }: ActionArgs) => {
    const user =
      audience === "admin"
        ? requireRole(context, url, "admin")
        : audience === "customer"
          ? requireUser(context, url)
          : getCurrentUser(context);
    const form = formOptional ? await readForm(request).catch(() => new FormData()) : await readForm(request);
    const posted = form.get(INTENT_FIELD);
    const name = typeof posted === "string" && posted in intents ? posted : names.length === 1 ? names[0] : null;
    if (!name) {
      const result: SubmissionResult<string[]> = { status: "error", error: { "": ["Unknown request."] } };
      return data({ intent: null, result } as Answer, 400);
    }
    // The overloads matched the audience to the handlers' user type; here every handler takes either.
    const { schema, handler } = intents[name] as IntentsFor<CurrentUser | null>[string];
    const submission = await parseWithZod(form, { schema, async: true });
    const hideFields = secretFields(form);
    if (submission.status !== "success")
      return data({ intent: name, result: submission.reply({ hideFields }) } as Answer, 400);
    const outcome: Outcome<DataOf<I>> = await handler({
      value: submission.value,
      user,
      request,
      url,
      params,
      context,
      form,
    });
    if (outcome.kind === "reply")
      return data<Answer>(outcome.data as Answer, { status: outcome.status ?? 200, headers: outcome.headers });
    if (outcome.kind === "refuse") {
      const result = submission.reply({ formErrors: outcome.messages, fieldErrors: outcome.fields, hideFields });
      const answer = { intent: name, result, ...outcome.extra } as Answer;
      return data<Answer>(answer, { status: outcome.status ?? 400, headers: outcome.headers });
    }
    if (sentEnhanced(form)) return data<Answer>((outcome.data ?? {}) as Answer, { headers: outcome.headers });
    const headers = new Headers(outcome.headers);
    const message = typeof outcome.flash === "function" ? await outcome.flash() : outcome.flash;
    if (message) headers.append("Set-Cookie", await flashCookieHeader(request, message));
    return redirect(outcome.to, { status: 303, headers });
  };
  return Object.assign(action, { intents: names });
}
