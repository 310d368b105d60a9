import { Link, redirect } from "react-router";
import { resetPasswordSchema } from "~/features/accounts/accounts.schema";
import { sendPasswordChanged } from "~/features/accounts/account-mail.server";
import { ACCOUNT_MESSAGES } from "~/features/accounts/account-messages";
import { ACCOUNT_WORDS } from "~/features/accounts/accounts-words";
import { AuthPanel, PasswordField } from "~/features/accounts/AuthPanel";
import { forgetFailedSignIns } from "~/features/accounts/auth.server";
import { refuseCommonPassword } from "~/features/accounts/password.server";
import {
  accountForResetLink,
  forgetResetToken,
  keepResetToken,
  keptResetToken,
  resetPassword,
} from "~/features/accounts/password-reset.server";
import { startSession } from "~/features/accounts/session.server";
import { metaT } from "~/lib/i18n";
import { defineAction, done, guestIntent, refuse } from "~/lib/action.server";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { requestLanguage, requestT } from "~/lib/language.server";
import { requestFacts } from "~/lib/request-context.server";
import { word } from "~/lib/words";
import { Alert } from "~/ui/Alert";
import { formKit, KitForm, SubmitButton } from "~/ui/form-kit";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/reset-password";

export const handle = { i18n: ["accounts"] } satisfies I18nHandle;

/** The link's address (`?token=…`) keeps its token in a cookie and sends the browser on to the clean address. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const linked = url.searchParams.get("token");
  if (linked !== null) {
    const clean = new URL(url);
    clean.searchParams.delete("token");
    throw redirect(clean.pathname + clean.search, { headers: { "Set-Cookie": await keepResetToken(request, linked) } });
  }
  const token = await keptResetToken(request);
  const account = await accountForResetLink(token);
  return account ? { token, email: account.email } : { token: null, email: null };
}

/** Sets the new password, ends every other session, signs this browser in and tells the owner by e-mail. */
export const action = defineAction("anyone", {
  reset: guestIntent(
    resetPasswordSchema.superRefine(refuseCommonPassword("newPassword")),
    async ({ value, request, context }) => {
      const reset = await resetPassword(value.token, value.newPassword);
      if (!reset.ok) return refuse(word(ACCOUNT_WORDS, reset, requestT(request)));
      await forgetFailedSignIns(reset.account.email, context.get(requestFacts).clientIp);
      await sendPasswordChanged(reset.account, requestLanguage(request));
      const headers = await startSession(request, reset.account.id);
      headers.append("Set-Cookie", await forgetResetToken(request));
      return done("/", ACCOUNT_MESSAGES.passwordReset, { headers });
    },
  ),
});

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Choose a new password")} — ${BRAND}` }];
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { token, email } = loaderData;
  const kit = formKit({ id: "reset", answered: actionData });
  const { t } = useT("accounts");
  return (
    <AuthPanel title={t("Choose a new password")} subtitle={t("Every other device will be signed out.")} closeTo="/">
      {token === null ? (
        <>
          <Alert tone="error">{t("This link has expired or was already used. Ask for a new one.")}</Alert>
          <Link to="/forgot-password" className="btn-primary mt-4 w-full">
            {t("Send a new link")}
          </Link>
        </>
      ) : (
        <KitForm kit={kit} className="space-y-4">
          <p className="text-gray-800">{t("For {email}", { email })}</p>
          <input type="hidden" name="token" value={token} />
          <PasswordField
            name="newPassword"
            label={t("New password")}
            autoComplete="new-password"
            hint={t("At least 8 characters; avoid common passwords.")}
          />
          <PasswordField name="confirmPassword" label={t("Confirm new password")} autoComplete="new-password" />
          <SubmitButton busyLabel={t("Saving...")} className="btn-primary w-full">
            {t("Save new password")}
          </SubmitButton>
        </KitForm>
      )}
    </AuthPanel>
  );
}
