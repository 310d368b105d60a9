import { data, redirect } from "react-router";
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

/** What an action decided: where a plain form goes next and with what message, and what an enhanced form is told. */
export interface Answer<T> {
  redirectTo: string;
  /** The message for a plain form; a function when wording it costs a query an enhanced form does not need. */
  flash?: Flash | (() => Promise<Flash>);
  data: T;
  status?: number;
  headers?: HeadersInit;
}

/**
 * The one way an action answers after its domain call: data to an enhanced form (a fetcher updating
 * the page in place), or 303 to the next page with a one-time message for a plain one. Actions whose
 * forms always navigate use `redirectWithFlash` directly.
 */
export async function answer<T>(request: Request, form: FormData, outcome: Answer<T>) {
  if (sentEnhanced(form)) return data(outcome.data, { status: outcome.status ?? 200, headers: outcome.headers });
  const headers = new Headers(outcome.headers);
  const message = typeof outcome.flash === "function" ? await outcome.flash() : outcome.flash;
  if (message) headers.append("Set-Cookie", await flashCookieHeader(request, message));
  return redirect(outcome.redirectTo, { status: 303, headers });
}

/** A parsed submission as conform gives it: refused ones carry messages by field name. */
type Parsed = { status?: "success" | "error"; error?: Record<string, string[] | null> | null };

/** The first refused field and its message, for forms that show one line rather than a message per field. */
export function firstError(submission: Parsed, fallback: string): { field?: string; message: string } {
  const errors = Object.entries(submission.error ?? {});
  const [field, messages] = errors.find(([, list]) => list?.length) ?? [];
  return { field, message: messages?.[0] ?? fallback };
}

/** The answer when a limit is hit: the form comes back with the wait in its message, and Retry-After for clients. */
export function tooManyAttempts<T>(body: T, limit: TooManyAttempts) {
  return data(body, { status: 429, headers: { "Retry-After": String(Math.ceil(limit.retryAfterSeconds)) } });
}
