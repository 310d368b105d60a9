import { getZodConstraint } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { signupSchema } from "~/features/accounts/accounts.schema";
import { AuthAlternatives, AuthPanel, PasswordField } from "~/features/accounts/AuthPanel";
import { googleAvailable } from "~/features/accounts/auth.server";
import { refuseCommonPassword } from "~/features/accounts/password.server";
import { signupsPerIp } from "~/features/accounts/request-limits.server";
import { getCurrentUser } from "~/features/accounts/session.server";
import { registerAccount } from "~/features/accounts/users.server";
import { metaT } from "~/lib/i18n";
import { defineAction, guestIntent, refuseForLimit } from "~/lib/action.server";
import { BRAND } from "~/lib/brand";
import { type I18nHandle } from "~/lib/i18n";
import { requestLanguage, requestT } from "~/lib/language.server";
import { safeRedirect } from "~/lib/redirect";
import { requestFacts } from "~/lib/request-context.server";
import { Field } from "~/ui/form-fields";
import { formKit, Honeypot, KitForm, SubmitButton } from "~/ui/form-kit";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/signup";
import { toPendingSignup } from "./pending-signup.server";

export const handle = { i18n: ["accounts"] } satisfies I18nHandle;

export async function loader({ context, url }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "/");
  if (getCurrentUser(context)) throw redirect(redirectTo);
  return { redirectTo, google: googleAvailable(), constraint: getZodConstraint(signupSchema) };
}

export const action = defineAction("anyone", {
  signup: guestIntent(
    signupSchema.superRefine(refuseCommonPassword("password")),
    async ({ value, request, context }) => {
      const redirectTo = safeRedirect(value.redirectTo, "/");
      const pending = (signupId: string) => ({ email: value.email.toLowerCase(), signupId, sentAt: Date.now() });
      // A filled honeypot is a bot: it sees the usual next step, and nothing is created or sent.
      if (value.website) return toPendingSignup(redirectTo, pending(crypto.randomUUID()));
      const limited = await signupsPerIp.attempt(context.get(requestFacts).clientIp ?? "unknown");
      if (limited) return refuseForLimit(limited, { messages: [limited.text(requestT(request))] });
      const signupId = await registerAccount(value, requestLanguage(request));
      return toPendingSignup(redirectTo, pending(signupId));
    },
  ),
});

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Create account")} — ${BRAND}` }];
}

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, google, constraint } = loaderData;
  const kit = formKit({ id: "signup", answered: actionData, constraint });
  const { t } = useT("accounts");
  return (
    <AuthPanel title={t("Create Account")} subtitle={t("Join us and discover more.")} closeTo={redirectTo}>
      <KitForm kit={kit} className="space-y-4">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field name="name" label={t("Full name")} autoComplete="name" autoFocus={!kit.result} />
        <Field name="email" label={t("Email address")} type="email" autoComplete="email" />
        <PasswordField
          name="password"
          autoComplete="new-password"
          hint={t("At least 8 characters; avoid common passwords.")}
        />
        <Honeypot id="signup-website" />
        <SubmitButton busyLabel={t("Signing up...")} className="btn-primary w-full">
          {t("Sign Up")}
        </SubmitButton>
      </KitForm>
      <AuthAlternatives
        google={google}
        redirectTo={redirectTo}
        prompt={t("Already have an account?")}
        linkText={t("Sign in")}
        to="/login"
      />
    </AuthPanel>
  );
}
