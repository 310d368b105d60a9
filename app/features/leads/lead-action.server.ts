import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { newId } from "~/lib/ids.server";
import type { Flash } from "~/lib/flash";
import { redirectWithFlash } from "~/lib/flash.server";
import { saveLead, type LeadInput } from "./leads.server";
import { leadsPerIp } from "~/features/accounts/request-limits.server";
import { readForm, tooManyAttempts } from "~/lib/action.server";
import { requestT } from "~/lib/language.server";
import { requestFacts, type RouteRequest } from "~/lib/request-context.server";

type LeadFields = { website?: string; submissionKey?: string };

const HIDDEN = ["website", "submissionKey"];

/**
 * The action of every public lead form: validate, drop honeypot hits silently, limit each client
 * address (429, the form back as typed, with the wait), store once per submission key, and answer 303
 * to `done` with a thank-you notice (the same for a bot or a repeat).
 */
export async function handleLeadForm<Schema extends z.ZodType<LeadFields>>(
  { request, context }: Pick<RouteRequest, "request" | "context">,
  schema: Schema,
  toLead: (value: z.output<Schema>) => Omit<LeadInput, "idempotencyKey">,
  done: { path: string; flash: Flash },
) {
  const submission = parseWithZod(await readForm(request), { schema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: HIDDEN }) }, { status: 400 });
  }
  const value = submission.value as z.output<Schema> & LeadFields;
  if (value.website) return redirectWithFlash(request, done.path, done.flash);
  const limited = await leadsPerIp.attempt(context.get(requestFacts).clientIp ?? "unknown");
  if (limited) {
    const t = requestT(request);
    const message = t(
      "You have sent us several messages in a short while. Please try again in {count, plural, one {# minute} other {# minutes}}.",
      { count: Math.ceil(limited.retryAfterSeconds / 60) },
    );
    return tooManyAttempts({ result: submission.reply({ formErrors: [message], hideFields: HIDDEN }) }, limited);
  }
  await saveLead({ ...toLead(value), idempotencyKey: value.submissionKey ?? newId() });
  return redirectWithFlash(request, done.path, done.flash);
}
