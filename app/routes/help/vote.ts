import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { loginHref } from "~/features/accounts/auth-reasons";
import { getCurrentUser } from "~/features/accounts/session.server";
import { faqVoteSchema } from "~/features/support/support.schema";
import { recordFaqVote } from "~/features/support/faqs.server";
import { SUPPORT_MESSAGES } from "~/features/support/support-messages";
import { redirectWithFlash } from "~/lib/flash.server";
import { safeRedirect } from "~/lib/redirect";
import type { Route } from "./+types/vote";
import { readForm } from "~/lib/action.server";

/** 'Was this helpful?' from /help and Help & Support: records the vote and returns to the question. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const returnTo = safeRedirect(form.get("returnTo"), "/help");
  const user = getCurrentUser(context);
  if (!user) throw redirect(loginHref(returnTo), 303);
  const submission = parseWithZod(form, { schema: faqVoteSchema });
  const saved =
    submission.status === "success" &&
    (await recordFaqVote(user.id, submission.value.faqId, submission.value.helpful === "yes"));
  if (!saved) throw redirect(returnTo, 303);
  return redirectWithFlash(request, returnTo, SUPPORT_MESSAGES.voteSaved);
}

export function loader() {
  throw redirect("/help");
}
