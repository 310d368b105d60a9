import { flash } from "~/lib/flash";

export const ADDRESS_MESSAGES = {
  created: flash("New address created successfully"),
  updated: flash("Address updated successfully"),
  deleted: flash("Address has been Deleted"),
  madeDefault: flash("Default address updated"),
} as const;
