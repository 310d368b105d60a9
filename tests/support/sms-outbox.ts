import fs from "node:fs";
import path from "node:path";

/** An SMS as the outbox provider writes it (app/lib/sms.server.ts). */
export interface OutboxSms {
  to: string;
  kind: "code" | "add-mobile-code" | "new-sign-in";
  language: "en" | "hi";
  text: string;
  values: Record<string, string>;
}

/** Every SMS in `dir` to `to` ("+91…"), oldest first (the files are named by the time they were written). */
export function smsTo(dir: string, to: string): OutboxSms[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as OutboxSms)
    .filter((sms) => sms.to === to);
}

/** The code in the newest code SMS to `to` (to sign in, or to add the number), or null when none was sent. */
export function latestSmsCode(dir: string, to: string): string | null {
  const codes = smsTo(dir, to).filter((sms) => sms.kind !== "new-sign-in");
  return codes.at(-1)?.values.code ?? null;
}
