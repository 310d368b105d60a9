import type { PriceBreakdown } from "~/features/pricing/pricing";
import { Price } from "~/ui/Price";

/** Every charge, before the customer commits. */
export function OrderSummary({ price }: { price: PriceBreakdown }) {
  return (
    <section aria-labelledby="summary-heading" className="rounded-2xl border border-gray-200 p-4">
      <h2 id="summary-heading" className="text-lg font-bold">Order Summary</h2>
      <dl className="mt-3 space-y-2 text-sm">
        <Row label="Subtotal" paise={price.subtotalPaise} />
        {price.discountPaise > 0 ? <Row label={`Promo (${price.promo?.code})`} paise={-price.discountPaise} /> : null}
        <div className="flex justify-between">
          <dt>Delivery fee</dt>
          <dd>{price.deliveryFeePaise === 0 && price.subtotalPaise > 0 ? "Free" : <Price paise={price.deliveryFeePaise} />}</dd>
        </div>
        <Row label="Service fee" paise={price.serviceFeePaise} />
        <Row label="Tax (8%)" paise={price.taxPaise} />
        <div className="flex justify-between border-t border-gray-200 pt-2 text-base font-bold">
          <dt>Total</dt>
          <dd><Price paise={price.totalPaise} /></dd>
        </div>
      </dl>
      {price.promo && !price.promo.applied ? <p className="mt-2 text-sm text-red-800">{price.promo.code}: {price.promo.message}</p> : null}
    </section>
  );
}

function Row({ label, paise }: { label: string; paise: number }) {
  return (
    <div className="flex justify-between">
      <dt>{label}</dt>
      <dd>{paise < 0 ? <>−<Price paise={-paise} /></> : <Price paise={paise} />}</dd>
    </div>
  );
}
