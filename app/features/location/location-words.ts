import { tooFarMessage } from "~/features/catalogue/delivery-estimate";
import type { Words } from "~/lib/words";
import type { AddressUnreached } from "./delivery-areas";
import type { SuggestOutcome } from "./geocoder.server";
import type { HeroSearchOutcome } from "./hero-search.server";
import type { chooseLocation } from "./location.server";

type Unchosen = Extract<Awaited<ReturnType<typeof chooseLocation>>, { ok: false }>;

/** Why a place could not be found or used, as the location page, the hero and the combobox say it. */
export type LocationRefusal =
  | Extract<HeroSearchOutcome, { ok: false }>
  | Unchosen
  | { code: NonNullable<SuggestOutcome["error"]> }
  | { code: "nothing-chosen" };

export const LOCATION_WORDS: Words<LocationRefusal> = {
  "no-place": (_, t) => t("Please select a location."),
  "nothing-chosen": (_, t) => t("Please select a location."),
  "unknown-place": ({ place }, t) => t("We couldn't find “{place}”. Try a city or locality name.", { place }),
  "unnamed-place": (_, t) => t("Reverse geocoding failed."),
  "service-failed": (_, t) => t("Failed to fetch suggestions. The map service did not answer; showing places we know."),
};

/** Why a restaurant does not deliver to an address, as the cart and checkout say it. */
export const ADDRESS_DELIVERY_WORDS: Words<AddressUnreached> = {
  "other-city": ({ restaurant, city, pin }, t) =>
    t("{restaurant} delivers in {city} only, and PIN code {pin} is outside it. Choose an address in {city}.", {
      restaurant,
      city,
      pin,
    }),
  "no-position": ({ restaurant, address }, t) =>
    t("Edit {address} to choose its locality, so we can tell how far it is from {restaurant}.", {
      address,
      restaurant,
    }),
  "too-far": ({ restaurant, radiusKm, address, km }, t) => tooFarMessage(restaurant, radiusKm, address, km, t),
};
