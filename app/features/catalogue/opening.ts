/** What deciding "open now" reads of a restaurant row: today only the switch an admin flips. */
export interface OpeningFields {
  is_active: number;
}

/**
 * Whether a restaurant takes orders at `now`: the one rule the listings, the menu, favourites, the cart and
 * checkout all ask. It takes the moment so weekly opening hours can join the admin's switch here; until
 * then the switch alone decides.
 */
export function isOpenNow(restaurant: OpeningFields, _now: Date): boolean {
  return restaurant.is_active === 1;
}
