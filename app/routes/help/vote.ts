import { redirect } from "react-router";
import { loginHref } from "~/features/accounts/auth-reasons";
import { faqVoteSchema } from "~/features/support/support.schema";
import { recordFaqVote } from "~/features/support/faqs.server";
import { SUPPORT_MESSAGES } from "~/features/support/support-messages";
import { defineAction, done, guestIntent } from "~/lib/action.server";
import { safeRedirect } from "~/lib/redirect";

/**
 * 'Was this helpful?' from /help and Help & Support: records the vote and returns to the question,
 * saying so (or that the question is gone). A guest signs in first.
 */
export const action = defineAction("anyone", {
  vote: guestIntent(faqVoteSchema, async ({ value, user }) => {
    const returnTo = safeRedirect(value.returnTo, "/help");
    if (!user) return done(loginHref(returnTo));
    const voted = await recordFaqVote(user.id, value.faqId, value.helpful === "yes");
    return done(returnTo, voted.ok ? SUPPORT_MESSAGES.voteSaved : SUPPORT_MESSAGES.voteRefused);
  }),
});

export function loader() {
  throw redirect("/help");
}
