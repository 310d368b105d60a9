import type { IndianState } from "./indian-states";
import { localityProblem, type LocalityProblem } from "./localities";
import { pinStateMismatch, type PinMismatch } from "./pin-regions";

/** Why an address was refused beyond its fields' own rules; worded by `ADDRESS_WORDS`. */
export type AddressRefusal = PinMismatch | LocalityProblem | { code: "locality-unknown" };

/** The refusals of an address, by the field each is shown next to. */
export type AddressProblems = Partial<Record<"zipCode" | "locality", AddressRefusal>>;

/** The checks across an address's fields: the PIN code against the state, the locality against the PIN code. */
export function addressProblems(address: { zipCode: string; state: IndianState; locality: string }): AddressProblems {
  const problems: AddressProblems = {};
  const mismatch = pinStateMismatch(address.zipCode, address.state);
  if (mismatch) problems.zipCode = mismatch;
  const locality = localityProblem(address.locality, address.zipCode);
  if (locality) problems.locality = locality;
  return problems;
}
