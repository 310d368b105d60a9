import type { RouterContextProvider } from "react-router";
import { ACCOUNT_WORDS } from "~/features/accounts/accounts-words";
import { sendPhoneCode, type PhonePurpose } from "~/features/accounts/phone-codes.server";
import { serializePendingPhoneCode, smsDevice } from "~/features/accounts/sign-in-cookies.server";
import { done, refuse, refuseForLimit } from "~/lib/action.server";
import { requestLanguage, requestT } from "~/lib/language.server";
import { requestFacts } from "~/lib/request-context.server";
import { word } from "~/lib/words";

/** Where a code by SMS is typed in, coming back to `redirectTo` once it is right. */
export const phoneCodeHref = (redirectTo: string) => `/login/mobile/code?redirectTo=${encodeURIComponent(redirectTo)}`;

/**
 * Sends a code to `phone` for `purpose` and goes on to the code page with the pending code in its signed
 * cookie; a limit or a failed SMS comes back on the form's `phone` field, with what was typed.
 */
export async function sendCodeTo(
  code: { phone: string; purpose: PhonePurpose; userId: string | null; redirectTo: string },
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const t = requestT(request);
  const device = await smsDevice(request);
  const requester = { clientIp: context.get(requestFacts).clientIp ?? "unknown", deviceId: device.deviceId };
  const sent = await sendPhoneCode({ ...code, language: requestLanguage(request) }, requester);
  const headers = new Headers();
  if (device.setCookie) headers.append("Set-Cookie", device.setCookie);
  if (!sent.ok && sent.code === "too-many")
    return refuseForLimit(sent.limit, { fields: { phone: [sent.limit.text(t)] } });
  if (!sent.ok) return refuse({ fields: { phone: [word(ACCOUNT_WORDS, sent, t)] }, headers });
  const pending = {
    codeId: sent.codeId,
    phone: code.phone,
    purpose: code.purpose,
    userId: code.userId,
    sentAt: sent.sentAt,
  };
  headers.append("Set-Cookie", await serializePendingPhoneCode(pending));
  return done(phoneCodeHref(code.redirectTo), undefined, { headers });
}
