import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { verifySchema } from "~/features/accounts/accounts.schema";
import { AuthPanel } from "~/features/accounts/AuthPanel";
import { clearPendingSignup, readPendingSignup, serializePendingSignup } from "~/features/accounts/auth.server";
import { startSession } from "~/features/accounts/session.server";
import { checkSignupCode, resendSignupCode, secondsUntilResend } from "~/features/accounts/verification.server";
import { cleanCode, CODE_LENGTH, RESEND_COOLDOWN_SECONDS } from "~/features/accounts/verification-rules";
import { metaT } from "~/features/shell/root-data";
import { BRAND } from "~/lib/brand";
import { type I18nHandle } from "~/lib/i18n";
import { requestLanguage, requestT } from "~/lib/language.server";
import { useT } from "~/ui/useT";
import { readForm, tooManyAttempts } from "~/lib/action.server";
import { TooManyAttempts } from "~/lib/rate-limit.server";
import { verificationsPerIp } from "~/features/accounts/request-limits.server";
import { safeRedirect } from "~/lib/redirect";
import { ErrorSummary, fieldErrors } from "~/ui/forms";
import { useHydrated } from "~/ui/useHydrated";
import type { Route } from "./+types/verify";
import { requestFacts } from "~/lib/request-context.server";

export const handle = { i18n: ["accounts"] } satisfies I18nHandle;

const MESSAGES = {
  wrong: "That code is not right. Check the e-mail and try again.",
  expired: "This code has expired or was already used. Request a new one with Resend OTP.",
  locked: "Too many wrong codes. Request a new one with Resend OTP.",
} as const;

export async function loader({ request, url }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "/");
  const pending = await readPendingSignup(request);
  if (!pending) throw redirect(`/signup?redirectTo=${encodeURIComponent(redirectTo)}`);
  // The countdown comes from this browser's own cookie: nothing here changes when someone else signs up.
  return { email: pending.email, redirectTo, wait: secondsUntilResend(pending.sentAt) };
}

function refusal(message: string) {
  return { result: { status: "error" as const, error: { "": [message] } }, sent: false, wait: 0 };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const redirectTo = safeRedirect(form.get("redirectTo"), "/");
  const pending = await readPendingSignup(request);
  if (!pending) throw redirect(`/signup?redirectTo=${encodeURIComponent(redirectTo)}`, 303);
  const limited = await verificationsPerIp.attempt(context.get(requestFacts).clientIp ?? "unknown");
  const t = requestT(request);
  if (limited) return tooManyAttempts(refusal(limited.text(t)), limited);
  const submission = parseWithZod(form, { schema: verifySchema });
  if (submission.status !== "success")
    return data({ result: submission.reply(), sent: false, wait: 0 }, { status: 400 });

  if (submission.value.intent === "resend") {
    const resent = await resendSignupCode(pending.signupId, requestLanguage(request));
    if (resent.kind === "wait")
      return tooManyAttempts(
        refusal(
          t("You can request a new code in {count, plural, one {# second} other {# seconds}}.", {
            count: resent.seconds,
          }),
        ),
        new TooManyAttempts(resent.seconds),
      );
    return data(
      { result: null, sent: true, wait: RESEND_COOLDOWN_SECONDS },
      { headers: { "Set-Cookie": await serializePendingSignup({ ...pending, sentAt: resent.sentAt }) } },
    );
  }

  const outcome = await checkSignupCode(pending.signupId, submission.value.code);
  if (outcome.kind !== "verified") return data(refusal(MESSAGES[outcome.kind]), { status: 400 });
  const headers = await startSession(request, outcome.userId);
  headers.append("Set-Cookie", await clearPendingSignup());
  throw redirect(redirectTo, { status: 303, headers });
}

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
  const { email, redirectTo } = loaderData;
  const result = actionData?.result;
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const intent = navigation.formData?.get("intent");
  const left = useCountdown(actionData?.sent ? actionData.wait : loaderData.wait);
  const [code, setCode] = useState("");
  const codeErrors = fieldErrors(result, "code");
  const { t } = useT("accounts");
  return (
    <AuthPanel title={t("Verify Your Email")} subtitle={t("Enter the code we e-mailed you.")} closeTo={redirectTo}>
      <p className="break-words text-gray-800">{t("A 6-digit code has been sent to {email}", { email })}</p>
      {actionData?.sent ? (
        <p role="status" className="mt-2 text-sm font-medium text-green-800">
          {t("A new code is on its way.")}
        </p>
      ) : null}
      <Form method="post" className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <ErrorSummary id="verify-errors" result={result} fields={{ code: "verify-code" }} />
        <div>
          <label htmlFor="verify-code" className="mb-1 block text-sm font-semibold">
            {t("Verification code")}
          </label>
          <input
            id="verify-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={CODE_LENGTH}
            required
            value={code}
            onChange={(event) => setCode(cleanCode(event.target.value))}
            aria-invalid={codeErrors.length > 0 ? true : undefined}
            aria-describedby={codeErrors.length > 0 ? "verify-code-error" : undefined}
            className="input text-center text-2xl tracking-[0.5em]"
          />
          {codeErrors.length > 0 ? (
            <p id="verify-code-error" className="mt-1 text-sm font-medium text-red-800">
              {codeErrors.map((error) => t(error)).join(" ")}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          name="intent"
          value="verify"
          disabled={(hydrated && code.length !== CODE_LENGTH) || navigation.state !== "idle"}
          className="btn-primary w-full"
        >
          {intent === "verify" ? t("Verifying...") : t("Verify OTP")}
        </button>
      </Form>
      <Form method="post" className="mt-4 text-center">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <button
          type="submit"
          name="intent"
          value="resend"
          disabled={hydrated && (left > 0 || navigation.state !== "idle")}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline disabled:text-gray-700 disabled:no-underline"
        >
          {intent === "resend"
            ? t("Sending...")
            : left > 0
              ? t("Resend OTP ({seconds}s)", { seconds: left })
              : t("Resend OTP")}
        </button>
      </Form>
    </AuthPanel>
  );
}
