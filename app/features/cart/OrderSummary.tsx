import { discountLines, type PriceBreakdown } from "~/features/pricing/pricing";
import { offerText } from "~/features/pricing/restaurant-offers";
import { formatRupees } from "~/lib/money";
import { Price } from "~/ui/Price";
import { useT } from "~/ui/useT";

/**
 * Every charge, before the customer commits: each offer on its own line, what is missing for the
 * restaurant's offer or its minimum order, and a promo code that does not apply yet.
 */
export function OrderSummary({
  price,
  minimumOrder,
}: {
  price: PriceBreakdown;
  minimumOrder: { restaurant: string; paise: number } | null;
}) {
  const { t } = useT("cart");
  const offer = price.offer;
  // The offer as this page's language words it (`offer.text` is the English an order keeps).
  const offerWords = offer ? offerText(offer.terms, t) : null;
  const lines = discountLines(
    {
      itemDiscountPaise: price.itemDiscountPaise,
      offerText: offerWords,
      offerDiscountPaise: offer?.discountPaise ?? 0,
      promoCode: price.promo?.code ?? null,
      discountPaise: price.discountPaise,
    },
    t,
  );
  const belowMinimum =
    minimumOrder && price.subtotalPaise < minimumOrder.paise ? minimumOrder.paise - price.subtotalPaise : 0;
  return (
    <section aria-labelledby="summary-heading" className="rounded-2xl border border-gray-200 p-4">
      <h2 id="summary-heading" className="text-lg font-bold">
        {t("Order Summary")}
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        <Row label={t("Subtotal")} paise={price.subtotalPaise} />
        {lines.map(([label, paise]) => (
          <Row key={label} label={label} paise={paise} />
        ))}
        <div className="flex justify-between gap-2">
          <dt>{offer?.freeDelivery ? t("Delivery fee ({offer})", { offer: offerWords }) : t("Delivery fee")}</dt>
          <dd>
            {price.deliveryFeePaise === 0 && price.subtotalPaise > 0 ? (
              t("Free")
            ) : (
              <Price paise={price.deliveryFeePaise} />
            )}
          </dd>
        </div>
        <Row label={t("Service fee")} paise={price.serviceFeePaise} />
        <Row label={t("Tax (8%)")} paise={price.taxPaise} />
        <div className="flex justify-between border-t border-gray-200 pt-2 text-base font-bold">
          <dt>{t("Total")}</dt>
          <dd>
            <Price paise={price.totalPaise} />
          </dd>
        </div>
      </dl>
      {offer && offer.shortfallPaise > 0 ? (
        <p className="mt-2 text-sm text-green-900">
          {t("Add {amount} more to get {offer}.", { amount: formatRupees(offer.shortfallPaise), offer: offerWords })}
        </p>
      ) : null}
      {price.promo && !price.promo.applied ? (
        <p className="mt-2 text-sm text-red-800">
          {price.promo.code}: {price.promo.message}
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

function Row({ label, paise }: { label: string; paise: number }) {
  return (
    <div className="flex justify-between gap-2">
      <dt>{label}</dt>
      <dd className="shrink-0">
        {paise < 0 ? (
          <>
            −<Price paise={-paise} />
          </>
        ) : (
          <Price paise={paise} />
        )}
      </dd>
    </div>
  );
}
