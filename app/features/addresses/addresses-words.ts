import type { Translate } from "~/lib/i18n";
import type { Words } from "~/lib/words";
import type { AddressRefusal } from "./address-checks";
import { INDIAN_STATES } from "./indian-states";

/**
 * A state or union territory as stored (its English name) in the page's language; a name we do not know
 * stays as written. Pages that show one load the addresses namespace.
 */
export function stateText(state: string, t: Translate): string {
  return (INDIAN_STATES as readonly string[]).includes(state) ? t(state) : state;
}

/** The country as stored ("India") in the page's language. */
export function countryText(country: string, t: Translate): string {
  return country === "India" ? t("India") : country;
}

/** The address form's refusals in the page's language; cities and localities keep their names. */
export const ADDRESS_WORDS: Words<AddressRefusal> = {
  "pin-not-indian": ({ pin }, t) => t("{pin} is not an Indian PIN code. Check the first digits.", { pin }),
  "pin-other-state": ({ pin, states, state }, t) =>
    t("PIN code {pin} is in {states}, not {state}. Check the PIN code or the state.", {
      pin,
      states: states.map((each) => stateText(each, t)).join(t(" or ")),
      state: stateText(state, t),
    }),
  "locality-needed": (_, t) => t("Choose the locality of this address, so we can tell how far it is."),
  "locality-other-city": ({ locality, pin }, t) =>
    t("{locality} is not in the city of PIN code {pin}. Choose the locality this address is in.", { locality, pin }),
  "locality-unknown": (_, t) => t("Choose your locality from the list."),
};
