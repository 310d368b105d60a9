import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { forgotPasswordSchema } from "~/features/accounts/accounts.schema";
import { AuthPanel } from "~/features/accounts/AuthPanel";
import { requestPasswordReset } from "~/features/accounts/password-reset.server";
import { RESET_LINK_MINUTES } from "~/features/accounts/verification-rules";
import { BRAND } from "~/lib/brand";
import { type I18nHandle } from "~/lib/i18n";
import { requestLanguage, requestT } from "~/lib/language.server";
import { metaT } from "~/features/shell/root-data";
import { useT } from "~/ui/useT";
import { readForm, tooManyAttempts } from "~/lib/action.server";
import { resetRequestsPerIp } from "~/features/accounts/request-limits.server";
import { safeRedirect } from "~/lib/redirect";
import { ErrorSummary, Field } from "~/ui/forms";
import type { Route } from "./+types/forgot-password";
import { requestFacts } from "~/lib/request-context.server";

export const handle = { i18n: ["accounts"] } satisfies I18nHandle;

export async function loader({ url }: Route.LoaderArgs) {
  const params = url.searchParams;
  return { redirectTo: safeRedirect(params.get("redirectTo"), "/"), sent: params.get("sent") === "1" };
}

/** The same answer whether or not the address has an account; the link goes out only if it has. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const redirectTo = safeRedirect(form.get("redirectTo"), "/");
  const submission = parseWithZod(form, { schema: forgotPasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const limited = await resetRequestsPerIp.attempt(context.get(requestFacts).clientIp ?? "unknown");
  if (limited)
    return tooManyAttempts({ result: submission.reply({ formErrors: [limited.text(requestT(request))] }) }, limited);
  await requestPasswordReset(submission.value.email, requestLanguage(request));
  throw redirect(`/forgot-password?sent=1&redirectTo=${encodeURIComponent(redirectTo)}`, 303);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Forgot password")} — ${BRAND}` }];
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, sent } = loaderData;
  const result = actionData?.result;
  const busy = useNavigation().state === "submitting";
  const signIn = `/login?redirectTo=${encodeURIComponent(redirectTo)}`;
  const { t } = useT("accounts");
  return (
    <AuthPanel
      title={t("Forgot password?")}
      subtitle={t("We'll e-mail you a link to choose a new one.")}
      closeTo={redirectTo}
    >
      {sent ? (
        <div role="status" className="rounded-lg bg-green-50 p-3 text-green-900">
          <p className="font-semibold">{t("Check your e-mail")}</p>
          <p className="mt-1 text-sm">
            {t(
              "If an account exists for that address, we have sent it a link to reset the password. The link works once, for {minutes} minutes.",
              { minutes: RESET_LINK_MINUTES },
            )}
          </p>
        </div>
      ) : (
        <Form method="post" className="space-y-4" noValidate>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <ErrorSummary id="forgot-errors" result={result} fields={{ email: "forgot-email" }} />
          <Field
            id="forgot-email"
            name="email"
            label={t("Email address")}
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            result={result}
          />
          <button type="submit" disabled={busy} className="btn-primary w-full">
            {busy ? t("Sending...") : t("Send reset link")}
          </button>
        </Form>
      )}
      <p className="mt-6 text-center text-sm">
        {t("Remembered it?")}{" "}
        <Link to={signIn} replace className="font-semibold text-brand-700 underline">
          {t("Sign in")}
        </Link>
      </p>
    </AuthPanel>
  );
}
