import type { RiderStep } from "~/features/orders/rider-trips.server";
import type { Translate } from "~/lib/i18n";

/** A trip's step as the rider's screen names where they are. */
export function stepText(step: RiderStep, t: Translate): string {
  switch (step) {
    case "to-restaurant":
      return t("On the way to the restaurant");
    case "at-restaurant":
      return t("At the restaurant");
    case "picked-up":
      return t("Picked up, on the way to the customer");
    case "at-customer":
      return t("At the customer");
  }
}
