import { parseWithZod } from "@conform-to/zod/v4";
import type { $ZodType } from "zod/v4/core";
import { requireRole } from "~/features/accounts/session.server";
import { readForm } from "~/lib/action.server";
import type { RouteRequest } from "~/lib/request-context.server";

/** Where every console action starts: only an admin may act, and the form is parsed with the action's schema. */
export async function adminSubmission<Schema extends $ZodType>(
  { request, context, url }: RouteRequest,
  schema: Schema,
) {
  const admin = requireRole(context, url, "admin");
  const submission = parseWithZod(await readForm(request), { schema });
  return { admin, submission };
}
