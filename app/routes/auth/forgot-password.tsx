import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { forgotPasswordSchema } from "~/features/accounts/accounts.schema";
import { AuthPanel } from "~/features/accounts/AuthPanel";
import { requestPasswordReset } from "~/features/accounts/password-reset.server";
import { RESET_LINK_MINUTES } from "~/features/accounts/verification-rules";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { tooManyAttempts } from "~/lib/action.server";
import { resetRequestsPerIp } from "~/features/accounts/request-limits.server";
import { safeRedirect } from "~/lib/redirect";
import { ErrorSummary, Field } from "~/ui/forms";
import type { Route } from "./+types/forgot-password";

/** The sign-in panel's own words (its close button, the password field). */
export const handle = { i18n: ["accounts"] } satisfies I18nHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return { redirectTo: safeRedirect(params.get("redirectTo"), "/"), sent: params.get("sent") === "1" };
}

/** The same answer whether or not the address has an account; the link goes out only if it has. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const redirectTo = safeRedirect(form.get("redirectTo"), "/");
  const submission = parseWithZod(form, { schema: forgotPasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const limited = await resetRequestsPerIp.attempt(context.clientIp ?? "unknown");
  if (limited) return tooManyAttempts({ result: submission.reply({ formErrors: [limited.message] }) }, limited);
  await requestPasswordReset(submission.value.email);
  throw redirect(`/forgot-password?sent=1&redirectTo=${encodeURIComponent(redirectTo)}`, 303);
}

export function meta() {
  return [{ title: `Forgot password — ${BRAND}` }];
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, sent } = loaderData;
  const result = actionData?.result;
  const busy = useNavigation().state === "submitting";
  const signIn = `/login?redirectTo=${encodeURIComponent(redirectTo)}`;
  return (
    <AuthPanel title="Forgot password?" subtitle="We'll e-mail you a link to choose a new one." closeTo={redirectTo}>
      {sent ? (
        <div role="status" className="rounded-lg bg-green-50 p-3 text-green-900">
          <p className="font-semibold">Check your e-mail</p>
          <p className="mt-1 text-sm">
            If an account exists for that address, we have sent it a link to reset the password. The link works once,
            for {RESET_LINK_MINUTES} minutes.
          </p>
        </div>
      ) : (
        <Form method="post" className="space-y-4" noValidate>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <ErrorSummary id="forgot-errors" result={result} fields={{ email: "forgot-email" }} />
          <Field
            id="forgot-email"
            name="email"
            label="Email address"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            result={result}
          />
          <button type="submit" disabled={busy} className="btn-primary w-full">
            {busy ? "Sending..." : "Send reset link"}
          </button>
        </Form>
      )}
      <p className="mt-6 text-center text-sm">
        Remembered it?{" "}
        <Link to={signIn} replace className="font-semibold text-brand-700 underline">
          Sign in
        </Link>
      </p>
    </AuthPanel>
  );
}
