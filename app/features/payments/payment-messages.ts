import { flash } from "~/lib/flash";

export const PAYMENT_MESSAGES = {
  methodSaved: flash("Your preferred payment method has been saved."),
  refundDone: flash("The refund went through."),
} as const;
