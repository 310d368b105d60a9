/** How customers reach support (spec §9 Help): shown on the Help, Contact us and Help & Support pages. */
export const SUPPORT_CONTACT = {
  chatHours: "24/7",
  phone: "1800 202 2026",
  phoneHref: "tel:+9118002022026",
  /** In English, as its catalogue id: pages show it through `t`. */
  phoneHours: "8 AM–10 PM, every day",
  email: "support@cravings.in",
} as const;
