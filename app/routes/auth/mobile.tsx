import { getZodConstraint } from "@conform-to/zod/v4";
import { data, Link, redirect } from "react-router";
import { mobileSchema } from "~/features/accounts/accounts.schema";
import { AuthPanel } from "~/features/accounts/AuthPanel";
import { getCurrentUser } from "~/features/accounts/session.server";
import { newSmsDeviceCookie, readSmsDevice } from "~/features/accounts/sign-in-cookies.server";
import { BRAND } from "~/lib/brand";
import { defineAction, guestIntent } from "~/lib/action.server";
import { metaT, type I18nHandle } from "~/lib/i18n";
import { safeRedirect } from "~/lib/redirect";
import { Field } from "~/ui/form-fields";
import { formKit, KitForm, SubmitButton } from "~/ui/form-kit";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/mobile";
import { sendCodeTo } from "./phone-code.server";

export const handle = { i18n: ["accounts"] } satisfies I18nHandle;

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "/");
  if (getCurrentUser(context)) throw redirect(redirectTo);
  // The browser's name for the limits on codes, from before its first code.
  const headers = (await readSmsDevice(request)) ? undefined : { "Set-Cookie": await newSmsDeviceCookie() };
  return data({ redirectTo, constraint: getZodConstraint(mobileSchema) }, { headers });
}

/** Sends a code to the number, whether or not it has an account (decision 0036), and goes on to the code. */
export const action = defineAction("anyone", {
  send: guestIntent(mobileSchema, async ({ value, request, context }) => {
    const redirectTo = safeRedirect(value.redirectTo, "/");
    return sendCodeTo({ phone: value.phone, purpose: "sign-in", userId: null, redirectTo }, request, context);
  }),
});

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Continue with mobile number")} — ${BRAND}` }];
}

export default function Mobile({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, constraint } = loaderData;
  const kit = formKit({ id: "mobile", intent: "send", answered: actionData, constraint });
  const { t } = useT("accounts");
  return (
    <AuthPanel
      title={t("Continue with mobile number")}
      subtitle={t("We will send a 6-digit code by SMS.")}
      closeTo={redirectTo}
    >
      <KitForm kit={kit} className="space-y-4">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field
          name="phone"
          label={t("Mobile number")}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={16}
          hint={t("10 digits; +91 or 0 in front is fine.")}
          autoFocus={!kit.result}
        />
        <SubmitButton busyLabel={t("Sending...")} className="btn-primary w-full">
          {t("Send code")}
        </SubmitButton>
      </KitForm>
      <p className="mt-6 text-center text-sm">
        <Link
          to={`/login?redirectTo=${encodeURIComponent(redirectTo)}`}
          replace
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          {t("Use e-mail instead")}
        </Link>
      </p>
    </AuthPanel>
  );
}
