import type { Translate } from "./i18n";

/** A limit that was hit: how long until the next try is allowed. */
export class TooManyAttempts extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many attempts; the next is allowed in ${Math.ceil(retryAfterSeconds)} s`);
  }

  /** "Too many attempts. Try again in 45 seconds." ("… 15 minutes."), in the language of `t`. */
  text(t: Translate): string {
    const seconds = this.retryAfterSeconds;
    return seconds < 60
      ? t("Too many attempts. Try again in {count, plural, one {# second} other {# seconds}}.", {
          count: Math.max(1, Math.ceil(seconds)),
        })
      : t("Too many attempts. Try again in {count, plural, one {# minute} other {# minutes}}.", {
          count: Math.ceil(seconds / 60),
        });
  }
}
