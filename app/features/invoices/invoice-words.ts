import { GST_STATE_CODES } from "~/features/pricing/gst-states";
import type { IndianState } from "~/features/addresses/indian-states";
import type { Translate } from "~/lib/i18n";
import type { DocumentKind, InvoiceLine } from "./invoice-rules";

/** A document's title, as its heading says it. */
export function documentTitle(kind: DocumentKind, t: Translate): string {
  return kind === "invoice" ? t("Tax invoice") : t("Credit note");
}

/** What each supply on an invoice is. */
export function supplyText(supply: InvoiceLine["supply"], t: Translate): string {
  switch (supply) {
    case "food":
      return t("Food and packaging (restaurant service)");
    case "delivery":
      return t("Delivery");
    case "platform":
      return t("Platform fee");
  }
}

/** "Karnataka (29)": the place of supply with its GST state code. */
export function placeOfSupply(state: string): string {
  const code = GST_STATE_CODES[state as IndianState] as string | undefined;
  return code ? `${state} (${code})` : state;
}
