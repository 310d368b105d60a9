/**
 * Where each served city delivers: the PIN code areas (their first three digits) of the city and
 * its suburbs. A restaurant delivers to addresses in its own city's areas only, as Indian delivery
 * apps check serviceability by PIN code.
 */
export const DELIVERY_PIN_PREFIXES: Record<string, readonly string[]> = {
  ahmadabad: ["380", "382"],
  bangalore: ["560", "562"],
  bhopal: ["462", "463", "464"],
  calcutta: ["700", "711", "712", "743"],
  chennai: ["600", "601", "602", "603"],
  delhi: ["110", "121", "122", "201"],
  hyderabad: ["500", "501", "502"],
  indore: ["452", "453"],
  jaipur: ["302", "303"],
  kochi: ["682", "683"],
  lucknow: ["226", "227"],
  mumbai: ["400", "401", "410", "421"],
  nagpur: ["440", "441"],
  pune: ["411", "412"],
  surat: ["394", "395"],
};

/** Why a restaurant cannot deliver to a PIN code, or null when it can. */
export function deliveryAreaProblem(
  restaurant: { name: string; city: { slug: string; name: string } },
  pin: string,
): string | null {
  if (servedCityForPin(pin) === restaurant.city.slug) return null;
  return `${restaurant.name} delivers in ${restaurant.city.name} only, and PIN code ${pin} is outside it. Choose an address in ${restaurant.city.name}.`;
}

/** The served city (slug) whose delivery area a PIN code is in, or null. */
export function servedCityForPin(pin: string): string | null {
  const prefix = pin.slice(0, 3);
  return Object.entries(DELIVERY_PIN_PREFIXES).find(([, prefixes]) => prefixes.includes(prefix))?.[0] ?? null;
}
