import fs from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { config } from "./config.server";
import { logger } from "./logger.server";

export interface Mail {
  to: string;
  subject: string;
  text: string;
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
