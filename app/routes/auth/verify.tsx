import { getZodConstraint } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { resendSchema, verifySchema } from "~/features/accounts/accounts.schema";
import { ACCOUNT_WORDS } from "~/features/accounts/accounts-words";
import { AuthPanel } from "~/features/accounts/AuthPanel";
import { CodeField, ResendButton, useCountdown } from "~/features/accounts/CodeForm";
import {
  clearPendingSignup,
  readPendingSignup,
  serializePendingSignup,
} from "~/features/accounts/sign-in-cookies.server";
import { verificationsPerIp } from "~/features/accounts/request-limits.server";
import { startSession, type CurrentUser } from "~/features/accounts/session.server";
import { checkSignupCode, resendSignupCode, secondsUntilResend } from "~/features/accounts/verification.server";
import { RESEND_COOLDOWN_SECONDS } from "~/features/accounts/verification-rules";
import { metaT } from "~/lib/i18n";
import { defineAction, done, guestIntent, refuse, refuseForLimit, reply, type IntentArgs } from "~/lib/action.server";
import { BRAND } from "~/lib/brand";
import { type I18nHandle } from "~/lib/i18n";
import { requestLanguage, requestT } from "~/lib/language.server";
import { TooManyAttempts } from "~/lib/rate-limit.server";
import { safeRedirect } from "~/lib/redirect";
import { requestFacts } from "~/lib/request-context.server";
import { word } from "~/lib/words";
import { Alert } from "~/ui/Alert";
import { formKit, KitForm } from "~/ui/form-kit";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/verify";

export const handle = { i18n: ["accounts"] } satisfies I18nHandle;

export async function loader({ request, url }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "/");
  const pending = await readPendingSignup(request);
  if (!pending) throw redirect(`/signup?redirectTo=${encodeURIComponent(redirectTo)}`);
  // The countdown comes from this browser's own cookie: nothing here changes when someone else signs up.
  return {
    email: pending.email,
    redirectTo,
    wait: secondsUntilResend(pending.sentAt),
    constraint: getZodConstraint(verifySchema),
  };
}

/**
 * What both forms need first: the sign-up this browser is verifying (none sends it back to sign up), and
 * a try counted against this address's limit; the limit that was hit, if it was.
 */
async function pendingTry({
  value,
  request,
  context,
}: Pick<IntentArgs<{ redirectTo?: string }, CurrentUser | null>, "value" | "request" | "context">) {
  const redirectTo = safeRedirect(value.redirectTo, "/");
  const pending = await readPendingSignup(request);
  if (!pending) throw redirect(`/signup?redirectTo=${encodeURIComponent(redirectTo)}`, 303);
  const limited = await verificationsPerIp.attempt(context.get(requestFacts).clientIp ?? "unknown");
  return { redirectTo, pending, limited };
}

export const action = defineAction("anyone", {
  verify: guestIntent(verifySchema, async (args) => {
    const { redirectTo, pending, limited } = await pendingTry(args);
    const t = requestT(args.request);
    if (limited) return refuseForLimit(limited, { messages: [limited.text(t)] });
    const outcome = await checkSignupCode(pending.signupId, args.value.code);
    // On the code's field, so it is marked invalid and described by the message.
    if (!outcome.ok) return refuse({ fields: { code: [word(ACCOUNT_WORDS, outcome, t)] } });
    const headers = await startSession(args.request, outcome.userId);
    headers.append("Set-Cookie", await clearPendingSignup());
    return done(redirectTo, undefined, { headers });
  }),
  resend: guestIntent(resendSchema, async (args) => {
    const { pending, limited } = await pendingTry(args);
    const t = requestT(args.request);
    if (limited) return refuseForLimit(limited, { messages: [limited.text(t)] });
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
  const { email, redirectTo, constraint } = loaderData;
  const left = useCountdown(actionData?.sent && actionData.wait ? actionData.wait : loaderData.wait);
  const verify = formKit({ id: "verify", intent: "verify", answered: actionData, constraint });
  const resend = formKit({ id: "resend", intent: "resend", answered: actionData });
  const { t } = useT("accounts");
  return (
    <AuthPanel title={t("Verify Your Email")} subtitle={t("Enter the code we e-mailed you.")} closeTo={redirectTo}>
      <p className="break-words text-gray-800">{t("A 6-digit code has been sent to {email}", { email })}</p>
      {actionData?.sent ? (
        <Alert tone="success" className="mt-2">
          {t("A new code is on its way.")}
        </Alert>
      ) : null}
      <KitForm kit={verify} className="mt-4 space-y-4">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <CodeField />
      </KitForm>
      <KitForm kit={resend} className="mt-4 text-center">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <ResendButton left={left} />
      </KitForm>
    </AuthPanel>
  );
}
