import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { newId } from "~/lib/ids.server";
import type { Flash } from "~/lib/flash";
import { redirectWithFlash } from "~/lib/flash.server";
import { saveLead, type LeadInput } from "./leads.server";
import { readForm } from "~/lib/action.server";

type LeadFields = { website?: string; submissionKey?: string };

/**
 * The action of every public lead form: validate, drop honeypot hits silently, store once per
 * submission key, and answer 303 to `done` with a thank-you notice (the same for a bot or a repeat).
 */
export async function handleLeadForm<Schema extends z.ZodType<LeadFields>>(
  request: Request,
  schema: Schema,
  toLead: (value: z.output<Schema>) => Omit<LeadInput, "idempotencyKey">,
  done: { path: string; flash: Flash },
) {
  const submission = parseWithZod(await readForm(request), { schema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["website", "submissionKey"] }) }, { status: 400 });
  }
  const value = submission.value as z.output<Schema> & LeadFields;
  if (!value.website) await saveLead({ ...toLead(value), idempotencyKey: value.submissionKey ?? newId() });
  return redirectWithFlash(request, done.path, done.flash);
}
