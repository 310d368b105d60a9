import type { RouterContextProvider } from "react-router";
import { ACCOUNT_WORDS } from "~/features/accounts/accounts-words";
import { readKnownDevice } from "~/features/accounts/device.server";
import { sendPhoneCode, type PhonePurpose, type Requester } from "~/features/accounts/phone-codes.server";
import { readSmsDevice, serializePendingPhoneCode } from "~/features/accounts/sign-in-cookies.server";
import { done, refuse, refuseForLimit } from "~/lib/action.server";
import { requestLanguage, requestT } from "~/lib/language.server";
import { requestFacts } from "~/lib/request-context.server";
import { word } from "~/lib/words";

/** Where a code by SMS is typed in, coming back to `redirectTo` once it is right. */
export const phoneCodeHref = (redirectTo: string) => `/login/mobile/code?redirectTo=${encodeURIComponent(redirectTo)}`;

/**
 * Who asks for a code, for the limits: the client's address, and the browser — its SMS device cookie (given
 * with the page where the number is typed), else the account's known device, else its address, so a client
 * that drops cookies shares one device count per address.
 */
export async function smsRequester(request: Request, context: Readonly<RouterContextProvider>): Promise<Requester> {
  const clientIp = context.get(requestFacts).clientIp ?? "unknown";
  const deviceId =
    (await readSmsDevice(request)) ?? (await readKnownDevice(request))?.deviceId ?? `address:${clientIp}`;
  return { clientIp, deviceId };
}

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
  const sent = await sendPhoneCode(
    { ...code, language: requestLanguage(request) },
    await smsRequester(request, context),
  );
  if (!sent.ok && sent.code === "too-many")
    return refuseForLimit(sent.limit, { fields: { phone: [sent.limit.text(t)] } });
  if (!sent.ok) return refuse({ fields: { phone: [word(ACCOUNT_WORDS, sent, t)] } });
  const pending = {
    codeId: sent.codeId,
    phone: code.phone,
    purpose: code.purpose,
    userId: code.userId,
    sentAt: sent.sentAt,
  };
  const headers = { "Set-Cookie": await serializePendingPhoneCode(pending) };
  return done(phoneCodeHref(code.redirectTo), undefined, { headers });
}
