import type { Language } from "~/lib/i18n";
import { sendWorded } from "~/lib/mail.server";
import { publicHref } from "~/lib/public-url.server";
import { alreadyHaveAccountMail, failedSignInsMail, passwordChangedMail, passwordResetMail } from "./accounts-words";

/** The e-mails about an account itself (its verification code is in verification.server.ts). */
interface Recipient {
  email: string;
  firstName: string;
}

/** The values every account e-mail names: the owner's `{name}` and the forgotten-password page's `{link}`. */
const greeting = (to: Recipient) => ({ name: to.firstName, link: publicHref("/forgot-password") });

/** To the owner of an address someone tried to sign up with again. */
export function sendAlreadyHaveAccount(to: Recipient, language: Language): Promise<void> {
  return sendWorded(to.email, language, alreadyHaveAccountMail, greeting(to));
}

/** After repeated wrong passwords from devices the account never signed in from. */
export function sendFailedSignInsAlert(to: Recipient, failures: number, language: Language): Promise<void> {
  return sendWorded(to.email, language, failedSignInsMail, { ...greeting(to), failures });
}

/** The reset link, in the language of the page it was asked for on. */
export function sendPasswordResetLink(
  to: Recipient,
  token: string,
  minutes: number,
  language: Language,
): Promise<void> {
  const link = publicHref(`/reset-password?token=${token}`);
  return sendWorded(to.email, language, passwordResetMail, { ...greeting(to), minutes, link });
}

/** After the owner changed or reset the password, in the language of the page they did it on. */
export function sendPasswordChanged(to: Recipient, language: Language): Promise<void> {
  return sendWorded(to.email, language, passwordChangedMail, greeting(to));
}
