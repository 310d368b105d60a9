import { DELIVERY_BANDS, FEES, GST, PROMOS, type GstRate, type PromoCode } from "./pricing-config";
import { inEnglish, offerText } from "./pricing-words";
import { offerMinimum, type RestaurantOffer } from "./restaurant-offers";

/**
 * The bill, computed on the server only, all in integer paise (docs/decisions/0033-indian-bill.md).
 *
 * In order: dish offers ("15% OFF" on a dish) lower each unit's price; the restaurant's own offer applies to
 * the food after them; a promo code applies to what remains (its minimum is checked on the menu-price
 * subtotal). The restaurant's packaging is added per unit. GST on the food and packaging (5%) is charged on
 * their value after every discount. The delivery fee grows with the distance in the city's bands (free under
 * a free-delivery offer); late night and the console's rain switch add surcharges; the delivery fee and
 * surcharges carry 18% GST, and so does the platform fee. The tip goes to the rider untaxed. Every computed
 * amount is rounded to the nearest paisa, halves up, where it is computed; the total is rounded to the rupee
 * with one round-off line when it needs one.
 */

export interface PricedLine {
  unitPricePaise: number;
  quantity: number;
  /** The dish's own offer, e.g. 15 for "15% OFF"; null for none. */
  dishOfferPercent: number | null;
  /** The restaurant's packaging charge for one unit. */
  packagingPaise: number;
}

/** What the bill depends on besides the lines. */
export interface BillContext {
  offer: RestaurantOffer | null;
  promoCode: string | null;
  /** From the restaurant to the delivery address; null before an address is known (the first band is charged). */
  distanceKm: number | null;
  citySlug: string;
  /** The console's rain switch for the restaurant's city. */
  raining: boolean;
  /** When the food arrives: now for "as soon as possible", else the slot's start. */
  deliverAt: Date;
  /** The restaurant's state differs from the place of supply (the customer's): IGST instead of CGST + SGST. */
  interState: boolean;
  tipPaise: number;
}

export type Surcharge = { reason: "late-night" | "rain"; paise: number };

/** One tax on one part of the bill, as the invoice lists it. */
export interface TaxLine {
  on: "food" | "delivery" | "platform";
  kind: "cgst" | "sgst" | "igst";
  basisPoints: number;
  taxablePaise: number;
  paise: number;
}

export interface OfferApplied {
  /** The offer's wording in English, as an order keeps it (`offerText(terms, t)` words it for a page). */
  text: string;
  terms: RestaurantOffer;
  discountPaise: number;
  freeDelivery: boolean;
  /** How much more food would make the offer apply (0 when it applies). */
  shortfallPaise: number;
}

/** Why a promo code does not apply: unknown, or the food is below its minimum. */
export type PromoRefusal =
  { ok: false; code: "promo-invalid" } | { ok: false; code: "promo-minimum"; minimumPaise: number };

export type PromoCheck = { ok: true; promo: PromoCode } | PromoRefusal;

export interface PriceBreakdown {
  /** The food at menu prices. */
  subtotalPaise: number;
  /** Dish offers, summed over the lines. */
  itemDiscountPaise: number;
  /** The restaurant's offer: what it takes off, or why it does not apply yet. */
  offer: OfferApplied | null;
  /** The promo code's discount. */
  discountPaise: number;
  /** The cart's promo code: applied, or why not yet (`PRICING_WORDS` says it). */
  promo: { code: PromoCode; applied: boolean; problem: PromoRefusal | null } | null;
  packagingPaise: number;
  /** The distance fee, 0 under a free-delivery offer (`freeDeliveryPaise` then says what it would have been). */
  deliveryFeePaise: number;
  freeDeliveryPaise: number;
  distanceKm: number | null;
  surcharges: Surcharge[];
  platformFeePaise: number;
  taxes: TaxLine[];
  taxPaise: number;
  tipPaise: number;
  /** What rounding the total to the rupee added (−50 to +49 paise). */
  roundOffPaise: number;
  totalPaise: number;
}

function percentOf(paise: number, basisPoints: number): number {
  return Math.round((paise * basisPoints) / 10_000);
}

/** A unit's price after its dish offer. */
export function offerUnitPrice(line: Pick<PricedLine, "unitPricePaise" | "dishOfferPercent">): number {
  return line.unitPricePaise - percentOf(line.unitPricePaise, (line.dishOfferPercent ?? 0) * 100);
}

/** A promo code as typed, matched case-insensitively, checked against the subtotal. */
export function checkPromo(text: string, subtotalPaise: number): PromoCheck {
  const code = text.trim().toUpperCase();
  if (!Object.hasOwn(PROMOS, code)) return { ok: false, code: "promo-invalid" };
  const promo = PROMOS[code as PromoCode];
  if (subtotalPaise < promo.minimumPaise) return { ok: false, code: "promo-minimum", minimumPaise: promo.minimumPaise };
  return { ok: true, promo: code as PromoCode };
}

function promoDiscount(code: PromoCode, amountPaise: number): number {
  const promo = PROMOS[code];
  const discount = promo.kind === "percent" ? percentOf(amountPaise, promo.percent * 100) : promo.amountPaise;
  return Math.min(discount, amountPaise);
}

/** What the restaurant's offer does for this food (`foodPaise`: after dish offers). */
export function applyOffer(offer: RestaurantOffer, lines: readonly PricedLine[], foodPaise: number): OfferApplied {
  const shortfallPaise = Math.max(0, offerMinimum(offer) - foodPaise);
  const applies = shortfallPaise === 0;
  let discountPaise = 0;
  if (applies && offer.kind === "percent")
    discountPaise = Math.min(percentOf(foodPaise, offer.percent * 100), offer.maxDiscountPaise);
  if (applies && offer.kind === "flat") discountPaise = Math.min(offer.amountPaise, foodPaise);
  if (offer.kind === "bogo")
    discountPaise = lines.reduce((sum, line) => sum + Math.floor(line.quantity / 2) * offerUnitPrice(line), 0);
  return {
    text: offerText(offer, inEnglish),
    terms: offer,
    discountPaise,
    freeDelivery: applies && offer.kind === "free-delivery",
    shortfallPaise,
  };
}

/** The city's distance fee: the first band, then each kilometre or part of one beyond it, capped. */
export function deliveryFee(citySlug: string, distanceKm: number | null): number {
  const bands = DELIVERY_BANDS[citySlug] ?? DELIVERY_BANDS.default;
  // In tenths of a kilometre, as the order stores the distance: 3.0 km is within a 3 km band, 3.1 km is not.
  const beyondTenths = Math.max(0, Math.round((distanceKm ?? 0) * 10) - bands.baseKm * 10);
  return Math.min(bands.basePaise + Math.ceil(beyondTenths / 10) * bands.perKmPaise, bands.maxPaise);
}

/** The minute of the day in India (UTC+5:30, no daylight saving). */
function minuteInIndia(at: Date): number {
  return (at.getUTCHours() * 60 + at.getUTCMinutes() + 330) % (24 * 60);
}

/** Late night (23:00 to 06:00 India time, across midnight) and the city's rain switch. */
export function surcharges(deliverAt: Date, raining: boolean): Surcharge[] {
  const minute = minuteInIndia(deliverAt);
  const { fromMinute, untilMinute, paise } = FEES.lateNight;
  const found: Surcharge[] = [];
  if (minute >= fromMinute || minute < untilMinute) found.push({ reason: "late-night", paise });
  if (raining) found.push({ reason: "rain", paise: FEES.rainPaise });
  return found;
}

/** GST on `taxablePaise`: CGST and SGST of half the rate each, or IGST of the whole rate; no line for nothing. */
export function gstLines(on: TaxLine["on"], rate: GstRate, taxablePaise: number, interState: boolean): TaxLine[] {
  if (taxablePaise === 0) return [];
  if (interState)
    return [
      {
        on,
        kind: "igst",
        basisPoints: rate.basisPoints,
        taxablePaise,
        paise: percentOf(taxablePaise, rate.basisPoints),
      },
    ];
  const half = rate.basisPoints / 2;
  return (["cgst", "sgst"] as const).map((kind) => ({
    on,
    kind,
    basisPoints: half,
    taxablePaise,
    paise: percentOf(taxablePaise, half),
  }));
}

const EMPTY: PriceBreakdown = {
  subtotalPaise: 0,
  itemDiscountPaise: 0,
  offer: null,
  discountPaise: 0,
  promo: null,
  packagingPaise: 0,
  deliveryFeePaise: 0,
  freeDeliveryPaise: 0,
  distanceKm: null,
  surcharges: [],
  platformFeePaise: 0,
  taxes: [],
  taxPaise: 0,
  tipPaise: 0,
  roundOffPaise: 0,
  totalPaise: 0,
};

/** Every line of the bill for these dishes in this context, and why the promo code does not apply yet. */
export function priceOrder(lines: readonly PricedLine[], context: BillContext): PriceBreakdown {
  const subtotalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  if (subtotalPaise === 0) return EMPTY;
  const itemDiscountPaise = lines.reduce(
    (sum, line) => sum + (line.unitPricePaise - offerUnitPrice(line)) * line.quantity,
    0,
  );
  const foodPaise = subtotalPaise - itemDiscountPaise;
  const offer = context.offer ? applyOffer(context.offer, lines, foodPaise) : null;
  const afterOfferPaise = foodPaise - (offer?.discountPaise ?? 0);

  let promo: PriceBreakdown["promo"] = null;
  let discountPaise = 0;
  if (context.promoCode) {
    const check = checkPromo(context.promoCode, subtotalPaise);
    const code = context.promoCode.trim().toUpperCase() as PromoCode;
    if (check.ok) {
      discountPaise = promoDiscount(check.promo, afterOfferPaise);
      promo = { code: check.promo, applied: true, problem: null };
    } else if (Object.hasOwn(PROMOS, code)) {
      promo = { code, applied: false, problem: check };
    }
  }
  const payableFoodPaise = afterOfferPaise - discountPaise;
  const packagingPaise = lines.reduce((sum, line) => sum + line.packagingPaise * line.quantity, 0);
  const distanceFeePaise = deliveryFee(context.citySlug, context.distanceKm);
  const deliveryFeePaise = offer?.freeDelivery ? 0 : distanceFeePaise;
  const extra = surcharges(context.deliverAt, context.raining);
  const surchargePaise = extra.reduce((sum, surcharge) => sum + surcharge.paise, 0);
  const platformFeePaise = FEES.platformFeePaise;
  const taxes = [
    ...gstLines("food", GST.food, payableFoodPaise + packagingPaise, context.interState),
    ...gstLines("delivery", GST.delivery, deliveryFeePaise + surchargePaise, context.interState),
    ...gstLines("platform", GST.platform, platformFeePaise, context.interState),
  ];
  const taxPaise = taxes.reduce((sum, tax) => sum + tax.paise, 0);
  const tipPaise = context.tipPaise;
  const exactPaise =
    payableFoodPaise + packagingPaise + deliveryFeePaise + surchargePaise + platformFeePaise + taxPaise + tipPaise;
  const totalPaise = Math.round(exactPaise / 100) * 100;
  return {
    subtotalPaise,
    itemDiscountPaise,
    offer,
    discountPaise,
    promo,
    packagingPaise,
    deliveryFeePaise,
    freeDeliveryPaise: offer?.freeDelivery ? distanceFeePaise : 0,
    distanceKm: context.distanceKm,
    surcharges: extra,
    platformFeePaise,
    taxes,
    taxPaise,
    tipPaise,
    roundOffPaise: totalPaise - exactPaise,
    totalPaise,
  };
}
