import http from "node:http";
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part, "" when the mail has none. */
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface MailCapture {
  /** SMTP_URL for the app. */
  smtpUrl: string;
  /** An HTTP endpoint listing captured mail as JSON (`?to=` filters), for test processes elsewhere. */
  httpUrl: string;
  messages: CapturedMail[];
  close: () => Promise<void>;
}

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startMailCapture(): Promise<MailCapture> {
  const messages: CapturedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()).join(",");
          messages.push({
            to,
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: parsed.html || "",
            attachments: parsed.attachments.map(({ filename, contentType, content }) => ({
              filename: filename ?? "",
              contentType,
              content,
            })),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const reader = http.createServer((req, res) => {
    const to = new URL(req.url ?? "/", "http://localhost").searchParams.get("to")?.toLowerCase();
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify(to ? messages.filter((m) => m.to.includes(to)) : messages));
  });
  await new Promise<void>((resolve) => reader.listen(0, "127.0.0.1", resolve));
  return {
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    httpUrl: `http://127.0.0.1:${(reader.address() as AddressInfo).port}`,
    messages,
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => reader.close(() => resolve()));
    },
  };
}

/** The six-digit code in the newest verification mail to `to`, waiting for it to arrive. */
export async function latestCode(
  read: () => Promise<CapturedMail[]> | CapturedMail[],
  to: string,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await read()).filter(
      (mail) => mail.to.includes(to.toLowerCase()) && /verification code|वेरिफ़िकेशन कोड/.test(mail.subject),
    );
    const code = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? "")?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No verification code mailed to ${to}`);
}

/** The path and query of the reset link in the newest password reset mail to `to`, waiting for it to arrive. */
export async function latestResetLink(
  read: () => Promise<CapturedMail[]> | CapturedMail[],
  to: string,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await read()).filter(
      (mail) => mail.to.includes(to.toLowerCase()) && /Reset your/.test(mail.subject),
    );
    const link = /(https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? "")?.[1];
    if (link) return new URL(link).pathname + new URL(link).search;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No password reset link mailed to ${to}`);
}
