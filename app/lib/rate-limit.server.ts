import { countOf } from "./plural";

/** "45 seconds", "1 minute", "15 minutes". */
function waitText(seconds: number): string {
  return seconds < 60 ? countOf(Math.max(1, Math.ceil(seconds)), "second") : countOf(Math.ceil(seconds / 60), "minute");
}

/** A limit that was hit: how long until the next try is allowed. */
export class TooManyAttempts extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many attempts. Try again in ${waitText(retryAfterSeconds)}.`);
  }
}
