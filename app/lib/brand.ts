export const BRAND = "Cravings";
export const BRAND_SLUG = "cravings";
export const TAGLINE = "Satisfy Your Cravings";
