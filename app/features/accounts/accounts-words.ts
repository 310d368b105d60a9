import { BRAND } from "~/lib/brand";
import type { MailComposer } from "~/lib/mail.server";
import type { SmsComposer } from "~/lib/sms.server";
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
  | { code: "last-admin" }
  | { code: "wrong-sms-code" }
  | { code: "sms-failed" }
  | { code: "number-taken" }
  | { code: "console-account" };

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
  "wrong-sms-code": (_, t) => t("That code is not right. Check the SMS and try again."),
  "sms-failed": (_, t) => t("We could not send the code. Try again or use e-mail."),
  "console-account": (_, t) => t("Console accounts sign in with their e-mail address and password only."),
  "number-taken": (_, t) =>
    t(
      "This number is verified on another account. Sign in with it and remove it there first, or write to support from the Help page.",
    ),
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

/**
 * A sign-in code, ending with the WebOTP line (`@host #code`) that lets Android Chrome offer to fill it in
 * (https://wicg.github.io/sms-one-time-codes/).
 */
export const phoneCodeSms: SmsComposer<{ code: string; minutes: number; host: string }> = (values, t) => {
  const all = { ...values, brand: BRAND };
  const text = t("{code} is your {brand} sign-in code. It expires in {minutes} minutes. Do not share it.", all);
  return {
    text: `${text}\n\n@${values.host} #${values.code}`,
    values: { code: values.code, minutes: String(values.minutes) },
  };
};

/** A code that adds the number to a signed-in account: worded so it cannot pass for a sign-in code. */
export const addMobileCodeSms: SmsComposer<{ code: string; minutes: number; host: string }> = (values, t) => {
  const all = { ...values, brand: BRAND };
  const text = t(
    "{code} is the code to add this number to a {brand} account. It expires in {minutes} minutes. Do not share it.",
    all,
  );
  return {
    text: `${text}\n\n@${values.host} #${values.code}`,
    values: { code: values.code, minutes: String(values.minutes) },
  };
};

/** DLT templates cap a variable's length; a longer name is cut (the text still reads). */
const SMS_NAME_LENGTH = 30;

/** A sign-in by mobile number from a device the account had not signed in from, to an account without an address. */
export const newSignInSms: SmsComposer<Greeted> = (values, t) => {
  const name = values.name.slice(0, SMS_NAME_LENGTH);
  return {
    text: t(
      "{brand}: Hi {name}, your account was just signed in on a new device. Not you? Write to us from the Help page.",
      { name, brand: BRAND },
    ),
    values: { name },
  };
};

/** The same notice by e-mail, for an account with an address. */
export const newSignInMail: MailComposer<Greeted & Linked> = (values, t) => {
  const all = { ...values, brand: BRAND };
  return {
    subject: t("New sign-in to your {brand} account", all),
    text: t(
      "Hi {name},\n\nYour {brand} account was just signed in with its mobile number on a device it had not used before.\nIf this was not you, write to us at once; you can also reset your password here:\n{link}\n",
      all,
    ),
  };
};
