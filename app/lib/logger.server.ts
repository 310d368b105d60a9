import { pino, type Logger } from "pino";
import { config } from "./config.server";

let instance: Logger | undefined;

/** Query parameters that carry secrets: reset links' `token`, Google's one-time `code` and `state`. */
const SECRET_PARAMETERS = ["token", "code", "state"];

/**
 * Fields never written as they are, wherever a log line has them: passwords, tokens and codes, and the
 * cookies and credentials of requests and answers (pino's `redact`).
 */
const REDACTED = [
  "password",
  "*.password",
  "currentPassword",
  "*.currentPassword",
  "newPassword",
  "*.newPassword",
  "confirmPassword",
  "*.confirmPassword",
  "token",
  "*.token",
  "code",
  "cookie",
  "*.cookie",
  "*.headers.cookie",
  "*.headers.authorization",
  '*.headers["set-cookie"]',
];

/** `url` (a path or an absolute address) with the values of secret query parameters replaced. */
export function withoutSecrets(url: string): string {
  const start = url.indexOf("?");
  if (start === -1) return url;
  const query = new URLSearchParams(url.slice(start + 1));
  for (const name of SECRET_PARAMETERS) if (query.has(name)) query.set(name, "redacted");
  return `${url.slice(0, start)}?${query.toString()}`;
}

/**
 * The one logger of the app: JSON lines on stdout at LOG_LEVEL. Errors go in as `{ err }` so pino
 * records their type, message, stack and cause; request-scoped lines carry `requestId`. A line's `url`
 * is written without secret query values, and the fields in REDACTED as "[Redacted]".
 */
export function logger(): Logger {
  instance ??= pino({
    level: config().LOG_LEVEL,
    redact: { paths: REDACTED, censor: "[Redacted]" },
    serializers: { url: (url: unknown) => withoutSecrets(String(url)) },
  });
  return instance;
}
