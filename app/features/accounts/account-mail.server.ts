import { BRAND } from "~/lib/brand";
import { fixedT, type Language } from "~/lib/i18n";
import { logger } from "~/lib/logger.server";
import { sendMail } from "~/lib/mail.server";
import { publicHref } from "~/lib/public-url.server";

/** The e-mails about an account itself (its verification code is in verification.server.ts). */
interface Recipient {
  email: string;
  firstName: string;
}

/**
 * Sends after the answer: for e-mails whose sending time must not show in the answer's (whether an
 * account exists) and whose failure must not fail the request. A failure is logged.
 */
export function sendInBackground(sending: Promise<void>, what: string): void {
  sending.catch((error: unknown) => logger().error({ err: error }, `${what} e-mail failed`));
}

/**
 * An e-mail to `to` in `language`: `t` for its subject and text, which can name `{brand}`, the owner's
 * `{name}` and the forgotten-password page's `{link}`, and `send` once they are written.
 */
function mailIn(to: Recipient, language: Language) {
  const t = fixedT(language);
  const values = { brand: BRAND, name: to.firstName, link: publicHref("/forgot-password") };
  return {
    t: (message: string, more: Record<string, string | number> = {}) => t(message, { ...values, ...more }),
    send: (subject: string, text: string) => sendMail({ to: to.email, subject, text }),
  };
}

/** To the owner of an address someone tried to sign up with again. */
export function sendAlreadyHaveAccount(to: Recipient, language: Language): Promise<void> {
  const { t, send } = mailIn(to, language);
  return send(
    t("You already have a {brand} account"),
    t(
      "Hi {name},\n\nSomeone (hopefully you) tried to sign up with this e-mail address, but you already have an account.\nSign in instead, or reset your password if you have forgotten it:\n{link}\n",
    ),
  );
}

/** After repeated wrong passwords from devices the account never signed in from. */
export function sendFailedSignInsAlert(to: Recipient, failures: number, language: Language): Promise<void> {
  const { t, send } = mailIn(to, language);
  return send(
    t("Failed sign-ins to your {brand} account"),
    t(
      "Hi {name},\n\nSomeone entered a wrong password for your account {failures} times from devices you have not signed in from before.\nIf that was you, you can reset your password here:\n{link}\n\nIf it was not you, your account is safe: new devices now have to wait between tries, and the devices you have signed in from before are not affected. Choosing a password you use nowhere else keeps it that way.\n",
      { failures },
    ),
  );
}

/** The reset link, in the language of the page it was asked for on. */
export function sendPasswordResetLink(
  to: Recipient,
  token: string,
  minutes: number,
  language: Language,
): Promise<void> {
  const { t, send } = mailIn(to, language);
  return send(
    t("Reset your {brand} password"),
    t(
      "Hi {name},\n\nTo choose a new password, open this link within {minutes} minutes:\n{link}\n\nThe link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.\n",
      { minutes, link: publicHref(`/reset-password?token=${token}`) },
    ),
  );
}

/** After the owner changed or reset the password, in the language of the page they did it on. */
export function sendPasswordChanged(to: Recipient, language: Language): Promise<void> {
  const { t, send } = mailIn(to, language);
  return send(
    t("Your {brand} password was changed"),
    t(
      "Hi {name},\n\nThe password of your {brand} account was just changed, and every other device was signed out.\nIf you did not do this, reset your password now and write to us:\n{link}\n",
    ),
  );
}
