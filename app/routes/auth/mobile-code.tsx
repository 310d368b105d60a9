import { getZodConstraint } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { ACCOUNT_MESSAGES } from "~/features/accounts/account-messages";
import { resendSchema, verifySchema } from "~/features/accounts/accounts.schema";
import { ACCOUNT_WORDS } from "~/features/accounts/accounts-words";
import { AuthPanel } from "~/features/accounts/AuthPanel";
import { CodeEntry } from "~/features/accounts/CodeForm";
import { accountForMobile, addMobile, alertNewDeviceSignIn } from "~/features/accounts/mobile-accounts.server";
import { formatIndianMobile } from "~/features/accounts/phone";
import { checkPhoneCode, resendPhoneCode, secondsUntilPhoneResend } from "~/features/accounts/phone-codes.server";
import { startSession, type CurrentUser } from "~/features/accounts/session.server";
import {
  clearPendingPhoneCode,
  readPendingPhoneCode,
  serializePendingPhoneCode,
  serializeVerifiedMobile,
  smsDevice,
} from "~/features/accounts/sign-in-cookies.server";
import { PHONE_RESEND_SECONDS } from "~/features/accounts/verification-rules";
import { defineAction, done, guestIntent, refuse, refuseForLimit, reply } from "~/lib/action.server";
import { BRAND } from "~/lib/brand";
import { metaT, type I18nHandle } from "~/lib/i18n";
import { requestLanguage, requestT } from "~/lib/language.server";
import { TooManyAttempts } from "~/lib/rate-limit.server";
import { safeRedirect } from "~/lib/redirect";
import { requestFacts } from "~/lib/request-context.server";
import { word } from "~/lib/words";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/mobile-code";
import { pendingCodeTry } from "./pending-code.server";

export const handle = { i18n: ["accounts"] } satisfies I18nHandle;

/** A browser without a code waiting asks for one (signed in, that page goes on to the profile). */
const startOver = (redirectTo: string) => `/login/mobile?redirectTo=${encodeURIComponent(redirectTo)}`;

export async function loader({ request, url }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "/");
  const pending = await readPendingPhoneCode(request);
  if (!pending) throw redirect(startOver(redirectTo));
  return {
    phone: formatIndianMobile(pending.phone),
    purpose: pending.purpose,
    redirectTo,
    wait: secondsUntilPhoneResend(pending.sentAt),
    constraint: getZodConstraint(verifySchema),
  };
}

/** This browser's code; one for adding a number counts only for the account that asked for it. */
const pendingFor = (user: CurrentUser | null) => async (request: Request) => {
  const pending = await readPendingPhoneCode(request);
  return pending && (pending.purpose === "sign-in" || pending.userId === user?.id) ? pending : null;
};

export const action = defineAction("anyone", {
  verify: guestIntent(verifySchema, async (args) => {
    const tried = await pendingCodeTry(args, pendingFor(args.user), startOver);
    if (tried.refusal) return tried.refusal;
    const { redirectTo, pending } = tried;
    const t = requestT(args.request);
    const checked = await checkPhoneCode(pending.codeId, args.value.code);
    if (!checked.ok) return refuse({ fields: { code: [word(ACCOUNT_WORDS, checked, t)] } });
    const headers = new Headers({ "Set-Cookie": await clearPendingPhoneCode() });
    if (checked.purpose === "add-mobile") {
      // Only the account that asked for the code adds the number with it.
      if (!checked.userId || checked.userId !== args.user?.id)
        return refuse({ fields: { code: [word(ACCOUNT_WORDS, { code: "expired-code" }, t)] }, headers });
      const added = await addMobile(checked.userId, checked.phone);
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
    const tried = await pendingCodeTry(args, pendingFor(args.user), startOver);
    if (tried.refusal) return tried.refusal;
    const { pending } = tried;
    const t = requestT(args.request);
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
  const { phone, purpose, redirectTo, wait, constraint } = loaderData;
  const { t } = useT("accounts");
  return (
    <AuthPanel
      title={purpose === "add-mobile" ? t("Verify your mobile number") : t("Enter the code")}
      subtitle={t("Enter the code we sent by SMS.")}
      closeTo={redirectTo}
    >
      <CodeEntry
        sentTo={t("A 6-digit code has been sent to {phone}", { phone })}
        redirectTo={redirectTo}
        wait={wait}
        constraint={constraint}
        answered={actionData}
      />
    </AuthPanel>
  );
}
