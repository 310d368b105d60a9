import type { Coordinates } from "~/features/location/geo";

/** The kinds of address a customer can save. */
export const ADDRESS_TYPES = ["Home", "Work", "Other"] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** A customer's saved address, as every page that shows or chooses one reads it (the address book, the cart). */
export interface Address {
  id: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  addressType: AddressType;
  isDefault: boolean;
  /** The locality chosen on the form ("Park Street"), or null for a place we do not deliver to or an address saved before localities. */
  locality: string | null;
  /** Where the locality is, for distances; null with no locality. */
  position: Coordinates | null;
}
