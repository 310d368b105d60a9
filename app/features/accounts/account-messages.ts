import { flash } from "~/lib/flash";

/** What a customer is told after changing their account, sessions or settings. */
export const ACCOUNT_MESSAGES = {
  profileSaved: flash("Your profile has been saved."),
  passwordChanged: flash("Your password has been changed. Other devices have been signed out."),
  passwordReset: flash("Your new password is set and you are signed in. Every other device has been signed out."),
  othersSignedOut: flash("You have been signed out of your other devices."),
  settingsSaved: flash("Your settings have been saved."),
  settingsReset: flash("Your settings are back to their defaults."),
  accountDeleted: flash("Your account has been deleted."),
  signedOut: flash("You have been signed out."),
  mobileAdded: flash("Your mobile number is verified. You can sign in with it now."),
  mobileRemoved: flash("Your mobile number was removed from sign-in."),
} as const;
