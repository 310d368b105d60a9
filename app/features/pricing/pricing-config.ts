/**
 * Every figure and rate of the bill in one place, in paise and basis points (500 = 5%), each with the law or
 * the decision it comes from beside it (docs/decisions/0033-indian-bill.md). Change them here; nothing else holds a fee,
 * a rate or a promo.
 */

/** A GST rate on one kind of supply, with its services accounting code (SAC) as the invoice prints it. */
export interface GstRate {
  basisPoints: number;
  sac: string;
}

export const GST = {
  /**
   * The food and its packaging (packaging is part of the restaurant's supply, taxed with it). CGST Act 2017,
   * section 9(5), Notification No. 17/2021–Central Tax (Rate) of 18 November 2021, in force 1 January 2022:
   * restaurant service supplied through an e-commerce operator, 5% (CGST 2.5% + SGST 2.5%, or IGST 5%), paid by
   * the operator, no input tax credit. SAC 996331, restaurant services.
   */
  food: { basisPoints: 500, sac: "996331" },
  /**
   * The delivery fee and its surcharges, supplied by riders not registered for GST. CGST Act 2017, section 9(5),
   * as extended to local delivery services through an e-commerce operator on the 56th GST Council's
   * recommendation, in force 22 September 2025: 18% (CGST 9% + SGST 9%, or IGST 18%). SAC 996813, local delivery.
   */
  delivery: { basisPoints: 1800, sac: "996813" },
  /** The platform's own fee for its service: 18% GST. SAC 998599, other support services. */
  platform: { basisPoints: 1800, sac: "998599" },
} as const satisfies Record<string, GstRate>;

/** How a city's delivery fee grows with the distance from the restaurant to the customer. */
export interface DeliveryBands {
  /** The fee up to `baseKm`. */
  basePaise: number;
  baseKm: number;
  /** Added for each kilometre, or part of one, beyond `baseKm`. */
  perKmPaise: number;
  /** The fee never goes above this. */
  maxPaise: number;
}

/** Delivery fees by distance, per city (by slug); a city not listed uses `default`. Decision 0033. */
export const DELIVERY_BANDS: { default: DeliveryBands } & Record<string, DeliveryBands> = {
  default: { basePaise: 2500, baseKm: 3, perKmPaise: 800, maxPaise: 7500 },
  mumbai: { basePaise: 3000, baseKm: 3, perKmPaise: 900, maxPaise: 8500 },
};

export const FEES = {
  /** The platform fee on every order (Zomato ₹10–12, Swiggy ₹10–15 in 2025), taxed at GST.platform. */
  platformFeePaise: 1000,
  /** Deliveries from 23:00 to 06:00 India time pay this on top of the delivery fee. */
  lateNight: { fromMinute: 23 * 60, untilMinute: 6 * 60, paise: 1500 },
  /** What the operations console's rain switch adds to each of a city's deliveries while it is on. */
  rainPaise: 2000,
  /** What the payment gateway charges on an online payment, its GST included (Razorpay: 2% + 18% GST), taken from the restaurant's payout. */
  gatewayBasisPoints: 236,
} as const;

export const TIPS = {
  /** The amounts offered at checkout and after delivery; the whole tip goes to the rider, untaxed. */
  choicesPaise: [2000, 3000, 5000],
  /** The largest tip one may type as "Other". */
  maxPaise: 50000,
  /** How long after delivery the customer may still tip online (once per order). */
  afterDeliveryHours: 24,
} as const;

/** The promo codes of the specification (§9), applied to the food after the restaurant's offer. */
export const PROMOS = {
  SAVE20: { kind: "percent", percent: 20, minimumPaise: 2500, description: "20% off" },
  FLAT10: { kind: "flat", amountPaise: 1000, minimumPaise: 3000, description: "₹10 off" },
} as const;

export type PromoCode = keyof typeof PROMOS;
