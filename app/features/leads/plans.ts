/**
 * The three corporate plans (spec §2 Corporate page, §9). Their words are in English, as catalogue ids
 * (the content namespace): pages show them through `t`; prices are the same in every language.
 */
export const PLANS = {
  starter: {
    name: "Starter",
    pricePaise: 0,
    priceText: "Free",
    employees: "Up to 25 employees",
    popular: false,
    features: ["Employee meal accounts", "Central billing", "Monthly spend report"],
  },
  standard: {
    name: "Standard",
    pricePaise: 899_900,
    priceText: null,
    employees: "Up to 100 employees",
    popular: true,
    features: ["Everything in Starter", "Spending policies per team", "Analytics dashboard", "Priority support"],
  },
  enterprise: {
    name: "Enterprise",
    pricePaise: null,
    priceText: "Custom",
    employees: "Unlimited employees",
    popular: false,
    features: [
      "Everything in Standard",
      "Dedicated account manager",
      "Custom integrations and invoicing",
      "Event and bulk catering",
    ],
  },
} as const;

export type PlanKey = keyof typeof PLANS;

export function planOf(value: string | null): PlanKey | null {
  return value !== null && Object.hasOwn(PLANS, value) ? (value as PlanKey) : null;
}

/** The contact form's topics, in English as catalogue ids. */
export const CONTACT_TOPICS = {
  general: "General question",
  feedback: "Feedback",
  press: "Press and media",
  other: "Something else",
} as const;
