import { servedCityForPin } from "~/features/location/delivery-areas";

/** The address form's locality choices: a served city and its localities (localities.server.ts lists them). */
export interface LocalityGroup {
  city: string;
  localities: { value: string; name: string }[];
}

/** Why the locality chosen on the address form does not fit its PIN code. */
export type LocalityProblem =
  { code: "locality-needed" } | { code: "locality-other-city"; locality: string; pin: string };

/**
 * Why the locality chosen on the address form does not fit its PIN code, or null: one is needed where we
 * deliver (so the distance can be worked out), and it must be in the PIN code's city. `value` is the select's
 * `city-slug/Locality`.
 */
export function localityProblem(value: string, zipCode: string): LocalityProblem | null {
  const pinCity = servedCityForPin(zipCode);
  if (value === "") return pinCity ? { code: "locality-needed" } : null;
  const [city, name] = value.split("/");
  if (city !== pinCity) return { code: "locality-other-city", locality: name ?? value, pin: zipCode };
  return null;
}
