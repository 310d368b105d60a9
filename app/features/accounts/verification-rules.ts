export const CODE_LENGTH = 6;
export const RESEND_COOLDOWN_SECONDS = 60;

/** A code by SMS (decision 0036): valid this long, this many tries, and another may be asked for after this wait. */
export const PHONE_CODE_MINUTES = 10;
export const PHONE_CODE_TRIES = 5;
export const PHONE_RESEND_SECONDS = 30;

/** What the code field keeps of what was typed or pasted: digits only, at most six. */
export function cleanCode(input: string): string {
  return input.replace(/\D/g, "").slice(0, CODE_LENGTH);
}

/** A password reset link works once, for this long. */
export const RESET_LINK_MINUTES = 30;
