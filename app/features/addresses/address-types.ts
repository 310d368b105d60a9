/** The kinds of address a customer can save. */
export const ADDRESS_TYPES = ["Home", "Work", "Other"] as const;
