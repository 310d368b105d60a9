import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AuthAlternatives, AuthPanel, PasswordField } from "~/features/accounts/AuthPanel";
import { loginReasonTitle } from "~/features/accounts/auth-reasons";
import { googleAvailable, serializePendingSignup, signInWithPassword } from "~/features/accounts/auth.server";
import { getCurrentUser, startSession } from "~/features/accounts/session.server";
import { resendSignupCode } from "~/features/accounts/verification.server";
import { metaT } from "~/features/shell/root-data";
import { BRAND } from "~/lib/brand";
import { type I18nHandle } from "~/lib/i18n";
import { requestLanguage, requestT } from "~/lib/language.server";
import { useT } from "~/ui/useT";
import { safeRedirect } from "~/lib/redirect";
import { ErrorSummary, Field } from "~/ui/forms";
import { readForm, tooManyAttempts } from "~/lib/action.server";
import type { Route } from "./+types/login";
import { requestFacts } from "~/lib/request-context.server";

export const handle = { i18n: ["accounts"] } satisfies I18nHandle;

export async function loader({ context, url }: Route.LoaderArgs) {
  const params = url.searchParams;
  const redirectTo = safeRedirect(params.get("redirectTo"), "/");
  if (getCurrentUser(context)) throw redirect(redirectTo);
  return { redirectTo, reasonTitle: loginReasonTitle(params.get("reason")), google: googleAvailable() };
}

const LOCKED_OUT_HELP =
  "Is this your account? Choose “Forgot password?” and we will e-mail you a link that signs you in at once.";

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request.clone());
  const redirectTo = safeRedirect(form.get("redirectTo"), "/");
  const outcome = await signInWithPassword(request, context.get(requestFacts).clientIp);
  switch (outcome.kind) {
    case "invalid":
      return data({ result: outcome.reply }, { status: 400 });
    case "limited": {
      // The owner is never locked out: a reset link by e-mail signs them in at once, whatever the throttles say.
      const t = requestT(request);
      const error = [outcome.error.text(t), t(LOCKED_OUT_HELP)];
      // The address stays in its field (without JavaScript the page is new); the password does not.
      const initialValue = { email: String(form.get("email") ?? "") };
      return tooManyAttempts(
        { result: { status: "error" as const, error: { "": error }, initialValue } },
        outcome.error,
      );
    }
    case "unverified": {
      const { sentAt } = await resendSignupCode(outcome.signupId, requestLanguage(request));
      throw redirect(`/verify?redirectTo=${encodeURIComponent(redirectTo)}`, {
        status: 303,
        headers: {
          "Set-Cookie": await serializePendingSignup({ email: outcome.email, signupId: outcome.signupId, sentAt }),
        },
      });
    }
    case "signed-in":
      throw redirect(redirectTo, { status: 303, headers: await startSession(request, outcome.userId) });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Sign in")} — ${BRAND}` }];
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, reasonTitle, google } = loaderData;
  const result = actionData?.result;
  const busy = useNavigation().state === "submitting";
  const { t } = useT("accounts");
  return (
    <AuthPanel
      title={t(reasonTitle ?? "Welcome Back")}
      subtitle={t("Sign in to continue your journey.")}
      closeTo={redirectTo}
    >
      {reasonTitle ? (
        <p className="mb-4 rounded-lg bg-brand-50 p-3 text-sm text-gray-900">
          {t("Welcome Back — sign in or create an account to continue.")}
        </p>
      ) : null}
      <Form method="post" className="space-y-4" noValidate>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <ErrorSummary id="login-errors" result={result} fields={{ email: "login-email", password: "login-password" }} />
        <Field
          id="login-email"
          name="email"
          label={t("Email address")}
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          result={result}
        />
        <PasswordField id="login-password" name="password" autoComplete="current-password" result={result} />
        <p className="text-right text-sm">
          <Link
            to={`/forgot-password?redirectTo=${encodeURIComponent(redirectTo)}`}
            replace
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            {t("Forgot password?")}
          </Link>
        </p>
        <button type="submit" disabled={busy} className="btn-primary w-full">
          {busy ? t("Signing in...") : t("Sign In")}
        </button>
      </Form>
      <AuthAlternatives
        google={google}
        redirectTo={redirectTo}
        prompt={t("Don't have an account?")}
        linkText={t("Sign up")}
        to="/signup"
      />
    </AuthPanel>
  );
}
