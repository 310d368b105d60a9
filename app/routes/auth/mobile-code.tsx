import { getZodConstraint } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { ACCOUNT_MESSAGES } from "~/features/accounts/account-messages";
import { resendSchema, verifySchema } from "~/features/accounts/accounts.schema";
import { ACCOUNT_WORDS, type AccountRefusal } from "~/features/accounts/accounts-words";
import { AuthPanel } from "~/features/accounts/AuthPanel";
import { CodeEntry } from "~/features/accounts/CodeForm";
import { accountForMobile, addMobile, alertNewDeviceSignIn } from "~/features/accounts/mobile-accounts.server";
import { formatIndianMobile } from "~/features/accounts/phone";
import {
  checkPhoneCode,
  resendPhoneCode,
  secondsUntilPhoneResend,
  takeVerifiedPhone,
} from "~/features/accounts/phone-codes.server";
import { startSession, type CurrentUser } from "~/features/accounts/session.server";
import {
  clearPendingPhoneCode,
  readPendingPhoneCode,
  serializePendingPhoneCode,
} from "~/features/accounts/sign-in-cookies.server";
import { PHONE_RESEND_SECONDS } from "~/features/accounts/verification-rules";
import { defineAction, done, guestIntent, refuse, refuseForLimit, reply } from "~/lib/action.server";
import { BRAND } from "~/lib/brand";
import { metaT, type I18nHandle } from "~/lib/i18n";
import { requestLanguage, requestT } from "~/lib/language.server";
import { TooManyAttempts } from "~/lib/rate-limit.server";
import { safeRedirect } from "~/lib/redirect";
import { word } from "~/lib/words";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/mobile-code";
import { pendingCodeTry } from "./pending-code.server";
import { smsRequester } from "./phone-code.server";

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
    const refuseCode = (outcome: AccountRefusal) => refuse({ fields: { code: [word(ACCOUNT_WORDS, outcome, t)] } });
    const checked = await checkPhoneCode(pending.codeId, args.value.code);
    if (!checked.ok) return refuseCode(checked);
    // A new number's proof waits, in the database, for its owner's name (this browser's cookie names it).
    const account = checked.purpose === "sign-in" ? await accountForMobile(checked.phone) : null;
    if (account && !account.ok && account.code === "no-account")
      return done(`/login/mobile/name?redirectTo=${encodeURIComponent(redirectTo)}`);
    const proved = await takeVerifiedPhone(pending.codeId);
    if (!proved) return refuseCode({ code: "expired-code" });
    const headers = new Headers({ "Set-Cookie": await clearPendingPhoneCode() });
    if (proved.purpose === "add-mobile") {
      // Only the account that asked for the code adds the number with it.
      if (!proved.userId || proved.userId !== args.user?.id) return refuseCode({ code: "expired-code" });
      const added = await addMobile(proved.userId, proved.phone);
      if (!added.ok) return refuse({ messages: [word(ACCOUNT_WORDS, added, t)], headers });
      return done(redirectTo, ACCOUNT_MESSAGES.mobileAdded, { headers });
    }
    if (!account?.ok) return refuse({ messages: [word(ACCOUNT_WORDS, { code: "console-account" }, t)], headers });
    await alertNewDeviceSignIn(args.request, account.userId, requestLanguage(args.request));
    for (const cookie of (await startSession(args.request, account.userId)).getSetCookie())
      headers.append("Set-Cookie", cookie);
    return done(redirectTo, undefined, { headers });
  }),
  resend: guestIntent(resendSchema, async (args) => {
    const tried = await pendingCodeTry(args, pendingFor(args.user), startOver);
    if (tried.refusal) return tried.refusal;
    const { redirectTo, pending } = tried;
    const t = requestT(args.request);
    const requester = await smsRequester(args.request, args.context);
    const resent = await resendPhoneCode(pending.codeId, requestLanguage(args.request), requester);
    if (resent.ok) {
      const headers = { "Set-Cookie": await serializePendingPhoneCode({ ...pending, sentAt: resent.sentAt }) };
      return reply({ sent: true, wait: PHONE_RESEND_SECONDS }, { headers });
    }
    switch (resent.code) {
      case "resend-wait":
        return refuseForLimit(new TooManyAttempts(resent.seconds), { messages: [word(ACCOUNT_WORDS, resent, t)] });
      case "too-many":
        return refuseForLimit(resent.limit, { messages: [resent.limit.text(t)] });
      case "sms-failed":
        return refuse({ messages: [word(ACCOUNT_WORDS, resent, t)] });
      case "expired-code":
        // Replaced by a newer request for the number, or already used: this browser asks for a new one.
        throw redirect(startOver(redirectTo), {
          status: 303,
          headers: { "Set-Cookie": await clearPendingPhoneCode() },
        });
    }
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
