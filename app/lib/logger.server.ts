import { pino, type Logger } from "pino";
import { config } from "./config.server";

let instance: Logger | undefined;

/**
 * The one logger of the app: JSON lines on stdout at LOG_LEVEL. Errors go in as `{ err }` so pino
 * records their type, message, stack and cause; request-scoped lines carry `requestId`.
 */
export function logger(): Logger {
  instance ??= pino({ level: config().LOG_LEVEL });
  return instance;
}
