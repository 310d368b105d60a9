import type { Translate } from "~/lib/i18n";
import { formatRupees } from "~/lib/money";
import type { Deal, Offer } from "./offers";

/** What checkout requires for a code: "Min. order ₹25". */
export function promoTermsText(minimumPaise: number, t: Translate): string {
  return t("Min. order {amount}", { amount: formatRupees(minimumPaise) });
}

/** A menu's deal as its card says it: a title, and how to get it. */
export function dealText(deal: Deal, t: Translate): { title: string; detail: string } {
  switch (deal.kind) {
    case "restaurant":
      return { title: deal.offer, detail: t("Applied at checkout. No code needed.") };
    case "dishes":
      return {
        title: t("Up to {percent}% OFF on dishes", { percent: deal.percent }),
        detail: t("On dishes marked % OFF. No code needed."),
      };
    case "promo":
      return {
        title: t("{offer} with {code}", { offer: t(deal.description), code: deal.code }),
        detail: t("{terms}. Apply it on the cart page.", { terms: promoTermsText(deal.minimumPaise, t) }),
      };
  }
}

/**
 * A platform offer in the customer's language: its texts are the platform's own (seeded in English), so
 * each is a message of the catalogue namespace; one without a translation stays as written.
 */
export function wordOffer(offer: Offer, t: Translate): Offer {
  return { ...offer, title: t(offer.title), description: t(offer.description), discountLabel: t(offer.discountLabel) };
}
