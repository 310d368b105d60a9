import { getZodConstraint } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { mobileNameSchema } from "~/features/accounts/accounts.schema";
import { AuthPanel } from "~/features/accounts/AuthPanel";
import { createMobileAccount } from "~/features/accounts/mobile-accounts.server";
import { formatIndianMobile } from "~/features/accounts/phone";
import { startSession } from "~/features/accounts/session.server";
import { clearVerifiedMobile, readVerifiedMobile } from "~/features/accounts/sign-in-cookies.server";
import { defineAction, done, guestIntent } from "~/lib/action.server";
import { BRAND } from "~/lib/brand";
import { metaT, type I18nHandle } from "~/lib/i18n";
import { requestLanguage } from "~/lib/language.server";
import { safeRedirect } from "~/lib/redirect";
import { Field } from "~/ui/form-fields";
import { formKit, KitForm, SubmitButton } from "~/ui/form-kit";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/mobile-name";

export const handle = { i18n: ["accounts"] } satisfies I18nHandle;

const startOver = (redirectTo: string, status?: number) =>
  redirect(`/login/mobile?redirectTo=${encodeURIComponent(redirectTo)}`, status);

export async function loader({ request, url }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "/");
  const phone = await readVerifiedMobile(request);
  if (!phone) throw startOver(redirectTo);
  return { phone: formatIndianMobile(phone), redirectTo, constraint: getZodConstraint(mobileNameSchema) };
}

/** A number its code verified and no account has: the account it makes, signed in, with the name given. */
export const action = defineAction("anyone", {
  create: guestIntent(mobileNameSchema, async ({ value, request }) => {
    const redirectTo = safeRedirect(value.redirectTo, "/");
    const phone = await readVerifiedMobile(request);
    if (!phone) throw startOver(redirectTo, 303);
    const userId = await createMobileAccount(phone, value.name, requestLanguage(request));
    const headers = await startSession(request, userId);
    headers.append("Set-Cookie", await clearVerifiedMobile());
    return done(redirectTo, undefined, { headers });
  }),
});

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("What should we call you?")} — ${BRAND}` }];
}

export default function MobileName({ loaderData, actionData }: Route.ComponentProps) {
  const { phone, redirectTo, constraint } = loaderData;
  const kit = formKit({ id: "mobile-name", intent: "create", answered: actionData, constraint });
  const { t } = useT("accounts");
  return (
    <AuthPanel
      title={t("What should we call you?")}
      subtitle={t("{phone} is verified. Your name finishes your account.", { phone })}
      closeTo={redirectTo}
    >
      <KitForm kit={kit} className="space-y-4">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field name="name" label={t("Full name")} autoComplete="name" autoFocus={!kit.result} />
        <SubmitButton busyLabel={t("Signing up...")} className="btn-primary w-full">
          {t("Sign Up")}
        </SubmitButton>
      </KitForm>
    </AuthPanel>
  );
}
