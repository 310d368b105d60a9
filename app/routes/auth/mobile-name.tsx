import { getZodConstraint } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { mobileNameSchema } from "~/features/accounts/accounts.schema";
import { ACCOUNT_WORDS } from "~/features/accounts/accounts-words";
import { AuthPanel } from "~/features/accounts/AuthPanel";
import { createMobileAccount } from "~/features/accounts/mobile-accounts.server";
import { formatIndianMobile } from "~/features/accounts/phone";
import { takeVerifiedPhone, verifiedPhone } from "~/features/accounts/phone-codes.server";
import { startSession } from "~/features/accounts/session.server";
import { clearPendingPhoneCode, readPendingPhoneCode } from "~/features/accounts/sign-in-cookies.server";
import { defineAction, done, guestIntent, refuse } from "~/lib/action.server";
import { BRAND } from "~/lib/brand";
import { metaT, type I18nHandle } from "~/lib/i18n";
import { requestLanguage, requestT } from "~/lib/language.server";
import { safeRedirect } from "~/lib/redirect";
import { word } from "~/lib/words";
import { Field } from "~/ui/form-fields";
import { formKit, KitForm, SubmitButton } from "~/ui/form-kit";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/mobile-name";

export const handle = { i18n: ["accounts"] } satisfies I18nHandle;

const startOver = (redirectTo: string, status?: number) =>
  redirect(`/login/mobile?redirectTo=${encodeURIComponent(redirectTo)}`, status);

/** The sign-in code this browser proved right for a number without an account, from the database's record. */
async function provedHere(request: Request) {
  const pending = await readPendingPhoneCode(request);
  return pending?.purpose === "sign-in" ? pending : null;
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "/");
  const pending = await provedHere(request);
  const proved = pending && (await verifiedPhone(pending.codeId));
  if (!proved) throw startOver(redirectTo);
  return { phone: formatIndianMobile(proved.phone), redirectTo, constraint: getZodConstraint(mobileNameSchema) };
}

/**
 * Uses up the proof of the number (once: a second post with the same cookie starts over) and signs in to the
 * account it makes with the name given.
 */
export const action = defineAction("anyone", {
  create: guestIntent(mobileNameSchema, async ({ value, request }) => {
    const redirectTo = safeRedirect(value.redirectTo, "/");
    const pending = await provedHere(request);
    const proved = pending && (await takeVerifiedPhone(pending.codeId));
    if (!proved) throw startOver(redirectTo, 303);
    const account = await createMobileAccount(proved.phone, value.name, requestLanguage(request));
    const cleared = await clearPendingPhoneCode();
    // Made just now, or found: only a console account (which never signs in by code) is refused.
    if (!account.ok) {
      const refusal = word(ACCOUNT_WORDS, { code: "console-account" }, requestT(request));
      return refuse({ messages: [refusal], headers: { "Set-Cookie": cleared } });
    }
    const headers = await startSession(request, account.userId);
    headers.append("Set-Cookie", cleared);
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
  const subtitle = t("{phone} is verified. Your name finishes your account.", { phone });
  return (
    <AuthPanel title={t("What should we call you?")} subtitle={subtitle} closeTo={redirectTo}>
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
