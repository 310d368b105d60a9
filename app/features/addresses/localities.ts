import { servedCityForPin } from "~/features/location/delivery-areas";
import type { Translate } from "~/lib/i18n";

/** The address form's locality choices: a served city and its localities (localities.server.ts lists them). */
export interface LocalityGroup {
  city: string;
  localities: { value: string; name: string }[];
}

/**
 * Why the locality chosen on the address form does not fit its PIN code, or null: one is needed where we
 * deliver (so the distance can be worked out), and it must be in the PIN code's city. `value` is the select's
 * `city-slug/Locality`. In the page's language (`t`), the locality's name as it is.
 */
export function localityProblem(value: string, zipCode: string, t: Translate): string | null {
  const pinCity = servedCityForPin(zipCode);
  if (value === "") return pinCity ? t("Choose the locality of this address, so we can tell how far it is.") : null;
  const [city, name] = value.split("/");
  if (city !== pinCity)
    return t("{locality} is not in the city of PIN code {pin}. Choose the locality this address is in.", {
      locality: name ?? value,
      pin: zipCode,
    });
  return null;
}
