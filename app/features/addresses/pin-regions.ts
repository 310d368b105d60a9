import type { IndianState } from "./indian-states";

/**
 * Which states a PIN code can belong to, from its leading digits (India Post's postal circles).
 * Where a circle spans several states (Andhra Pradesh and Telangana, Bihar and Jharkhand, Uttar
 * Pradesh and Uttarakhand, the North East…) all of them are allowed, so a real address is never
 * refused; the check catches a PIN from another part of the country.
 */
const BY_PREFIX: [prefix: string, states: IndianState[]][] = [
  ["11", ["Delhi"]],
  ["12", ["Haryana"]],
  ["13", ["Haryana", "Punjab"]],
  ["14", ["Punjab"]],
  ["15", ["Punjab"]],
  ["16", ["Punjab", "Chandigarh", "Haryana"]],
  ["17", ["Himachal Pradesh"]],
  ["18", ["Jammu and Kashmir"]],
  ["19", ["Jammu and Kashmir", "Ladakh"]],
  ["20", ["Uttar Pradesh"]],
  ["21", ["Uttar Pradesh"]],
  ["22", ["Uttar Pradesh"]],
  ["23", ["Uttar Pradesh"]],
  ["24", ["Uttar Pradesh", "Uttarakhand"]],
  ["25", ["Uttar Pradesh"]],
  ["26", ["Uttar Pradesh", "Uttarakhand"]],
  ["27", ["Uttar Pradesh"]],
  ["28", ["Uttar Pradesh"]],
  ["30", ["Rajasthan"]],
  ["31", ["Rajasthan"]],
  ["32", ["Rajasthan"]],
  ["33", ["Rajasthan"]],
  ["34", ["Rajasthan"]],
  ["36", ["Gujarat"]],
  ["37", ["Gujarat"]],
  ["38", ["Gujarat"]],
  ["39", ["Gujarat", "Dadra and Nagar Haveli and Daman and Diu"]],
  ["403", ["Goa"]],
  ["40", ["Maharashtra"]],
  ["41", ["Maharashtra"]],
  ["42", ["Maharashtra"]],
  ["43", ["Maharashtra"]],
  ["44", ["Maharashtra"]],
  ["45", ["Madhya Pradesh"]],
  ["46", ["Madhya Pradesh"]],
  ["47", ["Madhya Pradesh"]],
  ["48", ["Madhya Pradesh"]],
  ["49", ["Chhattisgarh"]],
  ["50", ["Telangana", "Andhra Pradesh"]],
  ["51", ["Andhra Pradesh", "Telangana"]],
  ["52", ["Andhra Pradesh"]],
  ["53", ["Andhra Pradesh", "Puducherry"]],
  ["56", ["Karnataka"]],
  ["57", ["Karnataka"]],
  ["58", ["Karnataka"]],
  ["59", ["Karnataka"]],
  ["60", ["Tamil Nadu", "Puducherry"]],
  ["61", ["Tamil Nadu"]],
  ["62", ["Tamil Nadu"]],
  ["63", ["Tamil Nadu"]],
  ["64", ["Tamil Nadu"]],
  ["67", ["Kerala", "Puducherry"]],
  ["68", ["Kerala", "Lakshadweep"]],
  ["69", ["Kerala"]],
  ["737", ["Sikkim"]],
  ["744", ["Andaman and Nicobar Islands"]],
  ["70", ["West Bengal"]],
  ["71", ["West Bengal"]],
  ["72", ["West Bengal"]],
  ["73", ["West Bengal"]],
  ["74", ["West Bengal"]],
  ["75", ["Odisha"]],
  ["76", ["Odisha"]],
  ["77", ["Odisha"]],
  ["78", ["Assam"]],
  ["79", ["Arunachal Pradesh", "Meghalaya", "Manipur", "Mizoram", "Nagaland", "Tripura", "Assam"]],
  ["80", ["Bihar"]],
  ["81", ["Bihar", "Jharkhand"]],
  ["82", ["Bihar", "Jharkhand"]],
  ["83", ["Jharkhand", "Bihar"]],
  ["84", ["Bihar"]],
  ["85", ["Bihar"]],
];

/** The states a PIN code's postal circle covers; empty when no circle has that prefix. */
export function statesForPin(pin: string): IndianState[] {
  return BY_PREFIX.find(([prefix]) => pin.startsWith(prefix))?.[1] ?? [];
}

/** Why a PIN code does not fit the chosen state. */
export type PinMismatch =
  | { code: "pin-not-indian"; pin: string }
  | { code: "pin-other-state"; pin: string; states: IndianState[]; state: IndianState };

/** Why a PIN code does not fit the chosen state, or null when it does. */
export function pinStateMismatch(pin: string, state: IndianState): PinMismatch | null {
  const states = statesForPin(pin);
  if (states.length === 0) return { code: "pin-not-indian", pin };
  if (states.includes(state)) return null;
  return { code: "pin-other-state", pin, states, state };
}
