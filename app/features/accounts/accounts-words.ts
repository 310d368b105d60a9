import { BRAND } from "~/lib/brand";
import type { MailComposer } from "~/lib/mail.server";
import type { Words } from "~/lib/words";

/** Why an account's form was refused, as the accounts functions answer it (decision 0031). */
export type AccountRefusal =
  | { code: "wrong-credentials" }
  | { code: "wrong-password" }
  | { code: "wrong-current-password" }
  | { code: "wrong-code" }
  | { code: "expired-code" }
  | { code: "locked-code" }
  | { code: "resend-wait"; seconds: number }
  | { code: "link-expired" }
  | { code: "last-admin" };

export const ACCOUNT_WORDS: Words<AccountRefusal> = {
  "wrong-credentials": (_, t) => t("Invalid e-mail or password."),
  "wrong-password": (_, t) => t("That password is not right."),
  "wrong-current-password": (_, t) => t("The current password is not right."),
  "wrong-code": (_, t) => t("That code is not right. Check the e-mail and try again."),
  "expired-code": (_, t) => t("This code has expired or was already used. Request a new one with Resend OTP."),
  "locked-code": (_, t) => t("Too many wrong codes. Request a new one with Resend OTP."),
  "resend-wait": ({ seconds }, t) =>
    t("You can request a new code in {count, plural, one {# second} other {# seconds}}.", { count: seconds }),
  "link-expired": (_, t) => t("This link has expired or was already used. Ask for a new one."),
  "last-admin": (_, t) => t("This is the last admin account. Make another account an admin before deleting it."),
};

/** Said with a sign-in refused for too many attempts: the owner is never locked out. */
export const LOCKED_OUT_HELP =
  "Is this your account? Choose “Forgot password?” and we will e-mail you a link that signs you in at once.";

/** The addressee of an account's e-mail: the owner's first name, as it greets them. */
interface Greeted {
  name: string;
}

/** Links in account e-mails point to the forgotten-password page (or, for a reset, to the link itself). */
interface Linked {
  link: string;
}

/** A sign-up's code. */
export const verificationCodeMail: MailComposer<Greeted & { code: string; minutes: number }> = (values, t) => {
  const all = { ...values, brand: BRAND };
  return {
    subject: t("{code} is your {brand} verification code", all),
    text: t(
      "Hi {name},\n\nYour {brand} verification code is {code}.\nIt expires in {minutes} minutes and can be used once.\n\nIf you did not sign up, ignore this e-mail.\n",
      all,
    ),
  };
};

/** To the owner of an address someone tried to sign up with again. */
export const alreadyHaveAccountMail: MailComposer<Greeted & Linked> = (values, t) => {
  const all = { ...values, brand: BRAND };
  return {
    subject: t("You already have a {brand} account", all),
    text: t(
      "Hi {name},\n\nSomeone (hopefully you) tried to sign up with this e-mail address, but you already have an account.\nSign in instead, or reset your password if you have forgotten it:\n{link}\n",
      all,
    ),
  };
};

/** After repeated wrong passwords from devices the account never signed in from. */
export const failedSignInsMail: MailComposer<Greeted & Linked & { failures: number }> = (values, t) => {
  const all = { ...values, brand: BRAND };
  return {
    subject: t("Failed sign-ins to your {brand} account", all),
    text: t(
      "Hi {name},\n\nSomeone entered a wrong password for your account {failures} times from devices you have not signed in from before.\nIf that was you, you can reset your password here:\n{link}\n\nIf it was not you, your account is safe: new devices now have to wait between tries, and the devices you have signed in from before are not affected. Choosing a password you use nowhere else keeps it that way.\n",
      all,
    ),
  };
};

/** The reset link itself. */
export const passwordResetMail: MailComposer<Greeted & Linked & { minutes: number }> = (values, t) => {
  const all = { ...values, brand: BRAND };
  return {
    subject: t("Reset your {brand} password", all),
    text: t(
      "Hi {name},\n\nTo choose a new password, open this link within {minutes} minutes:\n{link}\n\nThe link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.\n",
      all,
    ),
  };
};

/** After the owner changed or reset the password. */
export const passwordChangedMail: MailComposer<Greeted & Linked> = (values, t) => {
  const all = { ...values, brand: BRAND };
  return {
    subject: t("Your {brand} password was changed", all),
    text: t(
      "Hi {name},\n\nThe password of your {brand} account was just changed, and every other device was signed out.\nIf you did not do this, reset your password now and write to us:\n{link}\n",
      all,
    ),
  };
};
