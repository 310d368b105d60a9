import fs from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { config } from "./config.server";
import { fixedT, type Language, type Translate } from "./i18n";
import { logger } from "./logger.server";

/** A file a mail carries, such as a tax invoice's PDF. */
export interface Attachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** What a mail says: plain text, and the same as simple HTML when its feature writes one. */
export interface Worded {
  subject: string;
  text: string;
  html?: string;
}

export interface Mail extends Worded {
  to: string;
  attachments?: Attachment[];
}

let transporter: Transporter | undefined;

/**
 * Sends through SMTP when SMTP_URL is set; otherwise each message is written to OUTBOX_DIR as an
 * .eml file and one log line says where (and to which domain, nothing of the message itself).
 */
export async function sendMail(mail: Mail): Promise<void> {
  const { SMTP_URL, MAIL_FROM, OUTBOX_DIR } = config();
  if (SMTP_URL) {
    transporter ??= nodemailer.createTransport(SMTP_URL);
    try {
      await transporter.sendMail({ from: MAIL_FROM, ...mail });
    } catch (error) {
      throw new Error(`Sending mail to ${mail.to} through SMTP failed`, { cause: error });
    }
    return;
  }
  const message = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: "unix" })
    .sendMail({ from: MAIL_FROM, ...mail });
  fs.mkdirSync(OUTBOX_DIR, { recursive: true });
  const file = path.join(
    OUTBOX_DIR,
    `${new Date().toISOString().replace(/[:.]/g, "-")}-${message.messageId.replace(/[^a-z0-9]/gi, "")}.eml`,
  );
  fs.writeFileSync(file, message.message as Buffer);
  // Never the subject or text: they hold verification codes and reset links.
  logger().info({ toDomain: mail.to.split("@").pop(), file }, "mail written to outbox");
}

/**
 * An e-mail's wording, kept in its feature's words file: given its values and a `t`, the subject and text
 * (and HTML, if it has one) (decision 0031). The feature decides what to say; `sendWorded` says it in the
 * recipient's language.
 */
export type MailComposer<V> = (values: V, t: Translate) => Worded;

/** A file written for a mail in a language of its own (a tax invoice is in English whoever receives it). */
export interface AttachmentWriter<V> {
  language: Language;
  write: (values: V, t: Translate) => Promise<Attachment>;
}

/**
 * The one way a feature sends a mail: `compose` worded in `language` (the recipient's), sent to `to`, with
 * each of `attach`'s files written in its own language.
 */
export async function sendWorded<V>(
  to: string,
  language: Language,
  compose: MailComposer<V>,
  values: V,
  attach: AttachmentWriter<V>[] = [],
): Promise<void> {
  const attachments = await Promise.all(attach.map((writer) => writer.write(values, fixedT(writer.language))));
  return sendMail({ to, ...compose(values, fixedT(language)), ...(attachments.length > 0 ? { attachments } : {}) });
}

const inBackground = new Set<Promise<void>>();

/**
 * Sends after the answer, for e-mails whose failure must not fail the request (and whose sending time must not
 * show in it): called once the change they tell of has committed, never awaited. A failure is logged.
 */
export function sendInBackground(sending: Promise<void>, what: string): void {
  const settled = sending
    .catch((error: unknown) => logger().error({ err: error }, `${what} e-mail failed`))
    .finally(() => inBackground.delete(settled));
  inBackground.add(settled);
}

/**
 * Resolves once every e-mail sent in the background so far has been handed to the mail server (or failed):
 * the signal a test waits on before saying that nothing was sent, instead of waiting a while.
 */
export async function backgroundMailSettled(): Promise<void> {
  while (inBackground.size > 0) await Promise.all(inBackground);
}
