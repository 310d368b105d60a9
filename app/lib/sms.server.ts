import fs from "node:fs";
import path from "node:path";
import { config, type Config } from "./config.server";
import { fixedT, type Language, type Translate } from "./i18n";
import { newId } from "./ids.server";
import { logger } from "./logger.server";

/** What an SMS is for: a sign-in code, or the notice of a sign-in from a new device. */
export type SmsKind = "code" | "add-mobile-code" | "new-sign-in";

/**
 * One SMS: its text as the customer reads it (Twilio and the outbox send it), and the same as the values of
 * its DLT template (MSG91 fills the template registered for `kind` in `language`).
 */
export interface Sms {
  to: string;
  kind: SmsKind;
  language: Language;
  text: string;
  values: Record<string, string>;
}

/** An SMS's wording, kept in its feature's words file: its text, and the values of the DLT template it is registered as. */
export type SmsComposer<V> = (values: V, t: Translate) => { text: string; values: Record<string, string> };

/** The one way a feature sends an SMS: `compose` worded in `language` (the recipient's), sent to `to` as `kind`. */
export function sendWordedSms<V>(
  to: string,
  kind: SmsKind,
  language: Language,
  compose: SmsComposer<V>,
  values: V,
): Promise<void> {
  return sendSms({ to, kind, language, ...compose(values, fixedT(language)) });
}

/** The provider refused or could not be reached (twice, unless it refused the message itself). */
export class SmsFailed extends Error {}

/** The provider refused the message itself (a 4xx): sending it again would be refused again. */
class SmsRefused extends Error {}

/** `path` under the provider's base URL, keeping a path the base has (a proxy's prefix). */
const under = (base: string, path: string) => `${base.replace(/\/+$/, "")}${path}`;

/** The provider's error as thrown: refused for a 4xx, else worth another try. */
function providerError(provider: string, status: number, message: string | undefined): Error {
  const text = `${provider} answered ${status}: ${message ?? "no message"}`;
  return status >= 400 && status < 500 ? new SmsRefused(text) : new Error(text);
}

const TIMEOUT_MS = 10_000;

type Send = (sms: Sms, settings: Config) => Promise<void>;

const PROVIDERS: Record<Config["SMS_PROVIDER"], Send> = { outbox: toOutbox, msg91: toMsg91, twilio: toTwilio };

/**
 * The one way to send an SMS, through SMS_PROVIDER; a failure is tried again once, then thrown as
 * `SmsFailed` (the page says the code could not be sent). Nothing of the text is logged.
 */
export async function sendSms(sms: Sms): Promise<void> {
  const settings = config();
  const send = PROVIDERS[settings.SMS_PROVIDER];
  try {
    await send(sms, settings);
  } catch (first) {
    if (first instanceof SmsRefused) throw new SmsFailed(`${settings.SMS_PROVIDER} refused an SMS`, { cause: first });
    logger().warn(
      { err: first, provider: settings.SMS_PROVIDER, kind: sms.kind },
      "sending an SMS failed; trying again",
    );
    try {
      await send(sms, settings);
    } catch (second) {
      throw new SmsFailed(`Sending an SMS through ${settings.SMS_PROVIDER} failed twice`, { cause: second });
    }
  }
}

/** Development and tests: each message a JSON file in SMS_OUTBOX_DIR (the "phone" a journey reads). */
async function toOutbox(sms: Sms, settings: Config): Promise<void> {
  fs.mkdirSync(settings.SMS_OUTBOX_DIR, { recursive: true });
  const file = path.join(settings.SMS_OUTBOX_DIR, `${new Date().toISOString().replace(/[:.]/g, "-")}-${newId()}.json`);
  fs.writeFileSync(file, JSON.stringify(sms, null, 2));
  logger().info({ kind: sms.kind, file }, "sms written to outbox");
}

/** MSG91's Flow API: the DLT template registered with MSG91 for this kind and language, and its variables. */
async function toMsg91(sms: Sms, settings: Config): Promise<void> {
  const base = settings.SMS_API_URL ?? "https://control.msg91.com";
  const response = await fetch(under(base, "/api/v5/flow"), {
    method: "POST",
    headers: { authkey: settings.MSG91_AUTH_KEY ?? "", "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({
      template_id: settings.SMS_TEMPLATE_IDS?.[`${sms.kind}.${sms.language}`],
      short_url: "0",
      ...(settings.SMS_SENDER_ID ? { sender: settings.SMS_SENDER_ID } : {}),
      recipients: [{ mobiles: sms.to.replace(/^\+/, ""), ...sms.values }],
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const answer = (await response.json().catch(() => null)) as { type?: string; message?: string } | null;
  if (!response.ok || answer?.type !== "success") throw providerError("MSG91", response.status, answer?.message);
}

/** Twilio's Messages API: the text itself, from the DLT sender (or a Messaging Service, "MG…"). */
async function toTwilio(sms: Sms, settings: Config): Promise<void> {
  const base = settings.SMS_API_URL ?? "https://api.twilio.com";
  const account = settings.TWILIO_ACCOUNT_SID ?? "";
  const sender = settings.SMS_SENDER_ID ?? "";
  const form = new URLSearchParams({ To: sms.to, Body: sms.text });
  form.set(sender.startsWith("MG") ? "MessagingServiceSid" : "From", sender);
  const response = await fetch(under(base, `/2010-04-01/Accounts/${account}/Messages.json`), {
    method: "POST",
    headers: {
      authorization: `Basic ${Buffer.from(`${account}:${settings.TWILIO_AUTH_TOKEN ?? ""}`).toString("base64")}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: form,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    throw providerError("Twilio", response.status, answer?.message);
  }
}
