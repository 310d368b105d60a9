import type { PriceBreakdown } from "~/features/pricing/pricing";
import { offerText, PRICING_WORDS } from "~/features/pricing/pricing-words";
import type { BillView } from "~/features/pricing/bill-words";
import { BillLines } from "~/features/pricing/BillLines";
import { word } from "~/lib/words";
import { formatRupees } from "~/lib/money";
import { useT } from "~/ui/useT";

/**
 * Every charge, before the customer commits: each offer on its own line, what is missing for the
 * restaurant's offer or its minimum order, and a promo code that does not apply yet.
 */
export function OrderSummary({
  price,
  bill,
  minimumOrder,
}: {
  price: PriceBreakdown;
  /** The bill's lines as the loader worded them. */
  bill: BillView;
  minimumOrder: { restaurant: string; paise: number } | null;
}) {
  const { t } = useT("cart");
  const offer = price.offer;
  // The offer as this page's language words it (`offer.text` is the English an order keeps).
  const offerWords = offer ? offerText(offer.terms, t) : null;
  const belowMinimum =
    minimumOrder && price.subtotalPaise < minimumOrder.paise ? minimumOrder.paise - price.subtotalPaise : 0;
  return (
    <section aria-labelledby="summary-heading" className="rounded-2xl border border-gray-200 p-4">
      <h2 id="summary-heading" className="text-lg font-bold">
        {t("Order Summary")}
      </h2>
      <div className="mt-3">
        <BillLines view={bill} />
      </div>
      {offer && offer.shortfallPaise > 0 ? (
        <p className="mt-2 text-sm text-green-900">
          {t("Add {amount} more to get {offer}.", { amount: formatRupees(offer.shortfallPaise), offer: offerWords })}
        </p>
      ) : null}
      {price.promo && !price.promo.applied ? (
        <p className="mt-2 text-sm text-red-800">
          {price.promo.code}: {price.promo.problem ? word(PRICING_WORDS, price.promo.problem, t) : null}
        </p>
      ) : null}
      {belowMinimum > 0 && minimumOrder ? (
        <p className="mt-2 text-sm font-medium text-red-800">
          {t("Add {amount} more to reach the minimum order of {minimum} at {restaurant}.", {
            amount: formatRupees(belowMinimum),
            minimum: formatRupees(minimumOrder.paise),
            restaurant: minimumOrder.restaurant,
          })}
        </p>
      ) : null}
    </section>
  );
}
