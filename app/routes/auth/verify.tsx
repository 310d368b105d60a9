import { getZodConstraint } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { redirect } from "react-router";
import { resendSchema, verifySchema } from "~/features/accounts/accounts.schema";
import { ACCOUNT_WORDS } from "~/features/accounts/accounts-words";
import { AuthPanel } from "~/features/accounts/AuthPanel";
import {
  clearPendingSignup,
  readPendingSignup,
  serializePendingSignup,
} from "~/features/accounts/sign-in-cookies.server";
import { verificationsPerIp } from "~/features/accounts/request-limits.server";
import { startSession, type CurrentUser } from "~/features/accounts/session.server";
import { checkSignupCode, resendSignupCode, secondsUntilResend } from "~/features/accounts/verification.server";
import { cleanCode, CODE_LENGTH, RESEND_COOLDOWN_SECONDS } from "~/features/accounts/verification-rules";
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
import { formKit, KitForm, SubmitButton, useKit } from "~/ui/form-kit";
import { controlProps, Labelled } from "~/ui/form-fields";
import { useHydrated } from "~/ui/useHydrated";
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

/** Seconds left before 'Resend OTP' is allowed, counting down each second with JavaScript. */
function useCountdown(from: number): number {
  const [countdown, setCountdown] = useState({ from, left: from });
  // A new wait (after a resend) starts again; adjusted while rendering, as React advises for state that follows props.
  if (countdown.from !== from) setCountdown({ from, left: from });
  const left = countdown.from === from ? countdown.left : from;
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setCountdown((value) => ({ ...value, left: value.left - 1 })), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return left;
}

export default function Verify({ loaderData, actionData }: Route.ComponentProps) {
  const { email, redirectTo, constraint } = loaderData;
  const hydrated = useHydrated();
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
        <SubmitButton
          busyLabel={t("Sending...")}
          disabled={hydrated && left > 0}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline disabled:text-gray-700 disabled:no-underline"
        >
          {left > 0 ? t("Resend OTP ({seconds}s)", { seconds: left }) : t("Resend OTP")}
        </SubmitButton>
      </KitForm>
    </AuthPanel>
  );
}

/** The code, digits only, and its button, which waits until the whole code is typed (with JavaScript). */
function CodeField() {
  const { t } = useT("accounts");
  const { kit } = useKit();
  const hydrated = useHydrated();
  const [code, setCode] = useState("");
  const field = kit.field("code");
  return (
    <>
      <Labelled field={field} label={t("Verification code")}>
        <input
          {...controlProps(field, undefined)}
          inputMode="numeric"
          autoComplete="one-time-code"
          // The page's one field (a wrong code is described on it, so it keeps the focus then too).
          autoFocus
          pattern="[0-9]{6}"
          maxLength={CODE_LENGTH}
          value={code}
          onChange={(event) => setCode(cleanCode(event.target.value))}
          className="input text-center text-2xl tracking-[0.5em] aria-[invalid=true]:border-red-700"
        />
      </Labelled>
      <SubmitButton
        busyLabel={t("Verifying...")}
        disabled={hydrated && code.length !== CODE_LENGTH}
        className="btn-primary w-full"
      >
        {t("Verify OTP")}
      </SubmitButton>
    </>
  );
}
