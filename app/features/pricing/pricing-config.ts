/**
 * Every pricing value in one place (spec §9, amounts read as rupees), in paise. Change them here;
 * nothing else holds a fee, a rate or a promo.
 */
export const PRICING = {
  deliveryFeePaise: 399,
  /** Delivery is free when the subtotal after the promo discount reaches this. */
  freeDeliveryFromPaise: 3500,
  serviceFeePaise: 250,
  /** Tax on the subtotal, in basis points (800 = 8%). */
  taxBasisPoints: 800,
  promos: {
    SAVE20: { kind: "percent", percent: 20, minimumPaise: 2500, description: "20% off" },
    FLAT10: { kind: "flat", amountPaise: 1000, minimumPaise: 3000, description: "₹10 off" },
  },
} as const;

export type PromoCode = keyof typeof PRICING.promos;
