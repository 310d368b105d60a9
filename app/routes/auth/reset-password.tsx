import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { resetPasswordSchema } from "~/features/accounts/accounts.schema";
import { sendPasswordChanged } from "~/features/accounts/account-mail.server";
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
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { requestLanguage } from "~/lib/language.server";
import { metaT } from "~/features/shell/root-data";
import { useT } from "~/ui/useT";
import { ACCOUNT_MESSAGES } from "~/features/accounts/account-messages";
import { redirectWithFlash } from "~/lib/flash.server";
import { ErrorSummary } from "~/ui/forms";
import type { Route } from "./+types/reset-password";
import { readForm } from "~/lib/action.server";
import { requestFacts } from "~/lib/request-context.server";

const LINK_EXPIRED = "This link has expired or was already used. Ask for a new one.";

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
export async function action({ request, context }: Route.ActionArgs) {
  const submission = await parseWithZod(await readForm(request), {
    schema: resetPasswordSchema.superRefine(refuseCommonPassword("newPassword")),
    async: true,
  });
  const hide = ["newPassword", "confirmPassword"];
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: hide }) }, { status: 400 });
  const account = await resetPassword(submission.value.token, submission.value.newPassword);
  if (!account)
    return data({ result: submission.reply({ formErrors: [LINK_EXPIRED], hideFields: hide }) }, { status: 400 });
  await forgetFailedSignIns(account.email, context.get(requestFacts).clientIp);
  await sendPasswordChanged(account, requestLanguage(request));
  const headers = await startSession(request, account.id);
  headers.append("Set-Cookie", await forgetResetToken(request));
  return redirectWithFlash(request, "/", ACCOUNT_MESSAGES.passwordReset, { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Choose a new password")} — ${BRAND}` }];
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { token, email } = loaderData;
  const result = actionData?.result;
  const busy = useNavigation().state === "submitting";
  const { t } = useT("accounts");
  return (
    <AuthPanel title={t("Choose a new password")} subtitle={t("Every other device will be signed out.")} closeTo="/">
      {token === null ? (
        <>
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
            {t(LINK_EXPIRED)}
          </p>
          <Link to="/forgot-password" className="btn-primary mt-4 w-full">
            {t("Send a new link")}
          </Link>
        </>
      ) : (
        <Form method="post" className="space-y-4" noValidate>
          <p className="text-gray-800">{t("For {email}", { email })}</p>
          <input type="hidden" name="token" value={token} />
          <ErrorSummary
            id="reset-errors"
            result={result}
            fields={{ newPassword: "reset-new-password", confirmPassword: "reset-confirm-password" }}
          />
          <PasswordField
            id="reset-new-password"
            name="newPassword"
            label={t("New password")}
            autoComplete="new-password"
            minLength={8}
            result={result}
            hint={t("At least 8 characters; avoid common passwords.")}
          />
          <PasswordField
            id="reset-confirm-password"
            name="confirmPassword"
            label={t("Confirm new password")}
            autoComplete="new-password"
            minLength={8}
            result={result}
          />
          <button type="submit" disabled={busy} className="btn-primary w-full">
            {busy ? t("Saving...") : t("Save new password")}
          </button>
        </Form>
      )}
    </AuthPanel>
  );
}
