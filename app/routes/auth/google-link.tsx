import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { googleLinkSchema } from "~/features/accounts/accounts.schema";
import { AuthPanel, PasswordField } from "~/features/accounts/AuthPanel";
import { checkPassword, clearGoogleLink, readAuthReturn, readGoogleLink } from "~/features/accounts/auth.server";
import { GoogleSignedIn } from "~/features/accounts/GoogleSignedIn";
import { startSession } from "~/features/accounts/session.server";
import { linkGoogle } from "~/features/accounts/users.server";
import { metaT } from "~/features/shell/root-data";
import { BRAND } from "~/lib/brand";
import { type I18nHandle } from "~/lib/i18n";
import { requestT } from "~/lib/language.server";
import { ErrorSummary } from "~/ui/forms";
import { useT } from "~/ui/useT";
import { readForm, tooManyAttempts } from "~/lib/action.server";
import type { Route } from "./+types/google-link";
import { requestFacts } from "~/lib/request-context.server";

const WRONG_PASSWORD = "That password is not right.";

/**
 * Google vouched for an address that already has an account with a password: its owner confirms
 * with that password once, then Google is linked and signs them in from now on.
 */
/** The sign-in panel's own words (its close button, the password field). */
export const handle = { i18n: ["accounts"] } satisfies I18nHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const link = await readGoogleLink(request);
  if (!link) throw redirect("/login");
  const { redirectTo } = await readAuthReturn(request);
  return { email: link.email, redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const link = await readGoogleLink(request);
  if (!link) throw redirect("/login", 303);
  const { redirectTo, popup } = await readAuthReturn(request);
  const submission = parseWithZod(await readForm(request), { schema: googleLinkSchema });
  if (submission.status !== "success")
    return data({ ok: false as const, result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  const check = await checkPassword(request, context.get(requestFacts).clientIp, link.email, submission.value.password);
  if (check.kind === "limited") {
    return tooManyAttempts(
      {
        ok: false as const,
        result: submission.reply({
          formErrors: [check.error.text(requestT(request))],
          hideFields: ["password"],
        }),
      },
      check.error,
    );
  }
  if (check.kind !== "right" || check.account.id !== link.userId) {
    return data(
      {
        ok: false as const,
        result: submission.reply({ fieldErrors: { password: [WRONG_PASSWORD] }, hideFields: ["password"] }),
      },
      { status: 400 },
    );
  }
  await linkGoogle(link.userId, link.sub);
  const headers = await startSession(request, link.userId);
  headers.append("Set-Cookie", await clearGoogleLink());
  if (!popup) throw redirect(redirectTo, { status: 303, headers });
  return data({ ok: true as const, result: null }, { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Link Google to your account")} — ${BRAND}` }];
}

export default function GoogleLink({ loaderData, actionData }: Route.ComponentProps) {
  const { email, redirectTo } = loaderData;
  const busy = useNavigation().state === "submitting";
  const { t } = useT("accounts");
  if (actionData?.ok) return <GoogleSignedIn />;
  const result = actionData?.result;
  return (
    <AuthPanel title={t("Link your Google account")} subtitle={t("Confirm it's you, once.")} closeTo={redirectTo}>
      <p className="text-gray-800">
        {t("You already have an account with {email}. Enter its password to sign in with Google from now on.", {
          email,
        })}
      </p>
      <Form method="post" className="mt-4 space-y-4" noValidate>
        <ErrorSummary id="google-link-errors" result={result} fields={{ password: "google-link-password" }} />
        <PasswordField id="google-link-password" name="password" autoComplete="current-password" result={result} />
        <button type="submit" disabled={busy} className="btn-primary w-full">
          {busy ? t("Linking...") : t("Link and sign in")}
        </button>
      </Form>
      <p className="mt-4 text-center text-sm">
        <Link
          to="/forgot-password"
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          {t("Forgot password?")}
        </Link>
      </p>
    </AuthPanel>
  );
}
