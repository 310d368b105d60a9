import { getZodConstraint } from "@conform-to/zod/v4";
import { Link, redirect } from "react-router";
import { loginSchema } from "~/features/accounts/accounts.schema";
import { ACCOUNT_WORDS, LOCKED_OUT_HELP } from "~/features/accounts/accounts-words";
import { AuthAlternatives, AuthPanel, PasswordField } from "~/features/accounts/AuthPanel";
import { loginReasonTitle } from "~/features/accounts/auth-reasons";
import { googleAvailable, signInWithPassword } from "~/features/accounts/auth.server";
import { getCurrentUser, startSession } from "~/features/accounts/session.server";
import { resendSignupCode } from "~/features/accounts/verification.server";
import { metaT } from "~/lib/i18n";
import { defineAction, done, guestIntent, refuse, refuseForLimit } from "~/lib/action.server";
import { BRAND } from "~/lib/brand";
import { type I18nHandle } from "~/lib/i18n";
import { requestLanguage, requestT } from "~/lib/language.server";
import { safeRedirect } from "~/lib/redirect";
import { requestFacts } from "~/lib/request-context.server";
import { word } from "~/lib/words";
import { Alert } from "~/ui/Alert";
import { formKit, KitForm, SubmitButton } from "~/ui/form-kit";
import { Field } from "~/ui/form-fields";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/login";
import { toPendingSignup } from "./pending-signup.server";

export const handle = { i18n: ["accounts"] } satisfies I18nHandle;

export async function loader({ context, url }: Route.LoaderArgs) {
  const params = url.searchParams;
  const redirectTo = safeRedirect(params.get("redirectTo"), "/");
  if (getCurrentUser(context)) throw redirect(redirectTo);
  return {
    redirectTo,
    reasonTitle: loginReasonTitle(params.get("reason")),
    google: googleAvailable(),
    constraint: getZodConstraint(loginSchema),
  };
}

/** Signs in, or sends an unverified address on to its code; refusals keep the address in its field. */
export const action = defineAction("anyone", {
  login: guestIntent(loginSchema, async ({ value, request, context }) => {
    const redirectTo = safeRedirect(value.redirectTo, "/");
    const outcome = await signInWithPassword(request, value, context.get(requestFacts).clientIp);
    if (outcome.ok) return done(redirectTo, undefined, { headers: await startSession(request, outcome.userId) });
    switch (outcome.code) {
      case "too-many":
        // The owner is never locked out: a reset link by e-mail signs them in at once, whatever the throttles say.
        return refuseForLimit(outcome.limit, { messages: [outcome.limit.text(requestT(request)), LOCKED_OUT_HELP] });
      case "wrong-credentials":
        return refuse(word(ACCOUNT_WORDS, outcome, requestT(request)));
      case "unverified": {
        const { sentAt } = await resendSignupCode(outcome.signupId, requestLanguage(request));
        const pending = { email: outcome.email, signupId: outcome.signupId, sentAt };
        return toPendingSignup(redirectTo, pending);
      }
    }
  }),
});

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Sign in")} — ${BRAND}` }];
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, reasonTitle, google, constraint } = loaderData;
  const kit = formKit({ id: "login", answered: actionData, constraint });
  const { t } = useT("accounts");
  return (
    <AuthPanel
      title={t(reasonTitle ?? "Welcome Back")}
      subtitle={t("Sign in to continue your journey.")}
      closeTo={redirectTo}
    >
      {reasonTitle ? (
        <Alert tone="info" className="mb-4">
          {t("Welcome Back — sign in or create an account to continue.")}
        </Alert>
      ) : null}
      <KitForm kit={kit} className="space-y-4">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {/* The panel's one form: its first field takes the focus (not '× Close'), unless the form came back refused. */}
        <Field name="email" label={t("Email address")} type="email" autoComplete="email" autoFocus={!kit.result} />
        <PasswordField name="password" autoComplete="current-password" />
        <p className="text-right text-sm">
          <Link
            to={`/forgot-password?redirectTo=${encodeURIComponent(redirectTo)}`}
            replace
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            {t("Forgot password?")}
          </Link>
        </p>
        <SubmitButton busyLabel={t("Signing in...")} className="btn-primary w-full">
          {t("Sign In")}
        </SubmitButton>
      </KitForm>
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
