import { getZodConstraint } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { resendSchema, verifySchema } from "~/features/accounts/accounts.schema";
import { ACCOUNT_WORDS } from "~/features/accounts/accounts-words";
import { AuthPanel } from "~/features/accounts/AuthPanel";
import { CodeEntry } from "~/features/accounts/CodeForm";
import {
  clearPendingSignup,
  readPendingSignup,
  serializePendingSignup,
} from "~/features/accounts/sign-in-cookies.server";
import { startSession } from "~/features/accounts/session.server";
import { checkSignupCode, resendSignupCode, secondsUntilResend } from "~/features/accounts/verification.server";
import { RESEND_COOLDOWN_SECONDS } from "~/features/accounts/verification-rules";
import { metaT } from "~/lib/i18n";
import { defineAction, done, guestIntent, refuse, refuseForLimit, reply } from "~/lib/action.server";
import { BRAND } from "~/lib/brand";
import { type I18nHandle } from "~/lib/i18n";
import { requestLanguage, requestT } from "~/lib/language.server";
import { TooManyAttempts } from "~/lib/rate-limit.server";
import { safeRedirect } from "~/lib/redirect";
import { word } from "~/lib/words";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/verify";
import { pendingCodeTry } from "./pending-code.server";

export const handle = { i18n: ["accounts"] } satisfies I18nHandle;

export async function loader({ request, url }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "/");
  const pending = await readPendingSignup(request);
  if (!pending) throw redirect(startOver(redirectTo));
  // The countdown comes from this browser's own cookie: nothing here changes when someone else signs up.
  return {
    email: pending.email,
    redirectTo,
    wait: secondsUntilResend(pending.sentAt),
    constraint: getZodConstraint(verifySchema),
  };
}

const startOver = (redirectTo: string) => `/signup?redirectTo=${encodeURIComponent(redirectTo)}`;

export const action = defineAction("anyone", {
  verify: guestIntent(verifySchema, async (args) => {
    const tried = await pendingCodeTry(args, readPendingSignup, startOver);
    if (tried.refusal) return tried.refusal;
    const { redirectTo, pending } = tried;
    const t = requestT(args.request);
    const outcome = await checkSignupCode(pending.signupId, args.value.code);
    // On the code's field, so it is marked invalid and described by the message.
    if (!outcome.ok) return refuse({ fields: { code: [word(ACCOUNT_WORDS, outcome, t)] } });
    const headers = await startSession(args.request, outcome.userId);
    headers.append("Set-Cookie", await clearPendingSignup());
    return done(redirectTo, undefined, { headers });
  }),
  resend: guestIntent(resendSchema, async (args) => {
    const tried = await pendingCodeTry(args, readPendingSignup, startOver);
    if (tried.refusal) return tried.refusal;
    const { pending } = tried;
    const t = requestT(args.request);
    const resent = await resendSignupCode(pending.signupId, requestLanguage(args.request));
    if (!resent.ok)
      return refuseForLimit(new TooManyAttempts(resent.seconds), { messages: [word(ACCOUNT_WORDS, resent, t)] });
    const headers = { "Set-Cookie": await serializePendingSignup({ ...pending, sentAt: resent.sentAt }) };
    return reply({ sent: true, wait: RESEND_COOLDOWN_SECONDS }, { headers });
  }),
});

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Verify your e-mail")} — ${BRAND}` }];
}

export default function Verify({ loaderData, actionData }: Route.ComponentProps) {
  const { email, redirectTo, wait, constraint } = loaderData;
  const { t } = useT("accounts");
  return (
    <AuthPanel title={t("Verify Your Email")} subtitle={t("Enter the code we e-mailed you.")} closeTo={redirectTo}>
      <CodeEntry
        sentTo={t("A 6-digit code has been sent to {email}", { email })}
        redirectTo={redirectTo}
        wait={wait}
        constraint={constraint}
        answered={actionData}
      />
    </AuthPanel>
  );
}
