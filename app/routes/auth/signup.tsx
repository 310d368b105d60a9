import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
import { signupSchema } from "~/features/accounts/accounts.schema";
import { AuthAlternatives, AuthPanel, PasswordField } from "~/features/accounts/AuthPanel";
import { googleAvailable, serializePendingSignup } from "~/features/accounts/auth.server";
import { refuseCommonPassword } from "~/features/accounts/password.server";
import { getCurrentUser } from "~/features/accounts/session.server";
import { registerAccount } from "~/features/accounts/users.server";
import { metaT } from "~/features/shell/root-data";
import { BRAND } from "~/lib/brand";
import { type I18nHandle } from "~/lib/i18n";
import { requestLanguage, requestT } from "~/lib/language.server";
import { useT } from "~/ui/useT";
import { readForm, tooManyAttempts } from "~/lib/action.server";
import { signupsPerIp } from "~/features/accounts/request-limits.server";
import { safeRedirect } from "~/lib/redirect";
import { ErrorSummary, Field } from "~/ui/forms";
import type { Route } from "./+types/signup";
import { requestFacts } from "~/lib/request-context.server";

export const handle = { i18n: ["accounts"] } satisfies I18nHandle;

export async function loader({ context, url }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "/");
  if (getCurrentUser(context)) throw redirect(redirectTo);
  return { redirectTo, google: googleAvailable() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const redirectTo = safeRedirect(form.get("redirectTo"), "/");
  const submission = await parseWithZod(form, {
    schema: signupSchema.superRefine(refuseCommonPassword("password")),
    async: true,
  });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password", "website"] }) }, { status: 400 });
  }
  const verifyPage = `/verify?redirectTo=${encodeURIComponent(redirectTo)}`;
  const pending = async (signupId: string) => ({
    status: 303,
    headers: {
      "Set-Cookie": await serializePendingSignup({
        email: submission.value.email.toLowerCase(),
        signupId,
        sentAt: Date.now(),
      }),
    },
  });
  // A filled honeypot is a bot: it sees the usual next step, and nothing is created or sent.
  if (submission.value.website) throw redirect(verifyPage, await pending(crypto.randomUUID()));
  const limited = await signupsPerIp.attempt(context.get(requestFacts).clientIp ?? "unknown");
  if (limited)
    return tooManyAttempts(
      {
        result: submission.reply({
          formErrors: [limited.text(requestT(request))],
          hideFields: ["password", "website"],
        }),
      },
      limited,
    );
  const signupId = await registerAccount(submission.value, requestLanguage(request));
  throw redirect(verifyPage, await pending(signupId));
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Create account")} — ${BRAND}` }];
}

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, google } = loaderData;
  const result = actionData?.result;
  const busy = useNavigation().state === "submitting";
  const { t } = useT("accounts");
  return (
    <AuthPanel title={t("Create Account")} subtitle={t("Join us and discover more.")} closeTo={redirectTo}>
      <Form method="post" className="space-y-4" noValidate>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <ErrorSummary
          id="signup-errors"
          result={result}
          fields={{ name: "signup-name", email: "signup-email", password: "signup-password" }}
        />
        <Field
          id="signup-name"
          name="name"
          label={t("Full name")}
          required
          autoComplete="name"
          maxLength={100}
          result={result}
        />
        <Field
          id="signup-email"
          name="email"
          label={t("Email address")}
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          result={result}
        />
        <PasswordField
          id="signup-password"
          name="password"
          autoComplete="new-password"
          minLength={8}
          result={result}
          hint={t("At least 8 characters; avoid common passwords.")}
        />
        <div className="absolute -left-[9999px]" aria-hidden="true">
          <label htmlFor="signup-website">{t("Leave this field empty")}</label>
          <input id="signup-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <button type="submit" disabled={busy} className="btn-primary w-full">
          {busy ? t("Signing up...") : t("Sign Up")}
        </button>
      </Form>
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
