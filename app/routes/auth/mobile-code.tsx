import { getZodConstraint } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { ACCOUNT_MESSAGES } from "~/features/accounts/account-messages";
import { resendSchema, verifySchema } from "~/features/accounts/accounts.schema";
import { ACCOUNT_WORDS } from "~/features/accounts/accounts-words";
import { AuthPanel } from "~/features/accounts/AuthPanel";
import { CodeField, ResendButton, useCountdown } from "~/features/accounts/CodeForm";
import { accountForMobile, addMobile, alertNewDeviceSignIn } from "~/features/accounts/mobile-accounts.server";
import { formatIndianMobile } from "~/features/accounts/phone";
import { checkPhoneCode, resendPhoneCode, secondsUntilPhoneResend } from "~/features/accounts/phone-codes.server";
import { verificationsPerIp } from "~/features/accounts/request-limits.server";
import { startSession, type CurrentUser } from "~/features/accounts/session.server";
import {
  clearPendingPhoneCode,
  readPendingPhoneCode,
  serializePendingPhoneCode,
  serializeVerifiedMobile,
  smsDevice,
  type PendingPhoneCode,
} from "~/features/accounts/sign-in-cookies.server";
import { PHONE_RESEND_SECONDS } from "~/features/accounts/verification-rules";
import { defineAction, done, guestIntent, refuse, refuseForLimit, reply, type IntentArgs } from "~/lib/action.server";
import { BRAND } from "~/lib/brand";
import { metaT, type I18nHandle } from "~/lib/i18n";
import { requestLanguage, requestT } from "~/lib/language.server";
import { TooManyAttempts } from "~/lib/rate-limit.server";
import { safeRedirect } from "~/lib/redirect";
import { requestFacts } from "~/lib/request-context.server";
import { word } from "~/lib/words";
import { Alert } from "~/ui/Alert";
import { formKit, KitForm } from "~/ui/form-kit";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/mobile-code";

export const handle = { i18n: ["accounts"] } satisfies I18nHandle;

/** Where a browser without a code waiting goes: to ask for one, for signing in or for the profile. */
function startOver(redirectTo: string, purpose: PendingPhoneCode["purpose"] | undefined, status?: number) {
  const to =
    purpose === "add-mobile"
      ? "/profile/account?tab=email"
      : `/login/mobile?redirectTo=${encodeURIComponent(redirectTo)}`;
  return redirect(to, status);
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "/");
  const pending = await readPendingPhoneCode(request);
  if (!pending) throw startOver(redirectTo, undefined);
  return {
    phone: formatIndianMobile(pending.phone),
    purpose: pending.purpose,
    redirectTo,
    wait: secondsUntilPhoneResend(pending.sentAt),
    constraint: getZodConstraint(verifySchema),
  };
}

/**
 * What both forms need first: this browser's code (none, or one started by another account, starts
 * over) and a try counted against this address's limit; the limit that was hit, if it was.
 */
async function pendingTry({
  value,
  request,
  context,
  user,
}: Pick<IntentArgs<{ redirectTo?: string }, CurrentUser | null>, "value" | "request" | "context" | "user">) {
  const redirectTo = safeRedirect(value.redirectTo, "/");
  const pending = await readPendingPhoneCode(request);
  if (!pending || (pending.purpose === "add-mobile" && pending.userId !== user?.id))
    throw startOver(redirectTo, pending?.purpose, 303);
  const limited = await verificationsPerIp.attempt(context.get(requestFacts).clientIp ?? "unknown");
  return { redirectTo, pending, limited };
}

export const action = defineAction("anyone", {
  verify: guestIntent(verifySchema, async (args) => {
    const { redirectTo, pending, limited } = await pendingTry(args);
    const t = requestT(args.request);
    if (limited) return refuseForLimit(limited, { messages: [limited.text(t)] });
    const checked = await checkPhoneCode(pending.codeId, args.value.code);
    if (!checked.ok) return refuse({ fields: { code: [word(ACCOUNT_WORDS, checked, t)] } });
    const headers = new Headers({ "Set-Cookie": await clearPendingPhoneCode() });
    if (checked.purpose === "add-mobile" && args.user) {
      const added = await addMobile(args.user.id, checked.phone);
      if (!added.ok) return refuse({ messages: [word(ACCOUNT_WORDS, added, t)], headers });
      return done(redirectTo, ACCOUNT_MESSAGES.mobileAdded, { headers });
    }
    const userId = await accountForMobile(checked.phone);
    if (!userId) {
      headers.append("Set-Cookie", await serializeVerifiedMobile(checked.phone));
      return done(`/login/mobile/name?redirectTo=${encodeURIComponent(redirectTo)}`, undefined, { headers });
    }
    await alertNewDeviceSignIn(args.request, userId, requestLanguage(args.request));
    for (const cookie of (await startSession(args.request, userId)).getSetCookie())
      headers.append("Set-Cookie", cookie);
    return done(redirectTo, undefined, { headers });
  }),
  resend: guestIntent(resendSchema, async (args) => {
    const { pending, limited } = await pendingTry(args);
    const t = requestT(args.request);
    if (limited) return refuseForLimit(limited, { messages: [limited.text(t)] });
    const device = await smsDevice(args.request);
    const requester = { clientIp: args.context.get(requestFacts).clientIp ?? "unknown", deviceId: device.deviceId };
    const resent = await resendPhoneCode(pending.codeId, requestLanguage(args.request), requester);
    if (!resent.ok && resent.code === "resend-wait")
      return refuseForLimit(new TooManyAttempts(resent.seconds), { messages: [word(ACCOUNT_WORDS, resent, t)] });
    if (!resent.ok && resent.code === "too-many")
      return refuseForLimit(resent.limit, { messages: [resent.limit.text(t)] });
    if (!resent.ok) return refuse({ messages: [word(ACCOUNT_WORDS, resent, t)] });
    const headers = new Headers({
      "Set-Cookie": await serializePendingPhoneCode({ ...pending, sentAt: resent.sentAt }),
    });
    if (device.setCookie) headers.append("Set-Cookie", device.setCookie);
    return reply({ sent: true, wait: PHONE_RESEND_SECONDS }, { headers });
  }),
});

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Enter the code")} — ${BRAND}` }];
}

export default function MobileCode({ loaderData, actionData }: Route.ComponentProps) {
  const { phone, purpose, redirectTo, constraint } = loaderData;
  const left = useCountdown(actionData?.sent && actionData.wait ? actionData.wait : loaderData.wait);
  const verify = formKit({ id: "verify", intent: "verify", answered: actionData, constraint });
  const resend = formKit({ id: "resend", intent: "resend", answered: actionData });
  const { t } = useT("accounts");
  return (
    <AuthPanel
      title={purpose === "add-mobile" ? t("Verify your mobile number") : t("Enter the code")}
      subtitle={t("Enter the code we sent by SMS.")}
      closeTo={purpose === "add-mobile" ? "/profile/account?tab=email" : redirectTo}
    >
      <p className="break-words text-gray-800">{t("A 6-digit code has been sent to {phone}", { phone })}</p>
      {actionData?.sent ? (
        <Alert tone="success" className="mt-2">
          {t("A new code is on its way.")}
        </Alert>
      ) : null}
      <KitForm kit={verify} className="mt-4 space-y-4">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <CodeField />
      </KitForm>
      <KitForm kit={resend} className="mt-4 text-center">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <ResendButton left={left} />
      </KitForm>
    </AuthPanel>
  );
}
