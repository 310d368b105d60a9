import { getZodConstraint } from "@conform-to/zod/v4";
import { Link } from "react-router";
import { forgotPasswordSchema } from "~/features/accounts/accounts.schema";
import { AuthPanel } from "~/features/accounts/AuthPanel";
import { requestPasswordReset } from "~/features/accounts/password-reset.server";
import { RESET_LINK_MINUTES } from "~/features/accounts/verification-rules";
import { BRAND } from "~/lib/brand";
import { type I18nHandle } from "~/lib/i18n";
import { requestLanguage, requestT } from "~/lib/language.server";
import { metaT } from "~/lib/i18n";
import { useT } from "~/ui/useT";
import { defineAction, done, guestIntent, refuseForLimit } from "~/lib/action.server";
import { resetRequestsPerIp } from "~/features/accounts/request-limits.server";
import { safeRedirect } from "~/lib/redirect";
import { Alert } from "~/ui/Alert";
import { formKit, KitForm, SubmitButton } from "~/ui/form-kit";
import { Field } from "~/ui/form-fields";
import type { Route } from "./+types/forgot-password";
import { requestFacts } from "~/lib/request-context.server";

export const handle = { i18n: ["accounts"] } satisfies I18nHandle;

export async function loader({ url }: Route.LoaderArgs) {
  const params = url.searchParams;
  return {
    redirectTo: safeRedirect(params.get("redirectTo"), "/"),
    sent: params.get("sent") === "1",
    constraint: getZodConstraint(forgotPasswordSchema),
  };
}

/** The same answer whether or not the address has an account; the link goes out only if it has. */
export const action = defineAction("anyone", {
  request: guestIntent(forgotPasswordSchema, async ({ value, request, context }) => {
    const limited = await resetRequestsPerIp.attempt(context.get(requestFacts).clientIp ?? "unknown");
    if (limited) return refuseForLimit(limited, { messages: [limited.text(requestT(request))] });
    await requestPasswordReset(value.email, requestLanguage(request));
    const redirectTo = safeRedirect(value.redirectTo, "/");
    return done(`/forgot-password?sent=1&redirectTo=${encodeURIComponent(redirectTo)}`);
  }),
});

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Forgot password")} — ${BRAND}` }];
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, sent, constraint } = loaderData;
  const kit = formKit({ id: "forgot", answered: actionData, constraint });
  const signIn = `/login?redirectTo=${encodeURIComponent(redirectTo)}`;
  const { t } = useT("accounts");
  return (
    <AuthPanel
      title={t("Forgot password?")}
      subtitle={t("We'll e-mail you a link to choose a new one.")}
      closeTo={redirectTo}
    >
      {sent ? (
        <Alert tone="success">
          <p className="font-semibold">{t("Check your e-mail")}</p>
          <p className="mt-1">
            {t(
              "If an account exists for that address, we have sent it a link to reset the password. The link works once, for {minutes} minutes.",
              { minutes: RESET_LINK_MINUTES },
            )}
          </p>
        </Alert>
      ) : (
        <KitForm kit={kit} className="space-y-4">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <Field name="email" label={t("Email address")} type="email" autoComplete="email" />
          <SubmitButton busyLabel={t("Sending...")} className="btn-primary w-full">
            {t("Send reset link")}
          </SubmitButton>
        </KitForm>
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
